import {
  type Booking,
  type BookingSource,
  bookingDateProblem,
  type CreateBooking,
  canChangeBooking,
  type EditBooking,
  isFreeStart,
  type Language,
  type MessageKey,
  shopToday,
  timeToMinutes,
} from '@beauty/shared';
import type { Db, Tx } from '../db/client';
import { databaseError, SQLSTATE } from '../db/errors';
import { type Actor, announce, canMove, memberActor, move, roleOf } from '../db/lifecycle';
import { takeLocks } from '../db/locks';
import { selectMemberCountry } from '../db/members';
import { DomainError } from '../errors';
import { type BookingSettings, bookingSettings } from '../reference';
import { holdVoucherForBooking } from '../wallet';
import { findBooking } from './bookings';
import { announceBooking, type MovedBooking, type NoticeDeps } from './effects';
import { BOOKING_LIFECYCLE, BOOKING_TRANSITIONS, changeClosed, completeOnCreation } from './lifecycle';
import {
  type BookingTime,
  countUpcoming,
  insertBooking,
  selectBookingForUpdate,
  updateBooking,
  writeBookingServices,
} from './queries';
import { assertBookingRegion, type StylistDay, stylistDay } from './slots';

/*
 * Booking, editing and cancelling appointments, and the operator's walk-ins. The rules are checked inside
 * the transaction that writes, for a clear message; what makes double booking impossible is the database:
 * the exclusion constraints bookings_stylist_no_overlap and bookings_member_no_overlap, whose refusal of a
 * racing request is answered as the same 409 a check would have given. The member's limit of upcoming
 * appointments is counted under their advisory lock (booking_member), so two bookings at once cannot both
 * pass it.
 */

/** An appointment to make, or what an edit makes of one. `time` is "HH:mm" on the shop's clock. */
export type BookingInput = {
  userId: number;
  storeId: number;
  stylistId: number;
  date: string;
  time: string;
  serviceIds: readonly number[];
  remarks?: string | undefined;
  /** A service voucher of the member's to pay with (wallet): held while booked, used when completed. */
  voucherId?: number | undefined;
};

export type BookingContext = { source: BookingSource; actor: Actor; now?: Date | undefined };

/** What the rules make of an appointment: where it lies, and the services with their prices now. */
type StylistService = StylistDay['services'][number];
type Plan = BookingTime & { services: StylistService[]; totalCents: number };

/** The database's refusals of a racing request, by constraint, as the answers a check gives. */
const CONFLICTS: Record<string, MessageKey> = {
  bookings_stylist_no_overlap: 'booking_slot_taken',
  bookings_member_no_overlap: 'booking_member_overlap',
  bookings_voucher_idx: 'booking_voucher_unusable',
};
const ATTEMPTS = 3;

/**
 * Runs a writing transaction, answering an overlap or a voucher already held that the database refused as
 * its 409. A deadlock (a voucher held by a booking the operator is completing at that moment) is retried.
 */
async function withBookingConflicts<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (err instanceof DomainError) throw err;
      const e = databaseError(err);
      if (e?.code === SQLSTATE.deadlock && attempt < ATTEMPTS) continue;
      const refused = e?.code === SQLSTATE.exclusionViolation || e?.code === SQLSTATE.uniqueViolation;
      const key = refused && e?.constraint ? CONFLICTS[e.constraint] : undefined;
      if (key) throw new DomainError(key);
      throw err;
    }
  }
}

/**
 * Appointments are for Singapore members (spec section 1), as checkslot says (slots.ts); an unknown member
 * (an operator's walk-in for a wrong id) is 404.
 */
async function assertMemberRegion(tx: Tx, userId: number): Promise<void> {
  const country = await selectMemberCountry(tx, userId);
  if (country === null) throw new DomainError('not_found');
  assertBookingRegion(country);
}

/**
 * Checks an appointment against the rules, inside the writing transaction: the date (from tomorrow to the
 * last bookable day; a walk-in today or before), the stylist at that store, the services that stylist does
 * there (in the order chosen), and the whole appointment inside working hours, outside breaks and leave, on
 * the slot grid (a walk-in at any minute) and, with the buffer after it, free of other appointments.
 */
