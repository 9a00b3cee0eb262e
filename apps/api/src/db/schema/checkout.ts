import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { addresses, users } from './account';

/** What the member chose at checkout and has not ordered yet: addresses, points, delivery slot. */
export const checkouts = pgTable(
  'checkouts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    deliveryAddressId: integer('delivery_address_id').references(() => addresses.id, {
      onDelete: 'set null',
    }),
    billingAddressId: integer('billing_address_id').references(() => addresses.id, { onDelete: 'set null' }),
    pointsToRedeem: integer('points_to_redeem').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('checkouts_points_check', sql`${t.pointsToRedeem} >= 0`)],
);
