import {
  type Cart,
  type CartFlag,
  type CartGroup,
  type CartItem,
  type CheckoutLine,
  pointsToCents,
  summariseCheckout,
  unitPriceFor,
  type VolumeVariation,
} from '@beauty/shared';
import { canPurchase, unpackVariation } from '../catalogue';
import type { Viewer } from '../http/viewer';
import type { CartLineRow } from './queries';

/*
 * The cart's rules on read: what a line costs this viewer now and what is wrong with it. Pure functions over
 * the rows of one query, so reading a cart is a fixed number of queries whatever its size.
 */

/** A variation's prices as its row holds them (cents). */
export type VariationPrices = {
  unit_price_cents: number;
  discounted_price_cents: number | null;
  agent_price_cents: number | null;
};

/** What one unit costs the viewer: the shop's one rule (shared unitPriceFor) over a variation row. */
export function priceFor(v: VariationPrices, viewer: Viewer): number {
  return unitPriceFor(
    {
      unit_price: v.unit_price_cents,
      discounted_price: v.discounted_price_cents,
      agent_price: v.agent_price_cents,
    },
    viewer.role,
  );
}

/**
 * What is wrong with a line, in the order the member should deal with it. A removed product or variation
 * says only that (nothing else about it matters any more). Otherwise: partner-only for a non-agent (an agent
 * demoted since adding), a price that moved since the member last saw it ("cart info updated", until the
 * member edits the line), more than the stock, more than the per-order maximum.
 */
export function lineFlags(row: CartLineRow, viewer: Viewer, price: number): CartFlag[] {
  if (!row.product_active) return ['product_removed'];
  if (!row.variation_active) return ['volume_variation_removed'];
  const flags: CartFlag[] = [];
  if (!canPurchase(row, viewer)) flags.push('partner_only');
  if (price !== row.seen_price_cents) flags.push('cart_info_updated');
  if (row.stock < row.quantity) flags.push('cart_stock_limit');
  if (row.quantity > row.max_per_order) flags.push('exceeded_max_quantity');
  return flags;
}

export function toCartItem(row: CartLineRow, viewer: Viewer): CartItem {
  const price = priceFor(row, viewer);
  const volumeVariations: VolumeVariation[] = (row.variations ?? []).map((packed) => {
    const { stock: _stock, ...variation } = unpackVariation(packed, viewer);
    return variation;
  });
  return {
    id: row.id,
    product_id: row.product_id,
    volume_variation_id: row.variation_id,
    brand_name: row.brand_name,
    product_name: row.product_name,
    variation_name: row.variation_name,
    image: row.image,
    currency: row.currency,
    unit_price: row.unit_price_cents,
    discounted_price: row.discounted_price_cents,
    agent_price: viewer.role === 'agent' ? row.agent_price_cents : null,
    price,
    line_total: price * row.quantity,
    points_to_redeem: row.points_to_redeem,
    quantity: row.quantity,
    max_quantity: Math.max(0, Math.min(row.stock, row.max_per_order)),
    stock: row.stock,
    is_checked: row.is_checked,
    voucher_id: row.voucher_id,
    partner_only: row.partner_only,
    volume_variations: volumeVariations,
    flags: lineFlags(row, viewer, price),
  };
}

export const toCheckoutLine = (item: CartItem): CheckoutLine => ({
  price: item.price,
  list_price: item.unit_price,
  quantity: item.quantity,
  points_to_redeem: item.points_to_redeem,
  voucher: item.voucher_id !== 0,
});

/** Lines grouped under their brands, groups in the order their newest line was added. */
export function groupByBrand(rows: CartLineRow[], items: CartItem[]): CartGroup[] {
  const groups = new Map<number, CartGroup>();
  rows.forEach((row, i) => {
    let group = groups.get(row.brand_id);
    if (!group) {
      group = { id: row.brand_id, name: row.brand_name, items: [] };
      groups.set(row.brand_id, group);
    }
    group.items.push(items[i]!);
  });
  return [...groups.values()];
}

/**
 * The cart answer. The summary covers the checked lines that have no flag; the member's chosen points are
 * capped at what this checkout may redeem now, and every point field is valued at `pointRate` (the shop
 * setting: points per currency unit). `shownRows` are the lines listed in `mycart` (the whole cart, or only
 * the checked lines for the shipping page); `cart_count` always counts the whole cart. The checkout is
 * voucher-only when some line is checked and every checked line sells a service voucher (spec section 4).
 */
export function buildCart(input: {
  rows: CartLineRow[];
  viewer: Viewer;
  pointsRequested: number;
  pointsAvailable: number;
  pointRate: number;
  orderCompletedDay: number;
  checkedOnly?: boolean;
}): Cart {
  const rate = input.pointRate;
  const items = input.rows.map((row) => toCartItem(row, input.viewer));
  const checked = items.filter((item) => item.is_checked);
  const payable = checked.filter((item) => item.flags.length === 0);
  const summary = summariseCheckout(payable.map(toCheckoutLine), {
    requested: input.pointsRequested,
    available: input.pointsAvailable,
    rate,
  });
  const available = Math.max(0, input.pointsAvailable);
  const shown = input.checkedOnly ? input.rows.filter((r) => r.is_checked) : input.rows;
  const shownItems = input.checkedOnly ? checked : items;
  const currency = items[0]?.currency ?? 'SGD';
  return {
    mycart: groupByBrand(shown, shownItems),
    order_summary: {
      currency,
      item_count: summary.item_count,
      subtotal: summary.subtotal,
      discount: summary.discount,
      points_redeemed: summary.points_redeemed,
      points_value: summary.points_value,
      shipping_fee: summary.shipping_fee,
      total: summary.total,
      points_earned: summary.points_earned,
    },
    order_completed_day: input.orderCompletedDay,
    cart_count: items.length,
    is_voucher_only: checked.length > 0 && checked.every((item) => item.voucher_id !== 0),
    can_checkout: checked.length > 0 && checked.every((item) => item.flags.length === 0),
    point_available: available,
    point_available_conversion: pointsToCents(available, rate),
    point_redeemed: summary.points_redeemed,
    point_redemption_rate: 1 / rate,
    total_point_earn: summary.points_earned,
    total_point_earn_conversion: pointsToCents(summary.points_earned, rate),
    point_redemption_conversion_rate: rate,
    max_redeemable: summary.max_redeemable,
    max_redeemable_reason: summary.max_redeemable_reason,
  };
}
