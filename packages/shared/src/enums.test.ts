import { describe, expect, it } from 'vitest';
import { orderTabFrom } from './enums';

describe('orderTabFrom', () => {
  it('takes a tab by its name', () => {
    expect(orderTabFrom('to_pay')).toBe('to_pay');
    expect(orderTabFrom('return_refund')).toBe('return_refund');
  });

  it("takes a tab by its code in the spec's tab order, as a number or as text", () => {
    expect(orderTabFrom(1)).toBe('to_pay');
    expect(orderTabFrom('2')).toBe('to_ship');
    expect(orderTabFrom(7)).toBe('return_refund');
  });

  it('knows nothing else', () => {
    for (const value of [
      'returns',
      '0',
      '8',
      '02',
      '+2',
      '2.0',
      ' 2',
      0,
      8,
      2.5,
      undefined,
      null,
      'toString',
    ])
      expect(orderTabFrom(value), String(value)).toBeNull();
  });
});
