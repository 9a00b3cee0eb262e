import { describe, expect, it } from 'vitest';
import { halvesAfterKey, halvesAtPointer, starFills } from './star-input';

describe('halvesAtPointer', () => {
  const width = 240; // five 48 px stars

  it('reads each star as two halves', () => {
    expect(halvesAtPointer(1, width)).toBe(1); // the first star's left half: 0.5 stars
    expect(halvesAtPointer(30, width)).toBe(2); // its right half: 1 star
    expect(halvesAtPointer(24, width)).toBe(1); // the exact middle still belongs to the left half
    expect(halvesAtPointer(25, width)).toBe(2);
    expect(halvesAtPointer(4 * 48 + 10, width)).toBe(9); // the fifth star's left half: 4.5
    expect(halvesAtPointer(239, width)).toBe(10);
  });

  it('keeps a pointer beyond either end on the nearest rating', () => {
    expect(halvesAtPointer(-20, width)).toBe(1);
    expect(halvesAtPointer(0, width)).toBe(1);
    expect(halvesAtPointer(400, width)).toBe(10);
  });

  it('gives the smallest rating for a row not laid out yet', () => {
    expect(halvesAtPointer(10, 0)).toBe(1);
    expect(halvesAtPointer(Number.NaN, width)).toBe(1);
  });
});

describe('halvesAfterKey', () => {
  it('moves by half a star with the arrows, within 0.5 and 5 stars', () => {
    expect(halvesAfterKey('ArrowRight', 7)).toBe(8);
    expect(halvesAfterKey('ArrowUp', 7)).toBe(8);
    expect(halvesAfterKey('ArrowLeft', 7)).toBe(6);
    expect(halvesAfterKey('ArrowDown', 7)).toBe(6);
    expect(halvesAfterKey('ArrowRight', 10)).toBe(10);
    expect(halvesAfterKey('ArrowLeft', 1)).toBe(1);
  });

  it('starts from nothing when no rating is given yet', () => {
    expect(halvesAfterKey('ArrowRight', null)).toBe(1);
    expect(halvesAfterKey('ArrowLeft', null)).toBe(1);
  });

  it('moves a whole star with Page Up and Page Down, to the ends with Home and End', () => {
    expect(halvesAfterKey('PageUp', 5)).toBe(7);
    expect(halvesAfterKey('PageDown', 2)).toBe(1);
    expect(halvesAfterKey('Home', 8)).toBe(1);
    expect(halvesAfterKey('End', null)).toBe(10);
  });

  it('takes a digit as that many whole stars', () => {
    expect(halvesAfterKey('4', null)).toBe(8);
    expect(halvesAfterKey('1', 9)).toBe(2);
    expect(halvesAfterKey('6', 3)).toBeUndefined();
    expect(halvesAfterKey('0', 3)).toBeUndefined();
  });

  it('leaves other keys to the page (Tab, Space, letters)', () => {
    for (const key of ['Tab', ' ', 'Enter', 'a', 'Escape']) expect(halvesAfterKey(key, 4)).toBeUndefined();
  });
});

describe('starFills', () => {
  it('fills whole and half stars', () => {
    expect(starFills(4.5)).toEqual([1, 1, 1, 1, 0.5]);
    expect(starFills(3)).toEqual([1, 1, 1, 0, 0]);
    expect(starFills(0.5)).toEqual([0.5, 0, 0, 0, 0]);
    expect(starFills(null)).toEqual([0, 0, 0, 0, 0]);
  });
});
