import { notificationText } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/client';
import { move, OPERATOR } from '../db/lifecycle';
import { payTestOrder, requestTestReturn } from '../test/agents';
import { createTestApp, OPS_TOKEN, type TestApp } from '../test/app';
import { makeProduct } from '../test/catalogue';
import { logIn, type Member } from '../test/members';
import { expectAnnounced, notificationCount, notificationsOf, registerDevice } from '../test/notifications';
import { insertOrder } from '../test/orders';
import { fakePaymentProvider } from '../test/payment-provider';
import { itConcurrently } from '../test/postgres-only';
import { announceExpiringOrders } from './expiry';
import { ORDER_LIFECYCLE } from './lifecycle';
import { lockOrderById } from './queries';

/*
 * What an order's moves tell its member (ORDER_EFFECTS' notify*, finishOrderRefund) and the reminder of an
 * unpaid order about to expire (order.announce-expiring): one notification per event, for the order's
 * member, with its facts and the page it opens, a pending delivery to each of the member's devices, and none
 * when the move rolls back.
 */

let t: TestApp;
const fake = fakePaymentProvider();
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ payment: fake.provider });
});
afterAll(() => t.close());

const ops = (po: string, command: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/ops/orders/${po}/${command}`,
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
  });

/** A new member with two devices (an Android and an iOS app). */
async function memberWithDevices(): Promise<{ member: Member; devices: string[] }> {
  const member = await logIn(t);
  return { member, devices: [await registerDevice(t, member), await registerDevice(t, member, 'ios')] };
}

const detail = (po: string) => `/order/detail/${po}`;

/** The one notification of `kind` the member has, of order `po`, going to `devices`. */
const expectOrderNotice = (
  member: Member,
  kind: 'order_paid' | 'order_shipped' | 'order_delivered',
  po: string,
  devices: string[],
) => expectAnnounced(db(), member.userId, { kind, facts: { po_number: po }, link: detail(po) }, devices);

describe('order notifications', () => {
  it('paid, shipped, two failed attempts and delivered: each once, with a delivery per device', async () => {
    const { member, devices } = await memberWithDevices();
    const product = await makeProduct(db(), { variations: [{ stock: 5 }] });
    const o = await insertOrder(db(), {
      userId: member.userId,
      lines: [{ variationId: product.variationId, quantity: 1 }],
    });
    const po = o.poNumber;
    await payTestOrder(db(), o.id);
    await expectOrderNotice(member, 'order_paid', po, devices);

    expect((await ops(po, 'ship')).statusCode).toBe(200);
    await expectOrderNotice(member, 'order_shipped', po, devices);

    expect((await ops(po, 'fail-delivery')).statusCode).toBe(200);
    expect((await ops(po, 'fail-delivery')).statusCode).toBe(200);
    const failed = await notificationsOf(db(), member.userId, 'order_delivery_failed');
    expect(failed.map((n) => ({ facts: n.facts, link: n.link, targets: n.targets }))).toEqual([
      { facts: { po_number: po }, link: detail(po), targets: [...devices].sort() },
      { facts: { po_number: po }, link: detail(po), targets: [...devices].sort() },
    ]);

    expect((await ops(po, 'deliver')).statusCode).toBe(200);
    await expectOrderNotice(member, 'order_delivered', po, devices);
    // A move the lifecycle refuses says nothing.
    expect((await ops(po, 'ship')).statusCode).toBe(409);
    expect(await notificationsOf(db(), member.userId)).toHaveLength(5);
  });

  it('tells of the refund of a cancelled paid order and of a return, with the amount refunded', async () => {
    const { member, devices } = await memberWithDevices();
    const product = await makeProduct(db(), { variations: [{ stock: 5 }] });
    const line = [{ variationId: product.variationId, quantity: 1 }];
    const cancelled = await insertOrder(db(), { userId: member.userId, status: 'to_ship', lines: line });
    expect((await ops(cancelled.poNumber, 'cancel')).statusCode).toBe(200);

    const returned = await insertOrder(db(), { userId: member.userId, status: 'delivered', lines: line });
    await requestTestReturn(db(), returned.id);
    expect((await ops(returned.poNumber, 'approve-return')).statusCode).toBe(200);
    expect((await ops(returned.poNumber, 'refund')).statusCode).toBe(200);
    const [refund] = await selectRows<{ cents: number }>(
      db(),
      sql`select refunded_cents as cents from order_events
        where order_id = ${returned.id} and refunded_cents is not null`,
    );

    const refunds = await notificationsOf(db(), member.userId, 'order_refunded');
    expect(refunds.map((n) => ({ facts: n.facts, link: n.link, targets: n.targets }))).toEqual([
      {
        facts: { po_number: cancelled.poNumber, amount_cents: cancelled.totalCents, currency: 'SGD' },
        link: detail(cancelled.poNumber),
        targets: [...devices].sort(),
      },
      {
        facts: { po_number: returned.poNumber, amount_cents: refund!.cents, currency: 'SGD' },
        link: detail(returned.poNumber),
        targets: [...devices].sort(),
      },
    ]);
    expect(notificationText('order_refunded', refunds[0]!.facts as never, 'en').body).toBe(
      `S$${(cancelled.totalCents / 100).toFixed(2)} for order ${cancelled.poNumber} has been refunded.`,
    );
  });

  it('announces nothing when the move rolls back after its effects', async () => {
    const { member } = await memberWithDevices();
    const o = await insertOrder(db(), { userId: member.userId, status: 'to_ship' });
    const before = await notificationCount(db());
    await expect(
      db().transaction(async (tx) => {
        const order = await lockOrderById(tx, o.id);
        await move(tx, ORDER_LIFECYCLE, order!, 'ship', OPERATOR, { note: 'rolled back' });
        throw new Error('the transaction fails after the move');
      }),
    ).rejects.toThrow('the transaction fails after the move');
    expect(await notificationCount(db())).toBe(before);
    expect(await notificationsOf(db(), member.userId)).toEqual([]);
  });
});

describe('order.announce-expiring', () => {
  /** When the order's payment time ends. */
  async function dueAt(orderId: number): Promise<number> {
    const [row] = await selectRows<{ ms: number }>(
      db(),
      sql`select (extract(epoch from payment_due_at) * 1000)::float8 as ms from orders where id = ${orderId}`,
    );
    return row!.ms;
  }

  it('reminds of an unpaid order in its last ten minutes, once, with the whole minutes left', async () => {
    const { member, devices } = await memberWithDevices();
    const soon = await insertOrder(db(), { userId: member.userId, paymentDueMinutes: 30 });
    const later = await insertOrder(db(), { userId: member.userId, paymentDueMinutes: 50 });
    const paid = await insertOrder(db(), { userId: member.userId, status: 'to_ship' });
    // 5 minutes 30 seconds before `soon` expires: `later` has 25 minutes 30 seconds to go.
    const now = new Date((await dueAt(soon.id)) - 330_000);
    expect(await announceExpiringOrders(db(), now)).toBeGreaterThanOrEqual(1);
    await expectAnnounced(
      db(),
      member.userId,
      {
        kind: 'order_expiring',
        facts: { po_number: soon.poNumber, minutes: 5 },
        link: `/order/pay/${soon.poNumber}`,
      },
      devices,
    );
    expect(await announceExpiringOrders(db(), new Date(now.getTime() + 60_000))).toBe(0);
    expect(await notificationsOf(db(), member.userId, 'order_expiring')).toHaveLength(1);

    // `later` in its last seconds: at least a minute is said.
    await announceExpiringOrders(db(), new Date((await dueAt(later.id)) - 20_000));
    const all = await notificationsOf(db(), member.userId, 'order_expiring');
    expect(all.map((n) => n.facts)).toEqual([
      { po_number: soon.poNumber, minutes: 5 },
      { po_number: later.poNumber, minutes: 1 },
    ]);
    expect(all.some((n) => n.facts.po_number === paid.poNumber)).toBe(false);
    expect(notificationText('order_expiring', { po_number: 'PO1', minutes: 5 }, 'zh')).toEqual({
      title: '订单待付款',
      body: '订单 PO1 若未付款，将于 5 分钟后取消。',
    });
  });

  itConcurrently('reminds of each order once when two runs race', async () => {
    const { member } = await memberWithDevices();
    const orders = [];
    for (let i = 0; i < 20; i++)
      orders.push(await insertOrder(db(), { userId: member.userId, paymentDueMinutes: 200 }));
    const now = new Date((await dueAt(orders[0]!.id)) - 300_000);
    await Promise.all([announceExpiringOrders(db(), now), announceExpiringOrders(db(), now)]);
    const announced = await notificationsOf(db(), member.userId, 'order_expiring');
    expect(announced.map((n) => n.facts.po_number).sort()).toEqual(orders.map((o) => o.poNumber).sort());
  });

  it('runs as the app job order.announce-expiring', async () => {
    const { member } = await memberWithDevices();
    const o = await insertOrder(db(), { userId: member.userId, paymentDueMinutes: 4 });
    const done = await t.app.jobs.runDue({ force: true });
    expect(done).toHaveProperty('order.announce-expiring');
    const [n] = await notificationsOf(db(), member.userId, 'order_expiring');
    expect(n?.facts).toMatchObject({ po_number: o.poNumber });
  });
});
