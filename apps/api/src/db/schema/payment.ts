import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './order';

/* Payments of orders, one row per attempt with a provider. */

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    /** The provider's id of the payment (a PaymentIntent id for Stripe). */
    providerRef: text('provider_ref').notNull(),
    paymentMethod: text('payment_method').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'refunded'] })
      .notNull()
      .default('pending'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_ref_idx').on(t.provider, t.providerRef),
    index('payments_order_idx').on(t.orderId),
    // At most one successful payment per order, whatever races happen.
    uniqueIndex('payments_one_success_idx').on(t.orderId).where(sql`${t.status} = 'succeeded'`),
  ],
);

/**
 * Money going back through the payment provider, recorded before the provider is asked (payment/refunds.ts):
 * pending until the provider has refunded and the shop has recorded it, then succeeded. A pending row left
 * by a crash or a provider failure is retried by the refunds job with the same idempotency key, so the
 * member is refunded exactly once. `order_action` is the order's move that waits for the money ('cancel',
 * 'refund'), null for a charge the order never took; `details` carries what that move needs (actor, note).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    amountCents: integer('amount_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: ['pending', 'succeeded'] })
      .notNull()
      .default('pending'),
    orderAction: text('order_action'),
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
    /** The provider's id of the refund, once made. */
    providerRefundId: text('provider_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the refunds job may take it: later than now while a request is still working on it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One refund under way per payment: a retry (the member's, the job's) continues it instead of adding one.
    uniqueIndex('refunds_one_pending_idx').on(t.paymentId).where(sql`${t.status} = 'pending'`),
    index('refunds_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('refunds_order_idx').on(t.orderId),
    check('refunds_amount_check', sql`${t.amountCents} > 0`),
  ],
);
