import {
  type Address,
  addressText,
  type CartFlag,
  type DeliverySlot,
  deliveryDateProblem,
  deliveryDateRange,
  type Language,
  PAYMENT_CURRENCY,
  type PlacedOrder,
  type Schedule,
  type Shipping,
  summariseCheckout,
} from '@beauty/shared';
import { getAddress, listAddresses } from '../account';
import { buildCart, cartLines, lockCart, lockCartAndPoints, toCartItem, toCheckoutLine } from '../cart';
import type { Db } from '../db/client';
import { databaseError, SQLSTATE } from '../db/errors';
import { DomainError } from '../errors';
import type { Member } from '../http/viewer';
import { walletSettings } from '../reference';
import { claimPlace, deliverySlot, deliverySlotsOf } from '../slots';
import { pointBalance, recordHold } from '../wallet';
import { writeOrder } from './place-order';
import { type CheckoutRow, saveCheckout, selectCheckout, selectOrderContext } from './queries';

export type CheckoutContext = {
  db: Db;
  language: Language;
  member: Member;
  orderCompletedDay: number;
  /** Minutes an order may stay unpaid before the expiry job cancels it. */
  paymentMinutes: number;
};

/**
 * The addresses the checkout uses: the member's choice, else the address book's default (delivery), else
 * the delivery address (billing). A chosen address deleted since is unset by its foreign key.
 */
function resolveAddresses(book: Address[], checkout: CheckoutRow) {
  const byId = (id: number | null) => (id === null ? undefined : book.find((a) => a.id === id));
  const delivery =
    byId(checkout.delivery_address_id) ?? book.find((a) => a.default_delivery_address) ?? book[0] ?? null;
  const billing =
    byId(checkout.billing_address_id) ?? book.find((a) => a.default_billing_address) ?? delivery;
  return { delivery, billing };
}

/**
 * The shipping page: the checkout lines, the summary with the chosen points, the addresses. A voucher-only
 * checkout (`is_voucher_only`) has nothing to deliver: its delivery address is null and placing it needs no
 * address, date or slot; its billing address is shown when the member has one.
 */
export async function readShipping(ctx: CheckoutContext): Promise<Shipping> {
  const { db, member } = ctx;
  const [rows, checkout, balance, book, settings] = await Promise.all([
    cartLines(db, ctx.language, member.userId),
    selectCheckout(db, member.userId),
    pointBalance(db, member.userId),
    listAddresses(db, member),
    walletSettings(db),
  ]);
  const cart = buildCart({
    rows,
    viewer: member,
    pointsRequested: checkout.points_to_redeem,
    pointsAvailable: balance.available,
    pointRate: settings.pointRate,
    orderCompletedDay: ctx.orderCompletedDay,
    checkedOnly: true,
  });
  const { delivery, billing } = resolveAddresses(book, checkout);
  return {
    ...cart,
    delivery_address: cart.is_voucher_only ? null : delivery,
    billing_address: billing,
    addresses: book,
    payment_currency: PAYMENT_CURRENCY,
  };
}

/**
 * Chooses how many points this checkout redeems (0 clears). More than the available balance is 409
 * 'not_enough_points'; more than the checkout may take (the lines' points, the goods total) is 400
 * 'points_not_valid'. The choice is checked again, under the points lock, when the order is placed.
 */
export async function redeemPoints(ctx: CheckoutContext, points: number): Promise<Shipping> {
  const { member } = ctx;
  await ctx.db.transaction(async (tx) => {
    await lockCart(tx, member.userId);
    if (points > 0) {
      const rows = await cartLines(tx, ctx.language, member.userId, true);
      const { available } = await pointBalance(tx, member.userId);
      if (points > available)
        throw new DomainError('not_enough_points', { fields: { points: ['not_enough_points'] } });
      const payable = rows.map((row) => toCartItem(row, member)).filter((item) => item.flags.length === 0);
      const { pointRate: rate } = await walletSettings(tx);
      const summary = summariseCheckout(payable.map(toCheckoutLine), { requested: points, available, rate });
      if (points > summary.max_redeemable) throw pointsNotValid();
    }
    await saveCheckout(tx, member.userId, { points_to_redeem: points });
  });
  return readShipping(ctx);
}

export const pointsNotValid = () =>
  new DomainError('points_not_valid', { fields: { points: ['points_not_valid'] } });

/** Chooses the delivery or billing address among the member's own (another member's: 404). */
export async function chooseAddress(
  ctx: CheckoutContext,
  kind: 'delivery' | 'billing',
  addressId: number,
): Promise<Shipping> {
  const { member } = ctx;
  await ctx.db.transaction(async (tx) => {
    await lockCart(tx, member.userId);
    await getAddress(tx, member, addressId);
    await saveCheckout(
      tx,
      member.userId,
      kind === 'delivery' ? { delivery_address_id: addressId } : { billing_address_id: addressId },
    );
  });
  return readShipping(ctx);
}

/** 400 on the date field unless the date is from tomorrow to DELIVERY_DAYS_AHEAD days ahead (shop clock). */
export function assertDeliveryDate(date: string, now = new Date()): void {
  const problem = deliveryDateProblem(date, now);
  if (problem) throw new DomainError(problem, { fields: { date: [problem] } });
}

/** The delivery slots of a date; a slot is available while its orders (not cancelled) are under capacity. */
export async function readSchedule(db: Db, date: string): Promise<Schedule> {
  assertDeliveryDate(date);
  const { earliest, latest } = deliveryDateRange();
  return { date, earliest_date: earliest, latest_date: latest, slots: await deliverySlotsOf(db, date) };
}

