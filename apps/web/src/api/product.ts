import type { Language, ProductDetail } from '@beauty/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/AuthProvider';
import { api, isApiError } from './client';
import { useLanguage } from './queries';

/** Statuses with which the API says "there is no such product" (unknown id, or not an id at all). */
const NOT_FOUND_STATUSES = new Set([400, 404, 422]);

/** True when the detail call failed because the product does not exist. */
export function isUnknownProduct(error: unknown): boolean {
  return isApiError(error) && NOT_FOUND_STATUSES.has(error.httpStatus);
}

/**
 * Prices, can_purchase and wish_id depend on who asks, so the key names the viewer as well as the language:
 * logging in or out shows the right answer at once instead of a stale one. `['product-detail', id]` is the
 * prefix to invalidate every copy of one product.
 */
export const productDetailQuery = (productId: number, language: Language, viewer: string) =>
  queryOptions({
    queryKey: ['product-detail', productId, language, viewer] as const,
    queryFn: ({ signal }) =>
      api.get<ProductDetail>('/page/productdetails', { product_id: productId }, { signal }),
    staleTime: 60_000,
    // An unknown product is an answer, not a glitch: asking again would only repeat it.
    retry: (count, error) => !isUnknownProduct(error) && count < 2,
  });

/** The viewer part of user-dependent query keys: the signed-in account, or 'visitor'. */
export function useViewerKey(): string {
  const { user } = useAuth();
  return user ? `${user.roles}:${user.phone_code}${user.mobile}` : 'visitor';
}

export function useProductDetail(productId: number) {
  const language = useLanguage();
  const viewer = useViewerKey();
  return useQuery({
    ...productDetailQuery(productId, language, viewer),
    enabled: Number.isSafeInteger(productId) && productId > 0,
    // Same product in another language or for a new viewer: keep showing it while the new answer loads.
    placeholderData: (previous) => (previous?.id === productId ? previous : undefined),
  });
}

/** Adding to the cart (POST /order/addcart) lives with the cart: see useAddToCart in api/cart.ts. */
