import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const PETALS = [0, 72, 144, 216, 288];

/** The shop's mark: a white rosette in a rose circle. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill="var(--color-accent)" />
      <g fill="#fff">
        {PETALS.map((angle) => (
          <ellipse key={angle} cx="16" cy="10.2" rx="3.7" ry="5.2" transform={`rotate(${angle} 16 16)`} />
        ))}
      </g>
      <circle cx="16" cy="16" r="2.6" fill="var(--color-accent)" />
    </svg>
  );
}

/** Logo linking home. `compact` shows the mark only (phones' top bar). */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      aria-label={t('app.home_link')}
      className="inline-flex min-h-target shrink-0 items-center gap-2 rounded-md"
    >
      <LogoMark />
      {compact ? null : (
        <span className="text-lg leading-tight font-semibold tracking-tight whitespace-nowrap text-ink">
          {t('app.name')}
        </span>
      )}
    </Link>
  );
}
