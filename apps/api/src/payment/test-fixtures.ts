import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, selectRows } from '../db/client';
import { DEMO_PASSWORD } from '../seed';

/*
 * Test fixtures for payments, independent of checkout: an order written straight into the tables as place
 * order leaves it (to pay, points held), so payment tests need no cart.
 */

export type FixtureOrder = { id: number; poNumber: string; userId: number; totalCents: number };

let sequence = randomInt(100_000, 900_000) * 100;

/** The id of a seeded member by mobile number. */
export async function userIdByMobile(db: Db, mobile: string): Promise<number> {
  const [row] = await selectRows<{ id: number }>(db, sql`select id from users where mobile = ${mobile}`);
  if (!row) throw new Error(`no user with mobile ${mobile}`);
  return row.id;
}

/** A bearer token for a seeded account (one per test file: a new login ends the earlier session). */
export async function loginToken(app: FastifyInstance, countryId: number, mobile: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: { country_id: countryId, mobile, password: DEMO_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`login ${mobile}: ${res.statusCode} ${res.body}`);
  return res.json().data.token as string;
}

/**
 * A to-pay order of `userId` for `totalCents`, with `pointsRedeemed` held (a pending redemption) and
 * `pointsEarned` to be earned at payment. `status` and `dueInMinutes` make orders in other situations.
 */
export async function insertOrder(
  db: Db,
  input: {
    userId: number;
    totalCents?: number;
    pointsRedeemed?: number;
    pointsEarned?: number;
    status?: string;
    currency?: string;
    dueInMinutes?: number;
  },
): Promise<FixtureOrder> {
  const total = input.totalCents ?? 4_990;
  const redeemed = input.pointsRedeemed ?? 0;
  const poNumber = `PO${String(++sequence).padStart(8, '0')}`;
  const [order] = await selectRows<{ id: number }>(
    db,
    sql`insert into orders (po_number, user_id, status, currency, subtotal_cents, points_redeemed,
        points_value_cents, shipping_fee_cents, total_cents, points_earned, delivery_address, billing_address,
        delivery_date, delivery_time, payment_due_at)
      values (${poNumber}, ${input.userId}, ${input.status ?? 'to_pay'}, ${input.currency ?? 'SGD'},
        ${total + redeemed}, ${redeemed}, ${redeemed}, 0, ${total}, ${input.pointsEarned ?? Math.floor(total / 100)},
        '1 Orchard Road #01-01 Singapore 238801', '1 Orchard Road #01-01 Singapore 238801',
        current_date + 2, '09:00-12:00', now() + make_interval(mins => ${input.dueInMinutes ?? 30}))
      returning id`,
  );
  if (!order) throw new Error('order not inserted');
  if (redeemed > 0) {
    await db.execute(
      sql`insert into point_entries (user_id, kind, status, points, order_id, note)
        values (${input.userId}, 'redeemed', 'pending', ${-redeemed}, ${order.id}, 'order')`,
    );
  }
  return { id: order.id, poNumber, userId: input.userId, totalCents: total };
}

/** What a paid order left behind: payments by status, 'pay' events, and its point entries. */
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
