import type { ReactNode } from 'react';
import { badgeText } from './badge';

/**
 * An icon with a count on its corner (the cart's lines, the bell's unread notifications); nothing at 0 or
 * while the count loads. The number is not read out: the control's accessible name says it.
 */
export function IconBadge({ icon, count, max }: { icon: ReactNode; count: number | null; max?: number }) {
  return (
    <span className="relative inline-flex">
      {icon}
      {count ? (
        <span
          aria-hidden="true"
          className="absolute -top-1.5 -right-2 min-w-[18px] rounded-full bg-accent px-1 text-center text-[11px] leading-[18px] font-semibold text-white tabular"
        >
          {badgeText(count, max)}
        </span>
      ) : null}
    </span>
  );
}
