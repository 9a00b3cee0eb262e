import { describe, expect, it } from 'vitest';
import { clampQuantity, settleTypedQuantity } from './quantity';

describe('clampQuantity', () => {
  it('keeps a quantity within 1 and the limit, in whole units', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(7, 5)).toBe(5);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(clampQuantity(3, 0)).toBe(1);
  });
});

describe('settleTypedQuantity', () => {
  it('brings a typed number inside the limits', () => {
    expect(settleTypedQuantity('9', 2, 5)).toBe(5);
    expect(settleTypedQuantity('0', 2, 5)).toBe(1);
    expect(settleTypedQuantity(' 3 ', 2, 5)).toBe(3);
  });

  it('keeps the quantity when the field was cleared or holds no number', () => {
    expect(settleTypedQuantity('', 2, 5)).toBe(2);
    expect(settleTypedQuantity('two', 2, 5)).toBe(2);
  });
});
