import { CSV_BOM, message, pointAnswerSchema, shopToday } from '@beauty/shared';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberActor } from '../db/lifecycle';
import { createTestApp, type TestApp } from '../test/app';
import { logIn } from '../test/members';
import { insertOrder } from '../test/orders';
import { adjustPoints, holdPoints, releaseOrderPoints } from './ledger';
import { pointsCsv } from './points-csv';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

const get = (token: string, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/account/point${query ? `?${query}` : ''}`,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });

function answer(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  return pointAnswerSchema.parse(res.json().data);
}

const adjust = (userId: number, points: number, note: string) =>
  db().transaction((tx) => adjustPoints(tx, { userId, points, note }));

async function rename(userId: number, fullName: string) {
  await db().execute(sql`update users set full_name = ${fullName} where id = ${userId}`);
}

/** Moves a member's entries to the given instants, oldest first, so dates and order are known. */
async function dateEntries(userId: number, instants: string[]) {
  await db().execute(
    sql`update point_entries e set created_at = d.at::timestamptz
      from (select id, row_number() over (order by id) as n from point_entries where user_id = ${userId}) x
      join (select (ordinality)::int as n, at from unnest(${`{${instants.map((i) => `"${i}"`).join(',')}}`}::text[])
        with ordinality as at) d on d.n = x.n
      where e.id = x.id`,
  );
}

/** The download as a spreadsheet program reads it (RFC 4180), by a maintained parser rather than ours. */
const parseCsv = (text: string): string[][] => parse(text);

describe('GET account/point', () => {
  it('sums the ledger and describes each entry: orders, transfers, rewards, adjustments', async () => {
    const me = await logIn(t);
    const friend = await logIn(t);
    await rename(friend.userId, 'Tan Mei Ling');
    await adjust(me.userId, 1000, 'Welcome points');
    const paid = await insertOrder(db(), {
      userId: me.userId,
      status: 'to_ship',
      pointsRedeemed: 300,
      pointsEarned: 40,
    });
    // A transfer each way and a referral reward naming the friend, written as the wallet writes them.
    await db().execute(sql`with t as (insert into point_transfers (sender_id, recipient_id, points)
        values (${me.userId}, ${friend.userId}, 200) returning id)
      insert into point_entries (user_id, kind, status, points, transfer_id, note)
      select ${me.userId}, 'transfer_out', 'successful', -200, id, 'transfer' from t`);
    await db().execute(sql`with t as (insert into point_transfers (sender_id, recipient_id, points)
        values (${friend.userId}, ${me.userId}, 150) returning id)
      insert into point_entries (user_id, kind, status, points, transfer_id, note)
      select ${me.userId}, 'transfer_in', 'successful', 150, id, 'transfer' from t`);
    await db().execute(sql`with r as (insert into referral_rewards (referrer_id, referred_id, points)
        values (${me.userId}, ${friend.userId}, 1000) returning id)
      insert into point_entries (user_id, kind, status, points, referral_reward_id, note)
      select ${me.userId}, 'referral', 'successful', 1000, id, 'referral' from r`);

    const a = answer(await get(me.token));
    expect(a).toMatchObject({
      currency: 'SGD',
      point_available: 1950,
      point_available_conversion: 1950,
      point_pending: 40,
      point_redeemed: 300,
      point_redemption_rate: 0.01,
      total_point_earn: 40,
      total_point_earn_conversion: 40,
      point_redemption_conversion_rate: 100,
      min_transfer_points: 100,
    });
    expect(a.history).toMatchObject({ page: 1, per_page: 20, total: 7, total_pages: 1 });
    const po = paid.poNumber;
    expect(a.history.entries.map((e) => [e.kind, e.description, e.points, e.status])).toEqual([
      ['referral', 'Referral reward: Tan M** L**', 1000, 'Successful'],
      ['transfer_in', 'Transfer from Tan M** L**', 150, 'Successful'],
      ['transfer_out', 'Transfer to Tan M** L**', -200, 'Successful'],
      ['earned', `Earned from order ${po}`, 40, 'Pending'],
      ['redeemed', `Used on order ${po}`, -300, 'Successful'],
      // The fixture grants the points the order then spends: an adjustment without an order.
      ['adjusted', 'Points adjustment (note from the shop: fixture)', 300, 'Successful'],
      ['adjusted', 'Points adjustment (note from the shop: Welcome points)', 1000, 'Successful'],
    ]);
    expect(a.history.entries[0]!.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const zh = answer(await get(me.token, 'lang=zh'));
    expect(zh.history.entries.map((e) => e.description)).toEqual([
      '推荐奖励：Tan M** L**',
      '收到积分转赠：Tan M** L**',
      '积分转赠给 Tan M** L**',
      `订单 ${po} 获得积分`,
      `订单 ${po} 积分抵扣`,
      '积分调整（商家备注：fixture）',
      '积分调整（商家备注：Welcome points）',
    ]);
    // Accept-Language decides without a lang parameter.
    const header = answer(await get(me.token, '', { 'accept-language': 'zh-CN,zh;q=0.9' }));
    expect(header.history.entries[0]!.description).toBe('推荐奖励：Tan M** L**');
  });

  it('shows a hold as Pending and leaves released holds out', async () => {
    const me = await logIn(t, { points: 500 });
    const held = await insertOrder(db(), { userId: me.userId });
    const released = await insertOrder(db(), { userId: me.userId });
    await db().transaction((tx) => holdPoints(tx, { userId: me.userId, orderId: held.id, points: 100 }));
    await db().transaction((tx) => holdPoints(tx, { userId: me.userId, orderId: released.id, points: 50 }));
    await db().transaction((tx) => releaseOrderPoints(tx, released.id, memberActor(me.userId)));
    const a = answer(await get(me.token));
    expect(a.point_available).toBe(400);
    expect(a.point_redeemed).toBe(100);
    expect(a.history.total).toBe(2);
    expect(a.history.entries.map((e) => [e.points, e.status])).toEqual([
      [-100, 'Pending'],
      [500, 'Successful'],
    ]);
  });

  it('pages newest first and filters by shop dates, both ends included', async () => {
    const me = await logIn(t);
    for (let i = 1; i <= 25; i++) await adjust(me.userId, i, `entry ${i}`);
    const pages = [];
    for (const page of [1, 2, 3, 4])
      pages.push(answer(await get(me.token, `page=${page}&per_page=10`)).history);
    expect(pages.map((p) => p.entries.length)).toEqual([10, 10, 5, 0]);
    expect(pages[0]).toMatchObject({ total: 25, total_pages: 3, page: 1, per_page: 10 });
    expect(pages.flatMap((p) => p.entries.map((e) => e.points))).toEqual(
      Array.from({ length: 25 }, (_, i) => 25 - i),
    );

    // Around Singapore midnight: 23:30 on the 1st and 00:10 on the 2nd are different shop days.
    const other = await logIn(t);
    for (const n of [1, 2, 3, 4]) await adjust(other.userId, n, `dated ${n}`);
    await dateEntries(other.userId, [
      '2026-03-01T23:30:00+08:00',
      '2026-03-02T00:10:00+08:00',
      '2026-03-03T23:59:59+08:00',
      '2026-03-04T00:00:00+08:00',
    ]);
    const points = async (query: string) =>
      answer(await get(other.token, query)).history.entries.map((e) => e.points);
    expect(await points('start_date=2026-03-02&end_date=2026-03-03')).toEqual([3, 2]);
    expect(await points('start_date=2026-03-02')).toEqual([4, 3, 2]);
    expect(await points('end_date=2026-03-01')).toEqual([1]);
    expect(await points('start_date=2026-03-04&end_date=2026-03-04')).toEqual([4]);
    const dated = answer(await get(other.token, 'start_date=2026-03-02&end_date=2026-03-03'));
    expect(dated.history.total).toBe(2);
    expect(dated.history.entries[1]!.date).toBe('2026-03-02 00:10:00');
    // The summary is the whole balance whatever the filter.
    expect(dated.point_available).toBe(10);
  });

  it('shows every write at once, even one made past the ledger', async () => {
    const me = await logIn(t, { points: 100 });
    expect(answer(await get(me.token)).point_available).toBe(100);
    // Written with SQL (as only tests do): the totals' triggers follow it all the same.
    await db().execute(
      sql`insert into point_entries (user_id, kind, status, points, note) values (${me.userId}, 'adjusted', 'successful', 50, 'raw')`,
    );
    expect(answer(await get(me.token))).toMatchObject({ point_available: 150, history: { total: 2 } });
    await adjust(me.userId, 10, 'through the ledger');
    expect(answer(await get(me.token))).toMatchObject({ point_available: 160, history: { total: 3 } });
  });

  it("shows only the caller's own entries, and needs a login", async () => {
    const a = await logIn(t);
    const b = await logIn(t);
    await adjust(a.userId, 70, 'mine');
    await adjust(b.userId, 80, 'theirs');
    const seen = answer(await get(a.token));
    expect(seen.history.entries.map((e) => e.description)).toEqual([
      'Points adjustment (note from the shop: mine)',
    ]);
    expect(seen.point_available).toBe(70);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/point' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/point?format=csv' })).statusCode).toBe(
      401,
    );
  });

  it('refuses bad filters with the envelope, also for the download', async () => {
    const me = await logIn(t);
    for (const query of ['start_date=2026-02-30', 'format=csv&end_date=yesterday', 'page=0', 'format=xml']) {
      const res = await get(me.token, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({ success: false, message_key: 'validation_failed' });
    }
    const backwards = await get(me.token, 'format=csv&start_date=2026-03-02&end_date=2026-03-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.end_date).toEqual([message('date_out_of_range')]);
  });
});

describe('GET account/point?format=csv', () => {
  it('downloads the filtered history: BOM, headers, quotes, formulas neutralised, parses back', async () => {
    const me = await logIn(t);
    await rename(me.userId, 'Me');
    await adjust(me.userId, 500, 'goodwill, with "quotes"');
    await adjust(me.userId, -20, '=HYPERLINK("http://evil.example")');
    await adjust(me.userId, 30, '@SUM(1+1)\nsecond line');
    await adjust(me.userId, 40, '补偿 积分');

    const res = await get(me.token, 'format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename=points-${shopToday()}.csv`);
    const text = res.body;
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text).toContain('"Points adjustment (note from the shop: goodwill, with ""quotes"")"');
    const rows = parseCsv(text.slice(CSV_BOM.length));
    expect(rows[0]).toEqual(['Date', 'Description', 'Points', 'Status']);
    expect(rows.slice(1).map((r) => r.slice(1))).toEqual([
      ['Points adjustment (note from the shop: 补偿 积分)', '40', 'Successful'],
      ['Points adjustment (note from the shop: @SUM(1+1)\nsecond line)', '30', 'Successful'],
      ['Points adjustment (note from the shop: =HYPERLINK("http://evil.example"))', '-20', 'Successful'],
      ['Points adjustment (note from the shop: goodwill, with "quotes")', '500', 'Successful'],
    ]);
    for (const r of rows.slice(1)) expect(r[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // A formula in a note never reaches a cell's start (the description names what it is first), and a
    // negative amount stays a number; csvRow quotes and neutralises the rest (its unit tests).
    expect(text).not.toMatch(/(^|,)[=@+]/mu);
    const zh = await get(me.token, 'format=csv&lang=zh');
    const zhRows = parseCsv(zh.body.slice(CSV_BOM.length));
    expect(zh.body.startsWith(CSV_BOM)).toBe(true);
    expect(zhRows[0]).toEqual(['日期', '说明', '积分', '状态']);
    expect(zhRows[1]!.slice(1)).toEqual(['积分调整（商家备注：补偿 积分）', '40', '已入账']);
  });

  it('reads in batches by (created_at, id): every entry once, newest first, same filters', async () => {
    const me = await logIn(t);
    for (let i = 1; i <= 23; i++) await adjust(me.userId, i, `n${i}`);
    // Equal timestamps make the id the tie-break of the keyset.
    await db().execute(
      sql`update point_entries set created_at = '2026-03-05T12:00:00+08:00' where user_id = ${me.userId} and points between 5 and 15`,
    );
    await db().execute(
      sql`update point_entries set created_at = '2026-03-04T12:00:00+08:00' where user_id = ${me.userId} and points < 5`,
    );
    await db().execute(
      sql`update point_entries set created_at = '2026-03-06T12:00:00+08:00' where user_id = ${me.userId} and points > 15`,
    );
    const read = async (query: { start_date?: string; end_date?: string }) => {
      const { body, filename } = await pointsCsv(db(), me.userId, 'en', query, 4);
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      expect(filename).toBe(`points-${shopToday()}.csv`);
      return parseCsv(Buffer.concat(chunks).toString('utf8').slice(CSV_BOM.length))
        .slice(1)
        .map((r) => Number(r[2]));
    };
    expect(await read({})).toEqual([
      ...Array.from({ length: 8 }, (_, i) => 23 - i),
      ...Array.from({ length: 11 }, (_, i) => 15 - i),
      4,
      3,
      2,
      1,
    ]);
    expect(await read({ start_date: '2026-03-05', end_date: '2026-03-05' })).toEqual(
      Array.from({ length: 11 }, (_, i) => 15 - i),
    );
    expect(await read({ end_date: '2026-03-01' })).toEqual([]);
  });

  it('reads the next batch only as the download is taken', async () => {
    const me = await logIn(t);
    await db().execute(sql`insert into point_entries (user_id, kind, status, points, note, created_at)
      select ${me.userId}, 'adjusted', 'successful', g, 'bulk', now() - make_interval(secs => g)
      from generate_series(1, 2500) g`);
    const { body } = await pointsCsv(db(), me.userId, 'en', {});
    let text = '';
    let chunks = 0;
    for await (const chunk of body) {
      text += (chunk as Buffer).toString('utf8');
      // Once the first batch has arrived, the history goes: batches not yet read cannot find it.
      if (++chunks === 2) await db().execute(sql`delete from point_entries where user_id = ${me.userId}`);
    }
    const rows = parseCsv(text.slice(CSV_BOM.length)).length - 1;
    expect(rows).toBeGreaterThanOrEqual(1000);
    expect(rows).toBeLessThan(2500);
  });
});
