import type { Language, ProductDetail, ProductVariationDetail } from '@beauty/shared';
import type { Db } from '../db/client';
import { DomainError } from '../errors';
import type { Viewer } from '../http/viewer';
import { type ProductCardRow, toProductCard, unpackVariation } from './product-cards';
import { fetchProductDetail } from './product-detail-queries';
import { canPurchase } from './purchase-rules';

/** An active product's page for this viewer; an unknown or removed product is a 404. */
export async function loadProductDetail(
  db: Db,
  language: Language,
  viewer: Viewer,
  productId: number,
): Promise<ProductDetail> {
  const userId = viewer.role === 'visitor' ? null : viewer.userId;
  const row = await fetchProductDetail(db, language, productId, userId);
  if (!row) throw new DomainError('not_found');
  const variations = variationDetails(row, viewer);
  return {
    ...toProductCard(row, viewer),
    images: row.images.length > 0 ? row.images : [row.image],
    description: row.description,
    brand: row.brand,
    category: row.category,
    subcategory: row.subcategory,
    max_per_order: row.max_per_order,
    stock: variations.reduce((sum, v) => sum + v.stock, 0),
    variations,
    can_purchase: canPurchase(row, viewer),
    wish_id: row.wish_id,
    related_products: row.related.map((r) => toProductCard(r, viewer)),
  };
}

/**
 * Every active variation with its stock, including the single unnamed row of a product without volume
 * variations (the card leaves that one out of `volume_variations`, but the page needs its stock).
 */
function variationDetails(row: ProductCardRow, viewer: Viewer): ProductVariationDetail[] {
  return (row.variations ?? []).map((packed) => unpackVariation(packed, viewer));
}
