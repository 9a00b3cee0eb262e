import { isCalendarDate, isoWeekday, minutesToTime, shopToday } from '@beauty/shared';
import type { Db } from '../db/client';
import { type Actor, announce, move } from '../db/lifecycle';
import { DomainError } from '../errors';
import type { SmsProvider } from '../sms/provider';
import { BOOKING_LIFECYCLE, type BookingMove } from './lifecycle';
import {
  type OperatorBookingRow,
  selectBookingStatus,
  selectMemberId,
  selectOperatorBooking,
  selectStore,
  selectStoreDayBookings,
  selectStylistsDay,
} from './operator-queries';
import { recordWalkIn, type WalkInInput } from './service';

/*
 * The salon's own moves of appointments, until a back office exists: the operator API (booking/admin-routes.ts)
 * serves them and `npm run ops` calls them by the names and summaries below (GET /api/ops/commands lists them
 * with the order's and the wallet's). Completing, marking a no-show and cancelling go through the one
 * lifecycle (`move` with BOOKING_LIFECYCLE, as the operator: no change window); a walk-in is recorded as
 * members book (recordWalkIn). What a move tells the member (the cancellation text) goes once it has
 * committed, as after a member's own move (`announce`). Schedules: booking/schedule.ts.
 */

export type OperatorDeps = { db: Db; sms: SmsProvider };

export const BOOKING_OPERATOR_COMMANDS = [
  {
    name: 'day',
    summary: "A store's appointments on a day, per stylist: day <store id> [YYYY-MM-DD] (today by default)",
  },
  {
    name: 'complete-booking',
    summary:
      "Complete a booked appointment; prints the visit's POS transaction number: complete-booking <booking id>",
  },
  { name: 'no-show', summary: 'Mark a booked appointment a no-show: no-show <booking id>' },
  {
    name: 'cancel-booking',
    summary:
      "Cancel an appointment on the member's behalf, at any time: cancel-booking <booking id> [reason]",
  },
  {
    name: 'walk-in',
    summary:
      'Record a walk-in visit (completed at once): walk-in <member mobile or id> <store id> <stylist id> <YYYY-MM-DD> <HH:mm> <service ids, e.g. 1,4>',
  },
  {
    name: 'hours',
    summary:
      "Set a stylist's hours on a weekday: hours <stylist id> <1-7|mon..sun> <HH:mm-HH:mm|off> [break <HH:mm-HH:mm|none>] [--force]",
  },
  {
    name: 'leave',
    summary: 'Put a stylist on leave: leave <stylist id> <first day> [last day] [reason] [--force]',
  },
] as const;

export type StoreDay = {
  store: { id: number; name: string };
  date: string;
  weekday: number;
  stylists: {
    id: number;
    name: string;
    title: string;
    active: boolean;
    /** "HH:mm-HH:mm"; null: not working that day (day off or leave). */
    hours: string | null;
    breaks: string[];
    /** The reason of the leave the stylist is on that day, if any. */
    leave: string | null;
    bookings: OperatorBookingRow[];
  }[];
};

/** A store's day: each stylist's hours, breaks or leave, and appointments (every status), in time order. */
export async function storeDay(db: Db, storeId: number, date: string = shopToday()): Promise<StoreDay> {
  if (!isCalendarDate(date))
    throw new DomainError('validation_failed', { fields: { date: ['invalid_date'] } });
  const store = await selectStore(db, storeId);
  if (!store) throw new DomainError('not_found');
  const weekday = isoWeekday(date);
  const [team, bookings] = await Promise.all([
    selectStylistsDay(db, storeId, date, weekday),
    selectStoreDayBookings(db, storeId, date),
  ]);
  return {
    store,
    date,
    weekday,
    stylists: team
      .map((st) => {
        const works = st.start_minute !== null && st.end_minute !== null && st.leave === null;
        return {
          id: st.id,
          name: st.name,
          title: st.title,
          active: st.is_active,
          hours: works ? `${minutesToTime(st.start_minute!)}-${minutesToTime(st.end_minute!)}` : null,
          breaks: works ? st.breaks.map(([s, e]) => `${minutesToTime(s)}-${minutesToTime(e)}`) : [],
          leave: st.leave,
          bookings: bookings.filter((b) => b.stylist_id === st.id),
        };
      })
      // A stylist who has left the store shows only where old appointments still name them.
      .filter((st) => st.active || st.bookings.length > 0),
  };
}

/** One move of an appointment by the shop; answers the appointment after it. 404, or 409 from the lifecycle. */
async function moveAsOperator(
  deps: OperatorDeps,
  bookingId: number,
  action: BookingMove,
  actor: Actor,
  reason?: string,
): Promise<OperatorBookingRow> {
  const moved = await deps.db.transaction(async (tx) => {
    const booking = await selectBookingStatus(tx, bookingId);
    if (!booking) throw new DomainError('not_found');
    return move(tx, BOOKING_LIFECYCLE, booking, action, actor, { reason });
  });
  await announce(BOOKING_LIFECYCLE, deps, action, moved);
  return (await selectOperatorBooking(deps.db, bookingId))!;
}

/** The visit happened: completed, with its salon visit and POS transaction number (reviews quote it). */
export const completeBooking = (deps: OperatorDeps, bookingId: number, actor: Actor) =>
  moveAsOperator(deps, bookingId, 'complete', actor);

export const markNoShow = (deps: OperatorDeps, bookingId: number, actor: Actor) =>
  moveAsOperator(deps, bookingId, 'no_show', actor);

/** Cancelled on the member's behalf (they called the salon): no change window for the operator. */
export const cancelForMember = (deps: OperatorDeps, bookingId: number, actor: Actor, reason?: string) =>
  moveAsOperator(deps, bookingId, 'cancel', actor, reason);

/**
 * A member who walked in: a completed appointment with its visit, by the rules members book by (the stylist's
 * hours, services and free time). The member by Singapore mobile number or by id; 404 when none.
 */
export async function walkIn(
  db: Db,
  input: Omit<WalkInInput, 'userId'> & { member: { userId: number } | { mobile: string } },
  actor: Actor,
): Promise<OperatorBookingRow> {
  const { member, ...visit } = input;
  const userId = await selectMemberId(db, member);
  if (userId === null) throw new DomainError('not_found');
  const made = await recordWalkIn(db, { ...visit, userId }, actor);
  return (await selectOperatorBooking(db, made.id))!;
}
