import { STAR_SCALE } from '@beauty/shared';
import { useTranslation } from 'react-i18next';

const STARS = Array.from({ length: STAR_SCALE }, (_, i) => i + 1);
/** One star in a 20 × 20 box (the rating input draws the same star). */
export const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

function Row({ className, size }: { className: string; size: number }) {
  return (
    <span className={`flex ${className}`}>
      {STARS.map((n) => (
        <svg
          key={n}
          className="shrink-0"
          width={size}
          height={size}
          viewBox="0 0 20 20"
          aria-hidden="true"
          focusable="false"
        >
          <path d={STAR_PATH} fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}

/**
 * Five stars filled to `value` (0-5, half steps), with the review count after them. Nothing for a product
 * without reviews: empty stars and "(0)" would read as a bad rating.
 */
export function Stars({ value, count, size = 14 }: { value: number; count?: number; size?: number }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  const label = t('product.rating', { rating: value });
  return (
    <span className="flex items-center gap-1 text-xs text-muted">
      <span role="img" aria-label={label} className="relative inline-flex shrink-0">
        <Row className="text-line" size={size} />
        <span
          className="absolute inset-y-0 left-0 overflow-hidden"
          style={{ width: `${(value / STAR_SCALE) * 100}%` }}
        >
          <Row className="w-max text-gold" size={size} />
        </span>
      </span>
      {count !== undefined ? (
        <span>
          <span aria-hidden="true">{t('product.review_count', { count })}</span>
          <span className="sr-only">{t('product.review_count_label', { count })}</span>
        </span>
      ) : null}
    </span>
  );
}
