import { DomainError } from '../errors';
import type { Viewer } from '../http/viewer';

/** What the purchase rules need to know about a product; column names as the product queries answer them. */
export type PurchasableProduct = { partner_only: boolean; is_active: boolean };

/** Partner-only products are sold to agents alone (spec sections 5 and 6); everything else to anyone. */
export function canPurchase(product: Pick<PurchasableProduct, 'partner_only'>, viewer: Viewer): boolean {
  return !product.partner_only || viewer.role === 'agent';
}

/**
 * Throws the spec's errors when the viewer may not buy the product: a removed (inactive) product is 409
 * 'product_removed', whoever asks, since the cart holding it is out of date rather than the caller forbidden;
 * a partner-only product for anyone but an agent is 403 'partner_only'. Adding to the cart, changing a
 * variation and placing an order all call this, so the rule lives in one place.
 */
export function assertPurchasable(product: PurchasableProduct, viewer: Viewer): void {
  const refusal = purchaseRefusal(product, viewer);
  if (refusal) throw new DomainError(refusal);
}

/** Why the viewer may not buy the product (assertPurchasable's rule), for callers that name it instead. */
export function purchaseRefusal(
  product: PurchasableProduct,
  viewer: Viewer,
): 'product_removed' | 'partner_only' | null {
  if (!product.is_active) return 'product_removed';
  if (!canPurchase(product, viewer)) return 'partner_only';
  return null;
}
