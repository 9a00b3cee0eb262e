import type { VoucherStatus } from '@beauty/shared';
import { href } from './paths';

/*
 * Links into the wallet's tabs, for the pages of other areas that lead there (an order that bought vouchers,
 * the payment's success page, the header) as well as the wallet's own.
 */

export const WALLET_TABS = ['points', 'vouchers', 'rewards'] as const;
export type WalletTab = (typeof WALLET_TABS)[number];

/** The wallet's query naming its open tab, and the vouchers tab's status (left out for active). */
export const WALLET_TAB_PARAM = 'tab';
export const WALLET_VOUCHERS_TAB: WalletTab = 'vouchers';
export const VOUCHER_STATUS_PARAM = 'voucher_status';

/** A tab's address: the points tab is the wallet's own (/wallet), the others name theirs (?tab=vouchers). */
export function walletHref(tab: WalletTab = 'points', query: Record<string, string | null> = {}): string {
  return href('wallet', {}, { [WALLET_TAB_PARAM]: tab === 'points' ? null : tab, ...query });
}

/** The wallet opened on its vouchers tab, at one status's list. */
export function walletVouchersHref(status: VoucherStatus = 'active'): string {
  return walletHref(WALLET_VOUCHERS_TAB, { [VOUCHER_STATUS_PARAM]: status === 'active' ? null : status });
}
