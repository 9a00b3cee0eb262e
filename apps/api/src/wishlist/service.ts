import { type Language, STOCK_STATUS, type WishlistItem } from '@beauty/shared';
import { canPurchase, toProductCard } from '../catalogue';
import type { Db } from '../db/client';
import { DomainError } from '../errors';
import type { Member } from '../http/viewer';
import { deleteWishes, insertWish, selectWishlist, type WishlistRow } from './queries';

function toItem(row: WishlistRow, member: Member): WishlistItem {
  const product = toProductCard(row, member);
  return {
    id: row.id,
    wish_id: row.wish_id,
    // What the member could put in the cart now: removed, sold out (every variation) or partner-only
    // products stay on the list but show as unavailable.
    is_exist: row.is_active && product.stock_status === STOCK_STATUS.IN_STOCK && canPurchase(row, member),
    product,
    added_at: row.added_at,
  };
}

export async function listWishlist(db: Db, language: Language, member: Member): Promise<WishlistItem[]> {
  const rows = await selectWishlist(db, language, member.userId);
  return rows.map((row) => toItem(row, member));
}

/**
 * Wishes for an active product; wishing for one already on the list answers the existing entry. An unknown
 * or removed product is a 404 (even if it was wished for before it was removed).
 */
export async function addWish(
  db: Db,
  language: Language,
  member: Member,
  productId: number,
): Promise<WishlistItem> {
  await insertWish(db, member.userId, productId);
  const [row] = await selectWishlist(db, language, member.userId, productId);
  if (!row?.is_active) throw new DomainError('not_found');
  return toItem(row, member);
}

/**
 * Deletes the member's own entries among `ids`. Ids that are not the member's (another member's, or
 * already deleted) are ignored, so a repeated delete is harmless and reveals nothing about other lists;
 * `deleted` names only the rows actually removed.
 */
export async function removeWishes(db: Db, member: Member, ids: number[]): Promise<{ deleted: number[] }> {
  return { deleted: await deleteWishes(db, member.userId, [...new Set(ids)]) };
}
