import { describe, expect, it } from 'vitest';
import {
  bookingDateProblem,
  bookingDateRange,
  bookingDays,
  canChangeBooking,
  type FreeTimesInput,
  freeStartTimes,
  isFreeStart,
  isoWeekday,
  minutesToTime,
  serviceTotals,
  timeToMinutes,
  type WorkingDay,
} from './booking';

const at = (time: string) => timeToMinutes(time)!;
const span = (from: string, to: string) => ({ start: at(from), end: at(to) });
const times = (input: FreeTimesInput) => freeStartTimes(input).map(minutesToTime);

/** 10:00 to 18:00 with lunch 13:00 to 14:00, 30-minute grid, no buffer: the shape of a usual day. */
const DAY: WorkingDay = { ...span('10:00', '18:00'), breaks: [span('13:00', '14:00')] };
const base: FreeTimesInput = { day: DAY, taken: [], durationMinutes: 60, stepMinutes: 30, bufferMinutes: 0 };

describe('free start times', () => {
  it('steps through working hours, skipping any time whose appointment would overlap the break', () => {
    expect(times(base)).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      // 12:30 for an hour would run into lunch; 13:00 and 13:30 start in it.
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
    ]);
  });

  it('offers nothing on a day off or on leave (no working day), nor for an empty duration', () => {
    expect(freeStartTimes({ ...base, day: null })).toEqual([]);
    expect(freeStartTimes({ ...base, durationMinutes: 0 })).toEqual([]);
    expect(freeStartTimes({ ...base, stepMinutes: 0 })).toEqual([]);
  });

  it('ends with the last time that still fits before closing', () => {
    expect(times({ ...base, durationMinutes: 30 }).at(-1)).toBe('17:30');
    expect(times({ ...base, durationMinutes: 60 }).at(-1)).toBe('17:00');
    expect(times({ ...base, durationMinutes: 90 }).at(-1)).toBe('16:30');
    // 100 minutes: 16:20 would fit but is off the grid; 16:00 ends at 17:40.
    expect(times({ ...base, durationMinutes: 100 }).at(-1)).toBe('16:00');
    // Longer than the afternoon and the morning: nothing.
    expect(times({ ...base, durationMinutes: 250 })).toEqual([]);
  });

  it('fits the total duration of several services around the bookings already there', () => {
    const taken = [span('11:00', '12:00'), span('15:30', '16:00')];
    expect(times({ ...base, taken, durationMinutes: 90 })).toEqual([
      // Before 11:00 only 10:00 to 11:00 is free: too short; 12:00 to 13:00 before lunch: too short.
      // 14:00 ends at 15:30, just as the next booking starts; 14:30 would reach into it.
      '14:00',
      '16:00',
      '16:30',
    ]);
  });

  it('treats a booking as taken from its start up to (not including) its end', () => {
    const taken = [span('12:00', '12:30')];
    const free = times({ ...base, durationMinutes: 30, taken });
    expect(free).toContain('11:30');
    expect(free).not.toContain('12:00');
    expect(free).toContain('12:30');
  });

  it('holds the buffer after the appointment: it may run past closing and into a break', () => {
    const buffered = { ...base, bufferMinutes: 15 };
    // 17:00 to 18:00 plus 15 minutes after closing is still bookable.
    expect(times(buffered).at(-1)).toBe('17:00');
    // 12:00 to 13:00, its buffer in the lunch break: still bookable.
    expect(times(buffered)).toContain('12:00');
  });

  it('never lets the buffer run into another booking', () => {
    const taken = [span('11:00', '12:00')];
    // 10:00 to 11:00 would end exactly when the next booking starts: fine without a buffer...
    expect(times({ ...base, taken })).toContain('10:00');
    // ...but with 15 minutes after it, it would reach into it.
    expect(times({ ...base, taken, bufferMinutes: 15 })).not.toContain('10:00');
    // The other bookings' own buffers come inside their taken span (blocked_until): 12:00 stays free when
    // the earlier booking's span ends there.
    expect(times({ ...base, taken, bufferMinutes: 15 })).toContain('12:00');
  });

  it('counts the grid from the start of working hours', () => {
    const day: WorkingDay = { ...span('08:45', '10:45'), breaks: [] };
    expect(times({ ...base, day, durationMinutes: 30 })).toEqual(['08:45', '09:15', '09:45', '10:15']);
  });

  it('checks one chosen time by the same rule', () => {
    const taken = [span('11:00', '12:00')];
    expect(isFreeStart({ ...base, taken }, at('10:00'))).toBe(true);
    expect(isFreeStart({ ...base, taken }, at('10:30'))).toBe(false);
    expect(isFreeStart({ ...base, taken }, at('10:15'))).toBe(false);
    expect(isFreeStart({ ...base, taken }, at('12:30'))).toBe(false);
    expect(isFreeStart({ ...base, day: null }, at('10:00'))).toBe(false);
  });
});

