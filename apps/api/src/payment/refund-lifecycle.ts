import { sql } from 'drizzle-orm';
import type { Lifecycle, Transition } from '../db/lifecycle';
import type { refunds } from '../db/schema';

export type RefundStatus = (typeof refunds.$inferSelect)['status'];
export type RefundAction = 'succeed';

/**
 * The life of a refund (refunds.ts): recorded pending before the provider is asked (openRefund), succeeded
 * once the provider has refunded and the shop has recorded it, which is final. A failed attempt is no move:
 * the refund stays pending with its error and its next attempt. The provider's word moves it
 * (PAYMENT_CONFIRMATION), as it moves the payment refunded in the same transaction.
 */
export const REFUND_TRANSITIONS: Record<RefundAction, Transition<RefundStatus>> = {
  succeed: { from: ['pending'], to: 'succeeded', actors: ['payment'] },
};

/** What a refund's success is told: the provider's id of the refund. */
export type RefundFacts = { providerRefundId: string };

/** Refunds as the one helper moves them; no history table (the order's events record the money back). */
export const REFUND_LIFECYCLE: Lifecycle<RefundStatus, RefundAction, { payment_id: number }, RefundFacts> = {
  name: 'refund',
  table: 'refunds',
  transitions: REFUND_TRANSITIONS,
  refusal: 'order_transition_refused',
  returning: sql`id, payment_id`,
  set: ({ facts }) => [
    sql`provider_refund_id = ${facts.providerRefundId}`,
    sql`attempts = attempts + 1`,
    sql`last_error = null`,
    sql`updated_at = now()`,
  ],
};
