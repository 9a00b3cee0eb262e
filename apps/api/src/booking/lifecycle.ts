import type { BookingStatus } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  type Actor,
  arrive,
  type Effect,
  type Lifecycle,
  type Move,
  type Notice,
  roleOf,
  type Transition,
} from '../db/lifecycle';
import { DomainError } from '../errors';
import { bookingSettings, bookingSettingsSql } from '../reference';
import {
  announceCancellation,
  type BookingRow,
  type MovedBooking,
  type NoticeDeps,
  recordVisit,
  sendCancellationSms,
  useHeldVoucher,
} from './effects';
import { selectBookingStart } from './queries';

export type BookingAction = 'edit' | 'cancel' | 'complete' | 'no_show';

type BookingTransition = Transition<BookingStatus> & {
  /**
   * A member's move is refused from this many hours before the start (the shop's booking_change_hours);
   * the operator's is not.
   */
  memberWindow?: boolean;
  /**
   * Only once the appointment has started (409 booking_not_started before): a visit cannot be recorded, nor
   * a member marked absent, ahead of the time they were expected.
   */
  onceStarted?: boolean;
};

/**
 * The appointment lifecycle, in one table. An appointment is created booked (bookappointment, or the
 * operator on the member's behalf) or, for a walk-in the operator records, completed with its visit at once.
 * From booked: edited (salon, stylist, time, services, remarks; it stays booked), cancelled, completed (the
 * visit, with its POS transaction number) or marked a no-show. Any other move is refused (409
 * booking_not_changeable); a member's edit or cancel within the change window too (409 booking_change_closed).
 */
export const BOOKING_TRANSITIONS: Record<BookingAction, BookingTransition> = {
  edit: { from: ['booked'], to: 'booked', actors: ['member', 'operator'], memberWindow: true },
  cancel: {
    from: ['booked'],
    to: 'cancelled',
    actors: ['member', 'operator'],
    stamp: 'cancelled_at',
    memberWindow: true,
  },
  complete: {
    from: ['booked'],
    to: 'completed',
    actors: ['operator'],
    stamp: 'completed_at',
    onceStarted: true,
  },
  no_show: { from: ['booked'], to: 'no_show', actors: ['operator'], onceStarted: true },
};

/** The moves `move` makes of a booking; an edit changes the booking in place (service.ts). */
export type BookingMove = Exclude<BookingAction, 'edit'>;

export type BookingFacts = {
  /** A cancellation's reason, kept on the booking. */
  reason?: string | undefined;
  /** The clock the change window and the start are measured with; the move's time by default. */
  now?: Date | undefined;
};

/** 409 booking_change_closed: a member's change inside the window before the start. */
export const changeClosed = (hours: number) =>
  new DomainError('booking_change_closed', { values: { hours } });

type BookingStep = Move<BookingStatus, BookingAction, BookingFacts>;
type BookingEffect = Effect<BookingStatus, BookingAction, BookingRow, BookingFacts>;
type BookingNotice = Notice<BookingStatus, BookingRow, NoticeDeps>;

/**
 * What else happens when an appointment moves, per move, in the order listed: `move` runs them in the
 * move's transaction, so the member's cancel, the operator's and a walk-in (created completed, with the
 * complete effects: completeOnCreation) have the same consequences. A voucher is held by the booking row
 * itself (bookings.voucher_id, unique among booked and completed appointments): creating or editing a booking
 * sets it (service.ts), and cancel and no-show release it by the status change alone, as they free the
 * stylist's time (the exclusion constraints cover booked and completed appointments only). A cancellation is
 * announced to the member (notification/) here, so it is recorded only if the cancel commits; booking and
 * editing announce theirs in their own transactions (service.ts).
 */
export const BOOKING_EFFECTS: Record<BookingMove, readonly BookingEffect[]> = {
  cancel: [announceCancellation],
  complete: [useHeldVoucher, recordVisit],
  no_show: [],
};

/**
 * What is said to the member once a move has committed (never inside the transaction: a text message cannot
 * be rolled back; a notification, which can, is an effect). Callers send them with `announce`; a failure to
 * send is logged and does not undo the move.
 */
export const BOOKING_NOTICES: Record<BookingMove, readonly BookingNotice[]> = {
  cancel: [sendCancellationSms],
  complete: [],
  no_show: [],
};

const clockOf = (step: BookingStep) => step.facts.now ?? step.at;
const windowed = (step: BookingStep) =>
  BOOKING_TRANSITIONS[step.action].memberWindow === true && roleOf(step.actor) === 'member';

/**
 * The appointment lifecycle as `move` runs it (bookings, no history table). A member's windowed move applies
 * only while the start is at least the shop's change hours away, read in the same statement; a move allowed
 * once started only when the start has come. The cancel keeps who cancelled (the actor's role) and why.
 */
export const BOOKING_LIFECYCLE: Lifecycle<
  BookingStatus,
  BookingAction,
  BookingRow,
  BookingFacts,
  NoticeDeps,
  BookingTransition
> = {
  name: 'booking',
  table: 'bookings',
  transitions: BOOKING_TRANSITIONS,
  refusal: 'booking_not_changeable',
  returning: sql`id, user_id, voucher_id, null::text as pos_transaction_id`,
  where: (step) => {
    const now = clockOf(step).toISOString();
    return [
      ...(windowed(step)
        ? [
            sql`starts_at >= ${now}::timestamptz
              + make_interval(hours => (select "changeHours" from (${bookingSettingsSql}) s))`,
          ]
        : []),
      ...(BOOKING_TRANSITIONS[step.action].onceStarted ? [sql`starts_at <= ${now}::timestamptz`] : []),
    ];
  },
  set: ({ to, actor, facts }) => [
    sql`updated_at = now()`,
    ...(to === 'cancelled'
      ? [sql`cancel_reason = ${facts.reason ?? null}`, sql`cancelled_by = ${roleOf(actor)}`]
      : []),
  ],
  effects: BOOKING_EFFECTS,
  notices: BOOKING_NOTICES,
  // Refused: name the time rule only if that, and not another move, is why.
  async explain(tx, id, step) {
    const current = await selectBookingStart(tx, id);
    if (!current || !BOOKING_TRANSITIONS[step.action].from.includes(current.status)) return;
    const start = new Date(current.starts_at).getTime();
    const now = clockOf(step).getTime();
    if (windowed(step)) {
      const hours = (await bookingSettings(tx)).changeHours;
      if (start < now + hours * 3_600_000) throw changeClosed(hours);
    }
    if (BOOKING_TRANSITIONS[step.action].onceStarted && start > now)
      throw new DomainError('booking_not_started');
  },
};

/**
 * A walk-in is created completed (queries.ts insertBooking, its first state): no move, but complete's
 * effects (the visit, a held voucher used) run on it in the creating transaction, as for a completed booking.
 */
export const completeOnCreation = (tx: Tx, booking: MovedBooking, actor: Actor): Promise<MovedBooking> =>
  // Whoever may complete a booking may record a visit already over: the table's actors, as a move checks.
  arrive(tx, BOOKING_LIFECYCLE, booking, 'complete', actor, {});
