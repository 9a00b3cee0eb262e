import { cashbackOf } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../db/client';
import {
  cashbackTotalsMismatches,
  lineIdsOf,
  makeAgent,
  makeReferred,
  payTestOrder,
  requestTestReturn,
} from '../test/agents';
import { testAppPerFile } from '../test/app';
import { makeProduct } from '../test/catalogue';
import type { Member } from '../test/members';
import { insertOrder } from '../test/orders';
import { DBS_ACCOUNT, giveCashback } from '../test/withdrawals';
import { pointBalance } from '../wallet/ledger';
import { cashbackBalance } from './ledger';

/*
 * A randomised run of a team's orders (paid, cancelled, completed, part or wholly returned, returns
 * rejected) and the agents' conversions and withdrawals (requested, rejected, processed and paid), through
 * the real moves and calls. Afterwards every agent's ledger
 * sums equal what the events imply, and the running totals (cashback_totals, cashback_member_totals,
 * cashback_month_totals, kept by triggers) equal a recount of the entries.
 */

const shop = testAppPerFile();
const db = () => shop.db();

/** A small deterministic generator (mulberry32), so a failing run can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type ModelOrder = {
  id: number;
  po: string;
  agent: number;
  member: number;
  rate: number;
  lines: number[];
  state: 'paid' | 'delivered' | 'completed' | 'cancelled' | 'refunded' | 'rejected';
  returned: number[];
};

const ops = async (po: string, command: string, body?: object) => {
  const res = await shop.ops('POST', `/orders/${po}/${command}`, body);
  expect(res.statusCode, `${command} ${po}: ${res.body}`).toBe(200);
};

describe('a randomised run of orders, returns, conversions and withdrawals', () => {
  it('leaves every ledger sum and running total equal to what the events imply', async () => {
    const next = random(20261127);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
    const prices = [1_999, 2_500, 4_990, 12_000, 333];
    const variations: Record<number, number> = {};
    for (const p of prices)
      variations[p] = (await makeProduct(db(), { variations: [{ unit: p, stock: 10_000 }] })).variationId;

    const agents: { member: Member; rate: number; team: Member[] }[] = [];
    for (const [rank, rate] of [
      ['silver', 500],
      ['platinum', 1000],
    ] as const) {
      const agent = await makeAgent(shop.t, rank);
      const team = [];
      for (let i = 0; i < 3; i++) team.push(await makeReferred(shop.t, agent.userId));
      agents.push({ member: agent, rate, team });
    }
    const orders: ModelOrder[] = [];
    const converted = new Map<number, { cents: number; points: number }>();
    /** Withdrawals not rejected, by id: what they took from the agent's available balance. */
    const withdrawals = new Map<
      number,
      { agent: number; cents: number; status: 'requested' | 'processing' | 'paid' }
    >();
    const withdrawalMoves = { requested: 0, rejected: 0, paid: 0 };
    // A low minimum and an opening balance, so that withdrawals happen from the first steps on.
    await db().execute(sql`update shop_settings set agent_min_withdrawal_cents = 100`);
    const OPENING = 3_000;
    for (const a of agents) await giveCashback(db(), a.member.userId, OPENING);
    const pointsBefore = new Map<number, number>();
    for (const a of agents)
      pointsBefore.set(a.member.userId, (await pointBalance(db(), a.member.userId)).available);

    const expectedOf = (agentId: number) => {
      let available = 0;
      let pending = 0;
      for (const o of orders.filter((x) => x.agent === agentId)) {
        const goods = o.lines.reduce((s, l) => s + l, 0);
        const earned = cashbackOf(goods, o.rate);
        if (o.state === 'paid' || o.state === 'delivered') pending += earned;
        if (o.state === 'completed' || o.state === 'rejected') available += earned;
        if (o.state === 'refunded') {
          const back = o.returned.length === o.lines.length ? goods : o.returned.reduce((s, l) => s + l, 0);
          available += cashbackOf(goods - back, o.rate);
        }
      }
      available -= converted.get(agentId)?.cents ?? 0;
      const withdrawn = [...withdrawals.values()]
        .filter((w) => w.agent === agentId)
        .reduce((sum, w) => sum + w.cents, 0);
      return { available: OPENING + available - withdrawn, pending, withdrawn };
    };

    for (let step = 0; step < 120; step++) {
      const roll = next();
      const open = (state: ModelOrder['state']) => orders.filter((o) => o.state === state);
      if (roll < 0.35 || orders.length < 3) {
        const agent = pick(agents);
        const buyer = pick(agent.team);
        const lines = Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(prices));
        const order = await insertOrder(db(), {
          userId: buyer.userId,
          lines: lines.map((p) => ({ variationId: variations[p]!, quantity: 1 })),
        });
        await payTestOrder(db(), order.id);
        orders.push({
          id: order.id,
          po: order.poNumber,
          agent: agent.member.userId,
          member: buyer.userId,
          rate: agent.rate,
          lines,
          state: 'paid',
          returned: [],
        });
      } else if (roll < 0.45 && open('paid').length) {
        const o = pick(open('paid'));
        await ops(o.po, 'cancel');
        o.state = 'cancelled';
      } else if (roll < 0.65 && open('paid').length) {
        const o = pick(open('paid'));
        await ops(o.po, 'ship');
        await ops(o.po, 'deliver');
        o.state = 'delivered';
      } else if (roll < 0.75 && open('delivered').length) {
        const o = pick(open('delivered'));
        await ops(o.po, 'complete');
        o.state = 'completed';
      } else if (roll < 0.88 && open('delivered').length) {
        const o = pick(open('delivered'));
        const ids = await lineIdsOf(db(), o.id);
        const count = 1 + Math.floor(next() * ids.length);
        await requestTestReturn(db(), o.id, ids.slice(0, count));
        await ops(o.po, 'approve-return');
        await ops(o.po, 'refund');
        o.returned = o.lines.slice(0, count);
        o.state = 'refunded';
      } else if (roll < 0.92 && open('delivered').length) {
        const o = pick(open('delivered'));
        await requestTestReturn(db(), o.id);
        await ops(o.po, 'reject-return');
        o.state = 'rejected';
      } else if (roll < 0.925) {
        const agent = pick(agents);
        const { available } = expectedOf(agent.member.userId);
        const amount = 1 + Math.floor(next() * (available + 200));
        const res = await shop.t.app.inject({
          method: 'POST',
          url: '/api/agent/convert_point',
          payload: { amount },
          headers: { authorization: `Bearer ${agent.member.token}` },
        });
        if (amount > available) expect(res.json().message_key).toBe('cashback_not_enough');
        else {
          expect(res.statusCode, res.body).toBe(200);
          const sum = converted.get(agent.member.userId) ?? { cents: 0, points: 0 };
          converted.set(agent.member.userId, { cents: sum.cents + amount, points: sum.points + amount });
        }
      } else {
        const unpaid = [...withdrawals.entries()].filter(([, w]) => w.status !== 'paid');
        if (unpaid.length && next() < 0.5) {
          // The operator rejects one (its amount comes back) or pays it through the batch.
          const [id, w] = pick(unpaid);
          if (next() < 0.5) {
            expect(
              (await shop.ops('POST', `/withdrawals/${id}/reject`, { reason: 'Bank refused' })).statusCode,
            ).toBe(200);
            withdrawals.delete(id);
            withdrawalMoves.rejected++;
          } else {
            if (w.status === 'requested') {
              expect(
                (await shop.ops('POST', '/withdrawals/process', { date: '2999-12-31' })).statusCode,
              ).toBe(200);
              for (const x of withdrawals.values()) if (x.status === 'requested') x.status = 'processing';
            }
            expect((await shop.ops('POST', `/withdrawals/${id}/pay`)).statusCode).toBe(200);
            w.status = 'paid';
            withdrawalMoves.paid++;
          }
        } else {
          const agent = pick(agents);
          const { available } = expectedOf(agent.member.userId);
          // Mostly what the balance allows, sometimes more than it holds.
          const amount =
            100 + Math.floor(next() * (next() < 0.8 ? Math.max(0, available - 100) : available + 200));
          const res = await shop.t.app.inject({
            method: 'POST',
            url: '/api/agent/cash_out',
            payload: { amount, one_time: DBS_ACCOUNT },
            headers: { authorization: `Bearer ${agent.member.token}` },
          });
          if (amount > available) expect(res.json().message_key).toBe('cashback_not_enough');
          else {
            expect(res.statusCode, res.body).toBe(200);
            withdrawals.set(res.json().data.withdrawal_id, {
              agent: agent.member.userId,
              cents: amount,
              status: 'requested',
            });
          }
        }
      }
    }

    expect(new Set(orders.map((o) => o.state)).size).toBeGreaterThanOrEqual(5);
    console.log(
      'withdrawals',
      [...withdrawals.values()].map((w) => w.status),
      'converted',
      converted.size,
    );
    for (const a of agents) {
      const id = a.member.userId;
      expect(await cashbackBalance(db(), id)).toEqual(expectedOf(id));
      const points = (await pointBalance(db(), id)).available;
      expect(points - pointsBefore.get(id)!).toBe(converted.get(id)?.points ?? 0);
      const status = (
        await shop.t.app.inject({
          method: 'GET',
          url: '/api/agent/status',
          headers: { authorization: `Bearer ${a.member.token}` },
        })
      ).json().data;
      const expected = expectedOf(id);
      expect([status.cashback_available, status.cashback_pending]).toEqual([
        expected.available,
        expected.pending,
      ]);
      // The team's sales: goods paid of orders not cancelled, less what came back.
      const sales = orders
        .filter((o) => o.agent === id && o.state !== 'cancelled')
        .reduce((s, o) => {
          const goods = o.lines.reduce((x, l) => x + l, 0);
          const back = o.returned.length === o.lines.length ? goods : o.returned.reduce((x, l) => x + l, 0);
          return s + goods - (o.state === 'refunded' ? back : 0);
        }, 0);
      expect(status.month_team_sales).toBe(sales);
    }
    expect(await cashbackTotalsMismatches(db())).toEqual([]);
  });

  it('keeps the totals through hand-written changes: an update of a status, a delete, a truncate', async () => {
    const agent = await makeAgent(shop.t);
    const member = await makeReferred(shop.t, agent.userId);
    const order = await insertOrder(db(), { userId: member.userId, totalCents: 10_000 });
    await payTestOrder(db(), order.id);
    await db().execute(sql`update cashback_entries set status = 'available' where order_id = ${order.id}`);
    expect(await cashbackTotalsMismatches(db())).toEqual([]);
    await db().execute(sql`delete from cashback_entries where order_id = ${order.id}`);
    expect(await cashbackTotalsMismatches(db())).toEqual([]);
    const [row] = await selectRows<{ available: number; pending: number }>(
      db(),
      sql`select available, pending from cashback_totals where agent_id = ${agent.userId}`,
    );
    expect(row).toEqual({ available: 0, pending: 0 });
  });

  it('keeps each team’s size as members sign up, move to another referrer or leave', async () => {
    const [a, b] = [await makeAgent(shop.t), await makeAgent(shop.t)];
    const first = await makeReferred(shop.t, a.userId);
    const second = await makeReferred(shop.t, a.userId);
    const sizes = async () =>
      selectRows<{ agent_id: number; team_size: number }>(
        db(),
        sql`select agent_id, team_size from cashback_totals where agent_id in (${a.userId}, ${b.userId})
          order by agent_id`,
      );
    expect(await sizes()).toEqual([{ agent_id: a.userId, team_size: 2 }]);
    await db().execute(sql`update users set referred_by_user_id = ${b.userId} where id = ${first.userId}`);
    await db().execute(sql`delete from sessions where user_id = ${second.userId}`);
    await db().execute(sql`delete from addresses where user_id = ${second.userId}`);
    await db().execute(sql`delete from users where id = ${second.userId}`);
    expect(await sizes()).toEqual([
      { agent_id: a.userId, team_size: 0 },
      { agent_id: b.userId, team_size: 1 },
    ]);
    expect(await cashbackTotalsMismatches(db())).toEqual([]);
  });
});
