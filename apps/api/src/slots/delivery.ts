import { DELIVERY_SLOT_CAPACITY, DELIVERY_SLOTS, type DeliverySlot } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectPrepared, type Tx } from '../db/client';
import { hasRoom, type SlotKind } from './capacity';

/*
 * Delivery slots: each day's DELIVERY_SLOTS, DELIVERY_SLOT_CAPACITY orders each. A place is taken by every
 * order booked in the slot that is not cancelled (the orders table is order/'s; this only reads it). The
 * checkout claims a place when an order is placed, the reschedule when a failed delivery gets a new slot.
 */

export type DeliverySlotChoice = { date: string; time: DeliverySlot };

/** Orders that take up each slot of a date (YYYY-MM-DD): every order not cancelled. */
export async function countSlotOrders(db: Db | Tx, date: string): Promise<Map<string, number>> {
  const rows = await selectPrepared<{ time: string; n: number }>(
    db,
    'count_slot_orders',
    sql`select delivery_time as time, count(*)::int as n from orders
      where delivery_date = ${date} and status <> 'cancelled' group by delivery_time`,
  );
  return new Map(rows.map((r) => [r.time, r.n]));
}

export const deliverySlot: SlotKind<DeliverySlotChoice> = {
  // One key per date and slot: yyyymmdd * 10 + the slot's position.
  lock: ({ date, time }) => [
    'delivery_slot',
    Number(date.replaceAll('-', '')) * 10 + DELIVERY_SLOTS.indexOf(time),
  ],
  capacity: DELIVERY_SLOT_CAPACITY,
  taken: async (db, { date, time }) => (await countSlotOrders(db, date)).get(time) ?? 0,
  full: { message: 'delivery_slot_full', field: 'time' },
};

/** Every slot of a date and whether it has room now (not locked: an answer to show, not a claim). */
export async function deliverySlotsOf(
  db: Db,
  date: string,
): Promise<{ time: DeliverySlot; available: boolean }[]> {
  const counts = await countSlotOrders(db, date);
  return DELIVERY_SLOTS.map((time) => ({ time, available: hasRoom(deliverySlot, counts.get(time) ?? 0) }));
}
