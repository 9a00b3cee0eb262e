/*
 * What others use of the booking domain: the profile's next appointment (account), the operator's moves and
 * walk-ins (ops, through booking/operator.ts and these), booking on a member's behalf, and the lifecycle's
 * names, the operator's commands and schedule changes (ops), and the jobs (app). Only booking/ writes bookings, booking_services and salon_visits (the stylists' hours, breaks, leave
 * and services too).
 */
export { nextAppointmentSql } from './appointment-queries';
export type { MovedBooking } from './effects';
export { bookingJobs } from './jobs';
export {
  BOOKING_LIFECYCLE,
  BOOKING_TRANSITIONS,
  type BookingAction,
  type BookingMove,
} from './lifecycle';
export {
  BOOKING_OPERATOR_COMMANDS,
  cancelForMember,
  completeBooking,
  markNoShow,
  type OperatorDeps,
  type StoreDay,
  storeDay,
  walkIn,
} from './operator';
export type { OperatorBookingRow } from './operator-queries';
export { addLeave, type LeaveAnswer, parseTimeRange, setWorkingDay, type WorkingDayAnswer } from './schedule';
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
