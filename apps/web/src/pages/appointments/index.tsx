import { ComingSoon } from '../../components/ComingSoon';

/** Appointments area (SG users): the booking form and its end page, my appointments, one appointment. */
export { AppointmentComplete, AppointmentEdit, AppointmentNew } from './BookingPages';

export function AppointmentMine() {
  return <ComingSoon name="appointment-my-appointment" />;
}

export function AppointmentDetail() {
  return <ComingSoon name="appointment-detail" />;
}
