import { ChevronLeftIcon, ChevronRightIcon } from '@beauty/ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { pageSearch } from './listing-url';
import { GAP, pageItems } from './pagination';

const item =
  'inline-flex min-w-target h-target items-center justify-center gap-1 rounded-full px-3 text-sm tabular transition-colors';
const idle = `${item} text-ink hover:bg-soft hover:text-accent`;
// Muted, not faded: text is never lighter than the muted token (styles.css).
const disabled = `${item} text-muted`;

/**
 * Page links (the page is in the URL, so every page has an address and back/forward works). Phones get
 * previous / "Page 2 of 9" / next; wider screens the numbered pages too. The current page has aria-current.
 */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  if (totalPages <= 1) return null;
  const to = (n: number) => ({ search: pageSearch(params, n) });
  const hasPrevious = page > 1;
  const hasNext = page < totalPages;

  return (
    <nav aria-label={t('pagination.label')} className="mt-10 flex items-center justify-center gap-1">
      {hasPrevious ? (
        <Link
          to={to(Math.min(page - 1, totalPages))}
          rel="prev"
          className={idle}
          aria-label={t('pagination.previous_page')}
        >
          <ChevronLeftIcon size={18} />
          <span className="hidden sm:inline">{t('pagination.previous')}</span>
        </Link>
      ) : (
        <span className={disabled} aria-hidden="true">
          <ChevronLeftIcon size={18} />
          <span className="hidden sm:inline">{t('pagination.previous')}</span>
        </span>
      )}

      <p className="px-2 text-sm text-muted tabular sm:hidden">
        {t('pagination.summary', { page: Math.min(page, totalPages), total: totalPages })}
      </p>
      <ul className="hidden items-center gap-1 sm:flex">
        {pageItems(page, totalPages).map((n, i) =>
          n === GAP ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, told apart by position.
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={to(n)}
                aria-label={t('pagination.page', { page: n })}
                aria-current={n === page ? 'page' : undefined}
                className={n === page ? `${item} bg-accent font-semibold text-white` : idle}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ul>

      {hasNext ? (
        <Link to={to(page + 1)} rel="next" className={idle} aria-label={t('pagination.next_page')}>
          <span className="hidden sm:inline">{t('pagination.next')}</span>
          <ChevronRightIcon size={18} />
        </Link>
      ) : (
        <span className={disabled} aria-hidden="true">
          <span className="hidden sm:inline">{t('pagination.next')}</span>
          <ChevronRightIcon size={18} />
        </span>
      )}
    </nav>
  );
}
