import type {
  BuyAgainResult,
  buyAgainSchema,
  cancelOrderSchema,
  Language,
  OrderDetails,
  OrderIndex,
  OrderTab,
  rescheduleOrderSchema,
  returnRefundSchema,
} from '@beauty/shared';
import { api, type Body, useLanguage } from '@beauty/ui';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../auth/AuthProvider';
import { type OrderKeys, orderQueryKeys, useOrderKeys } from './keys';

/**
 * The member's orders (spec section 7, order): tabs, details, cancel, reschedule, buy again, return/refund.
 * Every key is the member's (OrderKeys.orders) and carries the language, so texts follow the interface
 * language.
 */

export type CancelReason = { id: number; reason: string };

export const orderIndexQuery = (
  keys: OrderKeys,
  language: Language,
  type: OrderTab,
  page: number,
  perPage?: number,
) =>
  queryOptions({
    queryKey: keys.orderIndex(language, type, page, perPage ?? null),
    queryFn: ({ signal }) =>
      api.get<OrderIndex>('/order/index', { type, page, per_page: perPage }, { signal }),
    staleTime: 15_000,
  });

export const orderDetailsQuery = (keys: OrderKeys, language: Language, poNumber: string) =>
  queryOptions({
    queryKey: keys.orderDetails(language, poNumber),
    queryFn: ({ signal }) => api.get<OrderDetails>('/order/details', { po_number: poNumber }, { signal }),
    staleTime: 15_000,
  });

export function useOrderIndex(type: OrderTab | null, page = 1, perPage?: number) {
  const { user } = useAuth();
  const keys = useOrderKeys();
  const language = useLanguage();
  return useQuery({
    ...orderIndexQuery(keys, language, type ?? 'to_pay', page, perPage),
    enabled: user !== null && type !== null,
    placeholderData: keepPreviousData,
  });
}

export function useOrderDetails(poNumber: string | null) {
  const { user } = useAuth();
  const keys = useOrderKeys();
  const language = useLanguage();
  return useQuery({
    ...orderDetailsQuery(keys, language, poNumber ?? ''),
    enabled: user !== null && Boolean(poNumber),
  });
}

export function useCancelReasons(enabled = true) {
  const language = useLanguage();
  return useQuery({
    queryKey: orderQueryKeys.cancelReasons(language),
    queryFn: ({ signal }) => api.get<CancelReason[]>('/order/cancel_reason', undefined, { signal }),
    staleTime: 60 * 60_000,
    enabled,
  });
}

function useRefreshOrders() {
  const queryClient = useQueryClient();
  const keys = useOrderKeys();
  return () => queryClient.invalidateQueries({ queryKey: keys.orders() });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  const keys = useOrderKeys();
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (body: Body<typeof cancelOrderSchema>) => api.put<unknown>('/order/cancel', body),
    // Not awaited: the refreshed list drops the cancelled order's card, and with it the dialog whose own
    // onSuccess (toast, focus) would then never run. The points come back: the header's balance (profile)
    // and the checkout's available points (cart) follow.
    onSuccess: () => {
      void refresh();
      void queryClient.invalidateQueries({ queryKey: keys.profile() });
      void queryClient.invalidateQueries({ queryKey: keys.cart() });
    },
  });
}

export function useRescheduleOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (body: Body<typeof rescheduleOrderSchema>) => api.put<unknown>('/order/reschedule', body),
    onSuccess: () => refresh(),
  });
}

export function useBuyAgain() {
  const queryClient = useQueryClient();
  const keys = useOrderKeys();
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (poNumber: string) =>
      api.post<BuyAgainResult>('/order/buyagain', { po_number: poNumber } satisfies Body<
        typeof buyAgainSchema
      >),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.cart() });
      void refresh();
    },
  });
}

export function useReturnRefund() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (body: Body<typeof returnRefundSchema>) => api.post<unknown>('/order/return_refund', body),
    onSuccess: () => refresh(),
  });
}
