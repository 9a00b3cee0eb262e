import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/client';
import { resumeRefunds } from '../payment';
import { settleIntent } from '../payment/service';
import { createTestApp, type TestApp } from '../test/app';
import { makeProduct } from '../test/catalogue';
import { logIn, type Member } from '../test/members';
import { insertOrder } from '../test/orders';
import { fakePaymentProvider } from '../test/payment-provider';
import { describeConcurrently } from '../test/postgres-only';
import { finishOrderRefund } from './refunds';

/*
 * A refund goes through the provider between two transactions. Whatever stops the request between them (the
 * provider failing, or the process being killed once the provider has refunded), the order ends where the
 * member or the shop asked for, and the money goes back exactly once.
 */

let t: TestApp;
const fake = fakePaymentProvider();
let alice: Member;
const OPS = 'test-operator-token-of-at-least-32-characters';

beforeAll(async () => {
  t = await createTestApp({ payment: fake.provider });
  alice = await logIn(t);
});
afterAll(() => t.close());

/** The background work a running server does on its own, as if a while had passed. */
const runBackgroundJobs = () => t.app.jobs.runDue({ now: new Date(Date.now() + 3_600_000), force: true });

/** What the product of each `order` has in stock before the order. */
const STOCK = 10;

/** A paid order of Alice's for one unit of a product of its own. */
async function order(status: 'to_ship' | 'return_approved') {
  const product = await makeProduct(t.database.db, { variations: [{ stock: STOCK }] });
  const o = await insertOrder(t.database.db, {
    userId: alice.userId,
    status,
    lines: [{ variationId: product.variationId, quantity: 1 }],
  });
  if (status === 'return_approved')
    await t.database.db.execute(
      sql`insert into return_requests (order_id, order_line_id, reason, status)
        select ${o.id}, id, 1, 'approved' from order_lines where order_id = ${o.id}`,
    );
  return o;
}

async function state(orderId: number) {
  const [o] = await selectRows<{ status: string; stock: number; payment: string }>(
    t.database.db,
    sql`select o.status, v.stock, p.status as payment from orders o
      join order_lines l on l.order_id = o.id join variations v on v.id = l.variation_id
      join payments p on p.order_id = o.id where o.id = ${orderId}`,
  );
  const events = await selectRows<{ to_status: string; refunded_cents: number | null }>(
    t.database.db,
    sql`select to_status, refunded_cents from order_events where order_id = ${orderId} order by id`,
  );
  return {
    ...o!,
    events: events.map((e) => e.to_status),
    refunds: events.filter((e) => e.refunded_cents !== null).map((e) => e.refunded_cents),
  };
}

const providerRefunds = (poNumber: string) =>
  fake.refunds.filter((r) => r.intentId === `pi_test_${poNumber}`);

/** Cancelled with its stock back, its payment refunded: once at the provider, once in its history. */
async function expectCancelledAndRefundedOnce(o: Awaited<ReturnType<typeof order>>) {
  expect(await state(o.id)).toMatchObject({
    status: 'cancelled',
    stock: STOCK,
    payment: 'refunded',
    refunds: [o.totalCents],
  });
  expect(providerRefunds(o.poNumber)).toHaveLength(1);
}

const cancel = (po: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/order/cancel',
    headers: { authorization: `Bearer ${alice.token}` },
    payload: { po_number: po, reason_id: 1 },
  });

