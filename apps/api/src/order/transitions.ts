import type { MessageKey } from '@beauty/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../db/client';
import { AppError } from '../http/errors';
import type { MovedOrder } from './effects';
import {
  canTransition,
  nextStatus,
  ORDER_EFFECTS,
  ORDER_TRANSITIONS,
  type OrderAction,
  type OrderActor,
  type OrderStatus,
} from './lifecycle';

/*
 * The only writer of orders.status and of order_events (place order's first row aside, see checkout).
 */

export type MoveOptions = {
  /** More columns to set with the move (a cancellation's reason). */
  set?: SQL;
  /** The event's note; the action's name by default. */
  note?: string | null;
  refusal?: MessageKey;
  /** For deliver and pay_vouchers: the days after which the earned points settle. */
  pointsSettleDays?: number;
};

/**
 * Moves an order through the lifecycle: the table decides the next state (or refuses with `refusal`), a
 * conditional update applies it only if the order is still in the state it was read in and no other move
 * waits for a refund (orders.pending_action, see order/refunds.ts), an order_events row records who did it,
 * and the action's effects (ORDER_EFFECTS) run in the same transaction. Two concurrent moves of one order
 * cannot both succeed. Answers the order as moved.
 */
export async function moveOrder(
  tx: Tx,
  order: { id: number; status: OrderStatus },
  action: OrderAction,
  actor: OrderActor,
  options: MoveOptions = {},
): Promise<MovedOrder & { status: OrderStatus }> {
  const refusal = options.refusal ?? 'order_transition_refused';
  const to = nextStatus(order.status, action, actor, refusal);
  const at = new Date();
  const { stamp, voucherOnly } = ORDER_TRANSITIONS[action];
  const sets = [sql`status = ${to}`, sql`updated_at = now()`, sql`pending_action = null`];
  for (const column of stamp === undefined ? [] : typeof stamp === 'string' ? [stamp] : stamp)
    sets.push(sql`${sql.identifier(column)} = ${at.toISOString()}`);
  if (options.set) sets.push(options.set);
  const kind = voucherOnly === undefined ? sql`` : sql`and voucher_only = ${voucherOnly}`;
  const [moved] = await selectRows<MovedOrder>(
    tx as unknown as Db,
    sql`update orders set ${sql.join(sets, sql`, `)}
      where id = ${order.id} and status = ${order.status}
        and (pending_action is null or pending_action = ${action}) ${kind}
      returning id, po_number, user_id, points_earned`,
  );
  if (!moved) throw new AppError(409, refusal);
  await recordOrderEvent(tx, {
    orderId: order.id,
    from: order.status,
    to,
    actor,
    note: options.note ?? action,
  });
  for (const effect of ORDER_EFFECTS[action])
    await effect(tx, moved, { at, pointsSettleDays: options.pointsSettleDays });
  return { ...moved, status: to };
}

/**
 * Puts a move on hold until a refund goes through: the order keeps its state and takes no other move until
 * moveOrder applies this one (409 `refusal` if the order has moved on or waits for another).
 */
export async function holdMove(
  tx: Tx,
  order: { id: number; status: OrderStatus },
  action: OrderAction,
  actor: OrderActor,
  refusal: MessageKey = 'order_transition_refused',
): Promise<void> {
  if (!canTransition(order.status, action, actor)) throw new AppError(409, refusal);
  const held = await selectRows<{ id: number }>(
    tx as unknown as Db,
    sql`update orders set pending_action = ${action}, updated_at = now()
      where id = ${order.id} and status = ${order.status}
        and (pending_action is null or pending_action = ${action})
      returning id`,
  );
  if (held.length === 0) throw new AppError(409, refusal);
}

/** One line of the order's history. A refund is a line of its own that keeps the state (from = to). */
export async function recordOrderEvent(
  tx: Tx,
  event: {
    orderId: number;
    from: OrderStatus;
    to: OrderStatus;
    actor: OrderActor;
    note: string | null;
    refundedCents?: number;
  },
): Promise<void> {
  await tx.execute(
    sql`insert into order_events (order_id, from_status, to_status, actor, note, refunded_cents)
      values (${event.orderId}, ${event.from}, ${event.to}, ${event.actor}, ${event.note},
        ${event.refundedCents ?? null})`,
  );
}
