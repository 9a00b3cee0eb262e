import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './account';
import { createdAt } from './columns';
import { orders } from './order';

/**
 * The points ledger: every change of a member's points is one entry, and balances are sums over it.
 * A redemption is held (pending) while its order is unpaid, successful once paid, void when released by a
 * cancellation. Earned points are pending until `available_at` (a set number of days after delivery).
 * Available balance = successful entries + pending debits + pending credits whose available_at has passed.
 */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['earned', 'redeemed', 'adjusted', 'referral', 'transfer_in', 'transfer_out', 'converted'],
    }).notNull(),
    status: text('status', { enum: ['pending', 'successful', 'void'] }).notNull(),
    points: integer('points').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    availableAt: timestamp('available_at', { withTimezone: true }),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('point_entries_user_idx').on(t.userId, t.createdAt),
    index('point_entries_order_idx').on(t.orderId),
    check('point_entries_nonzero_check', sql`${t.points} <> 0`),
  ],
);
