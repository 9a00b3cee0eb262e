import { DEAL_TYPE, type DealsPage, dealEndTime, PRODUCT_SORTS } from '@beauty/shared';
import { buttonClass, EmptyState, isApiError, Skeleton, Spinner } from '@beauty/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Countdown } from '../../components/Countdown';
import { parsePage, parseSort } from '../../components/listing/listing-url';
import { NotFoundState } from '../../components/NotFoundState';
import { useDocumentTitle } from '../../lib/hooks';
import { href } from '../../routes/paths';
import { type DealsFilters, useDealsPage } from './listings-api';
import { ProductListing } from './ProductListing';
import { FEATURED, SortSelect } from './SortSelect';

const DEAL_SORTS = [FEATURED, ...PRODUCT_SORTS] as const;

/** A deal's sort: its own order ("Featured") first, then the product sorts. */
function DealSortSelect({ filters }: { filters: DealsFilters }) {
  return (
    <SortSelect
      value={filters.sort ?? FEATURED}
      sorts={DEAL_SORTS}
      defaultSort={FEATURED}
      className="flex-1 sm:flex-none"
    />
  );
}

/** Sort and page from the URL; without a sort the deal keeps its own order. */
function useDealsFilters(type: DealsFilters['type'], topPickImageId?: number): DealsFilters {
  const [params] = useSearchParams();
  return {
    type,
    topPickImageId,
    sort: parseSort(params.get('sort'), PRODUCT_SORTS),
    page: parsePage(params.get('page')),
  };
}

function DealsEmpty({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={title}
      text={t('deals.empty_text')}
      action={
        <Link to={href('home')} className={buttonClass('secondary')}>
          {t('common.back_home')}
        </Link>
      }
    />
  );
}

/**
 * The deal's end, fixed when an answer arrives (dealEndTime from its remaining_* at that moment). Kept while
 * the next page or sort loads, so the countdown does not jump; `live` is false when it had already run out.
 */
function useDealEnd(data: DealsPage | undefined, isPlaceholderData: boolean, dataUpdatedAt: number) {
  const [deal, setDeal] = useState<{ at: number; end: Date; live: boolean } | null>(null);
  if (data && !isPlaceholderData && dataUpdatedAt !== deal?.at) {
    const end = dealEndTime(new Date(dataUpdatedAt), data);
    // Adjusting state while rendering (React's pattern for state derived from a new answer).
    setDeal({ at: dataUpdatedAt, end, live: end.getTime() > dataUpdatedAt });
  }
  return deal;
}

/**
 * /product/flash-deals: today's flash sale with a live countdown (spec section 4: the end is computed from
 * remaining hour, minute and second). At zero the sale has ended: an "ended" state replaces the products and
 * the list is fetched again, which brings the next sale if one has started. Data: GET getdealslist type 1.
 */
export function FlashDeals() {
  const { t } = useTranslation();
  const filters = useDealsFilters(DEAL_TYPE.FLASH_DEALS);
  const query = useDealsPage(filters);
  const { data, refetch } = query;
  const title = data?.title || t('deals.flash_title');
  useDocumentTitle(title);
  const deal = useDealEnd(data, query.isPlaceholderData, query.dataUpdatedAt);
  // The answer (by its time) whose countdown reached zero.
  const [endedAt, setEndedAt] = useState<number | null>(null);
  const at = deal?.at;
  const onExpire = useCallback(() => {
    if (at === undefined) return;
    setEndedAt(at);
    // Only a countdown that ran down asks again; an answer that was already over does not loop.
    void refetch();
  }, [at, refetch]);

  const ended = deal !== null && (!deal.live || endedAt === deal.at) && (data?.products.length ?? 0) > 0;

  return (
    <ProductListing
      title={title}
      titleExtra={
        deal?.live && endedAt !== deal.at ? (
          <Countdown key={deal.at} end={deal.end} onExpire={onExpire} />
        ) : null
      }
      query={query}
      page={filters.page}
      controls={<DealSortSelect filters={filters} />}
      failure={
        ended ? (
          <EmptyState
            title={t('deals.ended_title')}
            text={t('deals.ended_text')}
            action={
              <div className="flex flex-col items-center gap-4">
                {query.isFetching ? <Spinner label={t('deals.checking')} /> : null}
                <Link to={href('product-hot-deals')} className={buttonClass()}>
                  {t('deals.see_hot_deals')}
                </Link>
              </div>
            }
          />
        ) : undefined
      }
      empty={<DealsEmpty title={t('deals.flash_empty_title')} />}
    />
  );
}

/** /product/hot-deals: every current hot deal, with sort and pages. Data: GET getdealslist type 2. */
export function HotDeals() {
  const { t } = useTranslation();
  const filters = useDealsFilters(DEAL_TYPE.HOT_DEALS);
  const query = useDealsPage(filters);
  const title = query.data?.title || t('deals.hot_title');
  useDocumentTitle(title);
  return (
    <ProductListing
      title={title}
      query={query}
      page={filters.page}
      controls={<DealSortSelect filters={filters} />}
      empty={<DealsEmpty title={t('deals.hot_empty_title')} />}
    />
  );
}

/** The seed's top pick pictures are 600x400; set so the banner's box is reserved before it loads. */
const TOP_PICK_IMAGE = { width: 600, height: 400 };

/**
 * /product/best-seller/{topPickImageId}: one best-seller (top pick) collection: its picture as a banner, then
 * its products. Data: GET getdealslist type 3 with top_pick_image_id.
 */
export function BestSeller() {
  const { t } = useTranslation();
  const { topPickImageId = '' } = useParams();
  const id = /^\d+$/.test(topPickImageId) ? Number(topPickImageId) : 0;
  const filters = useDealsFilters(DEAL_TYPE.TOP_PICKS, id);
  const query = useDealsPage(filters);
  const { data } = query;
  // An id that is not a number, or one the API does not know (404, or refused as invalid).
  const notFound = id === 0 || (isApiError(query.error) && [404, 422].includes(query.error.code));
  const title = notFound
    ? t('deals.best_seller_not_found_title')
    : data?.title || (data ? t('deals.best_seller_title') : null);
  useDocumentTitle(title);

  if (notFound) {
    return (
      <NotFoundState
        title={t('deals.best_seller_not_found_title')}
        text={t('deals.best_seller_not_found_text')}
        action={
          <Link to={href('home')} className={buttonClass()}>
            {t('common.back_home')}
          </Link>
        }
      />
    );
  }

  return (
    <ProductListing
      title={title}
      intro={
        !data && query.isPending ? (
          <Skeleton className="mt-5 aspect-[3/2] w-full md:w-[28rem]" />
        ) : data?.image ? (
          <img
            src={data.image}
            alt={data.title}
            width={TOP_PICK_IMAGE.width}
            height={TOP_PICK_IMAGE.height}
            fetchPriority="high"
            decoding="async"
            className="mt-5 aspect-[3/2] w-full rounded-card bg-soft object-cover md:w-[28rem]"
          />
        ) : null
      }
      query={query}
      page={filters.page}
      controls={<DealSortSelect filters={filters} />}
      empty={<DealsEmpty title={t('deals.best_seller_empty_title')} />}
    />
  );
}
