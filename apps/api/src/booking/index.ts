/*
 * What others use of the booking domain: the profile's next appointment (account), the operator's moves and
 * walk-ins (ops, through booking/operator.ts and these), booking on a member's behalf, and the lifecycle's
 * names. Only booking/ writes bookings, booking_services and salon_visits (the stylists' hours, breaks, leave
 * and services too).
 */
export { nextAppointmentSql } from './appointment-queries';
export type { MovedBooking } from './effects';
export {
  BOOKING_TRANSITIONS,
  type BookingAction,
  type BookingActor,
  type BookingMove,
  canMoveBooking,
} from './lifecycle';
export {
  type AppointmentInput,
  type BookingContext,
  type CancelInput,
  cancelBooking,
  createBooking,
  editBooking,
  recordWalkIn,
  type WalkInInput,
} from './service';
export { type MoveBookingOptions, moveBooking, notifyBookingMoved } from './transitions';
