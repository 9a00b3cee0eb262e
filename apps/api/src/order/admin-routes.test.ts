import { ORDER_ACTION_VALUES } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_OPERATOR_COMMANDS } from '../agent/operator';
import { WITHDRAWAL_OPERATOR_COMMANDS } from '../agent/withdrawal-service';
import { BOOKING_OPERATOR_COMMANDS } from '../booking/operator';
import { selectRows } from '../db/client';
import { systemActor } from '../db/lifecycle';
import { REVIEW_OPERATOR_COMMANDS } from '../review/moderation';
import { createTestApp, type TestApp } from '../test/app';
import { makeProduct } from '../test/catalogue';
import { logIn } from '../test/members';
import { insertOrder, type OrderOptions } from '../test/orders';
import { fakePaymentProvider } from '../test/payment-provider';
import { itConcurrently } from '../test/postgres-only';
import { pointBalance } from '../wallet/ledger';
import { WALLET_OPERATOR_COMMANDS } from '../wallet/operator';
import { completeDeliveredOrders, expireUnpaidOrders } from './expiry';

const EXPIRE_JOB = systemActor('order.expire-unpaid');

let t: TestApp;
const fake = fakePaymentProvider();
/** The member whose orders the operator moves. */
let userId: number;
const OPS = 'test-operator-token-of-at-least-32-characters';

beforeAll(async () => {
  t = await createTestApp({ payment: fake.provider });
  ({ userId } = await logIn(t));
});
afterAll(() => t.close());

