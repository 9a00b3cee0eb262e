import { integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account';
import { products } from './catalogue';
import { createdAt } from './columns';

/** A member's wish list: one row per product, kept when the product is later removed or sold out. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wishlist_items_user_product_idx').on(t.userId, t.productId)],
);
