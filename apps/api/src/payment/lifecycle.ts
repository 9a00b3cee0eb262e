import { sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../db/client';
import type { payments } from '../db/schema';

export type PaymentStatus = (typeof payments.$inferSelect)['status'];
export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['pending', 'succeeded', 'failed', 'refunded'];

export type PaymentAction = 'fail' | 'succeed' | 'refund';

/**
 * The payment lifecycle, in one table, in the style of ORDER_TRANSITIONS: an intent is pending until the
 * provider says it failed (it may be confirmed again, as with Stripe) or succeeded; money taken is refunded,
 * either an order's paid total (a cancellation, a return) or a charge the order could not take (cancelled
 * or paid already when the charge arrived: pending or failed here, succeeded at the provider). A success is
 * final but for its refund, and a refund is final. Any other move is refused.
 */
export const PAYMENT_TRANSITIONS: Record<
  PaymentAction,
  { from: readonly PaymentStatus[]; to: PaymentStatus }
> = {
  fail: { from: ['pending', 'failed'], to: 'failed' },
  succeed: { from: ['pending', 'failed'], to: 'succeeded' },
  refund: { from: ['pending', 'failed', 'succeeded'], to: 'refunded' },
};

export const PAYMENT_ACTIONS = Object.keys(PAYMENT_TRANSITIONS) as PaymentAction[];

export function canMovePayment(status: PaymentStatus, action: PaymentAction): boolean {
  return PAYMENT_TRANSITIONS[action].from.includes(status);
}

/** The statuses an action moves from, as SQL for a conditional update. */
export const paymentFrom = (action: PaymentAction) =>
  sql.join(
    PAYMENT_TRANSITIONS[action].from.map((s) => sql`${s}`),
    sql`, `,
  );

/**
 * Applies an action to a payment if its current state allows it (a conditional update, so two concurrent
 * moves cannot both apply); answers whether it moved. `set` adds columns (the failure's message).
 */
export async function movePayment(
  db: Db | Tx,
  paymentId: number,
  action: PaymentAction,
  set?: ReturnType<typeof sql>,
): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db as Db,
    sql`update payments set status = ${PAYMENT_TRANSITIONS[action].to}, updated_at = now()${set ? sql`, ${set}` : sql``}
      where id = ${paymentId} and status in (${paymentFrom(action)}) returning id`,
  );
  return rows.length === 1;
}