const ops = (po: string, command: string, token: string | null = OPS) =>
  t.app.inject({
    method: 'POST',
    url: `/api/ops/orders/${po}/${command}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** What the product of each `order` has in stock before the order. */
const STOCK = 10;

/** An order for one unit of a product of its own. */
async function order(status: OrderOptions['status'], extra: Partial<OrderOptions> = {}) {
  const product = await makeProduct(t.database.db, { variations: [{ stock: STOCK }] });
  return insertOrder(t.database.db, {
    userId,
    status,
    lines: [{ variationId: product.variationId, quantity: 1 }],
    ...extra,
  });
}

async function row(id: number) {
  const [r] = await selectRows<{ status: string; stock: number }>(
    t.database.db,
    sql`select o.status, v.stock from orders o join order_lines l on l.order_id = o.id
      join variations v on v.id = l.variation_id where o.id = ${id}`,
  );
  return r!;
}

describe('operator API auth', () => {
  it('answers 401 without the token or with a wrong one', async () => {
    const { poNumber } = await order('to_ship');
    for (const token of [null, 'wrong-token-wrong-token-wrong-token-x', `${OPS}x`]) {
      const res = await ops(poNumber, 'ship', token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 401, message_key: 'unauthorized' });
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/ops/orders' });
    expect(list.statusCode).toBe(401);
  });
});

describe('operator commands', () => {
  it('lists exactly the commands it has routes for, each with its summary', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/ops/commands',
      headers: { authorization: `Bearer ${OPS}` },
    });
    expect(res.statusCode).toBe(200);
    const commands = res.json().data as { name: string; summary: string }[];
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    const routed = paths
      .map((p) => /^\/api\/ops\/orders\/\{po\}\/([a-z-]+)$/.exec(p)?.[1])
      .filter((name) => name !== undefined);
    // The wallet's commands take a member or a voucher, not a PO number: their routes are their own
    // (POST /api/ops/vouchers, /api/ops/vouchers/{id}/void; wallet/admin-routes.test.ts for points and transfers).
    expect(paths).toEqual(expect.arrayContaining(['/api/ops/vouchers', '/api/ops/vouchers/{id}/void']));
    const wallet: string[] = WALLET_OPERATOR_COMMANDS.map((c) => c.name);
    expect(wallet.sort()).toEqual(['issue-voucher', 'points', 'transfers', 'void-voucher']);
    // So do the appointment commands (a store, a booking or a stylist; booking/admin-routes.test.ts).
    const booking: string[] = BOOKING_OPERATOR_COMMANDS.map((c) => c.name);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/ops/stores/{id}/day',
        '/api/ops/bookings/{id}/complete',
        '/api/ops/bookings/{id}/no-show',
        '/api/ops/bookings/{id}/cancel',
        '/api/ops/bookings/walk-in',
        '/api/ops/stylists/{id}/hours',
        '/api/ops/stylists/{id}/leave',
      ]),
    );
    // And the review commands (a review by kind and id; review/admin-routes.test.ts).
    const review: string[] = REVIEW_OPERATOR_COMMANDS.map((c) => c.name);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/ops/reviews',
        '/api/ops/reviews/{kind}/{id}/hide',
        '/api/ops/reviews/{kind}/{id}/restore',
        '/api/ops/reviews/{kind}/{id}/reply',
      ]),
    );
    // And the partner withdrawals' (agent/admin-routes.ts; agent/withdrawal.test.ts).
    const withdrawal: string[] = WITHDRAWAL_OPERATOR_COMMANDS.map((c) => c.name);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/ops/withdrawals',
        '/api/ops/withdrawals/process',
        '/api/ops/withdrawals/payment-file',
        '/api/ops/withdrawals/{id}/pay',
        '/api/ops/withdrawals/{id}/reject',
      ]),
    );
    // And the partner commands (an application by id, an agent by mobile or id; agent/agent.test.ts).
    const agent: string[] = AGENT_OPERATOR_COMMANDS.map((c) => c.name);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/ops/agent-applications',
        '/api/ops/agent-applications/{id}/approve',
        '/api/ops/agent-applications/{id}/reject',
        '/api/ops/agents/rank',
        '/api/ops/agents',
      ]),
    );
    const ownRoutes = [...wallet, ...booking, ...review, ...agent, ...withdrawal];
    expect(
      commands
        .map((c) => c.name)
        .filter((name) => !ownRoutes.includes(name))
        .sort(),
    ).toEqual(routed.sort());
    expect(commands.find((c) => c.name === 'ship')?.summary).toMatch(/^Ship a paid order/);
    expect(routed).toHaveLength(8);
  });
});

describe('operator moves', () => {
  it('ships, records a failed attempt, delivers (scheduling earned points) and completes', async () => {
    const o = await order('to_ship', { pointsEarned: 30 });
    expect((await ops(o.poNumber, 'ship')).json().data.status).toBe('to_receive');
    const failed = (await ops(o.poNumber, 'fail-delivery')).json().data;
    expect(failed).toMatchObject({ status: 'to_receive' });
    expect(failed.delivery_failed_at).not.toBeNull();
    const delivered = await ops(o.poNumber, 'deliver');
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().data.delivered_at).not.toBeNull();
    const [earned] = await selectRows<{ days: number }>(
      t.database.db,
      sql`select round(extract(epoch from available_at - now()) / 86400)::int as days from point_entries
        where order_id = ${o.id} and kind = 'earned'`,
    );
    expect(earned!.days).toBe(7);
    expect((await ops(o.poNumber, 'complete')).json().data.status).toBe('completed');
    const events = await selectRows<{ actor: string; to_status: string }>(
      t.database.db,
      sql`select actor, to_status from order_events where order_id = ${o.id} order by id`,
    );
    expect(events.map((e) => e.to_status)).toEqual(['to_receive', 'to_receive', 'delivered', 'completed']);
    expect(events.every((e) => e.actor === 'operator')).toBe(true);
  });

  it("audits the operator's move: one row in the move's transaction, with the call's id and address", async () => {
    const { id, poNumber } = await order('to_ship');
    const res = await ops(poNumber, 'ship');
    expect(res.statusCode).toBe(200);
    const rows = await selectRows(
      t.database.db,
      sql`select actor_kind, staff_id, actor_name, action, record_type, before, after, request_id, ip
        from audit_log where record_type = 'orders' and record_id = ${String(id)}`,
    );
    expect(rows).toEqual([
      {
        actor_kind: 'operator',
        staff_id: null,
        actor_name: 'operator',
        action: 'order.ship',
        record_type: 'orders',
        before: { status: 'to_ship' },
        after: expect.objectContaining({ status: 'to_receive' }),
        request_id: expect.any(String),
        ip: '127.0.0.1',
      },
    ]);
  });

  it('refuses moves the lifecycle does not allow, and unknown orders', async () => {
    const o = await order('to_pay');
    const res = await ops(o.poNumber, 'ship');
    expect(res.statusCode).toBe(409);
    expect(res.json().message_key).toBe('order_transition_refused');
    expect((await ops('PO999999999', 'ship')).statusCode).toBe(404);
    expect((await ops(o.poNumber, 'refund')).statusCode).toBe(409);
  });

  it('approves and refunds a return through the provider, voiding pending earned points', async () => {
    const o = await order('return_requested', { pointsEarned: 20 });
    await t.database.db.execute(
      sql`insert into return_requests (order_id, order_line_id, reason)
        select ${o.id}, id, 1 from order_lines where order_id = ${o.id}`,
    );
    expect((await ops(o.poNumber, 'approve-return')).json().data.status).toBe('return_approved');
    // Approved without words of the shop's own: the event carries the action's name, one of the shared
    // ORDER_ACTION_VALUES the web hides from the member's history.
    const [approved] = await selectRows<{ note: string }>(
      t.database.db,
      sql`select note from order_events where order_id = ${o.id} and to_status = 'return_approved'`,
    );
    expect(ORDER_ACTION_VALUES).toContain(approved!.note);
    fake.state.failRefunds = true;
    const failing = await ops(o.poNumber, 'refund');
    fake.state.failRefunds = false;
    expect(failing.statusCode).toBe(502);
    expect((await row(o.id)).status).toBe('return_approved');
    const res = await ops(o.poNumber, 'refund');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('refunded');
    expect(fake.refunds.find((r) => r.intentId === `pi_test_${o.poNumber}`)?.amountCents).toBe(o.totalCents);
    const entries = await selectRows<{ kind: string; status: string }>(
      t.database.db,
      sql`select kind, status from point_entries where order_id = ${o.id}`,
    );
    expect(entries.find((e) => e.kind === 'earned')?.status).toBe('void');
    const [request] = await selectRows<{ status: string }>(
      t.database.db,
      sql`select status from return_requests where order_id = ${o.id}`,
    );
    expect(request!.status).toBe('refunded');
  });

  it('refunds a part return with its share of the redeemed points, and takes its share off the earned ones', async () => {
    const a = await makeProduct(t.database.db, { variations: [{ unit: 1850 }] });
    const b = await makeProduct(t.database.db, { variations: [{ unit: 2390 }] });
    const o = await insertOrder(t.database.db, {
      userId,
      status: 'return_requested',
      lines: [
        { variationId: a.variationId, quantity: 1 },
        { variationId: b.variationId, quantity: 2 },
      ],
      pointsRedeemed: 300,
      pointsEarned: 40,
    });
    const lines = await selectRows<{ id: number; line_total_cents: number }>(
      t.database.db,
      sql`select id, line_total_cents from order_lines where order_id = ${o.id} order by id`,
    );
    const goods = lines.reduce((sum, l) => sum + l.line_total_cents, 0);
    const returned = lines[0]!.line_total_cents;
    await t.database.db.execute(
      sql`insert into return_requests (order_id, order_line_id, reason) values (${o.id}, ${lines[0]!.id}, 1)`,
    );
    const before = await pointBalance(t.database.db, userId);
    await ops(o.poNumber, 'approve-return');
    const res = await ops(o.poNumber, 'refund');
    expect(res.json().data.status).toBe('refunded');

    const back = Math.round((300 * returned) / goods);
    const entries = await selectRows<{ kind: string; status: string; points: number }>(
      t.database.db,
      sql`select kind, status, points from point_entries where order_id = ${o.id} order by id`,
    );
    expect(entries).toEqual([
      { kind: 'redeemed', status: 'successful', points: -300 },
      { kind: 'earned', status: 'pending', points: 40 - Math.round((40 * returned) / goods) },
      { kind: 'adjusted', status: 'successful', points: back },
    ]);
    expect((await pointBalance(t.database.db, userId)).available).toBe(before.available + back);
    // The cash refund is the same share of the goods paid.
    expect(fake.refunds.find((r) => r.intentId === `pi_test_${o.poNumber}`)?.amountCents).toBe(
      Math.round((o.totalCents * returned) / goods),
    );
  });

  it('rejects a return', async () => {
    const o = await order('return_requested');
    expect((await ops(o.poNumber, 'reject-return')).json().data.status).toBe('return_rejected');
  });

  it('cancels as the shop, refunding a paid order', async () => {
    const o = await order('to_ship');
    const res = await ops(o.poNumber, 'cancel');
    expect(res.json().data.status).toBe('cancelled');
    expect((await row(o.id)).stock).toBe(STOCK);
    expect(fake.refunds.some((r) => r.intentId === `pi_test_${o.poNumber}`)).toBe(true);
  });

  it('lists orders in a state', async () => {
    const o = await order('to_ship');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/ops/orders?status=to_ship&limit=500',
      headers: { authorization: `Bearer ${OPS}` },
    });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { po_number: string; status: string }[];
    expect(list.some((x) => x.po_number === o.poNumber)).toBe(true);
    expect(list.every((x) => x.status === 'to_ship')).toBe(true);
  });
});

describe('unpaid-order expiry', () => {
  it('cancels overdue unpaid orders, giving stock and points back, and leaves the rest', async () => {
    const before = await pointBalance(t.database.db, userId);
    const due = await order('to_pay', { paymentDueMinutes: -1, pointsRedeemed: 40 });
    const notDue = await order('to_pay', { paymentDueMinutes: 30 });
    const expired = await expireUnpaidOrders(t.database.db, EXPIRE_JOB);
    expect(expired).toContain(due.poNumber);
    expect(expired).not.toContain(notDue.poNumber);
    expect(await row(due.id)).toEqual({ status: 'cancelled', stock: STOCK });
    expect((await row(notDue.id)).status).toBe('to_pay');
    expect((await pointBalance(t.database.db, userId)).available).toBe(before.available + 40);
    const events = await selectRows<{ actor: string; note: string }>(
      t.database.db,
      sql`select actor, note from order_events where order_id = ${due.id}`,
    );
    expect(events).toEqual([{ actor: 'system', note: 'expired' }]);
    // The job, by the name it is registered under.
    expect(
      await selectRows(
        t.database.db,
        sql`select actor_id, actor_name from order_events where order_id = ${due.id}`,
      ),
    ).toEqual([{ actor_id: null, actor_name: 'order.expire-unpaid' }]);
    expect(await expireUnpaidOrders(t.database.db, EXPIRE_JOB)).not.toContain(due.poNumber);
  });

  itConcurrently('is safe when two runs overlap: each order expires once', async () => {
    const orders = [];
    for (let i = 0; i < 6; i++) orders.push(await order('to_pay', { paymentDueMinutes: -5 }));
    const runs = await Promise.all([
      expireUnpaidOrders(t.database.db, EXPIRE_JOB, new Date(), 2),
      expireUnpaidOrders(t.database.db, EXPIRE_JOB, new Date(), 2),
      expireUnpaidOrders(t.database.db, EXPIRE_JOB, new Date(), 2),
    ]);
    const all = runs.flat();
    expect(new Set(all).size).toBe(all.length);
    await expireUnpaidOrders(t.database.db, EXPIRE_JOB);
    for (const o of orders) {
      expect(await row(o.id)).toEqual({ status: 'cancelled', stock: STOCK });
      const [n] = await selectRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from order_events where order_id = ${o.id}`,
      );
      expect(n!.n).toBe(1);
    }
  });

  it('completes delivered orders once the return window has closed without a return', async () => {
    const old = await order('delivered', { deliveredDaysAgo: 8 });
    const recent = await order('delivered', { deliveredDaysAgo: 2 });
    const done = await completeDeliveredOrders(t.database.db, systemActor('order.complete-delivered'));
    expect(done).toContain(old.poNumber);
    expect(done).not.toContain(recent.poNumber);
    expect((await row(old.id)).status).toBe('completed');
  });
});
