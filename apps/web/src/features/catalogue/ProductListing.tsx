import type { ProductPage } from '@beauty/shared';
import { buttonClass, EmptyState, ErrorState, Skeleton } from '@beauty/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { pageSearch } from '../../components/listing/listing-url';
import { Pagination } from '../../components/listing/Pagination';
import { PRODUCT_GRID, ProductCard } from '../../components/ProductCard';
import { PageFrame } from '../../layouts/PageFrame';
import { ListingSkeleton } from './ListingSkeleton';

/** Cards in the widest grid's first row: their images load at once, the rest lazily. */
const FIRST_ROW = 6;

/**
 * The one layout of every product listing (category, deals, partner deals, search): title, optional intro
 * (banner, notice), filters, the result count with the sort control, then the grid and page links, or the
 * skeleton, the empty state or the error state with a retry. While another page or sort of the same listing
 * loads, the previous products stay (dimmed) so nothing flashes or jumps.
 */
export function ProductListing({
  title,
  titleExtra,
  intro,
  filters,
  controls,
  query,
  page,
  empty,
  failure,
}: {
  /** Null while it is not known yet: a skeleton of the heading's height holds its place. */
  title: string | null;
  /** Beside the title (the flash deals countdown). */
  titleExtra?: ReactNode;
  intro?: ReactNode;
  filters?: ReactNode;
  /** The sort select and any other selects, right of the count. */
  controls?: ReactNode;
  query: UseQueryResult<ProductPage>;
  page: number;
  /** What to show when the listing has no products at all. */
  empty: ReactNode;
  /** Replaces the results (and the count) when set, e.g. a deal that has ended. */
  failure?: ReactNode;
}) {
  const { t } = useTranslation();
  const { data } = query;
  const updating = query.isPlaceholderData && query.isFetching;

  let body: ReactNode;
  if (failure) body = failure;
  else if (!data && query.isPending) body = <ListingSkeleton />;
  else if (!data) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (data.products.length === 0 && data.total > 0) body = <PastLastPage />;
  else if (data.products.length === 0) body = empty;
  else
    body = (
      <>
        <ul
          aria-label={t('listing.products')}
          aria-busy={updating}
          className={`${PRODUCT_GRID} transition-opacity ${updating ? 'opacity-60' : ''}`}
        >
          {data.products.map((product, i) => (
            <li key={product.id}>
              <ProductCard product={product} eager={i < FIRST_ROW} />
            </li>
          ))}
        </ul>
        <Pagination page={page} totalPages={data.total_pages} />
      </>
    );

  const showCount = Boolean(data) || query.isPending;

  return (
    <PageFrame>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <h1 className="min-w-0 text-2xl font-semibold tracking-tight break-words md:text-3xl">
          {title ?? <Skeleton className="h-8 w-56 md:h-9" />}
        </h1>
        {titleExtra}
      </div>
      {intro}
      {filters ? <div className="mt-5">{filters}</div> : null}
      {!failure && (showCount || controls) ? (
        <div className="mt-5 flex flex-col gap-3 border-b border-line pb-4 sm:flex-row sm:items-center sm:justify-between">
          {/* A live region: after a filter or sort change, screen readers hear the new count. */}
          <p role="status" className="flex min-h-5 items-center text-sm text-muted">
            {showCount && data ? (
              t('listing.result_count', { count: data.total })
            ) : showCount ? (
              <Skeleton className="h-4 w-24" />
            ) : null}
            {updating ? <span className="sr-only">{t('listing.updating')}</span> : null}
          </p>
          {controls ? <div className="flex gap-3">{controls}</div> : null}
        </div>
      ) : null}
      {/* The cards' names are h3: a heading between them and the page's h1 keeps the outline whole. */}
      <h2 className="sr-only">{t('listing.products')}</h2>
      <div className="mt-6">{body}</div>
    </PageFrame>
  );
}

/** A page number past the last page (an old link): say so, and offer the first page. */
function PastLastPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <EmptyState
      title={t('listing.page_empty_title')}
      action={
        <Link to={{ search: pageSearch(params, 1) }} className={buttonClass('secondary')}>
          {t('listing.page_empty_action')}
        </Link>
      }
    />
  );
}
