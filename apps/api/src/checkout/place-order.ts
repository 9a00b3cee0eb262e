import { sql } from 'drizzle-orm';
import { selectPrepared, type Tx } from '../db/client';
import { shopTimestamp } from '../db/shop-clock';

/*
 * Placing an order's one statement: the named exception to "only order/ writes orders and order_events"
 * (and to the catalogue's and the cart's tables below), listed in scripts/ownership.test.mjs.
 *
 * It writes seven tables in one round trip:
 * - variations: the stock of every line, taken;
 * - product_sales_queue: the units sold, for catalogue/sold-counts.ts to fold into the products later;
 * - orders: the new order, To Pay;
 * - order_lines: its lines at the prices charged;
 * - order_events: its first event (placed, To Pay);
 * - cart_items: the ordered lines, removed from the member's cart;
 * - checkouts: the points chosen for this checkout, back to 0 (checkout's own table).
 *
 * Why here and not through order/'s services: placing an order is the shop's hottest write (bench/README.md,
 * addcart + placeorder, was bounded by the number of statements: 18 round trips, now 9). As one prepared
 * statement it costs one round trip and one plan while the member's cart and points locks and the
 * variations' row locks are held, and the stock, the order and the cart commit or fail together: no order
 * row back means some line's stock was short and the caller rolls back. Every later move of an order (pay,
 * cancel, expire, ship, deliver, return, refund) is a move of order/'s ORDER_LIFECYCLE; an order begins To
 * Pay here, by the member who places it (the event's actor and actor_id, as the lifecycle's history rows
 * record theirs), and if that first state or event ever changes, it changes in this file.
 */

export type NewOrder = {
  userId: number;
  subtotal: number;
  discount: number;
  pointsRedeemed: number;
  pointsValue: number;
  shippingFee: number;
  total: number;
  pointsEarned: number;
  currency: string;
  /** All three null for a voucher-only order (nothing to deliver), all three set otherwise. */
  deliveryAddress: string | null;
  /** '' when a voucher-only order was placed without any address (the column is not null). */
  billingAddress: string | null;
  deliveryDate: string | null;
  deliveryTime: string | null;
  voucherOnly: boolean;
  paymentMinutes: number;
};

export type NewOrderLine = {
  /** The cart line it comes from, removed from the cart with the order. */
  cartLineId: number;
  productId: number;
  variationId: number;
  productNameEn: string;
  productNameZh: string;
  brandName: string;
  variationName: string;
  image: string;
  quantity: number;
  unitPrice: number;
  listPrice: number;
};

/**
 * Writes an order in one statement (one round trip, one plan, prepared):
 * - takes each line's quantity from its variation's stock if the variation has that much and is on sale (the
 *   condition is part of the update, so concurrent orders can never take stock below zero; the rows are
 *   taken in variation order, so two orders lock them in the same order; should the planner ever choose
 *   otherwise, a deadlock is detected and the caller retries);
 * - queues the units for the products' sold counts (catalogue/sold-counts.ts folds them in later);
 * - only if every line got its stock: writes the order with the next PO number (payment due
 *   `paymentMinutes` from now), its lines in the given order at the prices charged and its first event;
 * - removes the ordered lines from the member's cart and sets the checkout's points back to 0.
 * Returns null when some line's stock was short; the caller rolls the transaction back.
 */
export async function writeOrder(tx: Tx, o: NewOrder, lines: NewOrderLine[]) {
  const json = JSON.stringify(
    lines.map((l, position) => ({
      position,
      cart_line_id: l.cartLineId,
      product_id: l.productId,
      variation_id: l.variationId,
      product_name_en: l.productNameEn,
      product_name_zh: l.productNameZh,
      brand_name: l.brandName,
      variation_name: l.variationName,
      image: l.image,
      quantity: l.quantity,
      unit_price_cents: l.unitPrice,
      list_price_cents: l.listPrice,
    })),
  );
  const [row] = await selectPrepared<{ id: number; po_number: string; payment_due_at: string }>(
    tx,
    'write_order',
    sql`with x as materialized (
        select * from json_to_recordset(${json}::json) as x(position int, cart_line_id int, product_id int, variation_id int,
          product_name_en text, product_name_zh text, brand_name text, variation_name text, image text,
          quantity int, unit_price_cents int, list_price_cents int)),
      taken as (
        update variations v set stock = v.stock - x.quantity
        from (select variation_id, quantity from x order by variation_id) x
        where v.id = x.variation_id and v.stock >= x.quantity and v.is_active
        returning v.id),
      sold as (
        insert into product_sales_queue (product_id, quantity)
        select product_id, sum(quantity)::int from x
        where (select count(*) from taken) = (select count(*) from x)
        group by product_id),
      o as (
        insert into orders (po_number, user_id, status, currency, subtotal_cents, discount_cents,
          points_redeemed, points_value_cents, shipping_fee_cents, total_cents, points_earned,
          delivery_address, billing_address, delivery_date, delivery_time, voucher_only, payment_due_at)
        select 'PO' || nextval('order_po_seq'), ${o.userId}::int, 'to_pay', ${o.currency}::text,
          ${o.subtotal}::int, ${o.discount}::int, ${o.pointsRedeemed}::int, ${o.pointsValue}::int,
          ${o.shippingFee}::int, ${o.total}::int, ${o.pointsEarned}::int, ${o.deliveryAddress}::text,
          ${o.billingAddress}::text, ${o.deliveryDate}::date, ${o.deliveryTime}::text, ${o.voucherOnly}::boolean,
          now() + make_interval(mins => ${o.paymentMinutes}::int)
        where (select count(*) from taken) = (select count(*) from x)
        returning id, po_number, payment_due_at),
      l as (
        insert into order_lines (order_id, product_id, variation_id, product_name_en, product_name_zh,
          brand_name, variation_name, image, quantity, unit_price_cents, list_price_cents, line_total_cents)
        select o.id, x.product_id, x.variation_id, x.product_name_en, x.product_name_zh, x.brand_name,
          x.variation_name, x.image, x.quantity, x.unit_price_cents, x.list_price_cents,
          x.unit_price_cents * x.quantity
        from o, x order by x.position),
      e as (
        insert into order_events (order_id, from_status, to_status, actor, actor_id)
        select id, null, 'to_pay', 'member', ${o.userId}::int from o),
      cleared as (
        delete from cart_items where user_id = ${o.userId}::int and id in (select cart_line_id from x)
          and exists (select from o)),
      checkout as (
        update checkouts set points_to_redeem = 0, updated_at = now()
        where user_id = ${o.userId}::int and points_to_redeem <> 0 and exists (select from o))
      select id, po_number,
        ${shopTimestamp(sql`payment_due_at`)} as payment_due_at
      from o`,
  );
  return row ?? null;
}
