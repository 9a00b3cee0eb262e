import {
  bookingDateProblem,
  bookingDateRange,
  type CheckSlotAnswer,
  type CheckSlotQuery,
  freeStartTimes,
  type Language,
  type MinuteSpan,
  minutesToTime,
  PAYMENT_CURRENCY,
  SG_COUNTRY,
  type WorkingDay,
} from '@beauty/shared';
import type { Db, Tx } from '../db/client';
import { DomainError } from '../errors';
import type { Member } from '../http/viewer';
import { type DayRow, type StylistDayRow, selectSlots, selectStylistDay } from './slot-queries';

/*
 * Free times (spec section 3: the slot check answers stylists, dates, services and times). The database
 * gives a stylist's day as minute spans in one statement; the shared rule `freeStartTimes` turns it into
 * start times, the same rule the web shows and the booking call checks. The exclusion constraint on bookings
 * is what finally refuses an overlap, whatever this answered a moment before.
 */

/** 401 for a member who no longer exists, 403 booking_region_only outside Singapore (spec section 1). */
export function assertBookingRegion(country: string | null): void {
  if (country === null) throw new DomainError('unauthorized');
  if (country !== SG_COUNTRY) throw new DomainError('booking_region_only');
}

/** The working day the rules see: hours with their breaks, or null on a day off or on leave. */
function workingDay(row: DayRow): WorkingDay {
  if (!row.hours || row.on_leave) return null;
  return { start: row.hours.start, end: row.hours.end, breaks: row.breaks };
}

export type StylistDay = {
  day: WorkingDay;
  taken: MinuteSpan[];
  /** Has working hours on the date's weekday. */
  works: boolean;
  onLeave: boolean;
  services: StylistDayRow['services'];
};

/**
 * One active stylist of a store on a shop day (`date`, YYYY-MM-DD): their working day, the time their
 * bookings hold (without `excludeBookingId`, the booking being edited) and the services they do there.
 * Null when the stylist is not an active stylist of that store. For checking a chosen time in the booking
 * transaction.
 */
export async function stylistDay(
  db: Db | Tx,
  input: { storeId: number; stylistId: number; date: string; excludeBookingId?: number },
): Promise<StylistDay | null> {
  const row = await selectStylistDay(db, { ...input, excludeBookingId: input.excludeBookingId ?? null });
  if (!row) return null;
  return {
    day: workingDay(row),
    taken: row.taken,
    works: row.hours !== null,
    onLeave: row.on_leave,
    services: row.services,
  };
}

/**
 * POST booking/checkslot: the store's stylists, and for the chosen one (default the first) the bookable
 * days, their services and the free start times on `date` for `service_ids` (default the shortest
 * service). Singapore members only; an unknown store is 404; a stylist who takes no appointments there, a
 * date outside the bookable days or a service the stylist does not do is 422.
 */
export async function checkSlot(
  db: Db,
  language: Language,
  member: Member,
  query: CheckSlotQuery,
  now: Date = new Date(),
): Promise<CheckSlotAnswer> {
  const row = await selectSlots(db, language, {
    userId: member.userId,
    storeId: query.store_id,
    stylistId: query.stylist_id ?? null,
    date: query.date ?? null,
    bookingId: query.booking_id ?? null,
    now,
  });
  assertBookingRegion(row.country);
  if (!row.store_found) throw new DomainError('not_found');
  if (query.stylist_id !== undefined && row.stylist_id === null) {
    throw new DomainError('booking_stylist_unavailable', {
      fields: { stylist_id: ['booking_stylist_unavailable'] },
    });
  }
  if (query.date && bookingDateProblem(query.date, row.days_ahead, now)) {
    throw new DomainError('booking_date_out_of_range', { values: { days: row.days_ahead } });
  }

  const chosen = query.service_ids
    ? query.service_ids.map((id) => row.services.find((s) => s.id === id))
    : shortest(row.services);
  if (chosen.some((s) => s === undefined)) {
    throw new DomainError('booking_service_unavailable', {
      fields: { service_ids: ['booking_service_unavailable'] },
    });
  }
  const services = chosen as NonNullable<(typeof chosen)[number]>[];
  const durationMinutes = services.reduce((sum, s) => sum + s.duration_minutes, 0);

  const times =
    query.date && row.stylist_id !== null
      ? freeStartTimes({
          day: workingDay(row),
          taken: row.taken,
          durationMinutes,
          stepMinutes: row.slot_minutes,
          bufferMinutes: row.buffer_minutes,
        })
      : [];
  const { first, last } = bookingDateRange(row.days_ahead, now);
  return {
    store_id: query.store_id,
    stylist_id: row.stylist_id,
    date: query.date ?? null,
    currency: PAYMENT_CURRENCY,
    stylists: row.stylists,
    dates: row.dates,
    first_date: first,
    last_date: last,
    services: row.services,
    service_ids: services.map((s) => s.id),
    duration_minutes: durationMinutes,
    times: times.map(minutesToTime),
  };
}

/** The shortest service (the first in the menu's order among equals), as the list the form starts with. */
function shortest<T extends { duration_minutes: number }>(services: readonly T[]): T[] {
  const best = services.reduce<T | undefined>(
    (min, s) => (min === undefined || s.duration_minutes < min.duration_minutes ? s : min),
    undefined,
  );
  return best ? [best] : [];
}
