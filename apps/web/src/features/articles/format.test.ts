import { describe, expect, it } from 'vitest';
import { isoDate, pageFromSearch } from './format';

describe('article dates', () => {
  it('gives <time> the date part', () => {
    expect(isoDate('2025-03-03 08:30:00')).toBe('2025-03-03');
  });
});

describe('list page number', () => {
  it('reads whole numbers from 1 and falls back to 1', () => {
    expect(pageFromSearch('3')).toBe(3);
    expect(pageFromSearch(null)).toBe(1);
    expect(pageFromSearch('0')).toBe(1);
    expect(pageFromSearch('-2')).toBe(1);
    expect(pageFromSearch('2.5')).toBe(1);
    expect(pageFromSearch('abc')).toBe(1);
  });
});
