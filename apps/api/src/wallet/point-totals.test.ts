import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/client';
import { OPERATOR } from '../db/lifecycle';
import { payOrder } from '../order';
import { createTestApp, type TestApp } from '../test/app';
import { logIn, type Member } from '../test/members';
import { insertOrder } from '../test/orders';
import {
  adjustPoints,
  BALANCE_SUMS,
  earnOrderPoints,
  holdPoints,
  scheduleEarnedPoints,
  settlePartialReturn,
} from './ledger';
import { selectPointSummary } from './points-queries';
import { grantReferralRewards } from './referral';

/*
 * point_totals is kept by triggers (migration 0012) and the wallet summary reads it: here every path that
 * writes the ledger runs, and the summary of every member must equal the sums recomputed from the entries.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const PASSWORD = 'Secret123';
const DAY = 86_400_000;

type Sums = {
  user_id: number;
  available: number;
  pending: number;
  earned: number;
  redeemed: number;
  total: number;
};

/** Every member's sums straight from point_entries, as ledger.ts counts them (zeros without entries). */
const recomputed = () =>
  selectRows<Sums>(
    db(),
    sql`select u.id as user_id, ${BALANCE_SUMS},
        coalesce(-sum(e.points) filter (where e.kind = 'redeemed' and e.status <> 'void'), 0)::int as redeemed,
        (count(e.id) filter (where e.status <> 'void'))::int as total
      from users u left join point_entries e on e.user_id = u.id
      group by u.id order by u.id`,
  );

async function expectTotalsMatchEntries() {
  const expected = await recomputed();
  const actual = await Promise.all(
    expected.map(async (e) => ({ user_id: e.user_id, ...(await selectPointSummary(db(), e.user_id)) })),
  );
  expect(actual).toEqual(expected);
}

async function person(): Promise<Member & { countryId: number; mobile: string }> {
  const m = await logIn(t, { password: PASSWORD });
  const [u] = await selectRows<{ country_id: number; mobile: string }>(
    db(),
    sql`select country_id, mobile from users where id = ${m.userId}`,
  );
  return { ...m, countryId: u!.country_id, mobile: u!.mobile };
}

const send = (from: Member, to: { countryId: number; mobile: string }, points: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/transferpoint',
    headers: { authorization: `Bearer ${from.token}` },
    payload: { country_id: to.countryId, mobile: to.mobile, points, password: PASSWORD },
  });

const adjust = (userId: number, points: number) =>
  db().transaction((tx) => adjustPoints(tx, { userId, points, note: 'correction' }));

describe('point_totals', () => {
  it('equals the sums of the entries after every kind of ledger write', async () => {
    const a = await person();
    const b = await person();
    await adjust(a.userId, 5000);
    await adjust(a.userId, -300);

    // Held for an unpaid order, then paid: settled, and the order earns points.
    const paid = await insertOrder(db(), { userId: a.userId, pointsRedeemed: 400, pointsEarned: 90 });
    await expectTotalsMatchEntries();
    await db().transaction((tx) =>
      payOrder(
        tx,
        { id: paid.id, status: 'to_pay', voucher_only: false },
        { method: 'test', note: 'test', pointsSettleDays: 7 },
      ),
    );
    await db().transaction((tx) => earnOrderPoints(tx, { userId: a.userId, orderId: paid.id, points: 10 }));
    await expectTotalsMatchEntries();
    // Delivered: the earned points are due in a week; then part of the order comes back.
    await db().transaction((tx) => scheduleEarnedPoints(tx, paid.id, new Date(Date.now() + 7 * DAY)));
    await db().transaction((tx) =>
      settlePartialReturn(tx, { orderId: paid.id, returned: 1, all: 4 }, OPERATOR),
    );
    await expectTotalsMatchEntries();

    // Held, then cancelled by the member: the hold is released.
    const cancelled = await insertOrder(db(), { userId: a.userId, pointsRedeemed: 250 });
    await db().transaction((tx) => holdPoints(tx, { userId: a.userId, orderId: cancelled.id, points: 100 }));
    const cancel = await t.app.inject({
      method: 'PUT',
      url: '/api/order/cancel',
      headers: { authorization: `Bearer ${a.token}` },
      payload: { po_number: cancelled.poNumber, reason_id: 1 },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await expectTotalsMatchEntries();

    // Transfers both ways.
    expect((await send(a, b, 700)).statusCode).toBe(200);
    expect((await send(b, a, 200)).statusCode).toBe(200);
    await expectTotalsMatchEntries();

    // A referral reward: b referred c, whose first order settled long enough ago.
    const c = await logIn(t);
    await db().execute(sql`update users set referred_by_user_id = ${b.userId} where id = ${c.userId}`);
    await insertOrder(db(), { userId: c.userId, status: 'completed', deliveredDaysAgo: 30 });
    // The demo shop's partner teams have first orders of their own to reward: find c's among those granted.
    const granted = await grantReferralRewards(db(), new Date(), 7);
    const mine = await selectRows<{ id: number }>(
      db(),
      sql`select id from referral_rewards where referred_id = ${c.userId}`,
    );
    expect(granted).toContain(mine[0]?.id);
    await expectTotalsMatchEntries();

    const [summary] = await recomputed().then((rows) => rows.filter((r) => r.user_id === a.userId));
    expect(summary!.total).toBeGreaterThan(8);
    expect(summary!.pending).toBeGreaterThan(0);
  });

  it('moves earned points from pending to available when their day comes, with no write to the totals', async () => {
    const me = await logIn(t);
    const order = await insertOrder(db(), { userId: me.userId, status: 'delivered' });
    await db().transaction(async (tx) => {
      await earnOrderPoints(tx, { userId: me.userId, orderId: order.id, points: 120 });
      await scheduleEarnedPoints(tx, order.id, new Date(Date.now() + DAY));
    });
    expect(await selectPointSummary(db(), me.userId)).toMatchObject({
      available: 0,
      pending: 120,
      earned: 120,
    });
    const row = () =>
      selectRows<{ xmin: string }>(
        db(),
        sql`select xmin::text from point_totals where user_id = ${me.userId}`,
      );
    const before = await row();
    await db().execute(
      sql`update point_entries set available_at = now() - interval '1 second' where order_id = ${order.id}`,
    );
    expect(await selectPointSummary(db(), me.userId)).toMatchObject({
      available: 120,
      pending: 0,
      earned: 120,
    });
    expect(await row()).toEqual(before);
    await expectTotalsMatchEntries();
  });

  it('answers zeros for a member without entries, and lets a member with entries be deleted', async () => {
    const me = await logIn(t);
    expect(await selectPointSummary(db(), me.userId)).toEqual({
      available: 0,
      pending: 0,
      earned: 0,
      redeemed: 0,
      total: 0,
    });
    await adjust(me.userId, 50);
    await db().execute(sql`delete from users where id = ${me.userId}`);
    expect(await selectRows(db(), sql`select 1 from point_totals where user_id = ${me.userId}`)).toEqual([]);
  });

  it("the migration's backfill rebuilds the same totals from the entries", async () => {
    const before = await selectRows(db(), sql`select * from point_totals order by user_id`);
    expect(before.length).toBeGreaterThan(0);
    const migration = readFileSync(new URL('../../drizzle/0012_wallet.sql', import.meta.url), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    expect(backfill).toMatch(/INSERT INTO point_totals/);
    await db().transaction(async (tx) => {
      await tx.execute(sql`delete from point_totals`);
      await tx.execute(sql.raw(backfill));
    });
    expect(await selectRows(db(), sql`select * from point_totals order by user_id`)).toEqual(before);
  });
});
