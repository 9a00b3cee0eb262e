import { DELIVERY_SLOT_CAPACITY, type DeliverySlot, deliveryDateProblem } from '@beauty/shared';
import { countSlotOrders, lockDeliverySlot } from '../checkout/queries';
import type { Tx } from '../db/client';
import { AppError } from '../http/errors';

/**
 * Checks that a delivery date can be chosen (tomorrow onward, within the booking horizon: 400 on field
 * `date`) and that its slot has room (409 'delivery_slot_full'), holding the checkout's slot lock until the
 * transaction ends so a reschedule and a new order cannot both take the last place. The slot rule (lock and
 * count) is the checkout's, shared. `current` is the order's present booking, which does not count against
 * the slot it moves to.
 */
export async function claimDeliverySlot(
  tx: Tx,
  input: { date: string; time: DeliverySlot; current?: { date: string; time: string }; now?: Date },
): Promise<void> {
  const problem = deliveryDateProblem(input.date, input.now);
  if (problem) throw AppError.badRequest('validation_failed', { date: [problem] });
  await lockDeliverySlot(tx, input.date, input.time);
  const counts = await countSlotOrders(tx, input.date);
  const own = input.current?.date === input.date && input.current.time === input.time ? 1 : 0;
  if ((counts.get(input.time) ?? 0) - own >= DELIVERY_SLOT_CAPACITY)
    throw new AppError(409, 'delivery_slot_full');
}
