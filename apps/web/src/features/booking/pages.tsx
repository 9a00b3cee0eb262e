/**
 * Booking area (the spec's appointments; SG users): the booking form and its end page, my bookings, one
 * booking.
 */
export { BookingDetail } from './BookingDetail';
export { BookingComplete, BookingEdit, BookingNew } from './BookingPages';
export { BookingMine } from './MyBookings';
