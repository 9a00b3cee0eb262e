/*
 * A state as a small pill (an order's, an appointment's, a voucher's, a cash-back entry's): the words, in one
 * of a few tones; each area maps its states to tones. Every pair meets AA contrast (DESIGN.md tokens).
 */

export type PillTone = 'neutral' | 'plain' | 'accent' | 'success' | 'warning' | 'danger';

const FILLED: Record<PillTone, string> = {
  /** Over and done with, nothing to do: cancelled, void, expired. */
  neutral: 'bg-soft text-muted',
  /** Settled, but still worth reading: a return or refund, a used voucher. */
  plain: 'bg-soft text-ink',
  /** In progress on the shop's side: booked, to ship, to receive. */
  accent: 'bg-accent-soft text-accent',
  success: 'bg-success-soft text-success',
  /** Waiting: pending, awaiting, requested (the partner gold). */
  warning: 'bg-gold-soft text-gold-ink',
  /** Needs the member, or went wrong: to pay, no-show. */
  danger: 'bg-[#fdeceb] text-deal',
};

/** The outlined look, for a pill on a card of its own colour (the vouchers). */
const OUTLINED: Record<PillTone, string> = {
  neutral: 'border border-line bg-soft text-muted',
  plain: 'border border-line bg-soft text-ink',
  accent: 'border border-accent/40 bg-accent-soft text-accent',
  success: 'border border-success/50 bg-white text-success',
  warning: 'border border-gold bg-gold-soft text-gold-ink',
  danger: 'border border-deal/40 bg-white text-deal',
};

const SIZE = { md: 'px-3 py-1', sm: 'px-2.5 py-0.5' } as const;

export function pillClass({
  tone,
  size = 'md',
  outlined = false,
  className = '',
}: {
  tone: PillTone;
  size?: keyof typeof SIZE;
  outlined?: boolean;
  className?: string;
}): string {
  const look = (outlined ? OUTLINED : FILLED)[tone];
  return `inline-flex rounded-full ${SIZE[size]} text-xs font-semibold ${look} ${className}`.trim();
}

/** `className` places it (shrink-0, whitespace-nowrap in a row that must not squeeze it). */
export function StatusPill({
  label,
  tone,
  size,
  outlined,
  className,
}: {
  label: string;
  tone: PillTone;
  size?: 'md' | 'sm';
  outlined?: boolean;
  className?: string;
}) {
  return <span className={pillClass({ tone, size, outlined, className })}>{label}</span>;
}
