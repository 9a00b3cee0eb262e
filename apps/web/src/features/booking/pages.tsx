/** Appointments area (SG users): the booking form and its end page, my appointments, one appointment. */
export { AppointmentDetail } from './BookingDetail';
export { AppointmentComplete, AppointmentEdit, AppointmentNew } from './BookingPages';
export { AppointmentMine } from './MyBookings';
