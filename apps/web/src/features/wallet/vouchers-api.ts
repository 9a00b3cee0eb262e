import type { Language, VoucherDetail, VoucherList, VoucherStatus } from '@beauty/shared';
import { api, useLanguage } from '@beauty/ui';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { useAuth } from '../../auth/AuthProvider';
import { useWalletKeys, type WalletKeys } from './keys';

/**
 * The member's service vouchers (spec section 7, account: voucher; Singapore members only): a list by status
 * with the counts of every status, and one voucher's details. Keys carry the language: names, terms and
 * store names come in the request language.
 */

/** Vouchers a page of the list holds; "Show more" asks for the next page. */
export const VOUCHERS_PER_PAGE = 20;

export const voucherListQuery = (keys: WalletKeys, language: Language, status: VoucherStatus) =>
  infiniteQueryOptions({
    queryKey: keys.voucherList(language, status, VOUCHERS_PER_PAGE),
    queryFn: ({ pageParam, signal }) =>
      api.get<VoucherList>(
        '/account/voucher',
        { status, page: pageParam, per_page: VOUCHERS_PER_PAGE },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.total_pages ? last.page + 1 : undefined),
    staleTime: 30_000,
  });

/**
 * One status's vouchers, page after page. The previous status's answer stays on screen while another loads,
 * so the tabs and their counts do not jump.
 */
export function useVoucherList(status: VoucherStatus, enabled = true) {
  const { user } = useAuth();
  const keys = useWalletKeys();
  const language = useLanguage();
  return useInfiniteQuery({
    ...voucherListQuery(keys, language, status),
    enabled: enabled && user !== null,
    placeholderData: keepPreviousData,
  });
}

export const voucherDetailQuery = (keys: WalletKeys, language: Language, id: number) =>
  queryOptions({
    queryKey: keys.voucherDetail(language, id),
    queryFn: ({ signal }) => api.get<VoucherDetail>('/account/voucherdetails', { id }, { signal }),
    staleTime: 30_000,
  });

/** GET /account/voucherdetails?id=: a 404 (unknown, or another member's voucher), like
 * a 403 (a member outside Singapore) and every 4xx, is not asked again (the client's default). */
export function useVoucherDetail(id: number | null) {
  const { user } = useAuth();
  const keys = useWalletKeys();
  const language = useLanguage();
  return useQuery({
    ...voucherDetailQuery(keys, language, id ?? 0),
    enabled: user !== null && id !== null,
  });
}
