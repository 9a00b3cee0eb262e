import {
  BOOKING_TYPE,
  type Booking,
  canChangeBooking,
  type Language,
  type MyBookingsAnswer,
  type myBookingsSchema,
} from '@beauty/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { DomainError } from '../errors';
import type { Member } from '../http/viewer';
import { type BookingAnswerRow, selectBooking, selectBookingPage } from './booking-queries';
import { assertBookingRegion } from './slots';

/*
 * The member's appointments (spec section 3: upcoming and past). Upcoming: booked and not yet started;
 * everything else is past. Edit and cancel stay open until the change window (a setting, 24 hours) before
 * the start, by the shared rule the web shows.
 */

/** The answer for one booking: its type and whether the member may still change it, as of `now`. */
function toBooking(row: BookingAnswerRow, changeHours: number, now: Date): Booking {
  const booked = row.status === 'booked';
  const changeable = booked && canChangeBooking(row.starts_at, changeHours, now);
  return {
    ...row,
    type: booked && new Date(row.starts_at) > now ? BOOKING_TYPE.UPCOMING : BOOKING_TYPE.PAST,
    can_edit: changeable,
    can_cancel: changeable,
  };
}

/**
 * One booking in the answer shape; with `userId`, another member's booking is null as an unknown one is.
 * Runs inside a transaction too (the booking calls answer with it after their change).
 */
export async function findBooking(
  db: Db | Tx,
  language: Language,
  input: { bookingId: number; userId?: number; now?: Date },
): Promise<Booking | null> {
  const found = await selectBooking(db, language, {
    bookingId: input.bookingId,
    userId: input.userId ?? null,
  });
  return found.booking ? toBooking(found.booking, found.change_hours, input.now ?? new Date()) : null;
}

/** GET booking/getappointment: one of the caller's bookings; another member's, or none, is 404. */
export async function getBooking(
  db: Db,
  language: Language,
  member: Member,
  bookingId: number,
  now: Date = new Date(),
): Promise<Booking> {
  const found = await selectBooking(db, language, { bookingId, userId: member.userId });
  assertBookingRegion(found.country);
  if (!found.booking) throw new DomainError('not_found');
  return toBooking(found.booking, found.change_hours, now);
}

export type MyBookingsQuery = z.output<typeof myBookingsSchema>;

/** GET booking/myappointment: one page of the caller's upcoming (soonest first) or past (latest first). */
export async function myBookings(
  db: Db,
  language: Language,
  member: Member,
  query: MyBookingsQuery,
  now: Date = new Date(),
): Promise<MyBookingsAnswer> {
  const page = await selectBookingPage(db, language, {
    userId: member.userId,
    type: query.type,
    startDate: query.startDate ?? null,
    endDate: query.endDate ?? null,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
    now,
  });
  assertBookingRegion(page.country);
  return {
    type: query.type,
    appointments: page.bookings.map((row) => toBooking(row, page.change_hours, now)),
    total: page.total,
    page: query.page,
    per_page: query.per_page,
    change_hours: page.change_hours,
  };
}
