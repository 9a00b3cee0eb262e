import {
  averageStarsOf,
  halvesOfStar,
  type Language,
  type ProductReviewsAnswer,
  RATING_HALVES_MAX,
  REVIEW_TARGET,
  type ReviewsAnswer,
  type ReviewsQuery,
  ratePercentOf,
  type StoreReviewsAnswer,
} from '@beauty/shared';
import type { Db } from '../db/client';
import { DomainError } from '../errors';
import { toProductReview, toStoreReview } from './answers';
import { type ListFilter, selectProductReviewList, selectStoreReviewList } from './list-queries';
import { ratingSummaryOf, type TotalsRow } from './ratings';

/*
 * GET review/reviews: the public reviews of a product, a salon or a stylist (no login). Hidden reviews never
 * appear and count nowhere; reviewers' names are masked (answers.ts). The summary and the paging total come
 * from review_totals; only the star and photo filters together, which no totals row keeps, are counted.
 */

function listFilter(query: ReviewsQuery): ListFilter {
  const range =
    query.star === undefined
      ? { min: 1, max: RATING_HALVES_MAX }
      : halvesOfStar(query.star as 1 | 2 | 3 | 4 | 5);
  return {
    sort: query.sort,
    withPhotos: query.with_photos,
    ...range,
    count: query.star !== undefined && query.with_photos,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  };
}

/** The reviews matching the filters, over all pages: from the target's row 0, or the statement's count. */
function matching(query: ReviewsQuery, row0: TotalsRow | undefined, counted: number | null): number {
  if (counted !== null) return counted;
  if (query.star !== undefined) return row0?.stars[query.star - 1] ?? 0;
  if (query.with_photos) return row0?.with_photos ?? 0;
  return row0?.review_count ?? 0;
}

const paging = (query: ReviewsQuery, total: number) => ({
  total,
  page: query.page,
  per_page: query.per_page,
  total_pages: Math.ceil(total / query.per_page),
});

async function productReviews(
  db: Db,
  language: Language,
  productId: number,
  query: ReviewsQuery,
): Promise<ProductReviewsAnswer> {
  const list = await selectProductReviewList(db, language, productId, listFilter(query));
  if (!list.found) throw new DomainError('not_found');
  const row0 = list.totals.find((t) => t.criterion === 0);
  const count = row0?.review_count ?? 0;
  const halves = row0?.halves_sum ?? 0;
  const stars = row0?.stars ?? [0, 0, 0, 0, 0];
  return {
    kind: 'product',
    product_id: productId,
    summary: {
      review_count: count,
      average: averageStarsOf(halves, count),
      rate_percent: ratePercentOf(halves, count),
      star_counts: { 1: stars[0], 2: stars[1], 3: stars[2], 4: stars[3], 5: stars[4] },
      with_photos: row0?.with_photos ?? 0,
    },
    reviews: list.reviews.map(toProductReview),
    ...paging(query, matching(query, row0, list.counted)),
  };
}

async function storeReviews(
  db: Db,
  language: Language,
  targetType: 2 | 3,
  targetId: number,
  query: ReviewsQuery,
): Promise<StoreReviewsAnswer> {
  const target = targetType === REVIEW_TARGET.STORE ? 'store' : 'stylist';
  const list = await selectStoreReviewList(db, language, target, targetId, listFilter(query));
  if (!list.target) throw new DomainError('not_found');
  const row0 = list.totals.find((t) => t.criterion === 0);
  return {
    kind: target === 'store' ? 'salon' : 'stylist',
    target_type: targetType,
    target: list.target,
    summary: {
      ...ratingSummaryOf(target, list.totals),
      with_photos: row0?.with_photos ?? 0,
      stylists: list.stylists.map(({ totals, ...stylist }) => ({
        ...stylist,
        rating: ratingSummaryOf('stylist', totals),
      })),
    },
    reviews: list.reviews.map(toStoreReview),
    ...paging(query, matching(query, row0, list.counted)),
  };
}

/** A product's reviews (`product_id`), or a salon's or a stylist's (`target_type` with `target_id`); 404 unknown. */
export function publicReviews(db: Db, language: Language, query: ReviewsQuery): Promise<ReviewsAnswer> {
  if (query.product_id !== undefined) return productReviews(db, language, query.product_id, query);
  return storeReviews(db, language, query.target_type!, query.target_id!, query);
}
