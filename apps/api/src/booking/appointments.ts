import {
  APPOINTMENT_TYPE,
  type Appointment,
  canChangeBooking,
  type Language,
  type MyAppointmentsAnswer,
  type myAppointmentsSchema,
} from '@beauty/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { DomainError } from '../errors';
import type { Member } from '../http/viewer';
import { type AppointmentRow, selectAppointment, selectAppointmentPage } from './appointment-queries';
import { assertBookingRegion } from './slots';

/*
 * The member's appointments (spec section 3: upcoming and past). Upcoming: booked and not yet started;
 * everything else is past. Edit and cancel stay open until the change window (a setting, 24 hours) before
 * the start, by the shared rule the web shows.
 */

/** The answer for one booking: its type and whether the member may still change it, as of `now`. */
function toAppointment(row: AppointmentRow, changeHours: number, now: Date): Appointment {
  const booked = row.status === 'booked';
  const changeable = booked && canChangeBooking(row.starts_at, changeHours, now);
  return {
    ...row,
    type: booked && new Date(row.starts_at) > now ? APPOINTMENT_TYPE.UPCOMING : APPOINTMENT_TYPE.PAST,
    can_edit: changeable,
    can_cancel: changeable,
  };
}

/**
 * One booking in the answer shape; with `userId`, another member's booking is null as an unknown one is.
 * Runs inside a transaction too (the booking calls answer with it after their change).
 */
export async function findAppointment(
  db: Db | Tx,
  language: Language,
  input: { bookingId: number; userId?: number; now?: Date },
): Promise<Appointment | null> {
  const found = await selectAppointment(db, language, {
    bookingId: input.bookingId,
    userId: input.userId ?? null,
  });
  return found.appointment
    ? toAppointment(found.appointment, found.change_hours, input.now ?? new Date())
    : null;
}

/** GET booking/getappointment: one of the caller's bookings; another member's, or none, is 404. */
export async function getAppointment(
  db: Db,
  language: Language,
  member: Member,
  bookingId: number,
  now: Date = new Date(),
): Promise<Appointment> {
  const found = await selectAppointment(db, language, { bookingId, userId: member.userId });
  assertBookingRegion(found.country);
  if (!found.appointment) throw new DomainError('not_found');
  return toAppointment(found.appointment, found.change_hours, now);
}

export type MyAppointmentsQuery = z.output<typeof myAppointmentsSchema>;

/** GET booking/myappointment: one page of the caller's upcoming (soonest first) or past (latest first). */
export async function myAppointments(
  db: Db,
  language: Language,
  member: Member,
  query: MyAppointmentsQuery,
  now: Date = new Date(),
): Promise<MyAppointmentsAnswer> {
  const page = await selectAppointmentPage(db, language, {
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
    appointments: page.appointments.map((row) => toAppointment(row, page.change_hours, now)),
    total: page.total,
    page: query.page,
    per_page: query.per_page,
    change_hours: page.change_hours,
  };
}
