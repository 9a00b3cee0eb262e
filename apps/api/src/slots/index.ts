/*
 * What other domains use of slots: the capacity check (lock, count, compare) over a slot kind, and the
 * delivery slot kind (checkout, reschedule).
 */
export { claimPlace } from './capacity';
export { deliverySlot, deliverySlotsOf } from './delivery';
