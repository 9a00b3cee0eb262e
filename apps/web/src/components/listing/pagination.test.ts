import { describe, expect, it } from 'vitest';
import { GAP, pageItems } from './pagination';

describe('pageItems', () => {
  it('lists every page when they fit', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('has nothing to list without pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('keeps the first and last page, the current one and its neighbours', () => {
    expect(pageItems(10, 20)).toEqual([1, GAP, 9, 10, 11, GAP, 20]);
  });

  it('widens the window near either end so the list keeps its length', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, GAP, 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, GAP, 20]);
    expect(pageItems(17, 20)).toEqual([1, GAP, 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, GAP, 16, 17, 18, 19, 20]);
  });

  it('never hides a single page behind a gap', () => {
    for (let total = 1; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const items = pageItems(current, total);
        items.forEach((item, i) => {
          if (item !== GAP) return;
          const before = items[i - 1] as number;
          const after = items[i + 1] as number;
          expect(after - before, `${current}/${total}`).toBeGreaterThan(2);
        });
        expect(items, `${current}/${total}`).toContain(current);
        expect(items.length, `${current}/${total}`).toBeLessThanOrEqual(7);
      }
    }
  });

  it('clamps a current page outside the range', () => {
    expect(pageItems(99, 3)).toEqual([1, 2, 3]);
    expect(pageItems(0, 20)).toEqual([1, 2, 3, 4, 5, GAP, 20]);
  });
});