describe('times of day', () => {
  it('writes minutes from midnight as HH:mm', () => {
    expect(minutesToTime(0)).toBe('00:00');
    expect(minutesToTime(9 * 60 + 5)).toBe('09:05');
    expect(minutesToTime(23 * 60 + 59)).toBe('23:59');
    expect(minutesToTime(1440)).toBe('24:00');
  });

  it('reads HH:mm, H:mm and HH:mm:ss; anything else is null', () => {
    expect(timeToMinutes('10:30')).toBe(630);
    expect(timeToMinutes('9:00')).toBe(540);
    expect(timeToMinutes(' 09:00:00 ')).toBe(540);
    expect(timeToMinutes('00:00')).toBe(0);
    expect(timeToMinutes('23:59')).toBe(1439);
    for (const bad of ['24:00', '10:60', '10:30:60', '1030', '10:3', 'ten', '', '-1:00', '10:30pm']) {
      expect(timeToMinutes(bad), bad).toBeNull();
    }
  });

  it('round-trips every time on the grid', () => {
    for (let m = 0; m < 1440; m += 15) expect(timeToMinutes(minutesToTime(m))).toBe(m);
  });

  it('names the ISO weekday of a date, Monday 1 to Sunday 7', () => {
    expect(isoWeekday('2026-03-02')).toBe(1);
    expect(isoWeekday('2026-03-07')).toBe(6);
    expect(isoWeekday('2026-03-08')).toBe(7);
    expect(isoWeekday('2028-02-29')).toBe(2);
  });
});

describe('bookable days: one day in advance, on the Singapore clock', () => {
  it('still counts from 1 March at 23:59:59 in Singapore (15:59:59 UTC)', () => {
    const now = new Date('2026-03-01T15:59:59Z');
    expect(bookingDateRange(30, now)).toEqual({ first: '2026-03-02', last: '2026-03-31' });
    expect(bookingDateProblem('2026-03-02', 30, now)).toBeNull();
    expect(bookingDateProblem('2026-03-01', 30, now)).toBe('booking_date_out_of_range');
  });

  it('counts from 2 March at midnight in Singapore (16:00:00 UTC): tomorrow is then 3 March', () => {
    const now = new Date('2026-03-01T16:00:00Z');
    expect(bookingDateRange(30, now)).toEqual({ first: '2026-03-03', last: '2026-04-01' });
    expect(bookingDateProblem('2026-03-02', 30, now)).toBe('booking_date_out_of_range');
    expect(bookingDateProblem('2026-03-03', 30, now)).toBeNull();
  });

  it('allows up to the last day ahead, not beyond', () => {
    const now = new Date('2026-03-01T04:00:00Z');
    expect(bookingDateProblem('2026-03-31', 30, now)).toBeNull();
    expect(bookingDateProblem('2026-04-01', 30, now)).toBe('booking_date_out_of_range');
    expect(bookingDateProblem('2026-03-08', 7, now)).toBeNull();
    expect(bookingDateProblem('2026-03-09', 7, now)).toBe('booking_date_out_of_range');
  });

  it('lists every bookable day in order', () => {
    const days = bookingDays(30, new Date('2026-03-01T04:00:00Z'));
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-03-02');
    expect(days.at(-1)).toBe('2026-03-31');
    expect(bookingDays(1, new Date('2026-12-31T15:00:00Z'))).toEqual(['2027-01-01']);
  });
});

describe('changing a booking', () => {
  const start = new Date('2026-03-10T02:00:00Z');
  const before = (ms: number) => new Date(start.getTime() - ms);

  it('is allowed until exactly the change window before the start, not a moment later', () => {
    expect(canChangeBooking(start, 24, before(24 * 3_600_000))).toBe(true);
    expect(canChangeBooking(start, 24, before(24 * 3_600_000 - 1))).toBe(false);
    expect(canChangeBooking(start, 24, before(3 * 86_400_000))).toBe(true);
  });

  it('reads the start as an ISO string too, and refuses once it has started', () => {
    expect(canChangeBooking(start.toISOString(), 24, before(25 * 3_600_000))).toBe(true);
    expect(canChangeBooking(start, 0, start)).toBe(true);
    expect(canChangeBooking(start, 0, new Date(start.getTime() + 1))).toBe(false);
  });
});

describe('service totals', () => {
  it('adds the chosen services’ durations and prices', () => {
    expect(
      serviceTotals([
        { duration_minutes: 45, price: 3800 },
        { duration_minutes: 90, price: 12_000 },
      ]),
    ).toEqual({ duration_minutes: 135, price: 15_800 });
    expect(serviceTotals([])).toEqual({ duration_minutes: 0, price: 0 });
  });
});