async function planBooking(
  tx: Tx,
  settings: BookingSettings,
  input: BookingInput,
  options: { now: Date; walkIn?: boolean; excludeBookingId?: number },
): Promise<Plan> {
  if (options.walkIn) {
    if (input.date > shopToday(options.now)) throw new DomainError('booking_walk_in_future');
  } else if (bookingDateProblem(input.date, settings.daysAhead, options.now)) {
    throw new DomainError('booking_date_out_of_range', { values: { days: settings.daysAhead } });
  }
  const startMinute = timeToMinutes(input.time);
  if (startMinute === null)
    throw new DomainError('validation_failed', { fields: { time: ['booking_time_invalid'] } });
  if (input.serviceIds.length === 0) throw new DomainError('booking_services_required');

  const day = await stylistDay(tx, {
    storeId: input.storeId,
    stylistId: input.stylistId,
    date: input.date,
    ...(options.excludeBookingId === undefined ? {} : { excludeBookingId: options.excludeBookingId }),
  });
  if (!day) throw new DomainError('booking_stylist_unavailable');
  const services = input.serviceIds.map((id) => day.services.find((s) => s.id === id));
  if (services.some((s) => s === undefined)) throw new DomainError('booking_service_unavailable');
  const chosen = services as StylistService[];
  const durationMinutes = chosen.reduce((sum, s) => sum + s.duration_minutes, 0);

  const fit = {
    day: day.day,
    taken: [],
    durationMinutes,
    stepMinutes: options.walkIn ? 1 : settings.slotMinutes,
    bufferMinutes: settings.bufferMinutes,
  };
  if (!isFreeStart(fit, startMinute)) throw new DomainError('booking_outside_hours');
  if (!isFreeStart({ ...fit, taken: day.taken }, startMinute)) throw new DomainError('booking_slot_taken');
  return {
    date: input.date,
    startMinute,
    durationMinutes,
    bufferMinutes: settings.bufferMinutes,
    services: chosen,
    totalCents: chosen.reduce((sum, s) => sum + s.price_cents, 0),
  };
}

/** The voucher an appointment pays with, checked and locked (wallet); null for none. */
async function holdVoucher(tx: Tx, input: BookingInput): Promise<number | null> {
  if (input.voucherId === undefined) return null;
  const voucher = await holdVoucherForBooking(tx, {
    voucherId: input.voucherId,
    userId: input.userId,
    storeId: input.storeId,
    date: input.date,
    serviceIds: input.serviceIds,
  });
  return voucher.id;
}

/**
 * Books an appointment for a member: the member's call (source web or app) and the operator's on their
 * behalf (source operator) go through here alike. Refusals, in order: 404 no such member; 403
 * booking_region_only; 422 booking_date_out_of_range {days}, booking_services_required,
 * booking_stylist_unavailable, booking_service_unavailable, booking_outside_hours; 409 booking_slot_taken;
 * 422 booking_limit {count} (upcoming appointments held); the voucher's refusals (wallet
 * holdVoucherForBooking); 409 booking_member_overlap or booking_slot_taken from the database when another
 * request won the time first. Answers the booking as created, announced to the member (appointment_booked) in
 * the same transaction.
 */
export async function createBooking(
  db: Db,
  input: BookingInput,
  context: BookingContext,
): Promise<MovedBooking> {
  const now = context.now ?? new Date();
  return withBookingConflicts(() =>
    db.transaction(async (tx) => {
      await takeLocks(tx, [['booking_member', input.userId]]);
      await assertMemberRegion(tx, input.userId);
      const settings = await bookingSettings(tx);
      const plan = await planBooking(tx, settings, input, { now });
      if ((await countUpcoming(tx, input.userId)) >= settings.maxUpcoming)
        throw new DomainError('booking_limit', { values: { count: settings.maxUpcoming } });
      const voucherId = await holdVoucher(tx, input);
      const booking = await insertBooking(tx, {
        ...plan,
        userId: input.userId,
        storeId: input.storeId,
        stylistId: input.stylistId,
        // Created in the lifecycle's first state.
        status: 'booked',
        source: context.source,
        remarks: input.remarks ?? '',
        totalCents: plan.totalCents,
        voucherId,
      });
      await writeBookingServices(tx, booking.id, input.serviceIds);
      await announceBooking(tx, booking.id, 'appointment_booked', `appointment_booked:${booking.id}`);
      return booking;
    }),
  );
}

/**
 * Changes a booked appointment in place (salon, stylist, date, time, services, remarks and voucher: the
 * request says them all, so no voucher means none is held any more). The member's own only (else 404),
 * booked (else 409 booking_not_changeable) and, for the member, outside the change window (409
 * booking_change_closed {hours}); then the rules of a new booking, the appointment's own time not counting
 * as taken. A new store, day or time is announced to the member (appointment_changed) in the same
 * transaction. The exclusion constraints check the updated row, so an edit racing a new booking for the same
 * time leaves one of them, never an overlap.
 */
export async function editBooking(
  db: Db,
  input: BookingInput & { bookingId: number },
  context: { actor: Actor; now?: Date | undefined },
): Promise<{ id: number }> {
  const now = context.now ?? new Date();
  return withBookingConflicts(() =>
    db.transaction(async (tx) => {
      await takeLocks(tx, [['booking_member', input.userId]]);
      await assertMemberRegion(tx, input.userId);
      const booking = await selectBookingForUpdate(tx, input.bookingId, input.userId);
      if (!booking) throw new DomainError('not_found');
      // An edit is no move (the booking stays booked, changed in place): the table only says who may.
      if (!canMove(BOOKING_LIFECYCLE, booking.status, 'edit', context.actor))
        throw new DomainError('booking_not_changeable');
      const settings = await bookingSettings(tx);
      const windowed = BOOKING_TRANSITIONS.edit.memberWindow && roleOf(context.actor) === 'member';
      if (windowed && !canChangeBooking(new Date(booking.starts_at_ms), settings.changeHours, now))
        throw changeClosed(settings.changeHours);
      const plan = await planBooking(tx, settings, input, { now, excludeBookingId: booking.id });
      const voucherId = await holdVoucher(tx, input);
      await updateBooking(tx, booking.id, {
        ...plan,
        storeId: input.storeId,
        stylistId: input.stylistId,
        remarks: input.remarks ?? '',
        voucherId,
      });
      await writeBookingServices(tx, booking.id, input.serviceIds);
      // The notice names the store, day and time: an edit of the stylist, services or remarks alone is no news.
      const moved =
        booking.store_id !== input.storeId ||
        booking.date !== plan.date ||
        timeToMinutes(booking.time) !== plan.startMinute;
      if (moved) await announceBooking(tx, booking.id, 'appointment_changed');
      return { id: booking.id };
    }),
  );
}

