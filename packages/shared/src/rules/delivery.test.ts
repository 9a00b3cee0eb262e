import { describe, expect, it } from 'vitest';
import { DELIVERY_DAYS_AHEAD } from '../schemas/buying';
import { addDays, daysFrom, deliveryDateRange, deliveryDays } from './delivery';
import { shopToday } from './validation';

describe('delivery days', () => {
  it('counts from the shop day, whatever the browser zone', () => {
    // 20:00 UTC is already the next day in Singapore.
    expect(shopToday(new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23');
    expect(shopToday(new Date('2026-11-22T10:00:00Z'))).toBe('2026-11-22');
    expect(deliveryDateRange(new Date('2026-11-22T20:00:00Z')).earliest).toBe('2026-11-24');
  });

  it('adds days across months and lists a range, both ends included', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(daysFrom('2026-12-30', '2027-01-01')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(daysFrom('2026-12-02', '2026-12-01')).toEqual([]);
  });

  it('offers every bookable day from tomorrow', () => {
    const days = deliveryDays(new Date('2026-11-24T05:00:00Z'));
    expect(days).toHaveLength(DELIVERY_DAYS_AHEAD);
    expect(days[0]).toBe('2026-11-25');
    expect(days.at(-1)).toBe(addDays('2026-11-24', DELIVERY_DAYS_AHEAD));
  });
});
