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
  Schedule,
} from '@beauty/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/AuthProvider';
import { readToken } from '../auth/token';
import { api, type Body } from './client';
import { useLanguage } from './queries';
import { type MemberKeys, queryKeys } from './query-keys';
import { useMemberKeys } from './viewer';

/**
 * The member's orders (spec section 7, order): tabs, details, cancel, reschedule, buy again, return/refund.
 * Every key is the member's (MemberKeys.orders) and carries the language, so texts follow the interface
 * language.
 */

export type CancelReason = { id: number; reason: string };

export const orderIndexQuery = (
  keys: MemberKeys,
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

export const orderDetailsQuery = (keys: MemberKeys, language: Language, poNumber: string) =>
  queryOptions({
    queryKey: keys.orderDetails(language, poNumber),
    queryFn: ({ signal }) => api.get<OrderDetails>('/order/details', { po_number: poNumber }, { signal }),
    staleTime: 15_000,
  });

export function useOrderIndex(type: OrderTab | null, page = 1, perPage?: number) {
  const { user } = useAuth();
  const keys = useMemberKeys();
  const language = useLanguage();
  return useQuery({
    ...orderIndexQuery(keys, language, type ?? 'to_pay', page, perPage),
    enabled: user !== null && type !== null,
    placeholderData: keepPreviousData,
  });
}

export function useOrderDetails(poNumber: string | null) {
  const { user } = useAuth();
  const keys = useMemberKeys();
  const language = useLanguage();
  return useQuery({
    ...orderDetailsQuery(keys, language, poNumber ?? ''),
    enabled: user !== null && Boolean(poNumber),
    // A 404 (unknown or another member's order) will not change on a retry.
    retry: (count, error) => count < 2 && !isNotFound(error),
  });
}

export function useCancelReasons(enabled = true) {
  const language = useLanguage();
  return useQuery({
    queryKey: queryKeys.cancelReasons(language),
    queryFn: ({ signal }) => api.get<CancelReason[]>('/order/cancel_reason', undefined, { signal }),
    staleTime: 60 * 60_000,
    enabled,
  });
}

/** Delivery slots of one day (also used for the return pickup date). */
export function useSchedule(date: string | null) {
  return useQuery({
    queryKey: queryKeys.schedule(date ?? ''),
    queryFn: ({ signal }) => api.get<Schedule>('/purchase/schedule', { date: date ?? '' }, { signal }),
    enabled: Boolean(date),
    staleTime: 30_000,
    retry: false,
  });
}

export function isNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'httpStatus' in error &&
    ((error as { httpStatus: number }).httpStatus === 404 ||
      (error as { envelope?: { code?: number } }).envelope?.code === 404)
  );
}

function useRefreshOrders() {
  const queryClient = useQueryClient();
  const keys = useMemberKeys();
  return () => queryClient.invalidateQueries({ queryKey: keys.orders() });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  const keys = useMemberKeys();
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
  const keys = useMemberKeys();
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

export type UploadFailure = { status: number; message: string | null; messageKey: string | null };

/**
 * POST /common/upload (multipart, field `file`) → { path }. XHR rather than fetch so the caller sees the
 * upload progress (0..1). Rejects with an UploadFailure.
 */
export function uploadPhoto(
  file: File,
  onProgress?: (fraction: number) => void,
  language: Language = 'en',
): { promise: Promise<string>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<string>((resolve, reject) => {
    xhr.open('POST', '/api/common/upload');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', language);
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject({ status: 0, message: null, messageKey: 'network_error' } as UploadFailure);
    xhr.onabort = () => reject({ status: 0, message: null, messageKey: null } as UploadFailure);
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      const envelope = (body ?? {}) as {
        success?: boolean;
        data?: { path?: unknown };
        error_message?: string;
        message_key?: string;
      };
      const path = envelope.data?.path;
      if (xhr.status >= 200 && xhr.status < 300 && envelope.success && typeof path === 'string') {
        resolve(path);
        return;
      }
      reject({
        status: xhr.status,
        message: envelope.error_message ?? null,
        messageKey: envelope.message_key ?? null,
      } as UploadFailure);
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
