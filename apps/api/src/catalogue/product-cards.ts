import {
  discountPercentage,
  type Language,
  type ProductCard,
  type ProductVariationDetail,
  STOCK_STATUS,
  shownPrices,
  type VolumeVariation,
} from '@beauty/shared';
import { type SQL, sql } from 'drizzle-orm';
import { lang } from '../db/translated';
import type { Viewer } from '../http/viewer';

/** Variation as the card query packs it: [id, name, unit, discounted, agent, points, stock]. */
export type PackedVariation = [number, string, number, number | null, number | null, number, number];

export type ProductCardRow = {
  id: number;
  image: string;
  brand_name: string;
  product_name: string;
  currency: string;
  partner_only: boolean;
  has_volume_variations: boolean;
  rate_percent: number;
  review_count: number;
  variations: PackedVariation[] | null;
};

/**
 * The columns of a product card, for a query over `products p join brands b`. Variations are packed as
 * arrays in one subquery per product, so a page of cards is one round trip, not one query per card.
 */
export function productCardSql(language: Language): SQL {
  return sql`p.id, p.image, b.name as brand_name, ${lang(language, 'p.name')} as product_name, p.currency,
    p.partner_only, p.has_volume_variations, p.rate_percent, p.review_count,
    (select json_agg(json_build_array(v.id, v.name, v.unit_price_cents, v.discounted_price_cents,
        v.agent_price_cents, v.points_to_redeem, v.stock) order by v.position, v.id)
      from variations v where v.product_id = p.id and v.is_active) as variations`;
}

/** A packed variation with its stock count; the partner price only for agents. */
export function unpackVariation(
  [id, name, unit, discounted, agent, points, stock]: PackedVariation,
  viewer: Viewer,
): ProductVariationDetail {
  return {
    id,
    name,
    unit_price: unit,
    discounted_price: discounted,
    discount_percentage: discountPercentage(unit, discounted),
    agent_price: viewer.role === 'agent' ? agent : null,
    points_to_redeem: points,
    stock_status: stock > 0 ? STOCK_STATUS.IN_STOCK : STOCK_STATUS.OUT_OF_STOCK,
    stock,
  };
}

export function toProductCard(row: ProductCardRow, viewer: Viewer): ProductCard {
  // Cards say whether a variation is in stock, not how many are left.
  const variations: VolumeVariation[] = (row.variations ?? []).map((packed) => {
    const { stock: _stock, ...variation } = unpackVariation(packed, viewer);
    return variation;
  });
  const anyInStock = variations.some((v) => v.stock_status === STOCK_STATUS.IN_STOCK);
  const withVariations = row.has_volume_variations && variations.length > 0;
  const base = {
    volume_variation: (withVariations ? 1 : 0) as 0 | 1,
    volume_variations: withVariations ? variations : [],
  };
  // A product without variations still has one priced row; with variations the card shows the first in stock.
  const shown = withVariations ? shownPrices({ ...emptyPrices, ...base }) : (variations[0] ?? emptyPrices);
  return {
    id: row.id,
    image: row.image,
    brand_name: row.brand_name,
    product_name: row.product_name,
    currency: row.currency,
    unit_price: shown.unit_price,
    discounted_price: shown.discounted_price,
    discount_percentage: shown.discount_percentage,
    agent_price: shown.agent_price,
    points_to_redeem: shown.points_to_redeem,
    rate_percent: row.rate_percent,
    review_count: row.review_count,
    stock_status: anyInStock ? STOCK_STATUS.IN_STOCK : STOCK_STATUS.OUT_OF_STOCK,
    partner_only: row.partner_only,
    ...base,
  };
}

const emptyPrices = {
  unit_price: 0,
  discounted_price: null,
  discount_percentage: 0,
  agent_price: null,
  points_to_redeem: 0,
  stock_status: STOCK_STATUS.OUT_OF_STOCK,
} as const;
