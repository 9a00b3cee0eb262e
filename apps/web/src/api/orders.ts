import type {
  Address,
  BuyAgainResult,
  CancelOrderInput,
  Language,
  OrderDetails,
  OrderIndex,
  OrderTab,
  RescheduleOrderInput,
  ReturnRefundInput,
  Schedule,
} from '@beauty/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/AuthProvider';
import { readToken } from '../auth/token';
import { api } from './client';
import { useLanguage } from './queries';

/**
 * The member's orders (spec section 7, order): tabs, details, cancel, reschedule, buy again, return/refund.
 * Every key starts with 'orders' and carries the signed-in user and the language, so one member never sees
 * another's cached orders and texts follow the interface language.
 */

export const ORDERS_KEY = 'orders';
export type CancelReason = { id: number; reason: string };

function useUserKey(): string {
  const { user } = useAuth();
  return user ? `${user.country_id}:${user.mobile}` : '';
}

export const orderIndexQuery = (
  user: string,
  language: Language,
  type: OrderTab,
  page: number,
  perPage?: number,
) =>
  queryOptions({
    queryKey: [ORDERS_KEY, user, language, 'index', type, page, perPage ?? null] as const,
    queryFn: ({ signal }) =>
      api.get<OrderIndex>('/order/index', { type, page, per_page: perPage }, { signal }),
    staleTime: 15_000,
  });

export const orderDetailsQuery = (user: string, language: Language, poNumber: string) =>
  queryOptions({
    queryKey: [ORDERS_KEY, user, language, 'details', poNumber] as const,
    queryFn: ({ signal }) => api.get<OrderDetails>('/order/details', { po_number: poNumber }, { signal }),
    staleTime: 15_000,
  });

export function useOrderIndex(type: OrderTab | null, page = 1, perPage?: number) {
  const user = useUserKey();
  const language = useLanguage();
  return useQuery({
    ...orderIndexQuery(user, language, type ?? 'to_pay', page, perPage),
    enabled: user !== '' && type !== null,
    placeholderData: keepPreviousData,
  });
}

export function useOrderDetails(poNumber: string | null) {
  const user = useUserKey();
  const language = useLanguage();
  return useQuery({
    ...orderDetailsQuery(user, language, poNumber ?? ''),
    enabled: user !== '' && Boolean(poNumber),
    // A 404 (unknown or another member's order) will not change on a retry.
    retry: (count, error) => count < 2 && !isNotFound(error),
  });
}

export function useCancelReasons(enabled = true) {
  const language = useLanguage();
  return useQuery({
    queryKey: [ORDERS_KEY, 'cancel-reasons', language] as const,
    queryFn: ({ signal }) => api.get<CancelReason[]>('/order/cancel_reason', undefined, { signal }),
    staleTime: 60 * 60_000,
    enabled,
  });
}

/** Delivery slots of one day (also used for the return pickup date). */
export function useSchedule(date: string | null) {
  return useQuery({
    queryKey: ['schedule', date] as const,
    queryFn: ({ signal }) => api.get<Schedule>('/purchase/schedule', { date: date ?? '' }, { signal }),
    enabled: Boolean(date),
    staleTime: 30_000,
    retry: false,
  });
}

/** The member's address book (same key as the profile's address book, so both stay in step). */
export function useAddresses() {
  return useQuery({
    queryKey: ['addresses'] as const,
    queryFn: ({ signal }) => api.get<Address[]>('/account/address', undefined, { signal }),
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
  return () => queryClient.invalidateQueries({ queryKey: [ORDERS_KEY] });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (input: CancelOrderInput) => api.put<unknown>('/order/cancel', input),
    // Not awaited: the refreshed list drops the cancelled order's card, and with it the dialog whose own
    // onSuccess (toast, focus) would then never run. The points come back: the header's balance (profile)
    // and the checkout's available points (cart) follow.
    onSuccess: () => {
      void refresh();
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
  });
}

export function useRescheduleOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (input: RescheduleOrderInput) => api.put<unknown>('/order/reschedule', input),
    onSuccess: () => refresh(),
  });
}

export function useBuyAgain() {
  const queryClient = useQueryClient();
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (poNumber: string) => api.post<BuyAgainResult>('/order/buyagain', { po_number: poNumber }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      void refresh();
    },
  });
}

export function useReturnRefund() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (input: ReturnRefundInput) => api.post<unknown>('/order/return_refund', input),
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
