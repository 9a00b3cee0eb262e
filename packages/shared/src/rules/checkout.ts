import {
  FREE_SHIPPING_MIN_CENTS,
  MIN_CHARGE_CENTS,
  POINTS_EARNED_PER_UNIT,
  type PointsLimit,
  SHIPPING_FEE_CENTS,
} from '../schemas/buying';
import { centsToPoints, pointsToCents } from './wallet';

/** One checked cart line as the summary needs it; money in cents. */
export type CheckoutLine = {
  /** What one unit costs this member (partner, discounted or list price). */
  price: number;
  /** The list (unit) price, against which the discount is measured. */
  list_price: number;
  quantity: number;
  /** Points that may be redeemed per unit. */
  points_to_redeem: number;
  /** A service voucher: nothing to ship (absent: a product that ships). */
  voucher?: boolean;
};

export type CheckoutSummary = {
  item_count: number;
  /** Lines at list price. */
  subtotal: number;
  /** Saving of discounted and partner prices against the list price. */
  discount: number;
  /** What the goods cost after discounts, before points: subtotal - discount. */
  goods_total: number;
  /** Most points this checkout may take: min(lines' points, balance, goods total in points). */
  max_redeemable: number;
  /**
   * Which bound sets max_redeemable, so a page can say why (most of all why it is 0). On a tie the balance
   * comes first, then the products: those are what the member can change.
   */
  max_redeemable_reason: PointsLimit;
  /** The points asked for, capped at max_redeemable. */
  points_redeemed: number;
  points_value: number;
  shipping_fee: number;
  total: number;
  points_earned: number;
};

/**
 * The money of a checkout, from its checked lines and the points the member asks to redeem (spec sections 3
 * and 5). Shipping is free from FREE_SHIPPING_MIN_CENTS of goods after discounts and before points (points
 * pay for goods, so redeeming them never adds a shipping fee), and free when no line ships (a voucher-only
 * checkout); a mixed checkout counts its vouchers towards the threshold like any goods. Points cover goods
 * only, never shipping: the total cannot go below the shipping fee, nor below MIN_CHARGE_CENTS (the
 * smallest card charge). Points are worth `points.rate` per currency unit (the shop setting point_rate,
 * rules/wallet.ts): the value of the points redeemed is rounded down, so it never exceeds what they cover.
 * Points earned: POINTS_EARNED_PER_UNIT per whole currency unit paid for goods (after discounts and points,
 * before shipping), whatever the rate. Points asked beyond what may be redeemed are capped here; the
 * pointredeem call refuses them instead.
 */
export function summariseCheckout(
  lines: readonly CheckoutLine[],
  points: { requested: number; available: number; rate: number },
): CheckoutSummary {
  let itemCount = 0;
  let subtotal = 0;
  let goods = 0;
  let linePoints = 0;
  let ships = false;
  for (const line of lines) {
    if (!line.voucher) ships = true;
    itemCount += line.quantity;
    subtotal += line.list_price * line.quantity;
    goods += line.price * line.quantity;
    linePoints += line.points_to_redeem * line.quantity;
  }
  const shippingFee = !ships || goods >= FREE_SHIPPING_MIN_CENTS ? 0 : SHIPPING_FEE_CENTS;
  // A card payment needs a minimum amount: with free shipping, points leave at least MIN_CHARGE_CENTS to pay.
  const leaveToPay = Math.max(0, MIN_CHARGE_CENTS - shippingFee);
  const coverable = Math.max(0, goods - leaveToPay);
  const bounds: readonly [PointsLimit, number][] = [
    ['balance', Math.max(0, Math.floor(points.available))],
    ['products', linePoints],
    [leaveToPay > 0 ? 'min_charge' : 'shipping', centsToPoints(coverable, points.rate)],
  ];
  // The first of the smallest bounds: reduce keeps the earlier one on a tie.
  const [reason, maxRedeemable] = bounds.reduce((low, bound) => (bound[1] < low[1] ? bound : low));
  const pointsRedeemed = Math.max(0, Math.min(Math.floor(points.requested), maxRedeemable));
  const pointsValue = pointsToCents(pointsRedeemed, points.rate);
  const paidForGoods = goods - pointsValue;
  return {
    item_count: itemCount,
    subtotal,
    discount: subtotal - goods,
    goods_total: goods,
    max_redeemable: maxRedeemable,
    max_redeemable_reason: reason,
    points_redeemed: pointsRedeemed,
    points_value: pointsValue,
    shipping_fee: shippingFee,
    total: paidForGoods + shippingFee,
    points_earned: Math.floor(paidForGoods / 100) * POINTS_EARNED_PER_UNIT,
  };
}
