import { describe, expect, it } from 'vitest';
import { walletVouchersHref } from './wallet-links';

describe('walletVouchersHref', () => {
  it('opens the wallet on its vouchers tab, naming the status unless it is active', () => {
    expect(walletVouchersHref()).toBe('/wallet?tab=vouchers');
    expect(walletVouchersHref('expired')).toBe('/wallet?tab=vouchers&voucher_status=expired');
  });
});
