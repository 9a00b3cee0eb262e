import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