/** A flagged checkout line refuses the order with the flag's message. */
function flagError(flag: CartFlag): DomainError {
  return new DomainError(flag);
}

const RETRYABLE = new Set<string>([SQLSTATE.serializationFailure, SQLSTATE.deadlock]);
const ATTEMPTS = 3;

/** The delivery date and slot a checkout names; neither is needed when it is voucher-only. */
export type DeliveryChoice = { date?: string | undefined; time?: DeliverySlot | undefined };

/**
 * The date and slot a checkout that ships must name: each required (400 validation_failed, `required` on the
 * field, as the request schema answered before vouchers made them optional), the date allowed (400 on it).
 */
function requireDelivery(input: DeliveryChoice): { date: string; time: DeliverySlot } {
  const missing: Record<string, ['required']> = {};
  if (input.date === undefined) missing.date = ['required'];
  if (input.time === undefined) missing.time = ['required'];
  if (input.date === undefined || input.time === undefined)
    throw new DomainError('validation_failed', { fields: missing });
  assertDeliveryDate(input.date);
  return { date: input.date, time: input.time };
}

/**
 * Places the order for the checked lines, in one transaction: the member's cart lock (a double-click
 * queues, then finds nothing left to order), then the points lock; every line re-read at its current price
 * and refused if flagged; stock taken with conditional updates in variation order (so concurrent orders
 * neither oversell nor deadlock); the order, its lines and its first event written; the points held; the
 * ordered lines removed from the cart; last, the slot locked and counted, so the slot lock is held briefly.
 * A voucher-only checkout (every checked line sells a service voucher) books no slot and needs no delivery
 * address, date or slot (any given are ignored); its billing address is the member's if they have one, and
 * it is paid by card only. A serialization failure or deadlock is retried, then answered as a 409, never a
 * 500.
 */
export async function placeOrder(ctx: CheckoutContext, input: DeliveryChoice): Promise<PlacedOrder> {
  // Whether a date is needed (and checked) is known only once the lines are read under the cart lock.
  for (let attempt = 1; ; attempt++) {
    try {
      return await placeOrderOnce(ctx, input);
    } catch (err) {
      if (err instanceof DomainError) throw err;
      const state = databaseError(err)?.code;
      if (state && RETRYABLE.has(state) && attempt < ATTEMPTS) continue;
      if (state === SQLSTATE.checkViolation) throw new DomainError('cart_stock_limit');
      if (state && (RETRYABLE.has(state) || state === SQLSTATE.uniqueViolation))
        throw new DomainError('something_went_wrong');
      throw err;
    }
  }
}

async function placeOrderOnce(ctx: CheckoutContext, input: DeliveryChoice): Promise<PlacedOrder> {
  const { member } = ctx;
  return ctx.db.transaction(async (tx) => {
    await lockCartAndPoints(tx, member.userId);
    const rows = await cartLines(tx, ctx.language, member.userId, true);
    if (rows.length === 0) throw new DomainError('cart_empty');
    const items = rows.map((row) => toCartItem(row, member));
    const flag = items.find((item) => item.flags.length > 0)?.flags[0];
    if (flag) throw flagError(flag);
    const voucherOnly = items.every((item) => item.voucher_id !== 0);
    const slot = voucherOnly ? null : requireDelivery(input);

    // The checkout choices, the address book, the points balance and rate in one statement.
    const checkout = await selectOrderContext(tx, member.userId);
    const { delivery, billing } = resolveAddresses(checkout.addresses, checkout);
    if (!voucherOnly && (!delivery || !billing)) throw new DomainError('address_required');
    const { available } = checkout;
    const summary = summariseCheckout(items.map(toCheckoutLine), {
      requested: checkout.points_to_redeem,
      available,
      rate: checkout.point_rate,
    });

    // The slot before the stock: every buyer of a popular product waits on its variation's row lock from
    // the stock update to the commit, so nothing that can run before it runs after it.
    if (slot) await claimPlace(tx, deliverySlot, slot);

    const currency = rows[0]!.currency;
    // Stock, sold counts, order, lines, first event and the cart cleared: one statement.
    const lines = rows.map((row, i) => ({
      cartLineId: row.id,
      productId: row.product_id,
      variationId: row.variation_id,
      productNameEn: row.product_name_en,
      productNameZh: row.product_name_zh,
      brandName: row.brand_name,
      variationName: row.variation_name,
      image: row.image,
      quantity: row.quantity,
      unitPrice: items[i]!.price,
      listPrice: row.unit_price_cents,
    }));
    const order = await writeOrder(
      tx,
      {
        userId: member.userId,
        subtotal: summary.subtotal,
        discount: summary.discount,
        pointsRedeemed: summary.points_redeemed,
        pointsValue: summary.points_value,
        shippingFee: summary.shipping_fee,
        total: summary.total,
        pointsEarned: summary.points_earned,
        currency,
        deliveryAddress: slot && delivery ? addressText(delivery) : null,
        billingAddress: billing ? addressText(billing) : null,
        deliveryDate: slot?.date ?? null,
        deliveryTime: slot?.time ?? null,
        voucherOnly,
        paymentMinutes: ctx.paymentMinutes,
      },
      lines,
    );
    if (!order) throw new DomainError('cart_stock_limit');
    // The points lock is held since the first statement and summary.points_redeemed is bounded by the
    // balance read after it, so the hold needs no second lock or read.
    await recordHold(tx, { userId: member.userId, orderId: order.id, points: summary.points_redeemed });

    return {
      po_number: order.po_number,
      total: summary.total,
      currency,
      payment_due_at: order.payment_due_at,
    };
  });
}
