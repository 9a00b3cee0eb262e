import { type ProductVariationDetail, STOCK_STATUS } from '@beauty/shared';

/** Pure rules of the product detail page, kept apart from the components so they can be tested alone. */

/** Sold out: marked out of stock, or no units left. */
export function isVariationSoldOut(
  variation: Pick<ProductVariationDetail, 'stock_status' | 'stock'>,
): boolean {
  return variation.stock_status === STOCK_STATUS.OUT_OF_STOCK || variation.stock <= 0;
}

/** The variation chosen when the page opens: the first in stock, or the first one when all are sold out. */
export function defaultVariation<T extends Pick<ProductVariationDetail, 'stock_status' | 'stock'>>(
  variations: readonly T[],
): T | undefined {
  return variations.find((v) => !isVariationSoldOut(v)) ?? variations[0];
}

/**
 * A product without volume variations still has one variation, with an empty name: there is nothing to choose
 * then, so no selector is shown.
 */
export function hasVolumeChoice(variations: readonly Pick<ProductVariationDetail, 'name'>[]): boolean {
  return variations.some((v) => v.name.trim() !== '');
}

/** The most one order may hold of a variation: its stock, capped by the product's per-order maximum. */
export function quantityLimit(stock: number, maxPerOrder: number): number {
  return Math.max(0, Math.min(Math.floor(stock), Math.floor(maxPerOrder)));
}

/** Below this many units the page says how many are left, so buyers know to hurry. */
export const LOW_STOCK = 5;

export type StockInfo = { kind: 'sold-out' } | { kind: 'low'; count: number } | { kind: 'in-stock' };

export function stockInfo(variation: Pick<ProductVariationDetail, 'stock_status' | 'stock'>): StockInfo {
  if (isVariationSoldOut(variation)) return { kind: 'sold-out' };
  if (variation.stock <= LOW_STOCK) return { kind: 'low', count: variation.stock };
  return { kind: 'in-stock' };
}

/**
 * The description is plain text with paragraphs separated by blank lines (lines holding only spaces count as
 * blank). Line breaks inside a paragraph are kept; Windows line ends are accepted.
 */
export function descriptionParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}
