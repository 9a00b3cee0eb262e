import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { canMove, move, PAYMENT_CONFIRMATION } from '../db/lifecycle';
import { ORDER_LIFECYCLE, type OrderStatus, payAction } from './lifecycle';
import { type LockedOrder, lockOrderById } from './queries';

/*
 * The order's side of a payment: the payment domain settles what the provider says and, when the order can
 * take it, moves the order here (pay, by the payment confirmation: its held points spent and its earned points pending,
 * ORDER_EFFECTS.pay).
 */

/** The order a payment is for, locked until the settlement's transaction ends. */
export function lockOrderForPayment(tx: Tx, orderId: number): Promise<LockedOrder | undefined> {
  return lockOrderById(tx, orderId);
}

/** Whether a payment can pay the order now (its state allows it). */
export function canPayOrder(order: { status: OrderStatus; voucher_only: boolean }): boolean {
  return canMove(ORDER_LIFECYCLE, order.status, payAction(order), PAYMENT_CONFIRMATION);
}

/**
 * The order is paid, by `paymentMethod`; the event's note names the payment. An order with goods waits to
 * be shipped (to pay → to ship); a voucher-only order is completed (its vouchers issued, its earned points
 * settling `pointsSettleDays` after payment, as a delivered order's do after delivery).
 */
export async function payOrder(
  tx: Tx,
  order: { id: number; status: OrderStatus; voucher_only: boolean },
  payment: { method: string; note: string; pointsSettleDays: number },
): Promise<OrderStatus> {
  const moved = await move(tx, ORDER_LIFECYCLE, order, payAction(order), PAYMENT_CONFIRMATION, {
    set: sql`payment_method = ${payment.method}`,
    note: payment.note,
    pointsSettleDays: payment.pointsSettleDays,
  });
  return moved.status;
}
