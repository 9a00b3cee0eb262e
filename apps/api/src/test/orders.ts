import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../db/client';
import type { OrderStatus } from '../order/lifecycle';
import { adjustPoints, earnOrderPoints, holdPoints } from '../wallet/ledger';

/*
 * Orders written with SQL the way placing and paying leave them, so that order, payment, operator and points
 * tests need no cart: stock taken and sold count raised for each line, points held (unpaid) or spent and
 * earned (paid), a succeeded payment for a paid order. The real placement is the checkout's.
 */

export type OrderOptions = {
  userId: number;
  /** To pay unless told; the timestamps (paid, shipped, delivered) follow from it. */
  status?: OrderStatus;
  /**
   * Units taken from stock at the variations' current prices, which make the amounts. Without lines the
   * order has none, and `totalCents` is what it costs.
   */
  lines?: { variationId: number; quantity: number }[];
  /** What the member pays, after points, for an order without lines: 49.90 unless told. */
  totalCents?: number;
  currency?: 'SGD' | 'MYR';
  /** Points paying part of the goods: granted to the member first, then held (unpaid) or spent (paid). */
  pointsRedeemed?: number;
  /** Points the order earns once paid. */
  pointsEarned?: number;
  /** Provider name of the payment row of a paid order. */
  provider?: string;
  /** When an unpaid order's payment time ends, from now (negative: already over). */
  paymentDueMinutes?: number;
  deliveredDaysAgo?: number;
  deliveryFailed?: boolean;
};

export type TestOrder = { id: number; poNumber: string; userId: number; totalCents: number };

const DELIVERED: readonly OrderStatus[] = [
  'delivered',
  'completed',
  'return_requested',
  'return_approved',
  'return_rejected',
  'refunded',
];
const PAID: readonly OrderStatus[] = ['to_ship', 'to_receive', ...DELIVERED];

/** An order of the member's, in the state `options` describe. */
export async function insertOrder(db: Db, options: OrderOptions): Promise<TestOrder> {
  if (options.lines?.length && options.totalCents !== undefined)
    throw new Error('fixture: an order has lines or a total, not both');
  const status = options.status ?? 'to_pay';
  const paid = PAID.includes(status);
  const delivered = DELIVERED.includes(status);
  const points = options.pointsRedeemed ?? 0;
  const currency = options.currency ?? 'SGD';
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // Without lines, the goods are what the member pays plus the points that paid the rest.
    let subtotal = options.lines?.length ? 0 : (options.totalCents ?? 4_990) + points;
    let goods = subtotal;
    const lines: { variationId: number; quantity: number; price: number; list: number }[] = [];
    for (const l of options.lines ?? []) {
      const [v] = await selectRows<{ product_id: number; price: number; list: number }>(
        t,
        sql`update variations set stock = stock - ${l.quantity}
          where id = ${l.variationId} and stock >= ${l.quantity}
          returning product_id, coalesce(discounted_price_cents, unit_price_cents) as price,
            unit_price_cents as list`,
      );
      if (!v) throw new Error(`fixture: not enough stock of variation ${l.variationId}`);
      await tx.execute(
        sql`update products set sold_count = sold_count + ${l.quantity} where id = ${v.product_id}`,
      );
      subtotal += v.list * l.quantity;
      goods += v.price * l.quantity;
      lines.push({ ...l, price: v.price, list: v.list });
    }
    const total = Math.max(0, goods - points);
    const [order] = await selectRows<{ id: number; po_number: string }>(
      t,
      sql`insert into orders (po_number, user_id, status, currency, subtotal_cents, discount_cents,
          points_redeemed, points_value_cents, total_cents, points_earned, delivery_address, billing_address,
          delivery_date, delivery_time, payment_method, payment_due_at, paid_at, shipped_at, delivered_at,
          delivery_failed_at)
        values ('PO' || nextval('order_po_seq'), ${options.userId}, ${status}, ${currency}, ${subtotal},
          ${subtotal - goods}, ${points}, ${points}, ${total}, ${options.pointsEarned ?? 0},
          'Nur Aisyah, 1 Orchard Road, 238801', 'Nur Aisyah, 1 Orchard Road, 238801', (current_date + 3)::date,
          '09:00-12:00', ${paid ? 'card' : null},
          now() + make_interval(mins => ${options.paymentDueMinutes ?? 30}),
          ${paid ? sql`now()` : null},
          ${status === 'to_receive' || delivered ? sql`now()` : null},
          ${delivered ? sql`now() - make_interval(days => ${options.deliveredDaysAgo ?? 1})` : null},
          ${options.deliveryFailed ? sql`now()` : null})
        returning id, po_number`,
    );
    const id = order!.id;
    for (const l of lines) {
      await tx.execute(
        sql`insert into order_lines (order_id, product_id, variation_id, product_name_en, product_name_zh,
            brand_name, variation_name, image, quantity, unit_price_cents, list_price_cents, line_total_cents)
          select ${id}, p.id, v.id, p.name_en, p.name_zh, b.name, v.name, p.image, ${l.quantity}, ${l.price},
            ${l.list}, ${l.price * l.quantity}
          from variations v join products p on p.id = v.product_id join brands b on b.id = p.brand_id
          where v.id = ${l.variationId}`,
      );
    }
    if (points > 0) {
      await adjustPoints(tx, { userId: options.userId, points, note: 'fixture' });
      await holdPoints(tx, { userId: options.userId, orderId: id, points });
    }
    if (paid) {
      await tx.execute(
        sql`update point_entries set status = 'successful' where order_id = ${id} and kind = 'redeemed'`,
      );
      await earnOrderPoints(tx, { userId: options.userId, orderId: id, points: options.pointsEarned ?? 0 });
      if (total > 0)
        await tx.execute(
          sql`insert into payments (order_id, provider, provider_ref, payment_method, amount_cents, currency, status)
            values (${id}, ${options.provider ?? 'stripe'}, ${`pi_test_${order!.po_number}`}, 'card', ${total},
              ${currency}, 'succeeded')`,
        );
    }
    return { id, poNumber: order!.po_number, userId: options.userId, totalCents: total };
  });
}

/** What paying an order left behind: the order, its payments, its events and its point entries. */
export async function paymentTrail(db: Db, orderId: number) {
  const [order] = await selectRows<{ status: string; paid_at: string | null; payment_method: string | null }>(
    db,
    sql`select status, paid_at::text, payment_method from orders where id = ${orderId}`,
  );
  const payments = await selectRows<{ status: string; provider_ref: string; failure_message: string | null }>(
    db,
    sql`select status, provider_ref, failure_message from payments where order_id = ${orderId} order by id`,
  );
  const events = await selectRows<{ from_status: string; to_status: string; actor: string }>(
    db,
    sql`select from_status, to_status, actor from order_events where order_id = ${orderId} order by id`,
  );
  const points = await selectRows<{ kind: string; status: string; points: number }>(
    db,
    sql`select kind, status, points from point_entries where order_id = ${orderId} order by id`,
  );
  return { order, payments, events, points };
}
