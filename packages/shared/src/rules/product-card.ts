import { STAR_SCALE } from '../constants';
import { STOCK_STATUS, type StockStatus } from '../enums';

type Priced = {
  unit_price: number;
  discounted_price: number | null;
  discount_percentage: number;
  agent_price: number | null;
  points_to_redeem: number;
  stock_status: StockStatus;
};

type CardLike = Priced & { volume_variation: 0 | 1; volume_variations: Priced[] };

const isOut = (p: { stock_status: StockStatus }) => p.stock_status === STOCK_STATUS.OUT_OF_STOCK;

/** Sold out when the product is out of stock or, with volume variations, when every variation is. */
export function isSoldOut(card: CardLike): boolean {
  if (isOut(card)) return true;
  if (card.volume_variation === 1 && card.volume_variations.length > 0)
    return card.volume_variations.every(isOut);
  return false;
}

/**
 * The prices a card shows: a variation product shows its first in-stock variation, or its first variation
 * when all are out; a product without variations shows its own.
 */
export function shownPrices<T extends Priced>(
  card: Priced & { volume_variation: 0 | 1; volume_variations: T[] },
): Priced {
  if (card.volume_variation !== 1 || card.volume_variations.length === 0) return card;
  return card.volume_variations.find((v) => !isOut(v)) ?? card.volume_variations[0]!;
}

export function hasDiscountBadge(p: Pick<Priced, 'discount_percentage'>): boolean {
  return p.discount_percentage !== 0;
}

/** The unit price is struck through whenever a discounted price exists. */
export function isUnitPriceStruck(p: Pick<Priced, 'discounted_price'>): boolean {
  return p.discounted_price !== null;
}

/** The price a customer pays: the discounted price when there is one. */
export function payablePrice(p: Pick<Priced, 'unit_price' | 'discounted_price'>): number {
  return p.discounted_price ?? p.unit_price;
}

/** rate_percent 0-100 as stars on a scale of 5, rounded to the nearest half star. */
export function starsFromRatePercent(ratePercent: number): number {
  const clamped = Math.min(100, Math.max(0, ratePercent));
  return Math.round((clamped / 100) * STAR_SCALE * 2) / 2;
}
