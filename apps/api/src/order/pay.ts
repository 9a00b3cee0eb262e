import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { OrderStatus } from './lifecycle';
import { type LockedOrder, lockOrderById } from './queries';
import { moveOrder } from './transitions';

/*
 * The order's side of a payment: the payment domain settles what the provider says and, when the order can
 * take it, moves the order here (pay, by 'payment': its held points spent and its earned points pending,
 * ORDER_EFFECTS.pay).
 */

/** The order a payment is for, locked until the settlement's transaction ends. */
export function lockOrderForPayment(tx: Tx, orderId: number): Promise<LockedOrder | undefined> {
  return lockOrderById(tx, orderId);
}

/** The order is paid (to pay → to ship), by `paymentMethod`; the event's note names the payment. */
export async function payOrder(
  tx: Tx,
  order: { id: number; status: OrderStatus },
  payment: { method: string; note: string },
): Promise<OrderStatus> {
  const moved = await moveOrder(tx, order, 'pay', 'payment', {
    set: sql`payment_method = ${payment.method}`,
    note: payment.note,
    refusal: 'order_not_payable',
  });
  return moved.status;
}
