import { describe, expect, it } from 'vitest';
import { formatArticleDate, isoDate, pageFromSearch } from './format';

describe('article dates', () => {
  it('shows the calendar date in the interface language', () => {
    expect(formatArticleDate('2025-03-03 08:30:00', 'en')).toBe('3 Mar 2025');
    expect(formatArticleDate('2025-03-03', 'zh')).toBe('2025年3月3日');
  });

  it('does not move a date across midnight, whatever the time zone', () => {
    expect(formatArticleDate('2025-12-31T23:30:00Z', 'en')).toBe('31 Dec 2025');
  });

  it('leaves text that is not a date alone', () => {
    expect(formatArticleDate('soon', 'en')).toBe('soon');
    expect(formatArticleDate('2025-02-30', 'en')).toBe('2025-02-30');
  });

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
