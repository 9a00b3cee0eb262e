import { describe, expect, it } from 'vitest';
import { STOCK_STATUS } from '../enums';
import {
  hasDiscountBadge,
  isSoldOut,
  isUnitPriceStruck,
  payablePrice,
  shownPrices,
  starsFromRatePercent,
} from './product-card';

const IN = STOCK_STATUS.IN_STOCK;
const OUT = STOCK_STATUS.OUT_OF_STOCK;

const priced = (unit: number, stock: typeof IN | typeof OUT, discounted: number | null = null) => ({
  unit_price: unit,
  discounted_price: discounted,
  discount_percentage: discounted === null ? 0 : Math.round(((unit - discounted) / unit) * 100),
  agent_price: unit - 100,
  points_to_redeem: unit / 10,
  stock_status: stock,
});

const simple = (stock: typeof IN | typeof OUT) => ({
  ...priced(1000, stock),
  volume_variation: 0 as const,
  volume_variations: [],
});
const withVariations = (...variations: ReturnType<typeof priced>[]) => ({
  ...priced(9999, IN),
  volume_variation: 1 as const,
  volume_variations: variations,
});

describe('isSoldOut', () => {
  it('follows stock_status for a product without variations', () => {
    expect(isSoldOut(simple(IN))).toBe(false);
    expect(isSoldOut(simple(OUT))).toBe(true);
  });

  it('is sold out when every volume variation is out of stock, even if the product says in stock', () => {
    expect(isSoldOut(withVariations(priced(1000, OUT), priced(2000, OUT)))).toBe(true);
  });

  it('is not sold out while one variation has stock', () => {
    expect(isSoldOut(withVariations(priced(1000, OUT), priced(2000, IN)))).toBe(false);
  });
});

describe('shownPrices', () => {
  it('takes the first in-stock variation', () => {
    expect(
      shownPrices(withVariations(priced(1000, OUT), priced(2000, IN), priced(3000, IN))).unit_price,
    ).toBe(2000);
  });

  it('takes the first variation when all are out of stock', () => {
    expect(shownPrices(withVariations(priced(1000, OUT), priced(2000, OUT))).unit_price).toBe(1000);
  });

  it("uses the product's own prices without variations", () => {
    expect(shownPrices(simple(IN)).unit_price).toBe(1000);
  });
});

describe('badges and struck prices', () => {
  it('shows a discount badge only for a non-zero percentage', () => {
    expect(hasDiscountBadge({ discount_percentage: 0 })).toBe(false);
    expect(hasDiscountBadge({ discount_percentage: 15 })).toBe(true);
  });

  it('strikes the unit price through whenever a discounted price exists', () => {
    expect(isUnitPriceStruck({ discounted_price: 800 })).toBe(true);
    expect(isUnitPriceStruck({ discounted_price: null })).toBe(false);
  });

  it('charges the discounted price when there is one', () => {
    expect(payablePrice({ unit_price: 1000, discounted_price: 800 })).toBe(800);
    expect(payablePrice({ unit_price: 1000, discounted_price: null })).toBe(1000);
  });
});

describe('starsFromRatePercent', () => {
  it.each([
    [0, 0],
    [100, 5],
    [50, 2.5],
    [90, 4.5],
    [93, 4.5],
    [96, 5],
    [-10, 0],
    [140, 5],
  ])('%i%% is %f stars', (rate, stars) => {
    expect(starsFromRatePercent(rate)).toBe(stars);
  });
});