const ops = (po: string, command: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/ops/orders/${po}/${command}`,
    headers: { authorization: `Bearer ${OPS}` },
  });

/** The provider refunds, then the process dies before the second transaction: the request never finishes. */
async function dyingAfterTheRefund<T>(call: () => Promise<T>): Promise<T> {
  fake.state.dieAfterRefund = true;
  try {
    return await call();
  } finally {
    fake.state.dieAfterRefund = false;
  }
}

describe('cancelling a paid order', () => {
  it('ends cancelled and refunded once when the process dies after the provider refunded', async () => {
    const o = await order('to_ship');
    const res = await dyingAfterTheRefund(() => cancel(o.poNumber));
    expect(res.statusCode).toBe(502);
    expect(providerRefunds(o.poNumber)).toHaveLength(1);

    await runBackgroundJobs();
    await expectCancelledAndRefundedOnce(o);
    // Nothing is left to do: another run changes nothing.
    await runBackgroundJobs();
    expect((await state(o.id)).refunds).toEqual([o.totalCents]);
  });

  it("is completed by the member's retry, once", async () => {
    const o = await order('to_ship');
    await dyingAfterTheRefund(() => cancel(o.poNumber));
    const retry = await cancel(o.poNumber);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.status).toBe('cancelled');
    expect(retry.json().data.events.filter((e: { refunded: number | null }) => e.refunded !== null)).toEqual([
      expect.objectContaining({ refunded: o.totalCents }),
    ]);
    await runBackgroundJobs();
    await expectCancelledAndRefundedOnce(o);
  });

  it('ends cancelled and refunded once when the provider was down and came back', async () => {
    const o = await order('to_ship');
    fake.state.failRefunds = true;
    try {
      expect((await cancel(o.poNumber)).statusCode).toBe(502);
    } finally {
      fake.state.failRefunds = false;
    }
    expect(providerRefunds(o.poNumber)).toHaveLength(0);
    await runBackgroundJobs();
    await expectCancelledAndRefundedOnce(o);
  });

  it('is finished by the refunds job as the member who asked, a refund kept before actors had ids too', async () => {
    const o = await order('to_ship');
    const kept = await order('to_ship');
    fake.state.failRefunds = true;
    try {
      expect((await cancel(o.poNumber)).statusCode).toBe(502);
      expect((await cancel(kept.poNumber)).statusCode).toBe(502);
    } finally {
      fake.state.failRefunds = false;
    }
    // A refund row written before actors had ids kept the role alone.
    await t.database.db.execute(
      sql`update refunds set details = jsonb_set(details, '{actor}', '"member"') where order_id = ${kept.id}`,
    );
    await runBackgroundJobs();
    for (const id of [o.id, kept.id])
      expect(
        await selectRows(
          t.database.db,
          sql`select to_status, actor, actor_id, actor_name, refunded_cents is not null as refund
            from order_events where order_id = ${id} order by id`,
        ),
      ).toEqual([
        { to_status: 'cancelled', actor: 'member', actor_id: alice.userId, actor_name: null, refund: false },
        { to_status: 'cancelled', actor: 'member', actor_id: alice.userId, actor_name: null, refund: true },
      ]);
  });

  it('cannot be shipped while its refund is under way', async () => {
    const o = await order('to_ship');
    await dyingAfterTheRefund(() => cancel(o.poNumber));
    const ship = await ops(o.poNumber, 'ship');
    expect(ship.statusCode).toBe(409);
    await runBackgroundJobs();
    expect((await state(o.id)).status).toBe('cancelled');
  });
});

describe('refunding an approved return', () => {
  it('ends refunded once when the process dies after the provider refunded', async () => {
    const o = await order('return_approved');
    const res = await dyingAfterTheRefund(() => ops(o.poNumber, 'refund'));
    expect(res.statusCode).toBe(502);
    await runBackgroundJobs();
    expect(await state(o.id)).toMatchObject({
      status: 'refunded',
      payment: 'refunded',
      refunds: [o.totalCents],
    });
    expect(providerRefunds(o.poNumber)).toHaveLength(1);
    const [request] = await selectRows<{ status: string }>(
      t.database.db,
      sql`select status from return_requests where order_id = ${o.id}`,
    );
    expect(request!.status).toBe('refunded');
  });
});

describe('a charge for an order that can no longer take it', () => {
  it('is given back once when the process dies after the provider refunded', async () => {
    const o = await order('to_ship');
    // Cancelled and refunded already; then a second charge of it arrives (another tab paid it meanwhile).
    await t.database.db.execute(sql`update orders set status = 'cancelled' where id = ${o.id}`);
    await t.database.db.execute(sql`update payments set status = 'refunded' where order_id = ${o.id}`);
    const intentId = `pi_late_${o.poNumber}`;
    await t.database.db.execute(
      sql`insert into payments (order_id, provider, provider_ref, payment_method, amount_cents, currency)
        values (${o.id}, 'stripe', ${intentId}, 'card', ${o.totalCents}, 'SGD')`,
    );
    const intent = {
      id: intentId,
      status: 'succeeded' as const,
      amountCents: o.totalCents,
      currency: 'SGD',
      failureMessage: null,
    };
    await expect(
      dyingAfterTheRefund(() => settleIntent(t.database.db, fake.provider, intent, { pointsSettleDays: 7 })),
    ).rejects.toThrow();
    await runBackgroundJobs();
    const [late] = await selectRows<{ status: string }>(
      t.database.db,
      sql`select status from payments where provider_ref = ${intentId}`,
    );
    expect(late!.status).toBe('refunded');
    expect(fake.refunds.filter((r) => r.intentId === intentId)).toHaveLength(1);
    // Settling the same intent again (the provider's webhook retried) asks for nothing back a second time.
    const asked = fake.calls.length;
    expect((await settleIntent(t.database.db, fake.provider, intent, { pointsSettleDays: 7 }))?.outcome).toBe(
      'not_payable',
    );
    expect(fake.calls.length).toBe(asked);
  });
});

describeConcurrently('several instances resuming refunds at once', () => {
  it('complete each refund once', async () => {
    const orders = [];
    for (let i = 0; i < 4; i++) {
      const o = await order('to_ship');
      await dyingAfterTheRefund(() => cancel(o.poNumber));
      orders.push(o);
    }
    const later = new Date(Date.now() + 3_600_000);
    await Promise.all(
      Array.from({ length: 4 }, () => resumeRefunds(t.database.db, fake.provider, finishOrderRefund, later)),
    );
    for (const o of orders) await expectCancelledAndRefundedOnce(o);
  });
});
