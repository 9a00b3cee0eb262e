import type { MessageKey } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { AppError } from '../http/errors';
import { notify } from '../notification';
import {
  findPaymentUnderRefund,
  findRefundablePayment,
  type PaymentProvider,
  type RefundablePayment,
  type RefundRecord,
  refundAroundMove,
} from '../payment';
import { orderLink } from './effects';
import { nextStatus, type OrderActor, type OrderStatus } from './lifecycle';
import { type LockedOrder, lockOrder, lockOrderById } from './queries';
import { returnShare } from './returns';
import { holdMove, moveOrder, recordOrderEvent } from './transitions';

/*
 * Order moves that wait for money to go back: a paid order cancelled, an approved return refunded. Both go
 * through payment's refundAroundMove: the move is put on hold (orders.pending_action) in the transaction
 * that records the refund, and applied by finishOrderRefund in the transaction that records the money back,
 * whether that is the request itself or the refunds job after a crash or a provider failure. Meanwhile the
 * order takes no other move: a paid order being cancelled cannot be shipped.
 */

/** A move that may wait for a refund, as kept on the refund row until it is applied. */
export type WaitingMove = {
  action: 'cancel' | 'refund';
  actor: Extract<OrderActor, 'member' | 'operator'>;
  note: string;
  /** A cancellation's reason (cancel_reason_id, cancel_note). */
  reasonId?: number | null;
  cancelNote?: string | null;
  refusal?: MessageKey;
};

async function applyMove(tx: Tx, order: { id: number; status: OrderStatus }, move: WaitingMove) {
  return moveOrder(tx, order, move.action, move.actor, {
    note: move.note,
    ...(move.refusal ? { refusal: move.refusal } : {}),
    ...(move.action === 'cancel'
      ? { set: sql`cancel_reason_id = ${move.reasonId ?? null}, cancel_note = ${move.cancelNote ?? null}` }
      : {}),
  });
}

/**
 * The order's part of a refund's last step (payment's RefundFinisher): applies the move that waited for it,
 * then records the money back as a history line of its own (refunded_cents). A refund with no order move (a
 * charge the order never took) changes nothing here.
 */
export async function finishOrderRefund(tx: Tx, refund: RefundRecord): Promise<void> {
  if (!refund.order_action) return;
  const move = refund.details as WaitingMove;
  const order = await lockOrderById(tx, refund.order_id);
  if (!order) throw new Error(`refund ${refund.id}: no order ${refund.order_id}`);
  let status = order.status;
  // Only the held move can have happened since (a retry that found the payment refunded already).
  if (order.pending_action === move.action) status = (await applyMove(tx, order, move)).status;
  await recordOrderEvent(tx, {
    orderId: order.id,
    from: status,
    to: status,
    actor: move.actor,
    note: refund.provider_refund_id,
    refundedCents: refund.amount_cents,
  });
  await notify(
    tx,
    order.user_id,
    {
      kind: 'order_refunded',
      facts: { po_number: order.po_number, amount_cents: refund.amount_cents, currency: order.currency },
      link: orderLink(order.po_number),
    },
    `order_refunded:${refund.id}`,
  );
}

/**
 * Moves an order, first giving back `amountOf` its succeeded payment when there is one: the one path of a
 * paid order's cancellation and a return's refund. `lock` takes the order's row lock and refuses what the
 * lifecycle does not allow. Without a payment (or nothing to give back) the move happens at once; otherwise
 * it is held until the provider has refunded. A retry of a held move continues its refund. A provider
 * failure answers 502 'refund_failed' and leaves the move held for the refunds job.
 */
export async function moveWithRefund(
  db: Db,
  provider: PaymentProvider,
  lock: (tx: Tx) => Promise<LockedOrder>,
  move: WaitingMove,
  amountOf: (tx: Tx, order: LockedOrder, payment: RefundablePayment) => Promise<number>,
): Promise<number> {
  return refundAroundMove(db, provider, finishOrderRefund, async (tx) => {
    const order = await lock(tx);
    const payment =
      order.pending_action === move.action
        ? await findPaymentUnderRefund(tx, order.id)
        : await findRefundablePayment(tx, order.id);
    const amount = payment ? await amountOf(tx, order, payment) : 0;
    if (!payment || amount <= 0) {
      await applyMove(tx, order, move);
      return { result: order.id, refund: null };
    }
    await holdMove(tx, order, move.action, move.actor, move.refusal);
    return {
      result: order.id,
      refund: { orderId: order.id, payment, amountCents: amount, orderAction: move.action, details: move },
    };
  });
}

/**
 * Refunds an approved return as the shop: the returned lines' share of the payment goes back through the
 * provider (returnShare), then the order moves to refunded, its returns with it, and the points share comes
 * back (ORDER_EFFECTS.refund). 409 'order_transition_refused' unless the return is approved; a provider
 * failure is 502 'refund_failed' with the refund held for the refunds job. Answers the order's id.
 */
export async function refundReturn(
  db: Db,
  provider: PaymentProvider,
  poNumber: string,
  note: string,
): Promise<number> {
  return moveWithRefund(
    db,
    provider,
    async (tx) => {
      const order = await lockOrder(tx, poNumber, null);
      if (!order) throw AppError.notFound();
      nextStatus(order.status, 'refund', 'operator');
      return order;
    },
    { action: 'refund', actor: 'operator', note },
    async (tx, order) => (await returnShare(tx, order.id)).amountCents,
  );
}
