import { describe, expect, it } from 'vitest';
import {
  daysLeft,
  expiryNote,
  parseVoucherId,
  shopVouchersHref,
  statusSearch,
  unusableReason,
  visibleStatuses,
  voucherStatusFrom,
} from './voucher-view';

describe('voucherStatusFrom', () => {
  it('reads a status by name and falls back to active', () => {
    expect(voucherStatusFrom('used')).toBe('used');
    expect(voucherStatusFrom('void')).toBe('void');
    expect(voucherStatusFrom(null)).toBe('active');
    expect(voucherStatusFrom('USED')).toBe('active');
    expect(voucherStatusFrom('2')).toBe('active');
  });
});

describe('visibleStatuses', () => {
  it('shows void only when the member has one or the address asks for it', () => {
    expect(visibleStatuses(undefined, 'active')).toEqual(['active', 'used', 'expired']);
    expect(visibleStatuses({ active: 1, used: 0, expired: 0, void: 0 }, 'active')).toEqual([
      'active',
      'used',
      'expired',
    ]);
    expect(visibleStatuses({ void: 2 }, 'active')).toEqual(['active', 'used', 'expired', 'void']);
    expect(visibleStatuses({ void: 0 }, 'void')).toEqual(['active', 'used', 'expired', 'void']);
  });
});

describe('wallet addresses', () => {
  it('changes the status and keeps the rest of the query', () => {
    const params = new URLSearchParams('tab=vouchers&voucher_status=used&x=1');
    expect(statusSearch(params, 'active')).toBe('?tab=vouchers&x=1');
    expect(statusSearch(params, 'expired')).toBe('?tab=vouchers&voucher_status=expired&x=1');
    expect(statusSearch(new URLSearchParams(), 'used')).toBe('?tab=vouchers&voucher_status=used');
  });

  it('finds the vouchers category or subcategory, else searches for vouchers', () => {
    const hair = { link: 'hair-care', subcategories: [{ link: 'shampoo' }] };
    expect(shopVouchersHref(undefined)).toBe('/product/voucher');
    expect(shopVouchersHref([hair])).toBe('/product/voucher');
    expect(shopVouchersHref([hair, { link: 'salon-vouchers', subcategories: [] }])).toBe(
      '/product/category/salon-vouchers',
    );
    expect(
      shopVouchersHref([{ link: 'salon', subcategories: [{ link: 'gift' }, { link: 'service-voucher' }] }]),
    ).toBe('/product/category/salon?subcategory=service-voucher');
  });
});

describe('expiry', () => {
  it('counts whole days to the last day, across months and years', () => {
    expect(daysLeft('2026-03-10', '2026-03-10')).toBe(0);
    expect(daysLeft('2026-03-01', '2026-02-28')).toBe(1);
    expect(daysLeft('2027-01-02', '2026-12-30')).toBe(3);
    expect(daysLeft('2026-03-09', '2026-03-10')).toBe(-1);
  });

  it('notes an active voucher running out within a week, and nothing else', () => {
    expect(expiryNote('active', '2026-03-10', '2026-03-10')).toEqual({ kind: 'today' });
    expect(expiryNote('active', '2026-03-17', '2026-03-10')).toEqual({ kind: 'days', count: 7 });
    expect(expiryNote('active', '2026-03-18', '2026-03-10')).toBeNull();
    expect(expiryNote('active', '2026-03-09', '2026-03-10')).toBeNull();
    expect(expiryNote('used', '2026-03-10', '2026-03-10')).toBeNull();
  });
});

describe('unusableReason', () => {
  const voucher = { status: 'active' as const, valid_from: '2026-03-01', valid_until: '2026-03-31' };

  it('lets an active voucher be used from its first to its last day', () => {
    expect(unusableReason(voucher, '2026-03-01')).toBeNull();
    expect(unusableReason(voucher, '2026-03-31')).toBeNull();
  });

  it('says why not: its status, not yet valid, or past its last day before the job marks it', () => {
    expect(unusableReason({ ...voucher, status: 'used' }, '2026-03-10')).toBe('used');
    expect(unusableReason({ ...voucher, status: 'void' }, '2026-03-10')).toBe('void');
    expect(unusableReason({ ...voucher, status: 'expired' }, '2026-03-10')).toBe('expired');
    expect(unusableReason(voucher, '2026-02-28')).toBe('not_yet');
    expect(unusableReason(voucher, '2026-04-01')).toBe('expired');
  });
});

describe('parseVoucherId', () => {
  it('takes a positive whole number only', () => {
    expect(parseVoucherId('42')).toBe(42);
    expect(parseVoucherId('0')).toBeNull();
    expect(parseVoucherId('-1')).toBeNull();
    expect(parseVoucherId('4.2')).toBeNull();
    expect(parseVoucherId('abc')).toBeNull();
    expect(parseVoucherId(undefined)).toBeNull();
    expect(parseVoucherId('99999999999')).toBeNull();
  });
});
