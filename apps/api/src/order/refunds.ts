import { sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../db/client';
import { type Actor, canMove, memberActor, move, nextState, OPERATOR, refusalOf } from '../db/lifecycle';
import { DomainError } from '../errors';
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
import { ORDER_LIFECYCLE, type OrderStatus, recordOrderEvent } from './lifecycle';
import { type LockedOrder, lockOrder, lockOrderById } from './queries';
import { returnShare } from './returns';

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
  /** The member or the shop who asked for it (kept as JSON on the refund row). */
  actor: Actor;
  note: string;
  /** A cancellation's reason (cancel_reason_id, cancel_note). */
  reasonId?: number | null;
  cancelNote?: string | null;
};

/**
 * The actor of a move kept on a refund row. A row written before actors had ids kept only the role: the
 * order's member, or the operator token.
 */
function waitingActor(kept: Actor | 'member' | 'operator', order: { user_id: number }): Actor {
  if (kept === 'member') return memberActor(order.user_id);
  if (kept === 'operator') return OPERATOR;
  return kept;
}

async function applyMove(tx: Tx, order: { id: number; status: OrderStatus }, waiting: WaitingMove) {
  return move(tx, ORDER_LIFECYCLE, order, waiting.action, waiting.actor, {
    note: waiting.note,
    ...(waiting.action === 'cancel'
      ? {
          set: sql`cancel_reason_id = ${waiting.reasonId ?? null}, cancel_note = ${waiting.cancelNote ?? null}`,
        }
      : {}),
  });
}

/**
 * Puts a move on hold until a refund goes through: the order keeps its state and takes no other move until
 * the lifecycle's move applies this one (which clears the hold). Refused as the move itself would be if the
 * order has moved on or waits for another.
 */
async function holdMove(tx: Tx, order: { id: number; status: OrderStatus }, waiting: WaitingMove) {
  const refusal = refusalOf(ORDER_LIFECYCLE, waiting.action);
  if (!canMove(ORDER_LIFECYCLE, order.status, waiting.action, waiting.actor)) throw refusal;
  const held = await selectRows<{ id: number }>(
    tx as unknown as Db,
    sql`update orders set pending_action = ${waiting.action}, updated_at = now()
      where id = ${order.id} and status = ${order.status}
        and (pending_action is null or pending_action = ${waiting.action})
      returning id`,
  );
  if (held.length === 0) throw refusal;
}

/**
 * The order's part of a refund's last step (payment's RefundFinisher): applies the move that waited for it,
 * then records the money back as a history line of its own (refunded_cents). A refund with no order move (a
 * charge the order never took) changes nothing here.
 */
export async function finishOrderRefund(tx: Tx, refund: RefundRecord): Promise<void> {
  if (!refund.order_action) return;
  const order = await lockOrderById(tx, refund.order_id);
  if (!order) throw new Error(`refund ${refund.id}: no order ${refund.order_id}`);
  const kept = refund.details as Omit<WaitingMove, 'actor'> & { actor: Actor | 'member' | 'operator' };
  const waiting: WaitingMove = { ...kept, actor: waitingActor(kept.actor, order) };
  let status = order.status;
  // Only the held move can have happened since (a retry that found the payment refunded already).
  if (order.pending_action === waiting.action) status = (await applyMove(tx, order, waiting)).status;
  await recordOrderEvent(tx, {
    orderId: order.id,
    from: status,
    to: status,
    actor: waiting.actor,
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
  waiting: WaitingMove,
  amountOf: (tx: Tx, order: LockedOrder, payment: RefundablePayment) => Promise<number>,
): Promise<number> {
  return refundAroundMove(db, provider, finishOrderRefund, async (tx) => {
    const order = await lock(tx);
    const payment =
      order.pending_action === waiting.action
        ? await findPaymentUnderRefund(tx, order.id)
        : await findRefundablePayment(tx, order.id);
    const amount = payment ? await amountOf(tx, order, payment) : 0;
    if (!payment || amount <= 0) {
      await applyMove(tx, order, waiting);
      return { result: order.id, refund: null };
    }
    await holdMove(tx, order, waiting);
    return {
      result: order.id,
      refund: {
        orderId: order.id,
        payment,
        amountCents: amount,
        orderAction: waiting.action,
        details: waiting,
      },
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
  actor: Actor,
): Promise<number> {
  return moveWithRefund(
    db,
    provider,
    async (tx) => {
      const order = await lockOrder(tx, poNumber, null);
      if (!order) throw new DomainError('not_found');
      nextState(ORDER_LIFECYCLE, order.status, 'refund', actor);
      return order;
    },
    { action: 'refund', actor, note },
    async (tx, order) => (await returnShare(tx, order.id)).amountCents,
  );
}
