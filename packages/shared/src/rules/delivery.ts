import type { MessageKey } from '../messages';
import { DELIVERY_DAYS_AHEAD, DELIVERY_SLOTS, type DeliverySlot } from '../schemas/buying';
import { shopToday } from './validation';

/*
 * Which delivery (and return pickup) dates a member may choose: from tomorrow on the shop's clock up to
 * DELIVERY_DAYS_AHEAD days ahead. One rule for the checkout, the reschedule, the return pickup and the web's
 * date pickers. Slot capacity needs the database and is checked by the API.
 */

/** `date` (YYYY-MM-DD) moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The first and last day a delivery can be booked for, on the shop's clock. */
export function deliveryDateRange(now: Date = new Date()): { earliest: string; latest: string } {
  const today = shopToday(now);
  return { earliest: addDays(today, 1), latest: addDays(today, DELIVERY_DAYS_AHEAD) };
}

/** Every calendar day from `first` to `last`, both included (empty when `last` comes first). */
export function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last && days.length < 366; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The days a delivery (or a return pickup) can be booked for, in order: the choices of a date picker. */
export function deliveryDays(now: Date = new Date()): string[] {
  const { earliest, latest } = deliveryDateRange(now);
  return daysFrom(earliest, latest);
}

/** Null when `date` can be booked; otherwise the catalogue message saying why not. */
export function deliveryDateProblem(date: string, now: Date = new Date()): MessageKey | null {
  const { earliest, latest } = deliveryDateRange(now);
  if (date < earliest) return 'delivery_date_not_allowed';
  if (date > latest) return 'date_out_of_range';
  return null;
}

export function isDeliverySlot(time: string): time is DeliverySlot {
  return (DELIVERY_SLOTS as readonly string[]).includes(time);
}
