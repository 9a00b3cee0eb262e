import type { VoucherStatus } from '@beauty/shared';
import { href } from './paths';

/*
 * Links into the wallet's vouchers tab, for the pages of other areas that lead there (an order that bought
 * vouchers, the payment's success page) as well as the wallet's own.
 */

/** The wallet's query naming its open tab, and the vouchers tab's status (left out for active). */
export const WALLET_TAB_PARAM = 'tab';
export const WALLET_VOUCHERS_TAB = 'vouchers';
export const VOUCHER_STATUS_PARAM = 'voucher_status';

/** The wallet opened on its vouchers tab, at one status's list. */
export function walletVouchersHref(status: VoucherStatus = 'active'): string {
  return href(
    'wallet',
    {},
    {
      [WALLET_TAB_PARAM]: WALLET_VOUCHERS_TAB,
      [VOUCHER_STATUS_PARAM]: status === 'active' ? null : status,
    },
  );
}
