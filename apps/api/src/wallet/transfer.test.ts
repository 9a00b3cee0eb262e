import {
  MEMBER_LOOKUPS_PER_HOUR,
  memberListSchema,
  message,
  pointAnswerSchema,
  transferPointAnswerSchema,
} from '@beauty/shared';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../account';
import { selectRows } from '../db/client';
import { createTestApp, type TestApp } from '../test/app';
import { makeProduct } from '../test/catalogue';
import { buyer, logIn, type Member } from '../test/members';
import { itConcurrently } from '../test/postgres-only';
import { pointBalance } from './ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const PASSWORD = 'Secret123';

type Person = Member & { countryId: number; mobile: string };

async function person(options: Parameters<typeof logIn>[1] = {}): Promise<Person> {
  const m = await logIn(t, { password: PASSWORD, ...options });
  const [u] = await selectRows<{ country_id: number; mobile: string }>(
    db(),
    sql`select country_id, mobile from users where id = ${m.userId}`,
  );
  return { ...m, countryId: u!.country_id, mobile: u!.mobile };
}

async function rename(userId: number, fullName: string) {
  await db().execute(sql`update users set full_name = ${fullName} where id = ${userId}`);
}

const call = (who: Member, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/account${url}`,
    payload,
    headers: { authorization: `Bearer ${who.token}` },
  });

const lookUp = (who: Member, to: { countryId: number; mobile: string }) =>
  call(who, 'GET', `/memberlist?country_id=${to.countryId}&mobile=${to.mobile}`);

const send = (
  from: Member,
  to: { countryId: number; mobile: string },
  points: number,
  extra: { password?: string; idempotency_key?: string } = {},
) =>
  call(from, 'POST', '/transferpoint', {
    country_id: to.countryId,
    mobile: to.mobile,
    points,
    password: extra.password ?? PASSWORD,
    ...(extra.idempotency_key && { idempotency_key: extra.idempotency_key }),
  });

function refused(res: LightMyRequestResponse, status: number, key: Parameters<typeof message>[0]) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ success: false, message_key: key });
}

const balance = async (who: Member) => (await pointBalance(db(), who.userId)).available;

async function setSettings(values: { daily?: number; min?: number }) {
  await db().execute(
    sql`update shop_settings set daily_transfer_limit_points = coalesce(${values.daily ?? null}::int, daily_transfer_limit_points),
      min_transfer_points = coalesce(${values.min ?? null}::int, min_transfer_points) where id = 1`,
  );
}

describe('GET account/memberlist', () => {
  it('finds one member by country and exact number, name masked; nobody else', async () => {
    const me = await person();
    const tan = await person();
    await rename(tan.userId, 'Tan Mei Ling');
    const res = await lookUp(me, tan);
    expect(res.statusCode, res.body).toBe(200);
    expect(memberListSchema.parse(res.json().data)).toEqual({
      members: [{ name: 'Tan M** L**', country_id: tan.countryId, mobile: tan.mobile }],
    });
    // The exact number only, and no one in another country.
    expect((await lookUp(me, { ...tan, mobile: `${tan.mobile}0` })).json().data).toEqual({ members: [] });
    expect((await lookUp(me, { ...tan, mobile: '88888888' })).json().data).toEqual({ members: [] });
    const malaysian = await person({ country: 'MY' });
    expect((await lookUp(me, malaysian)).json().data).toEqual({ members: [] });
    refused(await lookUp(me, me), 400, 'transfer_to_self');
    refused(await call(me, 'GET', '/memberlist?country_id=1&mobile=12ab5678'), 400, 'validation_failed');
    expect((await t.app.inject({ method: 'GET', url: '/api/account/memberlist' })).statusCode).toBe(401);
  });

  it(`allows ${MEMBER_LOOKUPS_PER_HOUR} look-ups an hour, then 429`, async () => {
    const me = await person();
    const other = await person();
    for (let i = 0; i < MEMBER_LOOKUPS_PER_HOUR; i++) expect((await lookUp(me, other)).statusCode).toBe(200);
    refused(await lookUp(me, other), 429, 'member_lookup_limit');
    // A transfer to an unknown number is a look-up too.
    refused(await send(me, { ...other, mobile: '87654321' }, 100), 429, 'member_lookup_limit');
    // An hour later the count starts again; another member has their own.
    await db().execute(
      sql`update member_lookups set created_at = created_at - interval '61 minutes' where user_id = ${me.userId}`,
    );
    expect((await lookUp(me, other)).statusCode).toBe(200);
    expect((await lookUp(other, me)).statusCode).toBe(200);
  });

  it('forgets look-ups older than the hour they count in (job wallet.forget-lookups)', async () => {
    const me = await person();
    const other = await person();
    await lookUp(me, other);
    await lookUp(me, other);
    await db().execute(
      sql`update member_lookups set created_at = now() - interval '2 hours'
        where id = (select min(id) from member_lookups where user_id = ${me.userId})`,
    );
    const done = await t.app.jobs.runDue({ now: new Date(), force: true });
    expect(done['wallet.forget-lookups']).toMatchObject({ deleted: expect.any(Number) });
    const [left] = await selectRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from member_lookups where user_id = ${me.userId}`,
    );
    expect(left!.n).toBe(1);
  });
});

