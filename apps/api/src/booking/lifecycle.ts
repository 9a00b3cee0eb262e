import type { BookingStatus } from '@beauty/shared';
import {
  announceCancellation,
  type BookingEffect,
  type BookingNotice,
  recordVisit,
  sendCancellationSms,
  useHeldVoucher,
} from './effects';

/** Who may move an appointment: the member who holds it, or the shop's operator (staff, `npm run ops`). */
export type BookingActor = 'member' | 'operator';

export type BookingAction = 'edit' | 'cancel' | 'complete' | 'no_show';

type Transition = {
  from: readonly BookingStatus[];
  to: BookingStatus;
  actors: readonly BookingActor[];
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
export const BOOKING_TRANSITIONS: Record<BookingAction, Transition> = {
  edit: { from: ['booked'], to: 'booked', actors: ['member', 'operator'], memberWindow: true },
  cancel: { from: ['booked'], to: 'cancelled', actors: ['member', 'operator'], memberWindow: true },
  complete: { from: ['booked'], to: 'completed', actors: ['operator'], onceStarted: true },
  no_show: { from: ['booked'], to: 'no_show', actors: ['operator'], onceStarted: true },
};

/** The moves moveBooking (transitions.ts) makes; an edit changes the booking in place (service.ts). */
export type BookingMove = Exclude<BookingAction, 'edit'>;

/**
 * What else happens when an appointment moves, per move, in the order listed: moveBooking runs them in the
 * move's transaction, so the member's cancel, the operator's and a walk-in (created completed, with the
 * complete effects) have the same consequences. A voucher is held by the booking row itself
 * (bookings.voucher_id, unique among booked and completed appointments): creating or editing a booking sets
 * it (service.ts), and cancel and no-show release it by the status change alone, as they free the stylist's
 * time (the exclusion constraints cover booked and completed appointments only). A cancellation is announced
 * to the member (notification/) here, so it is recorded only if the cancel commits; booking and editing
 * announce theirs in their own transactions (service.ts).
 */
export const BOOKING_EFFECTS: Record<BookingMove, readonly BookingEffect[]> = {
  cancel: [announceCancellation],
  complete: [useHeldVoucher, recordVisit],
  no_show: [],
};

/**
 * What is said to the member once a move has committed (never inside the transaction: a text message cannot
 * be rolled back; a notification, which can, is an effect). Callers run them with notifyBookingMoved (transitions.ts); a failure to send is logged and
 * does not undo the move.
 */
export const BOOKING_NOTICES: Record<BookingMove, readonly BookingNotice[]> = {
  cancel: [sendCancellationSms],
  complete: [],
  no_show: [],
};

export function canMoveBooking(status: BookingStatus, action: BookingAction, actor: BookingActor): boolean {
  const t = BOOKING_TRANSITIONS[action];
  return t.from.includes(status) && t.actors.includes(actor);
}
