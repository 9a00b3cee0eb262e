import {
  type CreateReviewInput,
  type Language,
  type MyProductReview,
  type MyReviewsAnswer,
  type MyStoreReview,
  type OrderLineReviewAnswer,
  type ProductReviewsAnswer,
  type REVIEW_KIND,
  REVIEW_TARGET,
  type StoreReviewsAnswer,
  type VisitReviewAnswer,
} from '@beauty/shared';
import { api, useLanguage } from '@beauty/ui';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useAuth } from '../../auth/AuthProvider';
import { type ReviewFilters, type ReviewKeys, reviewQueryKeys, useReviewKeys } from './keys';

/**
 * Reviews (spec section 7, review: myreviews, create, reviews; and the two reads the write pages open with,
 * orderline and visit). The member's answers live under their session (ReviewKeys.reviews); the public lists
 * are shared (reviewers' names come masked). Keys carry the language: product, salon, stylist and service
 * names come in it. Writing a review refreshes both, and the product's page (its stars and count).
 */

export type ReviewKind = (typeof REVIEW_KIND)[keyof typeof REVIEW_KIND];
export type ReviewTabCode = 1 | 2;

/** Items a page of the member's lists and of a salon's reviews holds; a product's "Show more" asks for as many. */
export const REVIEWS_PER_PAGE = 10;

export const myReviewsQuery = (
  keys: ReviewKeys,
  language: Language,
  type: ReviewKind,
  tab: ReviewTabCode,
  page: number,
) =>
  queryOptions({
    queryKey: keys.myReviews(language, type, tab, page),
    queryFn: ({ signal }) =>
      api.get<MyReviewsAnswer>(
        '/review/myreviews',
        { type, tab, page, per_page: REVIEWS_PER_PAGE },
        { signal },
      ),
    staleTime: 15_000,
  });

/** The member's products or visits to review (tab 1) or their reviews (tab 2), one page. */
export function useMyReviews(type: ReviewKind, tab: ReviewTabCode, page: number, enabled = true) {
  const { user } = useAuth();
  const keys = useReviewKeys();
  const language = useLanguage();
  return useQuery({
    ...myReviewsQuery(keys, language, type, tab, page),
    enabled: enabled && user !== null,
    placeholderData: keepPreviousData,
  });
}

export const orderLineReviewQuery = (keys: ReviewKeys, language: Language, orderLineId: number) =>
  queryOptions({
    queryKey: keys.orderLineReview(language, orderLineId),
    queryFn: ({ signal }) =>
      api.get<OrderLineReviewAnswer>('/review/orderline', { order_line_id: orderLineId }, { signal }),
    staleTime: 30_000,
  });

/** One order line of the member's with its review, if any, and whether it can be reviewed now. */
export function useOrderLineReview(orderLineId: number | null, enabled = true) {
  const { user } = useAuth();
  const keys = useReviewKeys();
  const language = useLanguage();
  return useQuery({
    ...orderLineReviewQuery(keys, language, orderLineId ?? 0),
    enabled: enabled && user !== null && orderLineId !== null,
  });
}

export const visitReviewQuery = (keys: ReviewKeys, language: Language, posTransactionId: string) =>
  queryOptions({
    queryKey: keys.visitReview(language, posTransactionId),
    queryFn: ({ signal }) =>
      api.get<VisitReviewAnswer>('/review/visit', { pos_transaction_id: posTransactionId }, { signal }),
    staleTime: 30_000,
  });

/** One salon visit of the member's with its review, if any. */
export function useVisitReview(posTransactionId: string | null, enabled = true) {
  const { user } = useAuth();
  const keys = useReviewKeys();
  const language = useLanguage();
  return useQuery({
    ...visitReviewQuery(keys, language, posTransactionId ?? ''),
    enabled: enabled && user !== null && Boolean(posTransactionId),
  });
}

/** The query parameters of a public list's filters: the defaults left out. */
function filterParams(filters: ReviewFilters) {
  return {
    sort: filters.sort === 'newest' ? undefined : filters.sort,
    with_photos: filters.with_photos ? 1 : undefined,
    star: filters.star ?? undefined,
  };
}

export const productReviewsQuery = (productId: number, language: Language, filters: ReviewFilters) =>
  infiniteQueryOptions({
    queryKey: reviewQueryKeys.reviewList({ product_id: productId }, language, filters),
    queryFn: ({ pageParam, signal }) =>
      api.get<ProductReviewsAnswer>(
        '/review/reviews',
        { product_id: productId, ...filterParams(filters), page: pageParam, per_page: REVIEWS_PER_PAGE },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.total_pages ? last.page + 1 : undefined),
    staleTime: 60_000,
  });

/**
 * A product's reviews with their summary, page after page ("Show more"). The answer of the previous filters
 * stays on screen while the next loads, so the section does not collapse on every click.
 */
export function useProductReviews(productId: number, filters: ReviewFilters) {
  const language = useLanguage();
  return useInfiniteQuery({
    ...productReviewsQuery(productId, language, filters),
    enabled: productId > 0,
    placeholderData: keepPreviousData,
  });
}

export const storeReviewsQuery = (salonId: number, language: Language, page: number) =>
  queryOptions({
    queryKey: reviewQueryKeys.reviewList({ target_type: REVIEW_TARGET.STORE, target_id: salonId }, language, {
      sort: 'newest',
      with_photos: false,
      star: null,
      page,
    }),
    queryFn: ({ signal }) =>
      api.get<StoreReviewsAnswer>(
        '/review/reviews',
        { target_type: REVIEW_TARGET.STORE, target_id: salonId, page, per_page: REVIEWS_PER_PAGE },
        { signal },
      ),
    staleTime: 60_000,
  });

/** A salon's ratings (overall, per criterion, its stylists') and one page of its reviews, newest first. */
export function useStoreReviews(salonId: number | null, page: number) {
  const language = useLanguage();
  return useQuery({
    ...storeReviewsQuery(salonId ?? 0, language, page),
    enabled: salonId !== null,
    placeholderData: (previous) => (previous?.target.id === salonId ? previous : undefined),
  });
}

/**
 * POST review/create: a product bought (type 1) or a salon visit (type 2). Afterwards the member's lists, the
 * public lists and the product's page (its stars and count) are read again.
 */
export function useCreateReview() {
  const queryClient = useQueryClient();
  const keys = useReviewKeys();
  const { session } = useAuth();
  return useMutation({
    mutationFn: (body: CreateReviewInput) =>
      api.post<MyProductReview | MyStoreReview>('/review/create', body as Record<string, unknown>),
    onSuccess: (review) => {
      void queryClient.invalidateQueries({ queryKey: keys.reviews() });
      void queryClient.invalidateQueries({ queryKey: reviewQueryKeys.reviews() });
      if ('product' in review)
        void queryClient.invalidateQueries({ queryKey: reviewQueryKeys.product(session, review.product.id) });
    },
  });
}
