import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberActor, PAYMENT_CONFIRMATION } from '../db/lifecycle';
import { DomainError } from '../errors';
import { createTestApp, type TestApp } from '../test/app';
import { logIn } from '../test/members';
import { insertOrder } from '../test/orders';
import { itConcurrently } from '../test/postgres-only';
import { refusalAnswer } from '../test/refusals';
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

const hold = (userId: number, orderId: number, points: number) =>
  t.database.db.transaction((tx) => holdPoints(tx, { userId, orderId, points }));

describe('points ledger', () => {
  it('holds, settles and releases redemptions; earned points wait for their day', async () => {
    const { userId } = await logIn(t, { points: 1000 });
    const db = t.database.db;
    const { id: first } = await insertOrder(db, { userId });
    const { id: second } = await insertOrder(db, { userId });
    await hold(userId, first, 300);
    await hold(userId, second, 200);
    expect((await pointBalance(db, userId)).available).toBe(500);
    await db.transaction((tx) => settleRedemption(tx, first, PAYMENT_CONFIRMATION));
    await db.transaction((tx) => releaseOrderPoints(tx, second, memberActor(userId)));
    expect((await pointBalance(db, userId)).available).toBe(700);

    await db.transaction((tx) => earnOrderPoints(tx, { userId, orderId: first, points: 40 }));
    expect(await pointBalance(db, userId)).toMatchObject({ available: 700, pending: 40, earned: 40 });
    await db.transaction((tx) => scheduleEarnedPoints(tx, first, new Date(Date.now() - 1000)));
    expect(await pointBalance(db, userId)).toMatchObject({ available: 740, pending: 0, earned: 40 });
  });

  it('never overdraws: a hold or a negative adjustment beyond the balance is refused', async () => {
    const { userId } = await logIn(t, { points: 100 });
    const { id: order } = await insertOrder(t.database.db, { userId });
    await expect(refusalAnswer(hold(userId, order, 101))).resolves.toMatchObject({
      status: 409,
      key: 'not_enough_points',
    });
    await expect(
      t.database.db.transaction((tx) => adjustPoints(tx, { userId, points: -101, note: 'correction' })),
    ).rejects.toBeInstanceOf(DomainError);
    await t.database.db.transaction((tx) => adjustPoints(tx, { userId, points: -100, note: 'correction' }));
    expect((await pointBalance(t.database.db, userId)).available).toBe(0);
  });

  itConcurrently('20 concurrent holds of 100 on a balance of 1,000: exactly 10 succeed', async () => {
    const { userId } = await logIn(t, { points: 1000 });
    const orders = [];
    for (let i = 0; i < 20; i++) orders.push((await insertOrder(t.database.db, { userId })).id);
    const results = await Promise.allSettled(orders.map((orderId) => hold(userId, orderId, 100)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const refusals = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refusals.map((r) => (r.reason as DomainError).key)).toEqual(Array(10).fill('not_enough_points'));
    expect((await pointBalance(t.database.db, userId)).available).toBe(0);
  });
});