describe('POST account/transferpoint', () => {
  it("moves the points: one transfer, two ledger entries, both members' histories", async () => {
    const a = await person({ points: 1000 });
    const b = await person();
    await rename(a.userId, 'Alice Wong');
    await rename(b.userId, 'Bob Lim Ah Kow');
    const res = await send(a, b, 300);
    expect(res.statusCode, res.body).toBe(200);
    const answer = transferPointAnswerSchema.parse(res.json().data);
    expect(answer).toMatchObject({ points: 300, recipient_name: 'Bob L** A** K**', point_available: 700 });
    expect(answer.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await balance(a)).toBe(700);
    expect(await balance(b)).toBe(300);
    const entries = await selectRows<{ user_id: number; kind: string; status: string; points: number }>(
      db(),
      sql`select user_id, kind, status, points from point_entries where transfer_id = ${answer.transfer_id} order by points`,
    );
    expect(entries).toEqual([
      { user_id: a.userId, kind: 'transfer_out', status: 'successful', points: -300 },
      { user_id: b.userId, kind: 'transfer_in', status: 'successful', points: 300 },
    ]);
    const history = async (who: Member, lang = 'en') =>
      pointAnswerSchema.parse((await call(who, 'GET', `/point?lang=${lang}`)).json().data).history.entries[0];
    expect(await history(a)).toMatchObject({ description: 'Transfer to Bob L** A** K**', points: -300 });
    expect(await history(b)).toMatchObject({ description: 'Transfer from Alice W**', points: 300 });
    expect(await history(b, 'zh')).toMatchObject({ description: '收到积分转赠：Alice W**' });
  });

  it('refuses under the minimum, to oneself, to unknown or foreign numbers, beyond the balance', async () => {
    const a = await person({ points: 1000 });
    const b = await person();
    const min = await send(a, b, 99);
    refused(min, 400, 'transfer_min_points');
    expect(min.json()).toMatchObject({
      error_message: 'The minimum transfer is 100 points',
      message_values: { points: 100 },
    });
    refused(await send(a, a, 100), 400, 'transfer_to_self');
    const unknown = await send(a, { ...b, mobile: '80000001' }, 100);
    refused(unknown, 404, 'transfer_recipient_not_found');
    expect(unknown.json().errors.mobile).toEqual([message('transfer_recipient_not_found')]);
    refused(await send(a, await person({ country: 'MY' }), 100), 404, 'transfer_recipient_not_found');
    refused(await send(a, b, 1001), 409, 'not_enough_points');
    refused(await send(a, b, 0), 400, 'validation_failed');
    refused(await send(a, b, 1.5), 400, 'validation_failed');
    const zh = await t.app.inject({
      method: 'POST',
      url: '/api/account/transferpoint?lang=zh',
      payload: { country_id: b.countryId, mobile: b.mobile, points: 5000, password: PASSWORD },
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(zh.json().error_message).toBe('积分余额不足');
    expect(await balance(a)).toBe(1000);
    expect(await balance(b)).toBe(0);
    expect((await t.app.inject({ method: 'POST', url: '/api/account/transferpoint' })).statusCode).toBe(401);
  });

  it('keeps to the daily limit of the shop day', async () => {
    const a = await person({ points: 5000 });
    const b = await person();
    await setSettings({ daily: 500 });
    try {
      expect((await send(a, b, 300)).statusCode).toBe(200);
      const over = await send(a, b, 201);
      refused(over, 400, 'transfer_daily_limit');
      expect(over.json().message_values).toEqual({ points: 500 });
      expect((await send(a, b, 200)).statusCode).toBe(200);
      // Yesterday's transfers (shop day) count no more.
      await db().execute(
        sql`update point_transfers set created_at = created_at - interval '1 day' where sender_id = ${a.userId}`,
      );
      expect((await send(a, b, 500)).statusCode).toBe(200);
    } finally {
      await setSettings({ daily: 20000 });
    }
    expect(await balance(a)).toBe(4000);
  });

  it('counts a wrong password as a failed login: five lock transfers and logins', async () => {
    const a = await person({ points: 1000 });
    const b = await person();
    const wrong = await send(a, b, 100, { password: 'Wrong123' });
    refused(wrong, 400, 'transfer_password_wrong');
    expect(wrong.json().errors.password).toEqual([message('transfer_password_wrong')]);
    for (let i = 0; i < 4; i++)
      refused(await send(a, b, 100, { password: 'Wrong123' }), 400, 'transfer_password_wrong');
    refused(await send(a, b, 100), 429, 'login_locked');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { country_id: a.countryId, mobile: a.mobile, password: PASSWORD },
    });
    refused(login, 429, 'login_locked');
    expect(await balance(a)).toBe(1000);
  });

  it('takes a changed password at once, and the old one no more', async () => {
    const a = await person({ points: 1000 });
    const b = await person();
    expect((await send(a, b, 100)).statusCode).toBe(200);
    await db().execute(
      sql`update users set password_hash = ${await hashPassword('Changed456')} where id = ${a.userId}`,
    );
    refused(await send(a, b, 100), 400, 'transfer_password_wrong');
    expect((await send(a, b, 100, { password: 'Changed456' })).statusCode).toBe(200);
    expect(await balance(a)).toBe(800);
  });

  it('answers a retry with the same idempotency key with the first transfer', async () => {
    const a = await person({ points: 1000 });
    const b = await person();
    const first = transferPointAnswerSchema.parse(
      (await send(a, b, 200, { idempotency_key: 'retry-key-0001' })).json().data,
    );
    const again = await send(a, b, 200, { idempotency_key: 'retry-key-0001' });
    expect(again.statusCode).toBe(200);
    expect(transferPointAnswerSchema.parse(again.json().data)).toEqual(first);
    // Another key is another transfer; the key is the sender's own.
    expect((await send(a, b, 200, { idempotency_key: 'retry-key-0002' })).json().data.transfer_id).not.toBe(
      first.transfer_id,
    );
    const c = await person({ points: 500 });
    expect((await send(c, b, 200, { idempotency_key: 'retry-key-0001' })).json().data.transfer_id).not.toBe(
      first.transfer_id,
    );
    expect(await balance(a)).toBe(600);
    expect(await balance(b)).toBe(600);
    refused(await send(a, b, 200, { idempotency_key: 'short' }), 400, 'validation_failed');
  });

  it('answers transfer_point_failed when the database refuses the transfer', async () => {
    const a = await person({ points: 1000 });
    const b = await person();
    // Stands in for a member removed between the look-up and the insert, or any constraint of the tables.
    await db().execute(sql`create function refuse_transfer() returns trigger language plpgsql as $$
      begin raise exception 'refused' using errcode = '23514'; end $$`);
    await db().execute(sql`create trigger refuse_transfer before insert on point_transfers
      for each row when (new.points = 777) execute function refuse_transfer()`);
    try {
      refused(await send(a, b, 777), 409, 'transfer_point_failed');
      expect(await balance(a)).toBe(1000);
    } finally {
      await db().execute(sql`drop trigger refuse_transfer on point_transfers`);
      await db().execute(sql`drop function refuse_transfer()`);
    }
  });

  itConcurrently(
    '10 transfers of 200 at once from 300: exactly one, and no points made or lost',
    async () => {
      const a = await person({ points: 300 });
      const recipients = await Promise.all(Array.from({ length: 10 }, () => person({ points: 50 })));
      const results = await Promise.all(recipients.map((r) => send(a, r, 200)));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const r of results.filter((r) => r.statusCode !== 200)) refused(r, 409, 'not_enough_points');
      const balances = await Promise.all([a, ...recipients].map(balance));
      expect(balances.reduce((s, n) => s + n, 0)).toBe(300 + 10 * 50);
      expect(balances[0]).toBe(100);
    },
  );

  itConcurrently('A→B and B→A at once both finish', async () => {
    const a = await person({ points: 1000 });
    const b = await person({ points: 1000 });
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => send(a, b, 100)),
      ...Array.from({ length: 5 }, () => send(b, a, 150)),
    ]);
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    expect(await balance(a)).toBe(1000 - 500 + 750);
    expect(await balance(b)).toBe(1000 + 500 - 750);
  });

  itConcurrently('an idempotent retry racing itself transfers once', async () => {
    const a = await person({ points: 1000 });
    const b = await person();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => send(a, b, 300, { idempotency_key: 'racing-key-001' })),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    expect(new Set(results.map((r) => r.json().data.transfer_id)).size).toBe(1);
    expect(await balance(a)).toBe(700);
    expect(await balance(b)).toBe(300);
  });

  itConcurrently("a transfer racing a checkout's points hold never overdraws", async () => {
    // Either may win: the order then holds what the transfer left (placing bounds its points by the balance
    // read under the lock), or the transfer finds the points held. Starts are staggered both ways.
    for (let round = 0; round < 8; round++) {
      const a = await person({ points: 1000 });
      const b = await person();
      const shop = buyer(t.app, a.token);
      const { productId } = await makeProduct(db(), { variations: [{ unit: 5000, points: 800 }] });
      expect((await shop.add(productId, 1)).statusCode).toBe(200);
      expect((await shop.redeem(800)).statusCode).toBe(200);
      const date = (
        await selectRows<{ d: string }>(
          db(),
          sql`select to_char((now() at time zone 'Asia/Singapore')::date + 2, 'YYYY-MM-DD') as d`,
        )
      )[0]!.d;
      const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const [placed, sent] = await Promise.all([
        later(round % 2 ? 0 : round / 2).then(() => shop.place(date)),
        later(round % 2 ? round / 2 : 0).then(() => send(a, b, 500)),
      ]);
      const [held] = await selectRows<{ held: number }>(
        db(),
        sql`select coalesce(-sum(points), 0)::int as held from point_entries
          where user_id = ${a.userId} and kind = 'redeemed' and status <> 'void'`,
      );
      const transferred = sent.statusCode === 200 ? 500 : 0;
      expect(held!.held + transferred, `${placed.body} ${sent.body}`).toBeLessThanOrEqual(1000);
      expect(await balance(a)).toBe(1000 - held!.held - transferred);
      expect(await balance(a)).toBeGreaterThanOrEqual(0);
      if (sent.statusCode !== 200) refused(sent, 409, 'not_enough_points');
    }
  });
});
