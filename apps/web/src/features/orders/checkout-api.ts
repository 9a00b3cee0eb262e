import type {
  Cart,
  editBillingAddressSchema,
  editDeliveryAddressSchema,
  PlacedOrder,
  placeOrderSchema,
  pointRedeemSchema,
  Schedule,
  Shipping,
} from '@beauty/shared';
import { api, type Body } from '@beauty/ui';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../auth/AuthProvider';
import { type OrderKeys, orderQueryKeys, useOrderKeys } from './keys';

/**
 * The checkout (spec section 7, purchase): shipping info (the cart with addresses and points), points to
 * redeem, the delivery and billing addresses, the delivery schedule and placing the order.
 */
export function fetchShipping(signal?: AbortSignal): Promise<Shipping> {
  return api.get<Shipping>('/purchase/shipping', undefined, { signal });
}

export const shippingQuery = (keys: OrderKeys) =>
  queryOptions({
    queryKey: keys.shipping(),
    queryFn: ({ signal }) => fetchShipping(signal),
    staleTime: 0,
  });

export function useShipping() {
  const { user } = useAuth();
  const keys = useOrderKeys();
  return useQuery({ ...shippingQuery(keys), enabled: user !== null });
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
function storeCheckoutAnswer(queryClient: QueryClient, keys: OrderKeys, answer: unknown) {
  if (isShipping(answer)) {
    queryClient.setQueryData(keys.shipping(), answer);
    const {
      delivery_address: _d,
      billing_address: _b,
      addresses: _a,
      payment_currency: _p,
      ...cart
    } = answer;
    queryClient.setQueryData(keys.cart(), cart);
    return;
  }
  if (isCart(answer)) queryClient.setQueryData(keys.cart(), answer);
  void queryClient.invalidateQueries({ queryKey: keys.shipping() });
}

function useCheckoutMutation<T>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const keys = useOrderKeys();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => storeCheckoutAnswer(queryClient, keys, answer),
  });
}

/** POST /purchase/pointredeem {points}; 0 takes the redemption off. */
export function useRedeemPoints() {
  return useCheckoutMutation((points: number) =>
    api.post<unknown>('/purchase/pointredeem', { points } satisfies Body<typeof pointRedeemSchema>),
  );
}

export function useEditDeliveryAddress() {
  return useCheckoutMutation((id: number) =>
    api.put<unknown>('/purchase/editdeliveryaddress', {
      delivery_address_id: id,
    } satisfies Body<typeof editDeliveryAddressSchema>),
  );
}

export function useEditBillingAddress() {
  return useCheckoutMutation((id: number) =>
    api.put<unknown>('/purchase/editbillingaddress', {
      billing_address_id: id,
    } satisfies Body<typeof editBillingAddressSchema>),
  );
}

/** GET /purchase/schedule {date}: the delivery slots of one day and which are still free. */
export const scheduleQuery = (date: string) =>
  queryOptions({
    queryKey: orderQueryKeys.schedule(date),
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

/** Placing the order; its answer is kept (OrderKeys.placedOrder) so the pay page shows the due time at once. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const keys = useOrderKeys();
  return useMutation({
    mutationFn: (body: Body<typeof placeOrderSchema>) => api.post<PlacedOrder>('/purchase/placeorder', body),
    onSuccess: (placed) => {
      queryClient.setQueryData(keys.placedOrder(placed.po_number), placed);
      // The checked lines left the cart, points were held, and a new order waits in To Pay.
      void queryClient.invalidateQueries({ queryKey: keys.cart() });
      void queryClient.invalidateQueries({ queryKey: keys.profile() });
      void queryClient.invalidateQueries({ queryKey: keys.orders() });
      void queryClient.invalidateQueries({ queryKey: orderQueryKeys.schedules() });
    },
  });
}
