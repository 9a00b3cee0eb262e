import type { BookingStatus } from '@beauty/shared';
import type { Tx } from '../db/client';
import { AppError } from '../http/errors';
import { bookingSettings } from '../reference';
import type { MovedBooking, NoticeDeps } from './effects';
import {
  BOOKING_EFFECTS,
  BOOKING_NOTICES,
  BOOKING_TRANSITIONS,
  type BookingActor,
  type BookingMove,
  canMoveBooking,
} from './lifecycle';
import { selectBookingStart, updateBookingStatus } from './queries';

/*
 * The only writer of bookings.status after creation (an edit keeps it booked and goes through service.ts).
 */

export type MoveBookingOptions = {
  /** A cancellation's reason, kept on the booking. */
  reason?: string | undefined;
  /** The clock the member's change window is measured with; now by default. */
  now?: Date | undefined;
};

/** 409 booking_change_closed: a member's change inside the window before the start. */
export const changeClosed = (hours: number) => new AppError(409, 'booking_change_closed', {}, { hours });

/** The earliest start a member may still change at `now`: `hours` later (canChangeBooking's rule). */
const changeWindowEdge = (hours: number, now: Date) => new Date(now.getTime() + hours * 3_600_000);

/**
 * Moves an appointment through the lifecycle: the table decides whether the actor may (else 409
 * booking_not_changeable), one conditional update applies the move only if the booking is still in the state
 * it was read in and, for a member's cancel, still outside the change window (else 409 booking_change_closed
 * with the hours), so two racing moves cannot both win. The move's effects (BOOKING_EFFECTS) run in the
 * same transaction; its notices are the caller's to send after commit (notifyBookingMoved).
 */
export async function moveBooking(
  tx: Tx,
  booking: { id: number; status: BookingStatus },
  action: BookingMove,
  actor: BookingActor,
  options: MoveBookingOptions = {},
): Promise<MovedBooking> {
  if (!canMoveBooking(booking.status, action, actor)) throw AppError.conflict('booking_not_changeable');
  const { to, memberWindow, onceStarted } = BOOKING_TRANSITIONS[action];
  const now = options.now ?? new Date();
  const hours = memberWindow && actor === 'member' ? (await bookingSettings(tx)).changeHours : null;
  const startsNotBefore = hours === null ? null : changeWindowEdge(hours, now);
  const startedBy = onceStarted ? now : null;
  const moved = await updateBookingStatus(tx, {
    id: booking.id,
    from: booking.status,
    to,
    actor,
    reason: options.reason ?? null,
    startsNotBefore,
    startedBy,
  });
  if (!moved) {
    // Refused: name the time rule only if that, and not another move, is why.
    const current = await selectBookingStart(tx, booking.id);
    if (current && current.status === booking.status) {
      const start = new Date(current.starts_at).getTime();
      if (startsNotBefore && start < startsNotBefore.getTime()) throw changeClosed(hours!);
      if (startedBy && start > startedBy.getTime()) throw AppError.conflict('booking_not_started');
    }
    throw AppError.conflict('booking_not_changeable');
  }
  return runBookingEffects(tx, action, moved);
}

/** Runs a move's effects (BOOKING_EFFECTS) on the booking it left: a walk-in created completed runs complete's. */
export async function runBookingEffects(
  tx: Tx,
  action: BookingMove,
  booking: MovedBooking,
): Promise<MovedBooking> {
  for (const effect of BOOKING_EFFECTS[action]) Object.assign(booking, await effect(tx, booking));
  return booking;
}

/**
 * Sends what a committed move tells the member (BOOKING_NOTICES). A notice that fails is logged and
 * swallowed: the move stands, and the member sees it in the app.
 */
export async function notifyBookingMoved(
  deps: NoticeDeps & { log?: ((message: string, err: unknown) => void) | undefined },
  action: BookingMove,
  booking: MovedBooking,
): Promise<void> {
  for (const notice of BOOKING_NOTICES[action]) {
    try {
      await notice(deps, booking);
    } catch (err) {
      (deps.log ?? console.error)(`booking ${booking.id}: ${action} notice not sent`, err);
    }
  }
}
