/*
 * What other domains use of appointments: the operator's commands and schedule changes (ops) and the jobs
 * (app).
 */
export { bookingJobs } from './jobs';
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
