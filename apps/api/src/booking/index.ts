/*
 * What other domains use of the booking domain: the profile's next appointment (account).
 */
export { nextAppointmentSql } from './appointment-queries';
