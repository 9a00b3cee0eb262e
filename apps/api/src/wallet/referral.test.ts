import { notificationText, shareAndRewardsSchema } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/client';
import type { OrderStatus } from '../order/lifecycle';
import { createTestApp, type TestApp } from '../test/app';
import { logIn, type Member } from '../test/members';
import { expectAnnounced, notificationsOf, registerDevice } from '../test/notifications';
import { insertOrder } from '../test/orders';
import { itConcurrently } from '../test/postgres-only';
import { walletJobs } from './jobs';
import { pointBalance } from './ledger';
import { grantReferralRewards } from './referral';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const SETTLE_DAYS = 7;
const DAY = 86_400_000;

async function referredBy(referrer: Member, fullName = 'Friend Person'): Promise<Member> {
  const friend = await logIn(t);
  await db().execute(
    sql`update users set referred_by_user_id = ${referrer.userId}, full_name = ${fullName} where id = ${friend.userId}`,
  );
  return friend;
}

const order = (who: Member, status: OrderStatus, deliveredDaysAgo = SETTLE_DAYS + 1) =>
  insertOrder(db(), { userId: who.userId, status, deliveredDaysAgo });

const share = (who: Member, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/account/shareandrewards${query}`,
    headers: { authorization: `Bearer ${who.token}`, ...headers },
  });

async function shareOf(who: Member, query = '', headers: Record<string, string> = {}) {
  const res = await share(who, query, headers);
  expect(res.statusCode, res.body).toBe(200);
  return shareAndRewardsSchema.parse(res.json().data);
}

const balance = async (who: Member) => (await pointBalance(db(), who.userId)).available;

async function rewardsOf(referrer: Member) {
  return selectRows<{ referred_id: number; points: number; voucher_cents: number; order_id: number }>(
    db(),
    sql`select referred_id, points, voucher_cents, order_id from referral_rewards
      where referrer_id = ${referrer.userId} order by referred_id`,
  );
}

async function vouchersOf(who: Member) {
  return selectRows<{
    value_cents: number;
    source: string;
    status: string;
    name_en: string;
    rewarded: boolean;
  }>(
    db(),
    sql`select value_cents, source, status, name_en, referral_reward_id is not null as rewarded from vouchers
      where user_id = ${who.userId}`,
  );
}

const runJob = (now = new Date()) => t.app.jobs.runDue({ now, force: true });

describe('GET account/shareandrewards', () => {
  it('gives the code, a link on this shop, the rewards and texts from the settings', async () => {
    const me = await logIn(t);
    const [{ referral_code: code }] = (await selectRows<{ referral_code: string }>(
      db(),
      sql`select referral_code from users where id = ${me.userId}`,
    )) as [{ referral_code: string }];
    const a = await shareOf(me, '', { host: 'shop.example.com' });
    expect(a).toMatchObject({
      referral_code: code,
      referral_link: `http://shop.example.com/?referralCode=${code}`,
      currency: 'SGD',
      rewards: {
        member_points: 1000,
        member_points_value: 1000,
        agent_points: 3000,
        agent_points_value: 3000,
        agent_voucher_value: 3000,
      },
      texts: {
        title: 'Invite friends, earn rewards',
        member:
          'When a friend signs up with your code and completes a first order, you receive 1,000 points (worth S$10.00).',
        agent:
          'As a partner, you receive 3,000 points (worth S$30.00) and an S$30.00 service voucher for each friend who signs up with your code and completes a first order.',
      },
      referred: [],
      referred_total: 0,
    });
    // Forwarded headers count only behind a trusted proxy, which the test app is not.
    const forwarded = await shareOf(me, '', { host: 'shop.example.com', 'x-forwarded-host': 'evil.example' });
    expect(forwarded.referral_link).toBe(`http://shop.example.com/?referralCode=${code}`);

    const zh = await shareOf(me, '?lang=zh');
    expect(zh.texts).toEqual({
      title: '邀请好友，赢取奖励',
      member: '好友使用您的推荐码注册并完成首笔订单后，您可获得 1,000 积分（价值 S$10.00）。',
      agent:
        '作为合作伙伴，每位使用您的推荐码注册并完成首笔订单的好友，可为您带来 3,000 积分（价值 S$30.00）及一张 S$30.00 服务券。',
    });

    await db().execute(
      sql`update shop_settings set referral_reward_points = 1500, point_rate = 50 where id = 1`,
    );
    try {
      const changed = await shareOf(me);
      expect(changed.rewards).toMatchObject({ member_points: 1500, member_points_value: 3000 });
      expect(changed.texts.member).toContain('1,500 points (worth S$30.00)');
    } finally {
      await db().execute(
        sql`update shop_settings set referral_reward_points = 1000, point_rate = 100 where id = 1`,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/account/shareandrewards' })).statusCode).toBe(401);
  });

  it('lists the referred members, newest first, masked, each with its state and reward', async () => {
    const me = await logIn(t);
    const signedUp = await referredBy(me, 'Siti Nur Aisyah');
    const ordered = await referredBy(me, 'Lee Ka Ho');
    const rewarded = await referredBy(me, 'Chen Jia Hui');
    await logIn(t); // not referred by me
    await order(ordered, 'to_pay');
    await order(rewarded, 'delivered');
    await order(signedUp, 'cancelled');
    await runJob();
    const a = await shareOf(me);
    expect(a.referred_total).toBe(3);
    expect(a.referred.map((r) => [r.name, r.state, r.reward_points, r.reward_voucher_value])).toEqual([
      ['Chen J** H**', 'rewarded', 1000, 0],
      ['Lee K** H**', 'ordered', 1000, 0],
      ['Siti N** A**', 'signed_up', 1000, 0],
    ]);
    expect(a.referred[0]!.rewarded_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(a.referred[1]!.rewarded_at).toBeNull();
    expect(a.referred[2]!.joined_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // A partner sees what a partner earns.
    const agent = await logIn(t, { role: 'agent' });
    await referredBy(agent);
    expect((await shareOf(agent)).referred[0]).toMatchObject({
      reward_points: 3000,
      reward_voucher_value: 3000,
    });
  });
});

