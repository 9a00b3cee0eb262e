/*
 * What others use of the booking domain: the profile's next appointment (account), booking on a member's
 * behalf, the lifecycle's names, and the jobs (app). Only booking/ writes bookings, booking_services and
 * salon_visits (the stylists' hours, breaks, leave and services too).
 */
export { nextBookingSql } from './booking-queries';
export type { MovedBooking } from './effects';
export { bookingJobs } from './jobs';
export {
  BOOKING_LIFECYCLE,
  BOOKING_TRANSITIONS,
  type BookingAction,
  type BookingMove,
} from './lifecycle';
export {
  type BookingContext,
  type BookingInput,
  type CancelInput,
  cancelBooking,
  createBooking,
  editBooking,
  recordWalkIn,
  type WalkInInput,
} from './service';
