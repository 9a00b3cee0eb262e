import type { BookingStatus } from '@beauty/shared';

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
};

/**
 * The appointment lifecycle, in one table. An appointment is created booked (bookappointment, or the
 * operator on the member's behalf) or, for a walk-in the operator records, completed with its visit at once.
 * From booked: edited (salon, stylist, time, services, remarks; it stays booked), cancelled, completed (the
 * visit, with its POS transaction number) or marked a no-show. Any other move is refused (409).
 */
export const BOOKING_TRANSITIONS: Record<BookingAction, Transition> = {
  edit: { from: ['booked'], to: 'booked', actors: ['member', 'operator'], memberWindow: true },
  cancel: { from: ['booked'], to: 'cancelled', actors: ['member', 'operator'], memberWindow: true },
  complete: { from: ['booked'], to: 'completed', actors: ['operator'] },
  no_show: { from: ['booked'], to: 'no_show', actors: ['operator'] },
};

/**
 * What else happens when an appointment moves, listed beside the table (booking/effects.ts runs them in the
 * move's transaction, except the text message, sent once it has committed):
 * - create: the voucher, if any, is checked and held (bookings.voucher_id, unique among booked and completed).
 * - edit: the old voucher hold is replaced by the new one, if any.
 * - cancel: the voucher is released (the booking no longer holds it); the member gets a cancellation SMS.
 * - complete: the held voucher is used; a salon visit is recorded with its pos_transaction_id.
 * - no_show: the voucher is released.
 * A cancelled or no-show appointment frees the stylist's time: the exclusion constraints cover booked and
 * completed appointments only.
 */
export const BOOKING_EFFECTS = {
  edit: ['replace the voucher hold'],
  cancel: ['release the voucher', 'cancellation SMS after commit'],
  complete: ['use the voucher', 'record the salon visit'],
  no_show: ['release the voucher'],
} as const satisfies Record<BookingAction, readonly string[]>;

export function canMoveBooking(status: BookingStatus, action: BookingAction, actor: BookingActor): boolean {
  const t = BOOKING_TRANSITIONS[action];
  return t.from.includes(status) && t.actors.includes(actor);
}
