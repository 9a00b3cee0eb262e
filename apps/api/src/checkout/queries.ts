import { type Address, DELIVERY_SLOTS, type DeliverySlot } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import type { CheckoutRow } from '../cart/queries';
import { type Db, runPrepared, selectPrepared, type Tx } from '../db/client';
import { availablePointsSql } from '../wallet/ledger';

/** Advisory-lock namespace of one delivery slot (pg_advisory_xact_lock(space, yyyymmdd * 10 + slot)). */
const SLOT_LOCK_SPACE = 7003;

const slotKey = (date: string, time: DeliverySlot) =>
  Number(date.replaceAll('-', '')) * 10 + DELIVERY_SLOTS.indexOf(time);

/**
 * Serialises the bookings of one delivery slot until the transaction ends, so a count of its orders taken
 * after the lock cannot be overtaken by another booking. Take it last (just before counting), so it is held
 * briefly. Placing an order and rescheduling one both use it.
 */
export async function lockDeliverySlot(tx: Tx, date: string, time: DeliverySlot): Promise<void> {
  await runPrepared(
    tx,
    'lock_delivery_slot',
    sql`select pg_advisory_xact_lock(${SLOT_LOCK_SPACE}, ${slotKey(date, time)})`,
  );
}

/** Orders that take up each slot of a date: every order not cancelled. */
export async function countSlotOrders(db: Db | Tx, date: string): Promise<Map<string, number>> {
  const rows = await selectPrepared<{ time: string; n: number }>(
    db,
    'count_slot_orders',
    sql`select delivery_time as time, count(*)::int as n from orders
      where delivery_date = ${date} and status <> 'cancelled' group by delivery_time`,
  );
  return new Map(rows.map((r) => [r.time, r.n]));
}

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
  deliveryAddress: string;
  billingAddress: string;
  deliveryDate: string;
  deliveryTime: string;
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
          delivery_address, billing_address, delivery_date, delivery_time, payment_due_at)
        select 'PO' || nextval('order_po_seq'), ${o.userId}::int, 'to_pay', ${o.currency}::text,
          ${o.subtotal}::int, ${o.discount}::int, ${o.pointsRedeemed}::int, ${o.pointsValue}::int,
          ${o.shippingFee}::int, ${o.total}::int, ${o.pointsEarned}::int, ${o.deliveryAddress}::text,
          ${o.billingAddress}::text, ${o.deliveryDate}::date, ${o.deliveryTime}::text,
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
        insert into order_events (order_id, from_status, to_status, actor)
        select id, null, 'to_pay', 'member' from o),
      cleared as (
        delete from cart_items where user_id = ${o.userId}::int and id in (select cart_line_id from x)
          and exists (select from o)),
      checkout as (
        update checkouts set points_to_redeem = 0, updated_at = now()
        where user_id = ${o.userId}::int and points_to_redeem <> 0 and exists (select from o))
      select id, po_number,
        to_char(payment_due_at at time zone 'Asia/Singapore', 'YYYY-MM-DD HH24:MI:SS') as payment_due_at
      from o`,
  );
  return row ?? null;
}

/**
 * What placing an order reads besides the lines, in one prepared statement: the checkout choices (unset
 * before the first), the available points (read after the points lock, so nothing can spend them
 * meanwhile) and the address book as account/address-service listAddresses answers it (defaults first).
 */
export async function selectOrderContext(
  tx: Tx,
  userId: number,
): Promise<CheckoutRow & { available: number; addresses: Address[] }> {
  const [row] = await selectPrepared<CheckoutRow & { available: number; addresses: Address[] }>(
    tx,
    'order_context',
    sql`select coalesce(c.points_to_redeem, 0) as points_to_redeem, c.delivery_address_id,
        c.billing_address_id, ${availablePointsSql(sql`m.id`)} as available,
        (select coalesce(json_agg(json_build_object('id', a.id, 'receiver_name', a.receiver_name,
            'address', a.address, 'floor_unit', a.floor_unit, 'postcode', a.postcode,
            'contact_no', a.contact_no, 'country_id', a.country_id, 'phone_code', k.phone_code,
            'default_delivery_address', a.default_delivery_address,
            'default_billing_address', a.default_billing_address)
            order by a.default_delivery_address desc, a.id), '[]'::json)
          from addresses a join countries k on k.id = a.country_id where a.user_id = m.id) as addresses
      from (select ${userId}::int as id) m left join checkouts c on c.user_id = m.id`,
  );
  return row!;
}
