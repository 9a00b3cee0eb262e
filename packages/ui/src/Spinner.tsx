import type { ReactNode } from 'react';

/** A small spinning ring. With a label it is announced; without one it is decorative. */
export function Spinner({
  label,
  size = 20,
  className = '',
}: {
  label?: string;
  size?: number;
  className?: string;
}) {
  return (
    <span className={`inline-flex items-center ${className}`} role={label ? 'status' : undefined}>
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        className="animate-spin text-accent"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity=".2" strokeWidth="3" />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

/** A primary button's label with a white spinner before it while its request runs. */
export function BusyLabel({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <>
      {busy ? <Spinner size={18} className="[&_svg]:text-white" /> : null}
      {children}
    </>
  );
}