describe('job wallet.grant-referral-rewards', () => {
  it('is registered with the app', () => {
    expect(t.app.jobs.names()).toContain('wallet.grant-referral-rewards');
  });

  it('rewards a member once their friend’s first order has settled, once', async () => {
    const me = await logIn(t);
    const friend = await referredBy(me, 'Tan Mei Ling');
    const settled = await order(friend, 'completed');
    await order(friend, 'delivered'); // a second settled order earns nothing more
    await runJob();
    expect(await rewardsOf(me)).toEqual([
      { referred_id: friend.userId, points: 1000, voucher_cents: 0, order_id: settled.id },
    ]);
    expect(await balance(me)).toBe(1000);
    expect(await vouchersOf(me)).toEqual([]);
    await runJob();
    await runJob(new Date(Date.now() + 30 * DAY));
    expect(await balance(me)).toBe(1000);
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/account/point',
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(history.json().data.history.entries[0]).toMatchObject({
      kind: 'referral',
      description: 'Referral reward: Tan M** L**',
      points: 1000,
      status: 'Successful',
    });
  });

  it('tells the referrer of their reward, once, as a transfer is told: points, and a partner’s voucher', async () => {
    const me = await logIn(t);
    const devices = [await registerDevice(t, me)];
    await order(await referredBy(me, 'Tan Mei Ling'), 'completed');
    const agent = await logIn(t, { role: 'agent' });
    await order(await referredBy(agent, 'Lim Wei Jie'), 'delivered');
    // The grant itself, not the app's jobs: their delivery job would send the push before it is looked at.
    await grantReferralRewards(db(), new Date(), SETTLE_DAYS);
    await grantReferralRewards(db(), new Date(), SETTLE_DAYS);
    const mine = await expectAnnounced(
      db(),
      me.userId,
      {
        kind: 'referral_rewarded',
        facts: { points: 1000, friend_name: 'Tan M** L**', voucher_cents: 0, currency: 'SGD' },
        link: '/wallet',
      },
      devices,
    );
    expect(notificationText('referral_rewarded', mine.facts as never, 'en').body).toBe(
      'Tan M** L** completed a first order: you received 1,000 points.',
    );
    const [agentNotice] = await notificationsOf(db(), agent.userId, 'referral_rewarded');
    expect(agentNotice?.facts).toEqual({
      points: 3000,
      friend_name: 'Lim W** J**',
      voucher_cents: 3000,
      currency: 'SGD',
    });
    expect(notificationText('referral_rewarded', agentNotice!.facts as never, 'zh').body).toBe(
      'Lim W** J** 已完成首笔订单，您获得 3,000 积分及一张 S$30.00 服务券。',
    );
  });

  it('counts a voucher-only first order as settled the same days after its payment', async () => {
    const me = await logIn(t);
    const friend = await referredBy(me);
    const bought = await insertOrder(db(), { userId: friend.userId, status: 'completed' });
    const paidDaysAgo = async (days: number) =>
      db().execute(
        sql`update orders set voucher_only = true, delivery_address = null, delivery_date = null,
            delivery_time = null, delivered_at = null, paid_at = now() - make_interval(days => ${days})
          where id = ${bought.id}`,
      );
    await paidDaysAgo(SETTLE_DAYS - 1);
    await runJob();
    expect(await rewardsOf(me)).toEqual([]);
    await paidDaysAgo(SETTLE_DAYS + 1);
    await runJob();
    expect(await rewardsOf(me)).toEqual([
      { referred_id: friend.userId, points: 1000, voucher_cents: 0, order_id: bought.id },
    ]);
  });

  it('gives a partner the partner reward: points and a service voucher, amounts from the settings', async () => {
    const agent = await logIn(t, { role: 'agent' });
    const friend = await referredBy(agent);
    await order(friend, 'delivered');
    await db().execute(
      sql`update shop_settings set agent_referral_reward_points = 3500, agent_referral_voucher_cents = 2500 where id = 1`,
    );
    try {
      await runJob();
    } finally {
      await db().execute(
        sql`update shop_settings set agent_referral_reward_points = 3000, agent_referral_voucher_cents = 3000 where id = 1`,
      );
    }
    expect(await balance(agent)).toBe(3500);
    expect(await vouchersOf(agent)).toEqual([
      {
        value_cents: 2500,
        source: 'referral',
        status: 'active',
        name_en: 'S$25.00 service voucher',
        rewarded: true,
      },
    ]);
    expect((await rewardsOf(agent))[0]).toMatchObject({ points: 3500, voucher_cents: 2500 });
  });

  it('waits while the first order has not settled; cancelled, refunded or returning orders earn nothing', async () => {
    const me = await logIn(t);
    const recent = await referredBy(me);
    await order(recent, 'delivered', 2);
    for (const status of [
      'cancelled',
      'refunded',
      'return_requested',
      'return_approved',
      'to_ship',
    ] as const) {
      await order(await referredBy(me), status);
    }
    await referredBy(me); // no order at all
    await runJob();
    expect(await rewardsOf(me)).toEqual([]);
    // Days later the delivered order has settled (the job runs at `now`).
    await runJob(new Date(Date.now() + 6 * DAY));
    expect((await rewardsOf(me)).map((r) => r.referred_id)).toEqual([recent.userId]);
    expect(await balance(me)).toBe(1000);
  });

  itConcurrently('grants each reward once when the job runs on two instances at once', async () => {
    const referrers = [await logIn(t), await logIn(t, { role: 'agent' })];
    const friends: Member[] = [];
    for (let i = 0; i < 12; i++) {
      const friend = await referredBy(referrers[i % 2]!);
      await order(friend, 'delivered');
      friends.push(friend);
    }
    const second = await createTestApp({ database: t.database });
    try {
      const now = new Date();
      const job = (app: TestApp['app']) => app.jobs.runDue({ now, force: true });
      const direct = () => walletJobs(db(), { pointsSettleDays: SETTLE_DAYS })[0]!.run(now);
      // Both schedulers (one claims the run) and two bare runs that skip the claim, all at once.
      await Promise.all([
        job(t.app),
        job(second.app),
        direct(),
        direct(),
        grantReferralRewards(second.database.db, now, SETTLE_DAYS),
      ]);
    } finally {
      await second.close();
    }
    expect((await rewardsOf(referrers[0]!)).length).toBe(6);
    expect((await rewardsOf(referrers[1]!)).length).toBe(6);
    expect(await balance(referrers[0]!)).toBe(6 * 1000);
    expect(await balance(referrers[1]!)).toBe(6 * 3000);
    expect(await vouchersOf(referrers[1]!)).toHaveLength(6);
    const [entries] = await selectRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from point_entries where kind = 'referral'
        and user_id in (${referrers[0]!.userId}, ${referrers[1]!.userId})`,
    );
    expect(entries!.n).toBe(12);
  });
});
