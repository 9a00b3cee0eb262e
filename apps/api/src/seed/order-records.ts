import { DELIVERY_SLOTS, type Role, summariseCheckout, unitPriceFor } from '@beauty/shared';
import type { Random } from './random';
import { at, MINUTE } from './review-parts';
import type { Product, Variation } from './reviews';

/*
 * An order's rows as the shop records them, for the seeds that write orders of the past (reviews.ts, the
 * partner teams of agents.ts): the amounts as checkout sums them (no points redeemed), the stamps of the
 * moves it took, and its lines at the prices charged.
 */

/** A line as bought: `price` is what the buyer's role paid a unit (shared unitPriceFor). */
export type PricedLine = { product: Product; variation: Variation; quantity: number; price: number };

/** What a buyer of `role` paid a unit of `variation`. */
export const priceFor = (variation: Variation, role: Role) =>
  unitPriceFor(
    {
      unit_price: variation.unit_price_cents,
      discounted_price: variation.discounted_price_cents,
      agent_price: variation.agent_price_cents,
    },
    role,
  );

/** When the order was placed and took each move (ms); a move it never took is null. */
export type OrderStamps = {
  created: number;
  paid: number;
  shipped: number | null;
  delivered: number | null;
  completed: number | null;
  cancelled: number | null;
  /** Its last change. */
  updated: number;
};

/** The order's sums, as checkout counts them without points. */
export const orderSums = (lines: readonly Pick<PricedLine, 'variation' | 'quantity' | 'price'>[]) =>
  summariseCheckout(
    lines.map((l) => ({
      price: l.price,
      list_price: l.variation.unit_price_cents,
      quantity: l.quantity,
      points_to_redeem: l.variation.points_to_redeem,
    })),
    { requested: 0, available: 0, rate: 100 },
  );

/** The orders row (insertRecords' names) of a card-paid order delivered to `address` on `deliveryDate`. */
export function orderRecord(
  random: Random,
  o: {
    id: number;
    po: string;
    userId: number;
    status: string;
    address: string;
    deliveryDate: string;
    sums: ReturnType<typeof orderSums>;
    stamps: OrderStamps;
    cancelReasonId?: number | null;
  },
): Record<string, unknown> {
  const { sums, stamps: t } = o;
  const stamp = (ms: number | null) => (ms === null ? null : at(ms));
  return {
    id: o.id,
    poNumber: o.po,
    userId: o.userId,
    status: o.status,
    currency: 'SGD',
    subtotalCents: sums.subtotal,
    discountCents: sums.discount,
    pointsRedeemed: 0,
    pointsValueCents: 0,
    shippingFeeCents: sums.shipping_fee,
    totalCents: sums.total,
    pointsEarned: sums.points_earned,
    deliveryAddress: o.address,
    billingAddress: o.address,
    deliveryDate: o.deliveryDate,
    deliveryTime: random.pick(DELIVERY_SLOTS),
    voucherOnly: false,
    paymentMethod: 'card',
    paymentDueAt: at(t.created + 30 * MINUTE),
    paidAt: at(t.paid),
    shippedAt: stamp(t.shipped),
    deliveredAt: stamp(t.delivered),
    completedAt: stamp(t.completed),
    cancelledAt: stamp(t.cancelled),
    cancelReasonId: o.cancelReasonId ?? null,
    createdAt: at(t.created),
    updatedAt: at(t.updated),
  };
}

/** The order_lines row of `line`. */
export const lineRecord = (id: number, orderId: number, line: PricedLine): Record<string, unknown> => ({
  id,
  orderId,
  productId: line.product.id,
  variationId: line.variation.id,
  productNameEn: line.product.name_en,
  productNameZh: line.product.name_zh,
  brandName: line.product.brand_name,
  variationName: line.variation.name,
  image: line.product.image,
  quantity: line.quantity,
  unitPriceCents: line.price,
  listPriceCents: line.variation.unit_price_cents,
  lineTotalCents: line.price * line.quantity,
});
