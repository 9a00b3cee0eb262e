/** A grey placeholder block in the shape of what is loading. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <span aria-hidden="true" className={`block animate-pulse rounded-card bg-line/70 ${className}`} />;
}
