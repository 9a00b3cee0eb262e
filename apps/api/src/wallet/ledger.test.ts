import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMember } from '../cart/test-kit';
import { selectRows } from '../db/client';
import { AppError } from '../http/errors';
import { createTestApp, type TestApp } from '../test/app';
import { itConcurrently } from '../test/postgres-only';
import {
  adjustPoints,
  earnOrderPoints,
  holdPoints,
  pointBalance,
  releaseOrderPoints,
  scheduleEarnedPoints,
  settleRedemption,
} from './ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

let po = 0;

/** A bare to-pay order of the member, for entries to point at. */
async function makeOrder(userId: number): Promise<number> {
  po += 1;
  const [row] = await selectRows<{ id: number }>(
    t.database.db,
    sql`insert into orders (po_number, user_id, subtotal_cents, total_cents, delivery_address, billing_address,
        delivery_date, delivery_time, payment_due_at)
      values (${`PO8${String(po).padStart(8, '0')}`}, ${userId}, 1000, 1000, '-', '-', current_date + 1,
        '09:00-12:00', now() + interval '30 minutes')
      returning id`,
  );
  return row!.id;
}

const hold = (userId: number, orderId: number, points: number) =>
  t.database.db.transaction((tx) => holdPoints(tx, { userId, orderId, points }));

describe('points ledger', () => {
  it('holds, settles and releases redemptions; earned points wait for their day', async () => {
    const { userId } = await makeMember(t.database.db, { points: 1000 });
    const db = t.database.db;
    const first = await makeOrder(userId);
    const second = await makeOrder(userId);
    await hold(userId, first, 300);
    await hold(userId, second, 200);
    expect((await pointBalance(db, userId)).available).toBe(500);
    await db.transaction((tx) => settleRedemption(tx, first));
    await db.transaction((tx) => releaseOrderPoints(tx, second));
    expect((await pointBalance(db, userId)).available).toBe(700);

    await db.transaction((tx) => earnOrderPoints(tx, { userId, orderId: first, points: 40 }));
    expect(await pointBalance(db, userId)).toMatchObject({ available: 700, pending: 40, earned: 40 });
    await db.transaction((tx) => scheduleEarnedPoints(tx, first, new Date(Date.now() - 1000)));
    expect(await pointBalance(db, userId)).toMatchObject({ available: 740, pending: 0, earned: 40 });
  });

  it('never overdraws: a hold or a negative adjustment beyond the balance is refused', async () => {
    const { userId } = await makeMember(t.database.db, { points: 100 });
    const order = await makeOrder(userId);
    await expect(hold(userId, order, 101)).rejects.toMatchObject({ status: 409, key: 'not_enough_points' });
    await expect(
      t.database.db.transaction((tx) => adjustPoints(tx, { userId, points: -101, note: 'correction' })),
    ).rejects.toBeInstanceOf(AppError);
    await t.database.db.transaction((tx) => adjustPoints(tx, { userId, points: -100, note: 'correction' }));
    expect((await pointBalance(t.database.db, userId)).available).toBe(0);
  });

  itConcurrently('20 concurrent holds of 100 on a balance of 1,000: exactly 10 succeed', async () => {
    const { userId } = await makeMember(t.database.db, { points: 1000 });
    const orders = [];
    for (let i = 0; i < 20; i++) orders.push(await makeOrder(userId));
    const results = await Promise.allSettled(orders.map((orderId) => hold(userId, orderId, 100)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const refusals = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refusals.map((r) => (r.reason as AppError).key)).toEqual(Array(10).fill('not_enough_points'));
    expect((await pointBalance(t.database.db, userId)).available).toBe(0);
  });
});
