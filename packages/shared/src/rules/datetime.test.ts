import { describe, expect, it } from 'vitest';
import { formatShopDate, formatShopDateTime, formatShopTime, shopInstant } from './datetime';

describe('formatShopDate', () => {
  // 16:30 UTC on 23 Nov is 00:30 on 24 Nov in Singapore: the reader's device clock must not matter.
  const nearMidnight = new Date('2026-11-23T16:30:00Z');

  it('shows an instant on the shop clock, in English and in Chinese', () => {
    expect(formatShopDateTime(nearMidnight, 'en')).toBe('24 Nov 2026, 00:30');
    expect(formatShopDateTime(nearMidnight, 'zh')).toBe('2026年11月24日 00:30');
    expect(formatShopDate(nearMidnight, 'en')).toBe('24 Nov 2026');
    expect(formatShopDate(nearMidnight, 'zh')).toBe('2026年11月24日');
    expect(formatShopTime(nearMidnight, 'en')).toBe('00:30');
    expect(formatShopTime(nearMidnight, 'zh')).toBe('00:30');
  });

  it('one minute before the shop midnight is still the day before', () => {
    const before = new Date('2026-11-23T15:59:00Z');
    expect(formatShopDateTime(before, 'en')).toBe('23 Nov 2026, 23:59');
    expect(formatShopDateTime(before, 'zh')).toBe('2026年11月23日 23:59');
  });

  it('reads the API wire format as shop time and ISO text with a zone as an instant', () => {
    expect(formatShopDateTime('2026-11-24 13:36:05', 'en')).toBe('24 Nov 2026, 13:36');
    expect(formatShopDateTime('2026-11-24 13:36:05', 'zh')).toBe('2026年11月24日 13:36');
    expect(formatShopDateTime('2026-11-24T05:36:00.000Z', 'en')).toBe('24 Nov 2026, 13:36');
    expect(formatShopTime('2026-11-24T05:36:00Z', 'zh')).toBe('13:36');
    expect(formatShopDateTime(Date.parse('2026-11-24T05:36:00Z'), 'en')).toBe('24 Nov 2026, 13:36');
  });

  it('shows a calendar day as the day it names, with weekday and short variants', () => {
    expect(formatShopDate('2026-11-25', 'en')).toBe('25 Nov 2026');
    expect(formatShopDate('2026-11-25', 'zh')).toBe('2026年11月25日');
    expect(formatShopDate('2026-11-25', 'en', 'weekday')).toBe('Wed');
    expect(formatShopDate('2026-11-25', 'zh', 'weekday')).toBe('周三');
    expect(formatShopDate('2026-11-25', 'en', 'day')).toBe('25 Nov');
    expect(formatShopDate('2026-11-25', 'zh', 'day')).toBe('11月25日');
    expect(formatShopDate('2026-11-25', 'en', 'month')).toBe('November 2026');
    expect(formatShopDate('2026-11-25', 'zh', 'month')).toBe('2026年11月');
  });

  it('leaves what is no date as it came and shows nothing for nothing', () => {
    expect(formatShopDate('2026-02-30', 'en')).toBe('2026-02-30');
    expect(formatShopDate('soon', 'zh')).toBe('soon');
    expect(formatShopDate(null, 'en')).toBe('');
    expect(formatShopDate('', 'en')).toBe('');
  });
});

describe('shopInstant', () => {
  it('turns wire texts into instants on the shop clock', () => {
    expect(shopInstant('2026-11-24 13:36:00')?.toISOString()).toBe('2026-11-24T05:36:00.000Z');
    expect(shopInstant('2026-11-24')?.toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(shopInstant('not a time')).toBeNull();
    expect(shopInstant(undefined)).toBeNull();
  });
});
