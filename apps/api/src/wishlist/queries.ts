import type { Language } from '@beauty/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type ProductCardRow, productCardSql } from '../catalogue';
import { type Db, selectRows } from '../db/client';
import { wishlistItems } from '../db/schema';

export type WishlistRow = ProductCardRow & { wish_id: number; is_active: boolean; added_at: string };

/**
 * A member's wishlist rows with their products as cards, newest first; `productId` narrows it to one.
 * Removed products stay listed (the page shows them as unavailable), so the product join is not filtered.
 */
export function selectWishlist(
  db: Db,
  language: Language,
  userId: number,
  productId: number | null = null,
): Promise<WishlistRow[]> {
  return selectRows<WishlistRow>(
    db,
    sql`select w.id as wish_id, p.is_active,
        to_char(w.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as added_at,
        ${productCardSql(language)}
      from wishlist_items w
      join products p on p.id = w.product_id
      join brands b on b.id = p.brand_id
      where w.user_id = ${userId} and (${productId}::int is null or w.product_id = ${productId}::int)
      order by w.created_at desc, w.id desc`,
  );
}

/**
 * Adds the product to the member's wishlist if it is active and not there yet. The unique (user, product)
 * index settles two requests at once: the loser's insert does nothing and it reads the winner's row after.
 */
export async function insertWish(db: Db, userId: number, productId: number): Promise<void> {
  await db.execute(
    sql`insert into wishlist_items (user_id, product_id)
      select ${userId}, p.id from products p where p.id = ${productId} and p.is_active
      on conflict (user_id, product_id) do nothing`,
  );
}

/** Deletes those of `ids` that belong to the member; returns the ids actually deleted. */
export async function deleteWishes(db: Db, userId: number, ids: number[]): Promise<number[]> {
  const rows = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), inArray(wishlistItems.id, ids)))
    .returning({ id: wishlistItems.id });
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
