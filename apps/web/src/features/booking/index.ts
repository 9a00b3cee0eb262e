export { type BookingKeys, bookingKeys } from './keys';
