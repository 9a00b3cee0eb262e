import type { Cart, CartItem } from '@beauty/shared';
import { describe, expect, it } from 'vitest';
import {
  allChecked,
  clampPoints,
  formatTimeLeft,
  isVoucherLine,
  isVoucherOnly,
  maxUsablePoints,
  parsePoints,
  payRefusal,
  pointsProblem,
  quantityLimitReason,
} from './checkout-rules';

describe('points to redeem', () => {
  it('reads blank as 0 and refuses anything but whole numbers', () => {
    expect(parsePoints('')).toBe(0);
    expect(parsePoints(' 250 ')).toBe(250);
    expect(parsePoints('2.5')).toBeNull();
    expect(parsePoints('-1')).toBeNull();
    expect(parsePoints('1e3')).toBeNull();
  });

  it('checks the balance before the order maximum', () => {
    expect(pointsProblem('100', 500, 300)).toBeNull();
    expect(pointsProblem('600', 500, 300)).toBe('not_enough_points');
    expect(pointsProblem('400', 500, 300)).toBe('over_max');
    expect(pointsProblem('abc', 500, 300)).toBe('points_not_valid');
  });

  it('clamps to 0..max', () => {
    expect(maxUsablePoints(500, 300)).toBe(300);
    expect(maxUsablePoints(200, 300)).toBe(200);
    expect(maxUsablePoints(-5, 300)).toBe(0);
    expect(clampPoints(450, 300)).toBe(300);
    expect(clampPoints(-2, 300)).toBe(0);
    expect(clampPoints(12.7, 300)).toBe(12);
    expect(clampPoints(Number.NaN, 300)).toBe(0);
  });
});

const line = (over: Partial<CartItem>): CartItem =>
  ({ id: 1, quantity: 1, max_quantity: 5, stock: 10, is_checked: false, flags: [], ...over }) as CartItem;

describe('cart selection and limits', () => {
  it('select all ignores flagged lines', () => {
    expect(allChecked([line({ is_checked: true }), line({ flags: ['product_removed'] })])).toBe(true);
    expect(allChecked([line({ is_checked: true }), line({ is_checked: false })])).toBe(false);
    expect(allChecked([line({ flags: ['product_removed'] })])).toBe(false);
  });

  it('says why the quantity stops', () => {
    expect(quantityLimitReason(line({ quantity: 2 }))).toBeNull();
    expect(quantityLimitReason(line({ quantity: 5, max_quantity: 5, stock: 10 }))).toBe('max');
    expect(quantityLimitReason(line({ quantity: 3, max_quantity: 3, stock: 3 }))).toBe('stock');
  });
});

describe('service vouchers in the cart', () => {
  const cart = (items: CartItem[], isVoucherOnly: boolean) =>
    ({ mycart: [{ id: 1, name: 'Brand', items }], is_voucher_only: isVoucherOnly }) as Cart;

  it('tells a voucher line by its voucher id', () => {
    expect(isVoucherLine(line({ voucher_id: 3 }))).toBe(true);
    expect(isVoucherLine(line({ voucher_id: 0 }))).toBe(false);
  });

  it('has no delivery step only when something is checked and the server says voucher-only', () => {
    expect(isVoucherOnly(cart([line({ voucher_id: 3, is_checked: true })], true))).toBe(true);
    expect(isVoucherOnly(cart([line({ voucher_id: 3, is_checked: false })], true))).toBe(false);
    expect(isVoucherOnly(cart([line({ voucher_id: 0, is_checked: true })], false))).toBe(false);
  });
});

describe('payment deadline', () => {
  it('shows minutes and seconds, hours when needed', () => {
    const now = new Date('2026-11-23T00:00:00Z');
    expect(formatTimeLeft(new Date('2026-11-23T00:29:59Z'), now)).toBe('29:59');
    expect(formatTimeLeft(new Date('2026-11-23T01:02:03Z'), now)).toBe('1:02:03');
    expect(formatTimeLeft(new Date('2026-11-22T00:00:00Z'), now)).toBe('00:00');
  });
});

describe('the pay page without a card form', () => {
  it('says an unknown order for any 404, whatever its key', () => {
    expect(payRefusal({ httpStatus: 404 })).toBe('unknown_order');
    expect(payRefusal({ httpStatus: 404, messageKey: 'order_not_payable' })).toBe('unknown_order');
  });

  it('says an order no longer payable, and an error to retry for the rest', () => {
    expect(payRefusal({ httpStatus: 409, messageKey: 'order_not_payable' })).toBe('not_payable');
    expect(payRefusal({ httpStatus: 500, messageKey: 'server_error' })).toBe('error');
    expect(payRefusal({ httpStatus: 0 })).toBe('error');
    expect(payRefusal(null)).toBe('error');
  });
});
