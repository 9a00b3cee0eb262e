/** Appointments area (SG users): the booking form and its end page, my appointments, one appointment. */
export { BookingDetail } from './BookingDetail';
export { BookingComplete, BookingEdit, BookingNew } from './BookingPages';
export { BookingMine } from './MyBookings';
