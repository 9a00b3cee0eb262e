import { addDays, notificationText, shopToday } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/client';
import { createTestApp, OPS_TOKEN, type TestApp } from '../test/app';
import { makeVoucher } from '../test/booking';
import { logIn, type Member } from '../test/members';
import { expectAnnounced, notificationCount, notificationsOf, registerDevice } from '../test/notifications';
import { insertOrder } from '../test/orders';
import { itConcurrently } from '../test/postgres-only';
import { announceAvailablePoints, POINTS_LOOKBACK_HOURS, remindExpiringVouchers } from './notices';

/*
 * What the wallet tells members: points received from another member (in the transfer's transaction), a
 * voucher's last day a week ahead (wallet.remind-expiring-vouchers) and earned points that became available
 * (wallet.announce-available-points). Each once, with its facts, link and a delivery per device.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const db = () => t.database.db;
const HOUR = 3_600_000;

async function memberWithDevice(options: Parameters<typeof logIn>[1] = {}) {
  const member = await logIn(t, options);
  return { member, devices: [await registerDevice(t, member)] };
}

async function speaksChinese(member: Member) {
  await db().execute(
    sql`update users set language_id = (select id from languages where code = 'cn') where id = ${member.userId}`,
  );
}

describe('points received', () => {
  it('tells the recipient who sent how many points, once, also when the sender retries', async () => {
    const sender = await logIn(t, { password: 'Secret123', points: 1000 });
    const { member: recipient, devices } = await memberWithDevice();
    await db().execute(sql`update users set full_name = 'Alice Wong' where id = ${sender.userId}`);
    const [to] = await selectRows<{ country_id: number; mobile: string }>(
      db(),
      sql`select country_id, mobile from users where id = ${recipient.userId}`,
    );
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/transferpoint',
        payload: { ...to, points: 250, password: 'Secret123', idempotency_key: 'gift-once-1' },
        headers: { authorization: `Bearer ${sender.token}` },
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const n = await expectAnnounced(
      db(),
      recipient.userId,
      { kind: 'points_received', facts: { points: 250, from_name: 'Alice W**' }, link: '/wallet' },
      devices,
    );
    expect(notificationText('points_received', n.facts as never, 'zh').body).toBe(
      'Alice W** 转给您 250 积分。',
    );
    expect(await notificationsOf(db(), sender.userId)).toEqual([]);
  });

  it('announces nothing for a transfer that is refused', async () => {
    const sender = await logIn(t, { password: 'Secret123', points: 100 });
    const { member: recipient } = await memberWithDevice();
    const [to] = await selectRows<{ country_id: number; mobile: string }>(
      db(),
      sql`select country_id, mobile from users where id = ${recipient.userId}`,
    );
    const before = await notificationCount(db());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/transferpoint',
      payload: { ...to, points: 500, password: 'Secret123' },
      headers: { authorization: `Bearer ${sender.token}` },
    });
    expect(res.statusCode).toBe(409);
    expect(await notificationCount(db())).toBe(before);
  });
});

describe('wallet.remind-expiring-vouchers', () => {
  const today = shopToday();
  const at = (day: string, time: string) => new Date(`${day}T${time}:00+08:00`);

  it('reminds of a voucher 7 days (or fewer) before its last day, from 10:00, once', async () => {
    const { member, devices } = await memberWithDevice();
    // Valid through today + 7, today + 8 and today + 2 (issued inside the window).
    const week = await makeVoucher(db(), member.userId, { validDays: 8 });
    const longer = await makeVoucher(db(), member.userId, { validDays: 9 });
    const short = await makeVoucher(db(), member.userId, { validDays: 3 });
    const voided = await makeVoucher(db(), member.userId, { validDays: 5 });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/ops/vouchers/${voided}/void`,
      payload: { reason: 'test' },
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    });
    expect(res.statusCode, res.body).toBe(200);

    // Before 10:00 the day counts as yesterday: only the short one is within 7 days of it.
    await remindExpiringVouchers(db(), at(today, '09:30'));
    expect((await notificationsOf(db(), member.userId)).map((n) => n.link)).toEqual([
      `/voucher-detail/${short}`,
    ]);
    await remindExpiringVouchers(db(), at(today, '10:00'));
    await remindExpiringVouchers(db(), at(today, '11:00'));
    const reminded = await notificationsOf(db(), member.userId, 'voucher_expiring');
    expect(reminded.map((n) => ({ facts: n.facts, link: n.link, targets: n.targets }))).toEqual([
      {
        facts: { voucher_name: 'S$30 service voucher', expires_on: addDays(today, 2) },
        link: `/voucher-detail/${short}`,
        targets: devices,
      },
      {
        facts: { voucher_name: 'S$30 service voucher', expires_on: addDays(today, 7) },
        link: `/voucher-detail/${week}`,
        targets: devices,
      },
    ]);
    expect(reminded.map((n) => n.event_key)).toEqual([
      `voucher_expiring:${short}`,
      `voucher_expiring:${week}`,
    ]);
    expect(reminded.some((n) => n.link.endsWith(`/${longer}`))).toBe(false);
  });

  it('never reminds of a voucher whose last day has passed, also before 10:00 the day after', async () => {
    const { member } = await memberWithDevice();
    await makeVoucher(db(), member.userId, { validDays: 1 });
    await remindExpiringVouchers(db(), at(addDays(today, 1), '09:00'));
    expect(await notificationsOf(db(), member.userId, 'voucher_expiring')).toEqual([]);
  });

  itConcurrently('reminds of each voucher once when two runs race', async () => {
    const { member } = await memberWithDevice();
    const ids: number[] = [];
    for (let i = 0; i < 60; i++) ids.push(await makeVoucher(db(), member.userId, { validDays: 6 }));
    const now = at(today, '12:00');
    await Promise.all([remindExpiringVouchers(db(), now), remindExpiringVouchers(db(), now)]);
    const reminded = await notificationsOf(db(), member.userId, 'voucher_expiring');
    expect(reminded.map((n) => n.link).sort()).toEqual(ids.map((id) => `/voucher-detail/${id}`).sort());
  });

  it("names the voucher in the member's language, and runs as the app's job", async () => {
    const { member, devices } = await memberWithDevice();
    await speaksChinese(member);
    const id = await makeVoucher(db(), member.userId, { validDays: 4 });
    const done = await t.app.jobs.runDue({ force: true });
    expect(done).toHaveProperty('wallet.remind-expiring-vouchers');
    const n = await expectAnnounced(
      db(),
      member.userId,
      {
        kind: 'voucher_expiring',
        facts: { voucher_name: 'S$30 服务券', expires_on: addDays(today, 3) },
        link: `/voucher-detail/${id}`,
      },
      devices,
    );
    expect(notificationText('voucher_expiring', n.facts as never, 'zh').body).toMatch(
      /^您的优惠券「S\$30 服务券」将于 .+ 过期。$/,
    );
  });
});

describe('wallet.announce-available-points', () => {
  const ops = (po: string, command: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/ops/orders/${po}/${command}`,
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    });

  /** A delivered order of the member's that earned `points`; answers when they become available. */
  async function delivered(member: Member, points: number): Promise<Date> {
    const o = await insertOrder(db(), { userId: member.userId, status: 'to_receive', pointsEarned: points });
    expect((await ops(o.poNumber, 'deliver')).statusCode).toBe(200);
    const [entry] = await selectRows<{ ms: number }>(
      db(),
      sql`select (extract(epoch from available_at) * 1000)::float8 as ms from point_entries
        where order_id = ${o.id} and kind = 'earned'`,
    );
    return new Date(entry!.ms);
  }

  it('announces earned points once they are available, once per entry', async () => {
    const { member, devices } = await memberWithDevice();
    const available = await delivered(member, 120);
    expect(await announceAvailablePoints(db(), new Date(available.getTime() - 60_000))).toBe(0);
    expect(await notificationsOf(db(), member.userId, 'points_available')).toEqual([]);

    const after = new Date(available.getTime() + 60_000);
    expect(await announceAvailablePoints(db(), after)).toBeGreaterThanOrEqual(1);
    expect(await announceAvailablePoints(db(), after)).toBe(0);
    const n = await expectAnnounced(
      db(),
      member.userId,
      { kind: 'points_available', facts: { points: 120 }, link: '/wallet' },
      devices,
    );
    expect(notificationText('points_available', n.facts as never, 'en').body).toBe(
      '120 points are now available to use.',
    );
  });

  itConcurrently('announces each entry once when two runs race', async () => {
    const { member } = await memberWithDevice();
    const times: Date[] = [];
    for (let i = 0; i < 10; i++) times.push(await delivered(member, 10 + i));
    const after = new Date(Math.max(...times.map((d) => d.getTime())) + 60_000);
    const made = await Promise.all([
      announceAvailablePoints(db(), after),
      announceAvailablePoints(db(), after),
    ]);
    expect(made[0] + made[1]).toBeGreaterThanOrEqual(10);
    const announced = await notificationsOf(db(), member.userId, 'points_available');
    expect(announced.map((n) => n.facts.points).sort()).toEqual(times.map((_, i) => 10 + i).sort());
  });

  it(`leaves points that became available more than ${POINTS_LOOKBACK_HOURS} hours before the run`, async () => {
    const { member } = await memberWithDevice();
    const available = await delivered(member, 80);
    const late = new Date(available.getTime() + (POINTS_LOOKBACK_HOURS + 1) * HOUR);
    await announceAvailablePoints(db(), late);
    expect(await notificationsOf(db(), member.userId, 'points_available')).toEqual([]);
  });
});