export type CancelInput = {
  bookingId: number;
  /** The member whose booking it must be (another's is 404); absent for the operator. */
  userId?: number | undefined;
  actor: Actor;
  reason?: string | undefined;
  now?: Date | undefined;
};

/**
 * Cancels a booked appointment (BOOKING_LIFECYCLE: a member's until the change window), which frees the time
 * and releases its voucher, then texts the member once the cancellation has committed.
 */
export async function cancelBooking(
  deps: NoticeDeps & { log?: (message: string, err: unknown) => void },
  input: CancelInput,
): Promise<MovedBooking> {
  const moved = await deps.db.transaction(async (tx) => {
    if (input.userId !== undefined) await assertMemberRegion(tx, input.userId);
    const booking = await selectBookingForUpdate(tx, input.bookingId, input.userId);
    if (!booking) throw new DomainError('not_found');
    return move(tx, BOOKING_LIFECYCLE, booking, 'cancel', input.actor, {
      reason: input.reason,
      now: input.now,
    });
  });
  await announce(BOOKING_LIFECYCLE, deps, 'cancel', moved);
  return moved;
}

export type WalkInInput = Omit<BookingInput, 'voucherId'>;

/**
 * Records a walk-in visit (the operator's): an appointment of the member's that is completed from the start,
 * source operator, with its salon visit and POS transaction number (the complete effects), in one
 * transaction. Today or an earlier day (else 422 booking_walk_in_future), at any minute inside the stylist's
 * hours, and the same overlap rules as a booking.
 */
export async function recordWalkIn(
  db: Db,
  input: WalkInInput,
  actor: Actor,
  now: Date = new Date(),
): Promise<MovedBooking> {
  return withBookingConflicts(() =>
    db.transaction(async (tx) => {
      await assertMemberRegion(tx, input.userId);
      const settings = await bookingSettings(tx);
      const plan = await planBooking(tx, settings, input, { now, walkIn: true });
      const booking = await insertBooking(tx, {
        ...plan,
        userId: input.userId,
        storeId: input.storeId,
        stylistId: input.stylistId,
        // A walk-in's first state: the visit is over (complete's effects run on it, completeOnCreation).
        status: 'completed',
        source: 'operator',
        remarks: input.remarks ?? '',
        totalCents: plan.totalCents,
        voucherId: null,
      });
      await writeBookingServices(tx, booking.id, input.serviceIds);
      return completeOnCreation(tx, booking, actor);
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------
// The member's calls, answered with the appointment as it now is

async function answer(db: Db, language: Language, bookingId: number, userId: number): Promise<Booking> {
  const booking = await findBooking(db, language, { bookingId, userId });
  if (!booking) throw new DomainError('not_found');
  return booking;
}

const memberBookingInput = (userId: number, body: CreateBooking): BookingInput => ({
  userId,
  storeId: body.store_id,
  stylistId: body.stylist_id,
  date: body.date,
  time: body.time,
  serviceIds: body.service_ids,
  remarks: body.remarks,
  voucherId: body.voucher_id,
});

export async function bookForMember(
  db: Db,
  language: Language,
  userId: number,
  body: CreateBooking,
  source: BookingSource,
): Promise<Booking> {
  const booking = await createBooking(db, memberBookingInput(userId, body), {
    source,
    actor: memberActor(userId),
  });
  return answer(db, language, booking.id, userId);
}

export async function editForMember(
  db: Db,
  language: Language,
  userId: number,
  body: EditBooking,
): Promise<Booking> {
  await editBooking(
    db,
    { ...memberBookingInput(userId, body), bookingId: body.booking_id },
    { actor: memberActor(userId) },
  );
  return answer(db, language, body.booking_id, userId);
}

export async function cancelForMember(
  deps: NoticeDeps & { log?: (message: string, err: unknown) => void },
  language: Language,
  userId: number,
  body: { booking_id: number; reason?: string | undefined },
): Promise<Booking> {
  await cancelBooking(deps, {
    bookingId: body.booking_id,
    userId,
    actor: memberActor(userId),
    reason: body.reason,
  });
  return answer(deps.db, language, body.booking_id, userId);
}
