import { describe, expect, it } from 'vitest';
import { dealEndTime, endOfDay, formatCountdown, remainingFromSeconds } from './countdown';

const now = new Date(2026, 10, 22, 10, 0, 0);

describe('dealEndTime', () => {
  it('adds hours, minutes and seconds each in its own unit (1 h 2 m 3 s)', () => {
    const end = dealEndTime(now, { remaining_hour: 1, remaining_minute: 2, remaining_second: 3 });
    expect(end.getTime() - now.getTime()).toBe((3600 + 120 + 3) * 1000);
    expect(formatCountdown(end, now)).toBe('01:02:03');
  });

  it('ends at the end of today without a remaining time', () => {
    expect(dealEndTime(now, null)).toEqual(endOfDay(now));
    expect(dealEndTime(now, null).getHours()).toBe(23);
  });
});

describe('formatCountdown', () => {
  it('shows hours beyond a day and never goes negative', () => {
    expect(formatCountdown(new Date(now.getTime() + 75 * 3600 * 1000), now)).toBe('75:00:00');
    expect(formatCountdown(new Date(now.getTime() - 5000), now)).toBe('00:00:00');
  });
});

describe('remainingFromSeconds', () => {
  it('splits seconds into the deal fields', () => {
    expect(remainingFromSeconds(3723)).toEqual({
      remaining_hour: 1,
      remaining_minute: 2,
      remaining_second: 3,
    });
    expect(remainingFromSeconds(-4)).toEqual({ remaining_hour: 0, remaining_minute: 0, remaining_second: 0 });
  });
});
