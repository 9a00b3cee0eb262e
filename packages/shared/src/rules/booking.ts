import { BOOKING_ADVANCE_DAYS } from '../constants';
import type { MessageKey } from '../messages';
import { addDays, daysFrom } from './delivery';
import { shopToday } from './validation';

/*
 * The appointment rules that need no database: which days can be booked, and which start times are free on a
 * day given the stylist's hours, breaks and the bookings already there. Times of day are minutes from
 * midnight on the shop's clock (Asia/Singapore); the API turns them into instants in SQL, so this file never
 * meets a time zone. The API computes free times with it and the web shows them; the database's exclusion
 * constraint is what finally refuses an overlap.
 */

/** A span of minutes on one day, start included, end excluded. */
export type MinuteSpan = { start: number; end: number };

/** A stylist's day: working hours and the breaks inside them. Null: not working (day off or leave). */
export type WorkingDay = { start: number; end: number; breaks: readonly MinuteSpan[] } | null;

export type FreeTimesInput = {
  day: WorkingDay;
  /** The time other appointments hold on this day, each already including its buffer after it. */
  taken: readonly MinuteSpan[];
  /** The chosen services' total duration. */
  durationMinutes: number;
  /** Start times lie on this grid, counted from the start of working hours. */
  stepMinutes: number;
  /** Held after the new appointment too; it may run past closing time and into a break, not into a booking. */
  bufferMinutes: number;
};

const overlaps = (a: MinuteSpan, b: MinuteSpan) => a.start < b.end && b.start < a.end;

/**
 * The start times (minutes from midnight, ascending) at which an appointment of `durationMinutes` fits:
 * wholly inside working hours, overlapping no break, and, with its buffer, no time already taken.
 */
export function freeStartTimes({
  day,
  taken,
  durationMinutes,
  stepMinutes,
  bufferMinutes,
}: FreeTimesInput): number[] {
  if (!day || durationMinutes <= 0 || stepMinutes <= 0) return [];
  const times: number[] = [];
  for (let start = day.start; start + durationMinutes <= day.end; start += stepMinutes) {
    const visit = { start, end: start + durationMinutes };
    const held = { start, end: visit.end + bufferMinutes };
    if (day.breaks.some((b) => overlaps(visit, b))) continue;
    if (taken.some((t) => overlaps(held, t))) continue;
    times.push(start);
  }
  return times;
}

/** Whether one start time is free: the rule `freeStartTimes` applies, for checking a chosen time. */
export function isFreeStart(input: FreeTimesInput, start: number): boolean {
  return freeStartTimes(input).includes(start);
}

/** Minutes from midnight as "HH:mm". */
export function minutesToTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "HH:mm" (also "H:mm" and "HH:mm:ss" as old clients send) as minutes from midnight; null when not a time. */
export function timeToMinutes(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(time.trim());
  if (!match) return null;
  const h = Number(match[1]);
  const m = Number(match[2]);
  if (h > 23 || m > 59 || (match[3] !== undefined && Number(match[3]) > 59)) return null;
  return h * 60 + m;
}

/** ISO weekday of a date (1 Monday .. 7 Sunday): the key of a stylist's weekly hours. */
export function isoWeekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The first and last bookable day on the shop's clock: from tomorrow (spec section 9) to `daysAhead` days on. */
export function bookingDateRange(daysAhead: number, now: Date = new Date()): { first: string; last: string } {
  const today = shopToday(now);
  return { first: addDays(today, BOOKING_ADVANCE_DAYS), last: addDays(today, daysAhead) };
}

/** Every bookable calendar day, in order (whether the stylist works on it is the API's to say). */
export function bookingDays(daysAhead: number, now: Date = new Date()): string[] {
  const { first, last } = bookingDateRange(daysAhead, now);
  return daysFrom(first, last);
}

/** Null when an appointment may be made on `date`; otherwise the catalogue message saying why not. */
export function bookingDateProblem(
  date: string,
  daysAhead: number,
  now: Date = new Date(),
): MessageKey | null {
  const { first, last } = bookingDateRange(daysAhead, now);
  return date < first || date > last ? 'booking_date_out_of_range' : null;
}

/**
 * Whether a member may still edit or cancel an appointment starting at `startsAt`: until `changeHours`
 * hours before it.
 */
export function canChangeBooking(
  startsAt: Date | string,
  changeHours: number,
  now: Date = new Date(),
): boolean {
  return new Date(startsAt).getTime() - now.getTime() >= changeHours * 3_600_000;
}

/** The services' total duration and price, for the form's running total and the booking's record. */
export function serviceTotals(services: readonly { duration_minutes: number; price: number }[]): {
  duration_minutes: number;
  price: number;
} {
  return services.reduce(
    (sum, s) => ({ duration_minutes: sum.duration_minutes + s.duration_minutes, price: sum.price + s.price }),
    { duration_minutes: 0, price: 0 },
  );
}
