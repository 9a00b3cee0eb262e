import { type BookingStatus, message } from '@beauty/shared';
import type { Db, Tx } from '../db/client';
import type { Move, Moved } from '../db/lifecycle';
import { notify } from '../notification';
import { SMS_SHOP_NAME, type SmsProvider } from '../sms/provider';
import { useBookingVoucher } from '../wallet';
import { insertVisit, selectBookingFacts, selectCancellationText } from './queries';

/*
 * The consequences of an appointment's moves, listed per move in BOOKING_EFFECTS and BOOKING_NOTICES
 * (lifecycle.ts). Function declarations, so the tables can name them whichever module is loaded first.
 */

/** What a move answers of an appointment (BOOKING_LIFECYCLE's `returning`): what its effects need. */
export type BookingRow = {
  user_id: number;
  voucher_id: number | null;
  /** The visit's number once completed (recordVisit), else null. */
  pos_transaction_id: string | null;
};

/** The appointment as a move left it, and what the caller learns. */
export type MovedBooking = Moved<BookingStatus, BookingRow>;

/** What a notice after commit may use. */
export type NoticeDeps = { db: Db; sms: SmsProvider };

/** Completed: the voucher the booking held, if any, is used (wallet). */
export async function useHeldVoucher(
  tx: Tx,
  booking: MovedBooking,
  move: Move<BookingStatus, string, unknown>,
): Promise<undefined> {
  // The voucher is used by whoever completed the visit (BOOKING_TRANSITIONS.complete: the shop).
  if (booking.voucher_id !== null) await useBookingVoucher(tx, booking.voucher_id, move.actor);
  return undefined;
}

/**
 * Completed: the salon visit, which reviews are written against. Its pos_transaction_id is "POS", the shop
 * date of the appointment (YYYYMMDD) and the booking id padded to at least 8 digits (POS2025061400001234):
 * unique because the booking id is, readable at the till, and the same number whenever it is shown.
 */
export async function recordVisit(tx: Tx, booking: MovedBooking): Promise<Partial<BookingRow>> {
  return { pos_transaction_id: await insertVisit(tx, booking.id) };
}

/** The page a notification about an appointment opens. */
export const bookingLink = (bookingId: number): string => `/appointment/detail/${bookingId}`;

type BookingNoticeKind = 'appointment_booked' | 'appointment_changed' | 'appointment_cancelled';

/**
 * The member hears of their appointment as it now is (its shop date, time and store), in the transaction of
 * the change: booked, changed (an edit, service.ts) or cancelled. `key` makes a repeat one event; an edit has
 * none, as each edit is news of its own.
 */
export async function announceBooking(
  tx: Tx,
  bookingId: number,
  kind: BookingNoticeKind,
  key?: string,
): Promise<void> {
  const facts = await selectBookingFacts(tx, bookingId);
  if (!facts) return;
  const { user_id, ...noticeFacts } = facts;
  await notify(tx, user_id, { kind, facts: noticeFacts, link: bookingLink(bookingId) }, key);
}

/** Cancelled, by the member or the operator: the member's notification (the text message follows commit). */
export async function announceCancellation(tx: Tx, booking: MovedBooking): Promise<undefined> {
  await announceBooking(tx, booking.id, 'appointment_cancelled', `appointment_cancelled:${booking.id}`);
  return undefined;
}

/** Cancelled: one text message to the member, in their language, saying which appointment it was. */
export async function sendCancellationSms(deps: NoticeDeps, booking: MovedBooking): Promise<void> {
  const text = await selectCancellationText(deps.db, booking.id);
  if (!text) return;
  await deps.sms.send({
    phoneCode: text.phone_code,
    mobile: text.mobile,
    body: message('booking_cancelled_sms', text.language, {
      shop: SMS_SHOP_NAME,
      date: text.date,
      time: text.time,
      store: text.store,
    }),
  });
}
