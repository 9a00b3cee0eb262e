import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account';
import { products, variations } from './catalogue';
import { createdAt } from './columns';

/**
 * A member's cart lines, one per variation. `seen_price_cents` is the price the member last saw, so a price
 * change is flagged on the line ("cart info updated") instead of being charged silently.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id')
      .notNull()
      .references(() => variations.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    isChecked: boolean('is_checked').notNull().default(true),
    /** 0 for a product line; a voucher line carries its voucher (the wallet issue). */
    voucherId: integer('voucher_id').notNull().default(0),
    seenPriceCents: integer('seen_price_cents').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_user_variation_idx').on(t.userId, t.variationId),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);
