import type { Language, VoucherStatus } from '@beauty/shared';
import { memberKeys } from '../../api/query-keys';
import { useSessionKeys } from '../../api/viewer';

/** The wallet keys of one session's member (under its root: api/query-keys.ts). */
export function walletKeys(session: string) {
  const member = memberKeys(session);
  const root = member.all;
  return {
    ...member,
    /** Every wallet key: points and their history, share and rewards, vouchers (read again after a transfer). */
    wallet: () => [...root, 'wallet'] as const,
    /** The point summary with one page of history, by its filters (see wallet-api.ts PointFilters). */
    points: (language: Language, filters: { page: number; start_date?: string; end_date?: string }) =>
      [...root, 'wallet', 'points', language, filters] as const,
    shareAndRewards: (language: Language) => [...root, 'wallet', 'share-and-rewards', language] as const,
    /** Every voucher key: the lists by status and the details (refreshed together after a payment). */
    vouchers: () => [...root, 'wallet', 'vouchers'] as const,
    voucherList: (language: Language, status: VoucherStatus, perPage: number) =>
      [...root, 'wallet', 'vouchers', language, 'list', status, perPage] as const,
    voucherDetail: (language: Language, id: number) =>
      [...root, 'wallet', 'vouchers', language, 'detail', id] as const,
  };
}

export type WalletKeys = ReturnType<typeof walletKeys>;

export function useWalletKeys(): WalletKeys {
  return useSessionKeys(walletKeys);
}
