import type {
  addCartSchema,
  Cart,
  CartItem,
  changeVolumeVariationSchema,
  deleteCartItemsSchema,
  editCartSchema,
} from '@beauty/shared';
import { api, type Body, useLanguage } from '@beauty/ui';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuth } from '../../auth/AuthProvider';
import { type OrderKeys, useOrderKeys } from './keys';

/**
 * The signed-in member's cart (spec section 4, Cart). One query key (OrderKeys.cart), so the header badge
 * and the buying pages share one copy; every cart call answers the whole cart, which replaces the cached one.
 * The checkout's shipping answer lives under the cart's key, so that one invalidation refreshes both.
 */

/** POST /purchase/editcart without a body answers the cart. */
export function fetchCart(signal?: AbortSignal): Promise<Cart> {
  return api.post<Cart>('/purchase/editcart', undefined, { signal });
}

export const cartQuery = (keys: OrderKeys) =>
  queryOptions({
    queryKey: keys.cart(),
    queryFn: ({ signal }) => fetchCart(signal),
    staleTime: 30_000,
  });

export function useCart() {
  const { user } = useAuth();
  const keys = useOrderKeys();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const shownLanguage = useRef(language);
  // Names in the cart come in the request language: a language switch fetches the cart again (once).
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    void queryClient.invalidateQueries({ queryKey: keys.cart() }, { cancelRefetch: false });
  }, [language, queryClient, keys]);
  return useQuery({ ...cartQuery(keys), enabled: user !== null });
}

/** Lines in the cart for the header badge; null for a visitor or while it loads. */
export function useCartCount(): number | null {
  const cart = useCart();
  return cart.data?.cart_count ?? null;
}

/** Stores a cart answer and marks the checkout's copy stale (its totals follow the cart). */
export function storeCart(queryClient: QueryClient, keys: OrderKeys, cart: Cart) {
  queryClient.setQueryData(keys.cart(), cart);
  void queryClient.invalidateQueries({ queryKey: keys.shipping() });
}

/** Every line of the cart, in order. */
export function cartItems(cart: Cart | undefined): CartItem[] {
  return cart?.mycart.flatMap((group) => group.items) ?? [];
}

// ---------------------------------------------------------------------------------------------------------
// Calls

export type AddCartLine = { productId: number; variationId?: number; quantity: number };

/** POST /order/addcart {product}; answers the cart. */
export function addToCartRequest({ productId, variationId, quantity }: AddCartLine): Promise<Cart> {
  return api.post<Cart>('/order/addcart', {
    product: {
      product_id: productId,
      ...(variationId === undefined ? {} : { volume_variation_id: variationId }),
      quantity,
    },
  } satisfies Body<typeof addCartSchema>);
}

export type EditCartChange =
  | { kind: 'line'; cartItemId: number; quantity?: number; isChecked?: boolean }
  | { kind: 'all'; checked: boolean };

function editCartBody(change: EditCartChange): Body<typeof editCartSchema> {
  if (change.kind === 'all') return { check_all: change.checked };
  return {
    product: {
      cart_item_id: change.cartItemId,
      ...(change.quantity === undefined ? {} : { quantity: change.quantity }),
      ...(change.isChecked === undefined ? {} : { is_checked: change.isChecked }),
    },
  };
}

export function editCartRequest(change: EditCartChange): Promise<Cart> {
  return api.post<Cart>('/purchase/editcart', editCartBody(change));
}

export function deleteCartItemsRequest(ids: number[]): Promise<Cart> {
  return api.delete<Cart>('/purchase/deleteitems', { cart_item_id: ids } satisfies Body<
    typeof deleteCartItemsSchema
  >);
}

export function changeVariationRequest(cartItemId: number, variationId: number): Promise<Cart> {
  return api.put<Cart>('/purchase/changevolumevariation', {
    cart_item_id: cartItemId,
    volume_variation_id: variationId,
  } satisfies Body<typeof changeVolumeVariationSchema>);
}

/** The cart with check marks changed as asked, for an optimistic update (totals wait for the answer). */
export function withChecks(cart: Cart, change: EditCartChange): Cart {
  if (change.kind === 'line' && change.isChecked === undefined) return cart;
  return {
    ...cart,
    mycart: cart.mycart.map((group) => ({
      ...group,
      items: group.items.map((item) => {
        if (change.kind === 'all') return { ...item, is_checked: change.checked && item.flags.length === 0 };
        return item.id === change.cartItemId ? { ...item, is_checked: change.isChecked === true } : item;
      }),
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Hooks

export function useAddToCart() {
  const queryClient = useQueryClient();
  const keys = useOrderKeys();
  return useMutation({
    mutationFn: addToCartRequest,
    onSuccess: (cart) => storeCart(queryClient, keys, cart),
    // A refused add (stock, partner only) may still have changed what the cart holds elsewhere.
    onError: () => void queryClient.invalidateQueries({ queryKey: keys.cart() }),
  });
}

/** Quantity and check marks; check marks change on screen at once and go back if the call fails. */
export function useEditCart() {
  const queryClient = useQueryClient();
  const keys = useOrderKeys();
  const key = keys.cart();
  return useMutation({
    mutationFn: editCartRequest,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<Cart>(key);
      if (previous) queryClient.setQueryData(key, withChecks(previous, change));
      return { previous };
    },
    onSuccess: (cart) => storeCart(queryClient, keys, cart),
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
    },
  });
}

export function useDeleteCartItems() {
  const queryClient = useQueryClient();
  const keys = useOrderKeys();
  return useMutation({
    mutationFn: (ids: number[]) => deleteCartItemsRequest(ids),
    onSuccess: (cart) => storeCart(queryClient, keys, cart),
    onError: () => void queryClient.invalidateQueries({ queryKey: keys.cart(), exact: true }),
  });
}

export function useChangeVariation() {
  const queryClient = useQueryClient();
  const keys = useOrderKeys();
  return useMutation({
    mutationFn: ({ cartItemId, variationId }: { cartItemId: number; variationId: number }) =>
      changeVariationRequest(cartItemId, variationId),
    onSuccess: (cart) => storeCart(queryClient, keys, cart),
    onError: () => void queryClient.invalidateQueries({ queryKey: keys.cart(), exact: true }),
  });
}
