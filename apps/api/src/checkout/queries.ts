import { DELIVERY_SLOTS, type DeliverySlot } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../db/client';

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
  await tx.execute(sql`select pg_advisory_xact_lock(${SLOT_LOCK_SPACE}, ${slotKey(date, time)})`);
}

/** Orders that take up each slot of a date: every order not cancelled. */
export async function countSlotOrders(db: Db | Tx, date: string): Promise<Map<string, number>> {
  const rows = await selectRows<{ time: string; n: number }>(
    db as Db,
    sql`select delivery_time as time, count(*)::int as n from orders
      where delivery_date = ${date} and status <> 'cancelled' group by delivery_time`,
  );
  return new Map(rows.map((r) => [r.time, r.n]));
}

/**
 * Takes `quantity` from a variation's stock if it has that much and is on sale; false otherwise. The
 * condition is part of the update, so concurrent orders can never take stock below zero.
 */
export async function takeStock(tx: Tx, variationId: number, quantity: number): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    tx as unknown as Db,
    sql`update variations set stock = stock - ${quantity}
      where id = ${variationId} and stock >= ${quantity} and is_active returning id`,
  );
  return rows.length === 1;
}

export async function addSoldCount(tx: Tx, productId: number, quantity: number): Promise<void> {
  await tx.execute(sql`update products set sold_count = sold_count + ${quantity} where id = ${productId}`);
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

/** Writes the order with the next PO number; payment is due `paymentMinutes` from now. */
export async function insertOrder(tx: Tx, o: NewOrder) {
  const [row] = await selectRows<{ id: number; po_number: string; payment_due_at: string }>(
    tx as unknown as Db,
    sql`insert into orders (po_number, user_id, status, currency, subtotal_cents, discount_cents,
        points_redeemed, points_value_cents, shipping_fee_cents, total_cents, points_earned,
        delivery_address, billing_address, delivery_date, delivery_time, payment_due_at)
      values ('PO' || nextval('order_po_seq'), ${o.userId}, 'to_pay', ${o.currency}, ${o.subtotal},
        ${o.discount}, ${o.pointsRedeemed}, ${o.pointsValue}, ${o.shippingFee}, ${o.total}, ${o.pointsEarned},
        ${o.deliveryAddress}, ${o.billingAddress}, ${o.deliveryDate}, ${o.deliveryTime},
        now() + make_interval(mins => ${o.paymentMinutes}::int))
      returning id, po_number,
        to_char(payment_due_at at time zone 'Asia/Singapore', 'YYYY-MM-DD HH24:MI:SS') as payment_due_at`,
  );
  return row!;
}

export type NewOrderLine = {
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

export async function insertOrderLines(tx: Tx, orderId: number, lines: NewOrderLine[]): Promise<void> {
  const values = lines.map(
    (l) =>
      sql`(${orderId}, ${l.productId}, ${l.variationId}, ${l.productNameEn}, ${l.productNameZh}, ${l.brandName},
        ${l.variationName}, ${l.image}, ${l.quantity}, ${l.unitPrice}, ${l.listPrice}, ${l.unitPrice * l.quantity})`,
  );
  await tx.execute(
    sql`insert into order_lines (order_id, product_id, variation_id, product_name_en, product_name_zh,
        brand_name, variation_name, image, quantity, unit_price_cents, list_price_cents, line_total_cents)
      values ${sql.join(values, sql`, `)}`,
  );
}

export async function insertOrderEvent(
  tx: Tx,
  e: { orderId: number; from: string | null; to: string; actor: string; note?: string },
): Promise<void> {
  await tx.execute(
    sql`insert into order_events (order_id, from_status, to_status, actor, note)
      values (${e.orderId}, ${e.from}, ${e.to}, ${e.actor}, ${e.note ?? null})`,
  );
}

/** After ordering: the ordered lines leave the cart and the checkout's points go back to 0. */
export async function clearOrderedLines(tx: Tx, userId: number, lineIds: number[]): Promise<void> {
  await tx.execute(
    sql`delete from cart_items where user_id = ${userId} and id in (${sql.join(
      lineIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  await tx.execute(
    sql`update checkouts set points_to_redeem = 0, updated_at = now()
      where user_id = ${userId} and points_to_redeem <> 0`,
  );
}
