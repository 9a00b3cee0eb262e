import { isSoldOut, type WishlistItem } from '@beauty/shared';

/** Why a wishlist product cannot be bought now: shown as a label on the greyed item. */
export type UnavailableReason = 'sold-out' | 'partner-only' | 'removed';

export function unavailableReason(item: WishlistItem, isAgent: boolean): UnavailableReason {
  if (isSoldOut(item.product)) return 'sold-out';
  if (item.product.partner_only && !isAgent) return 'partner-only';
  return 'removed';
}

/** Available items first section, unavailable second; each keeps the server's order (newest first). */
export function splitWishlist(items: readonly WishlistItem[]): {
  available: WishlistItem[];
  unavailable: WishlistItem[];
} {
  return {
    available: items.filter((item) => item.is_exist),
    unavailable: items.filter((item) => !item.is_exist),
  };
}

/** The selection after a change of the list: ids that are gone no longer count as selected. */
export function pruneSelection(selected: ReadonlySet<number>, items: readonly WishlistItem[]): Set<number> {
  const present = new Set(items.map((item) => item.wish_id));
  return new Set([...selected].filter((id) => present.has(id)));
}
