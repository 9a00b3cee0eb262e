import { describe, expect, it } from 'vitest';
import { discountPercentage, formatPrice, unitPriceFor } from './price';

describe('formatPrice', () => {
  it('always shows two decimals and the currency, S$ for Singapore dollars', () => {
    expect(formatPrice(1250, 'SGD')).toBe('S$12.50');
    expect(formatPrice(5, 'SGD')).toBe('S$0.05');
    expect(formatPrice(0, 'SGD')).toBe('S$0.00');
    expect(formatPrice(123456789, 'SGD')).toBe('S$1,234,567.89');
    expect(formatPrice(-990, 'SGD')).toBe('-S$9.90');
  });

  it('keeps the code of a currency it has no sign for', () => {
    expect(formatPrice(1250, 'MYR')).toBe('MYR 12.50');
  });
});

describe('discountPercentage', () => {
  it('rounds to whole percent and is 0 without a real discount', () => {
    expect(discountPercentage(1000, 750)).toBe(25);
    expect(discountPercentage(2990, 1990)).toBe(33);
    expect(discountPercentage(1000, null)).toBe(0);
    expect(discountPercentage(1000, 1000)).toBe(0);
    expect(discountPercentage(1000, 1200)).toBe(0);
  });
});

describe('unitPriceFor', () => {
  const prices = { unit_price: 3000, discounted_price: 2500, agent_price: 2000 };

  it('charges a member the discounted price, else the list price; the partner price is not theirs', () => {
    expect(unitPriceFor(prices, 'member')).toBe(2500);
    expect(unitPriceFor({ ...prices, discounted_price: null }, 'member')).toBe(3000);
    expect(unitPriceFor(prices, 'visitor')).toBe(2500);
  });

  it('charges a partner the partner price, never more than a member would pay', () => {
    expect(unitPriceFor(prices, 'agent')).toBe(2000);
    expect(unitPriceFor({ ...prices, discounted_price: 1500 }, 'agent')).toBe(1500);
    expect(unitPriceFor({ ...prices, agent_price: null }, 'agent')).toBe(2500);
  });
});
