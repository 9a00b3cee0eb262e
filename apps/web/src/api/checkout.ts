import type { Cart, PlacedOrder, PlaceOrderInput, Schedule, Shipping } from '@beauty/shared';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/AuthProvider';
import { cartKey, shippingKey } from './cart';
import { api } from './client';
import { useViewerKey } from './product';

/**
 * The checkout (spec section 7, purchase): shipping info (the cart with addresses and points), points to
 * redeem, the delivery and billing addresses, the delivery schedule and placing the order.
 */
export function fetchShipping(signal?: AbortSignal): Promise<Shipping> {
  return api.get<Shipping>('/purchase/shipping', undefined, { signal });
}

export const shippingQuery = (viewer: string) =>
  queryOptions({
    queryKey: shippingKey(viewer),
    queryFn: ({ signal }) => fetchShipping(signal),
    staleTime: 0,
  });

export function useShipping() {
  const { user } = useAuth();
  const viewer = useViewerKey();
  return useQuery({ ...shippingQuery(viewer), enabled: user !== null });
}

function isShipping(answer: unknown): answer is Shipping {
  return typeof answer === 'object' && answer !== null && 'addresses' in answer && 'mycart' in answer;
}

function isCart(answer: unknown): answer is Cart {
  return typeof answer === 'object' && answer !== null && 'mycart' in answer && 'order_summary' in answer;
}

/**
 * After a checkout change: a shipping answer replaces the cached one; a cart answer updates the cart and
 * the shipping info is fetched again; anything else refreshes both.
 */
function storeCheckoutAnswer(queryClient: QueryClient, viewer: string, answer: unknown) {
  if (isShipping(answer)) {
    queryClient.setQueryData(shippingKey(viewer), answer);
    const {
      delivery_address: _d,
      billing_address: _b,
      addresses: _a,
      payment_currency: _p,
      ...cart
    } = answer;
    queryClient.setQueryData(cartKey(viewer), cart);
    return;
  }
  if (isCart(answer)) queryClient.setQueryData(cartKey(viewer), answer);
  void queryClient.invalidateQueries({ queryKey: shippingKey(viewer) });
}

function useCheckoutMutation<T>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => storeCheckoutAnswer(queryClient, viewer, answer),
  });
}

/** POST /purchase/pointredeem {points}; 0 takes the redemption off. */
export function useRedeemPoints() {
  return useCheckoutMutation((points: number) => api.post<unknown>('/purchase/pointredeem', { points }));
}

export function useEditDeliveryAddress() {
  return useCheckoutMutation((id: number) =>
    api.put<unknown>('/purchase/editdeliveryaddress', { delivery_address_id: id }),
  );
}

export function useEditBillingAddress() {
  return useCheckoutMutation((id: number) =>
    api.put<unknown>('/purchase/editbillingaddress', { billing_address_id: id }),
  );
}

/** GET /purchase/schedule {date}: the delivery slots of one day and which are still free. */
export const scheduleQuery = (date: string) =>
  queryOptions({
    queryKey: ['schedule', date] as const,
    queryFn: ({ signal }) => api.get<Schedule>('/purchase/schedule', { date }, { signal }),
    staleTime: 30_000,
  });

export function useSchedule(date: string) {
  return useQuery({
    ...scheduleQuery(date),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
    placeholderData: (previous) => previous,
  });
}

/** The answer of placeorder, kept so the pay page can show the due time without another call. */
export const placedOrderKey = (poNumber: string) => ['placed-order', poNumber] as const;

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlaceOrderInput) => api.post<PlacedOrder>('/purchase/placeorder', input),
    onSuccess: (placed) => {
      queryClient.setQueryData(placedOrderKey(placed.po_number), placed);
      // The checked lines left the cart, points were held, and a new order waits in To Pay.
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['schedule'] });
    },
  });
}
