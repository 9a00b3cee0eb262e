import { AppError } from '../http/errors';
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
  if (!product.is_active) throw new AppError(409, 'product_removed');
  if (!canPurchase(product, viewer)) throw new AppError(403, 'partner_only');
}
