import { describe, expect, it } from 'vitest';
import { FREE_SHIPPING_MIN_CENTS, MIN_CHARGE_CENTS, SHIPPING_FEE_CENTS } from '../schemas/buying';
import { summariseCheckout } from './checkout';

const line = (price: number, list_price: number, quantity: number, points_to_redeem = 0) => ({
  price,
  list_price,
  quantity,
  points_to_redeem,
});
const voucher = (price: number, quantity = 1, points_to_redeem = 0) => ({
  ...line(price, price, quantity, points_to_redeem),
  voucher: true,
});
const none = { requested: 0, available: 0, rate: 100 };

describe('summariseCheckout', () => {
  it('is all zero without lines, with no shipping fee', () => {
    expect(summariseCheckout([], { requested: 500, available: 1000, rate: 100 })).toEqual({
      item_count: 0,
      subtotal: 0,
      discount: 0,
      goods_total: 0,
      max_redeemable: 0,
      max_redeemable_reason: 'products',
      points_redeemed: 0,
      points_value: 0,
      shipping_fee: 0,
      total: 0,
      points_earned: 0,
    });
  });

  it('adds lines at list price, takes the discount and charges shipping below the threshold', () => {
    const s = summariseCheckout([line(1800, 2000, 2), line(990, 990, 1)], none);
    expect(s.item_count).toBe(3);
    expect(s.subtotal).toBe(4990);
    expect(s.goods_total).toBe(4590);
    expect(s.discount).toBe(400);
    expect(s.shipping_fee).toBe(SHIPPING_FEE_CENTS);
    expect(s.total).toBe(4590 + SHIPPING_FEE_CENTS);
    expect(s.points_earned).toBe(45);
  });

  it('ships free from the threshold of goods after discount, not of list price', () => {
    expect(summariseCheckout([line(FREE_SHIPPING_MIN_CENTS, 9000, 1)], none).shipping_fee).toBe(0);
    const below = summariseCheckout([line(FREE_SHIPPING_MIN_CENTS - 1, 9000, 1)], none);
    expect(below.shipping_fee).toBe(SHIPPING_FEE_CENTS);
    expect(below.subtotal).toBeGreaterThan(FREE_SHIPPING_MIN_CENTS);
  });

  it('keeps free shipping when points bring the amount paid under the threshold', () => {
    const s = summariseCheckout([line(7000, 7000, 1, 2000)], { requested: 2000, available: 5000, rate: 100 });
    expect(s.points_redeemed).toBe(2000);
    expect(s.shipping_fee).toBe(0);
    expect(s.total).toBe(5000);
    expect(s.points_earned).toBe(50);
  });

  it('caps redeemable points at the lines’ points, the balance and the goods total', () => {
    const lines = [line(1000, 1000, 2, 300)];
    expect(summariseCheckout(lines, { requested: 0, available: 10_000, rate: 100 }).max_redeemable).toBe(600);
    expect(summariseCheckout(lines, { requested: 0, available: 250, rate: 100 }).max_redeemable).toBe(250);
    // Points worth more than the goods: the goods total caps them, so the total is the shipping fee.
    const cheap = summariseCheckout([line(150, 150, 1, 2000)], {
      requested: 2000,
      available: 5000,
      rate: 100,
    });
    expect(cheap.max_redeemable).toBe(150);
    expect(cheap.points_redeemed).toBe(150);
    expect(cheap.total).toBe(SHIPPING_FEE_CENTS);
    expect(cheap.points_earned).toBe(0);
  });

  it('caps points asked beyond the maximum and never goes negative', () => {
    const s = summariseCheckout([line(1000, 1000, 1, 400)], { requested: 900, available: 1000, rate: 100 });
    expect(s.points_redeemed).toBe(400);
    expect(s.points_value).toBe(400);
    expect(s.total).toBe(600 + SHIPPING_FEE_CENTS);
    const broke = summariseCheckout([line(1000, 1000, 1, 400)], {
      requested: 100,
      available: -50,
      rate: 100,
    });
    expect(broke.max_redeemable).toBe(0);
    expect(broke.points_redeemed).toBe(0);
  });

  it('earns points per whole currency unit paid for goods, not for shipping', () => {
    const s = summariseCheckout([line(1299, 1299, 1)], none);
    expect(s.total).toBe(1299 + SHIPPING_FEE_CENTS);
    expect(s.points_earned).toBe(12);
  });

  it('leaves at least the smallest card charge to pay when shipping is free', () => {
    const s = summariseCheckout([line(8000, 8000, 1, 10_000)], {
      requested: 10_000,
      available: 10_000,
      rate: 100,
    });
    expect(s.shipping_fee).toBe(0);
    expect(s.max_redeemable).toBe(8000 - MIN_CHARGE_CENTS);
    expect(s.total).toBe(MIN_CHARGE_CENTS);
  });

  describe('says what sets the most points', () => {
    const max = (lines: ReturnType<typeof line>[], available: number) => {
      const s = summariseCheckout(lines, { requested: 0, available, rate: 100 });
      return [s.max_redeemable, s.max_redeemable_reason];
    };

    it('the balance, when it is the smallest bound, zero included', () => {
      expect(max([line(4000, 4000, 1, 2000)], 300)).toEqual([300, 'balance']);
      expect(max([line(4000, 4000, 1, 2000)], 0)).toEqual([0, 'balance']);
      expect(max([line(4000, 4000, 1, 2000)], -20)).toEqual([0, 'balance']);
    });

    it('the products, when they allow fewer points than the member has (none at all, say)', () => {
      expect(max([line(4000, 4000, 2, 500)], 2500)).toEqual([1000, 'products']);
      // The SGD 19.90 order: SGD 14.90 of goods whose product takes no points, and shipping.
      expect(max([line(1490, 1990, 1, 0)], 2500)).toEqual([0, 'products']);
      expect(max([], 2500)).toEqual([0, 'products']);
    });

    it('the goods, when shipping is charged: points never pay for it', () => {
      expect(max([line(150, 150, 1, 2000)], 5000)).toEqual([150, 'shipping']);
    });

    it('the smallest card charge, when shipping is free', () => {
      expect(max([line(FREE_SHIPPING_MIN_CENTS, FREE_SHIPPING_MIN_CENTS, 1, 10_000)], 10_000)).toEqual([
        FREE_SHIPPING_MIN_CENTS - MIN_CHARGE_CENTS,
        'min_charge',
      ]);
    });

    it('on a tie, the balance first, then the products', () => {
      expect(max([line(4000, 4000, 1, 700)], 700)).toEqual([700, 'balance']);
      expect(max([line(700, 700, 1, 700)], 5000)).toEqual([700, 'products']);
    });
  });

  describe('at the shop point rate', () => {
    it('values points at the rate, rounding their value down', () => {
      // 50 points a dollar: each point is worth 2 cents, so 100 points pay S$2.
      const half = summariseCheckout([line(3000, 3000, 1, 500)], {
        requested: 100,
        available: 500,
        rate: 50,
      });
      expect(half.points_redeemed).toBe(100);
      expect(half.points_value).toBe(200);
      expect(half.total).toBe(2800 + SHIPPING_FEE_CENTS);
      // 150 points a dollar: 100 points are worth 66.67 cents, rounded down to 66.
      const third = summariseCheckout([line(3000, 3000, 1, 500)], {
        requested: 100,
        available: 500,
        rate: 150,
      });
      expect(third.points_value).toBe(66);
    });

    it('caps the points by what the goods are worth at the rate', () => {
      // S$1.50 of goods with shipping: at 50 points a dollar, 75 points cover them.
      const s = summariseCheckout([line(150, 150, 1, 2000)], { requested: 2000, available: 5000, rate: 50 });
      expect([s.max_redeemable, s.max_redeemable_reason]).toEqual([75, 'shipping']);
      expect(s.points_value).toBe(150);
      expect(s.total).toBe(SHIPPING_FEE_CENTS);
    });

    it('earns points per currency unit paid whatever the rate', () => {
      const s = summariseCheckout([line(3000, 3000, 1, 500)], { requested: 500, available: 500, rate: 50 });
      expect(s.points_value).toBe(1000);
      expect(s.points_earned).toBe(20);
    });
  });

  describe('with service vouchers', () => {
    it('charges no shipping when nothing ships, and leaves the smallest card charge to pay', () => {
      const s = summariseCheckout([voucher(3000, 2, 5000)], {
        requested: 10_000,
        available: 10_000,
        rate: 100,
      });
      expect(s.shipping_fee).toBe(0);
      expect(s.item_count).toBe(2);
      expect([s.max_redeemable, s.max_redeemable_reason]).toEqual([6000 - MIN_CHARGE_CENTS, 'min_charge']);
      expect(s.total).toBe(MIN_CHARGE_CENTS);
    });

    it('charges shipping for the goods of a mixed checkout, vouchers counting towards free shipping', () => {
      expect(summariseCheckout([voucher(3000), line(1000, 1000, 1)], none).shipping_fee).toBe(
        SHIPPING_FEE_CENTS,
      );
      expect(
        summariseCheckout([voucher(FREE_SHIPPING_MIN_CENTS), line(1000, 1000, 1)], none).shipping_fee,
      ).toBe(0);
    });
  });
});
