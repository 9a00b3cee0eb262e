import type { Language, ProductDetail } from '@beauty/shared';
import { api, isApiError, useLanguage } from '@beauty/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mayStandIn } from '../../api/query-keys';
import { useSession } from '../../api/viewer';
import { catalogueQueryKeys } from './keys';

/** Statuses with which the API says "there is no such product" (unknown id, or not an id at all). */
const NOT_FOUND_STATUSES = new Set([400, 404, 422]);

/** True when the detail call failed because the product does not exist. */
export function isUnknownProduct(error: unknown): boolean {
  return isApiError(error) && NOT_FOUND_STATUSES.has(error.httpStatus);
}

/**
 * Prices, can_purchase and wish_id depend on who asks, so the key lives under the viewer's scope (the
 * session, or a visitor's) beside the language: logging in or out shows the right answer at once instead of a
 * stale one. `catalogueQueryKeys.product(session, id)` is the prefix to invalidate every copy of one product.
 */
export const productDetailQuery = (productId: number, language: Language, session: string | null) =>
  queryOptions({
    queryKey: catalogueQueryKeys.productDetail(session, productId, language),
    queryFn: ({ signal }) =>
      api.get<ProductDetail>('/page/productdetails', { product_id: productId }, { signal }),
    staleTime: 60_000,
  });

export function useProductDetail(productId: number) {
  const language = useLanguage();
  const query = productDetailQuery(productId, language, useSession());
  return useQuery({
    ...query,
    enabled: Number.isSafeInteger(productId) && productId > 0,
    // Same product in another language or for a new viewer: keep showing it while the new answer loads,
    // unless it was an ended session's (its wish and partner prices are not the next viewer's).
    placeholderData: (previous, previousQuery) =>
      previous?.id === productId && previousQuery && mayStandIn(previousQuery.queryKey, query.queryKey)
        ? previous
        : undefined,
  });
}

/** Adding to the cart (POST /order/addcart) lives with the cart: see useAddToCart in the orders feature (features/orders/cart-api.ts). */
