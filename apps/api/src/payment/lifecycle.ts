import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { type Actor, type Lifecycle, moveAll, type Transition } from '../db/lifecycle';
import type { payments } from '../db/schema';

export type PaymentStatus = (typeof payments.$inferSelect)['status'];
export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['pending', 'succeeded', 'failed', 'refunded'];

export type PaymentAction = 'fail' | 'succeed' | 'refund';

/**
 * The payment lifecycle, in one table, in the style of ORDER_TRANSITIONS: an intent is pending until the
 * provider says it failed (it may be confirmed again, as with Stripe) or succeeded; money taken is refunded,
 * either an order's paid total (a cancellation, a return) or a charge the order could not take (cancelled
 * or paid already when the charge arrived: pending or failed here, succeeded at the provider). A success is
 * final but for its refund, and a refund is final. Any other move is refused. Every move is the provider's
 * word (PAYMENT_CONFIRMATION): a payments row says what the provider says of the charge.
 */
export const PAYMENT_TRANSITIONS: Record<PaymentAction, Transition<PaymentStatus>> = {
  fail: { from: ['pending', 'failed'], to: 'failed', actors: ['payment'] },
  succeed: { from: ['pending', 'failed'], to: 'succeeded', actors: ['payment'] },
  refund: { from: ['pending', 'failed', 'succeeded'], to: 'refunded', actors: ['payment'] },
};

export const PAYMENT_ACTIONS = Object.keys(PAYMENT_TRANSITIONS) as PaymentAction[];

export function canMovePayment(status: PaymentStatus, action: PaymentAction): boolean {
  return PAYMENT_TRANSITIONS[action].from.includes(status);
}

/** What a payment's move is told: the provider's reason for a failure. */
export type PaymentFacts = { failureMessage?: string };

/**
 * Payments as the one helper moves them. A failure keeps the provider's reason; a success clears an earlier
 * one. Payments keep no history of their own: the order's events name the payment that paid it.
 */
export const PAYMENT_LIFECYCLE: Lifecycle<PaymentStatus, PaymentAction, { order_id: number }, PaymentFacts> =
  {
    name: 'payment',
    table: 'payments',
    transitions: PAYMENT_TRANSITIONS,
    refusal: 'order_transition_refused',
    returning: sql`id, order_id`,
    set: ({ action, facts }) => [
      sql`updated_at = now()`,
      ...(action === 'fail' ? [sql`failure_message = ${facts.failureMessage ?? 'failed'}`] : []),
      ...(action === 'succeed' ? [sql`failure_message = null`] : []),
    ],
  };

/**
 * Applies an action to a payment if its current state allows it (the lifecycle's conditional update, so two
 * concurrent moves cannot both apply); answers whether it moved: a payment already where the provider's word
 * puts it (a retried webhook, a refund the sandbox has marked) is not an error.
 */
export async function movePayment(
  tx: Tx,
  paymentId: number,
  action: PaymentAction,
  actor: Actor,
  facts: PaymentFacts = {},
): Promise<boolean> {
  const moved = await moveAll(tx, PAYMENT_LIFECYCLE, sql`id = ${paymentId}`, action, actor, facts);
  return moved.length === 1;
}
