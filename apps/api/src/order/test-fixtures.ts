import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../db/client';
import type { PaymentProvider } from '../payment/provider';
import { adjustPoints, earnOrderPoints, holdPoints } from '../wallet/ledger';
import type { OrderStatus } from './lifecycle';

/*
 * Orders for the order and operator tests, written with SQL the way placing and paying leave them: stock
 * taken, sold count raised, points held (unpaid) or spent and earned (paid), a succeeded payment for a paid
 * order. Tests only; the real placement is the checkout's.
 */

export type FixtureOrder = { id: number; poNumber: string; total: number };

const DELIVERED: readonly OrderStatus[] = [
  'delivered',
  'completed',
  'return_requested',
  'return_approved',
  'return_rejected',
  'refunded',
];
const PAID: readonly OrderStatus[] = ['to_ship', 'to_receive', ...DELIVERED];

export async function insertOrder(
  db: Db,
  input: {
    userId: number;
    lines: { variationId: number; quantity: number }[];
    status?: OrderStatus;
    pointsRedeemed?: number;
    pointsEarned?: number;
    /** Provider name of the payment row of a paid order. */
    provider?: string;
    paymentDueMinutes?: number;
    deliveredDaysAgo?: number;
    deliveryFailed?: boolean;
  },
): Promise<FixtureOrder> {
  const status = input.status ?? 'to_pay';
  const points = input.pointsRedeemed ?? 0;
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    let subtotal = 0;
    let goods = 0;
    const lines: { variationId: number; productId: number; quantity: number; price: number; list: number }[] =
      [];
    for (const l of input.lines) {
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
      lines.push({ ...l, productId: v.product_id, price: v.price, list: v.list });
    }
    const total = Math.max(0, goods - points);
    const delivered = DELIVERED.includes(status);
    const [order] = await selectRows<{ id: number; po_number: string }>(
      t,
      sql`insert into orders (po_number, user_id, status, subtotal_cents, discount_cents, points_redeemed,
          points_value_cents, total_cents, points_earned, delivery_address, billing_address, delivery_date,
          delivery_time, payment_method, payment_due_at, paid_at, shipped_at, delivered_at, delivery_failed_at)
        values ('PO' || nextval('order_po_seq'), ${input.userId}, ${status}, ${subtotal}, ${subtotal - goods},
          ${points}, ${points}, ${total}, ${input.pointsEarned ?? 0}, 'Nur Aisyah, 1 Orchard Road, 238801',
          'Nur Aisyah, 1 Orchard Road, 238801', (current_date + 3)::date, '09:00-12:00',
          ${PAID.includes(status) ? 'card' : null},
          now() + make_interval(mins => ${input.paymentDueMinutes ?? 30}),
          ${PAID.includes(status) ? sql`now()` : null},
          ${status === 'to_receive' || delivered ? sql`now()` : null},
          ${delivered ? sql`now() - make_interval(days => ${input.deliveredDaysAgo ?? 1})` : null},
          ${input.deliveryFailed ? sql`now()` : null})
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
      await adjustPoints(tx, { userId: input.userId, points, note: 'fixture' });
      await holdPoints(tx, { userId: input.userId, orderId: id, points });
    }
    if (PAID.includes(status)) {
      await tx.execute(
        sql`update point_entries set status = 'successful' where order_id = ${id} and kind = 'redeemed'`,
      );
      await earnOrderPoints(tx, { userId: input.userId, orderId: id, points: input.pointsEarned ?? 0 });
      if (total > 0)
        await tx.execute(
          sql`insert into payments (order_id, provider, provider_ref, payment_method, amount_cents, currency, status)
            values (${id}, ${input.provider ?? 'stripe'}, ${`pi_test_${order!.po_number}`}, 'card', ${total},
              'SGD', 'succeeded')`,
        );
    }
    return { id, poNumber: order!.po_number, total };
  });
}

/**
 * A payment provider for tests: records refunds (one per idempotency key, as a real provider does) and fails
 * them on demand: `failRefunds` refuses before refunding, `dieAfterRefund` refunds and then throws, which is
 * what the shop sees when the process is killed between the provider's refund and its own record of it.
 * `calls` lists every refund asked for, by key. Not a database mock.
 */
export function fakePaymentProvider() {
  const refunds: { intentId: string; amountCents: number; idempotencyKey: string }[] = [];
  const calls: string[] = [];
  const state = { failRefunds: false, dieAfterRefund: false };
  const provider: PaymentProvider = {
    name: 'stripe',
    publishableKey: 'pk_test_fake',
    methods: ['card'],
    async createIntent(input) {
      return {
        id: `pi_fake_${input.idempotencyKey}`,
        status: 'pending',
        amountCents: input.amountCents,
        currency: input.currency,
        failureMessage: null,
        clientSecret: 'secret',
      };
    },
    async retrieveIntent(id) {
      return { id, status: 'succeeded', amountCents: 0, currency: 'SGD', failureMessage: null };
    },
    async refund(input) {
      calls.push(input.idempotencyKey);
      if (state.failRefunds) throw new Error('provider down');
      if (!refunds.some((r) => r.idempotencyKey === input.idempotencyKey)) refunds.push(input);
      if (state.dieAfterRefund) throw new Error('process killed after the refund');
      return { id: `re_${input.idempotencyKey}` };
    },
  };
  return { provider, refunds, calls, state };
}

/** A demo account's user id by mobile number. */
export async function userIdByMobile(db: Db, mobile: string): Promise<number> {
  const [row] = await selectRows<{ id: number }>(db, sql`select id from users where mobile = ${mobile}`);
  if (!row) throw new Error(`no user ${mobile}`);
  return row.id;
}

/** An active, in-stock variation of an active product no other caller took yet. */
export async function freshVariation(
  db: Db,
  used: Set<number>,
  where = sql`true`,
  minStock = 5,
): Promise<{ variationId: number; productId: number; stock: number; soldCount: number }> {
  const rows = await selectRows<{ id: number; product_id: number; stock: number; sold_count: number }>(
    db,
    sql`select v.id, v.product_id, v.stock, p.sold_count from variations v join products p on p.id = v.product_id
      where p.is_active and v.is_active and v.stock >= ${minStock} and ${where}
      order by v.id limit 500`,
  );
  const row = rows.find((r) => !used.has(r.product_id));
  if (!row) throw new Error('no fresh variation');
  used.add(row.product_id);
  return { variationId: row.id, productId: row.product_id, stock: row.stock, soldCount: row.sold_count };
}
