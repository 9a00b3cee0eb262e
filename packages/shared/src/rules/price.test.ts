import { describe, expect, it } from 'vitest';
import { discountPercentage, formatPrice } from './price';

describe('formatPrice', () => {
  it('always shows two decimals and the currency', () => {
    expect(formatPrice(1250, 'SGD')).toBe('SGD 12.50');
    expect(formatPrice(5, 'SGD')).toBe('SGD 0.05');
    expect(formatPrice(0, 'SGD')).toBe('SGD 0.00');
    expect(formatPrice(123456789, 'SGD')).toBe('SGD 1,234,567.89');
    expect(formatPrice(-990, 'SGD')).toBe('-SGD 9.90');
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
