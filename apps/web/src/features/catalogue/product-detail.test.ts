import { STOCK_STATUS } from '@beauty/shared';
import { describe, expect, it } from 'vitest';
import {
  defaultVariation,
  descriptionParagraphs,
  hasVolumeChoice,
  isVariationSoldOut,
  quantityLimit,
  stockInfo,
} from './product-detail';

const IN = STOCK_STATUS.IN_STOCK;
const OUT = STOCK_STATUS.OUT_OF_STOCK;

describe('variation choice', () => {
  it('picks the first variation in stock', () => {
    const v = [
      { id: 1, stock_status: OUT, stock: 0 },
      { id: 2, stock_status: IN, stock: 4 },
      { id: 3, stock_status: IN, stock: 9 },
    ];
    expect(defaultVariation(v)?.id).toBe(2);
  });

  it('treats zero stock as sold out even when marked in stock', () => {
    expect(isVariationSoldOut({ stock_status: IN, stock: 0 })).toBe(true);
    expect(
      defaultVariation([
        { id: 1, stock_status: IN, stock: 0 },
        { id: 2, stock_status: IN, stock: 1 },
      ])?.id,
    ).toBe(2);
  });

  it('falls back to the first variation when all are sold out, and to nothing without variations', () => {
    expect(
      defaultVariation([
        { id: 7, stock_status: OUT, stock: 0 },
        { id: 8, stock_status: OUT, stock: 0 },
      ])?.id,
    ).toBe(7);
    expect(defaultVariation([])).toBeUndefined();
  });

  it('shows a selector only for named volumes', () => {
    expect(hasVolumeChoice([{ name: '' }])).toBe(false);
    expect(hasVolumeChoice([{ name: '  ' }])).toBe(false);
    expect(hasVolumeChoice([{ name: '250 ml' }, { name: '500 ml' }])).toBe(true);
  });
});

describe('quantity limit', () => {
  it('is limited by the stock and by the per-order maximum, whichever is lower', () => {
    expect(quantityLimit(3, 10)).toBe(3);
    expect(quantityLimit(40, 5)).toBe(5);
    expect(quantityLimit(0, 5)).toBe(0);
    expect(quantityLimit(-2, 5)).toBe(0);
  });
});

describe('stock info', () => {
  it('says sold out, how many are left when few, or in stock', () => {
    expect(stockInfo({ stock_status: OUT, stock: 3 })).toEqual({ kind: 'sold-out' });
    expect(stockInfo({ stock_status: IN, stock: 2 })).toEqual({ kind: 'low', count: 2 });
    expect(stockInfo({ stock_status: IN, stock: 50 })).toEqual({ kind: 'in-stock' });
  });
});

describe('description', () => {
  it('splits paragraphs on blank lines and keeps line breaks inside them', () => {
    const text = 'First line\nsame paragraph\n\nSecond\r\n\r\n  \n\nThird  \n \t\nFourth';
    expect(descriptionParagraphs(text)).toEqual(['First line\nsame paragraph', 'Second', 'Third', 'Fourth']);
  });

  it('gives nothing for an empty description', () => {
    expect(descriptionParagraphs('  \n\n ')).toEqual([]);
  });
});
