import type { Language, OrderTab } from '@beauty/shared';
import { memberKeys } from '../../api/query-keys';
import { useSessionKeys } from '../../api/viewer';
import { walletKeys } from '../wallet';

/** The buying keys of one session's member (under its root: api/query-keys.ts). */
export function orderKeys(session: string) {
  const member = memberKeys(session);
  const root = member.all;
  return {
    ...member,
    /** The cart, and under it the checkout's shipping answer: refreshing the cart refreshes both. */
    cart: () => [...root, 'cart'] as const,
    shipping: () => [...root, 'cart', 'shipping'] as const,
    /** Every order key: lists, details (refreshed together after any change of an order). */
    orders: () => [...root, 'orders'] as const,
    orderIndex: (language: Language, tab: OrderTab, page: number, perPage: number | null) =>
      [...root, 'orders', language, 'index', tab, page, perPage] as const,
    orderDetails: (language: Language, poNumber: string) =>
      [...root, 'orders', language, 'details', poNumber] as const,
    /** What placing the order answered, kept for the pay page. */
    placedOrder: (poNumber: string) => [...root, 'placed-order', poNumber] as const,
    paymentIntent: (poNumber: string) => [...root, 'payment-intent', poNumber] as const,
    /** The wallet's vouchers: a payment may spend one. */
    vouchers: walletKeys(session).vouchers,
  };
}

export type OrderKeys = ReturnType<typeof orderKeys>;

export function useOrderKeys(): OrderKeys {
  return useSessionKeys(orderKeys);
}

/** The buying keys the same for everyone. */
export const orderQueryKeys = {
  /** Delivery slots of a day (shared: they say which slots are free, not who took them). */
  schedules: () => ['schedule'] as const,
  schedule: (date: string) => ['schedule', date] as const,
  cancelReasons: (language: Language) => ['cancel-reasons', language] as const,
  stripeJs: (publishableKey: string) => ['stripe-js', publishableKey] as const,
};
