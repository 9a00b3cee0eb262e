import type { Language, ReviewSort } from '@beauty/shared';
import { memberKeys } from '../../api/query-keys';
import { useSessionKeys } from '../../api/viewer';
import { catalogueQueryKeys } from '../catalogue';

/** The review keys of one session's member (under its root: api/query-keys.ts). */
export function reviewKeys(session: string) {
  const member = memberKeys(session);
  const root = member.all;
  return {
    ...member,
    /** Every review key of the member: their lists and the lines and visits they review (refreshed on create). */
    reviews: () => [...root, 'reviews'] as const,
    myReviews: (language: Language, type: number, tab: number, page: number) =>
      [...root, 'reviews', language, 'mine', type, tab, page] as const,
    orderLineReview: (language: Language, orderLineId: number) =>
      [...root, 'reviews', language, 'order-line', orderLineId] as const,
    visitReview: (language: Language, posTransactionId: string) =>
      [...root, 'reviews', language, 'visit', posTransactionId] as const,
  };
}

export type ReviewKeys = ReturnType<typeof reviewKeys>;

export function useReviewKeys(): ReviewKeys {
  return useSessionKeys(reviewKeys);
}

/** What a public review list is of: a product, or a store (target type 2) or stylist (3). */
export type ReviewSubject = { product_id: number } | { target_type: number; target_id: number };

/** The filters of a public review list (the page is the list's own: an infinite list pages itself). */
export type ReviewFilters = { sort: ReviewSort; with_photos: boolean; star: number | null; page?: number };

export const reviewQueryKeys = {
  /** Every public review list (shared: reviewers' names are masked); all of them go stale after a review. */
  reviews: () => ['reviews'] as const,
  reviewList: (subject: ReviewSubject, language: Language, filters: ReviewFilters) =>
    ['reviews', subject, language, filters] as const,
  /** A product's page shows its review summary: the catalogue's key, read again after a review. */
  product: catalogueQueryKeys.product,
};
