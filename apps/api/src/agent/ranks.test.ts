import { shopToday } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/client';
import { DEFAULT_AGENT_SETTINGS } from '../reference';
import { makeAgent, makeReferred, payTestOrder } from '../test/agents';
import { testAppPerFile } from '../test/app';
import type { Member } from '../test/members';
import { insertOrder } from '../test/orders';
import { itConcurrently } from '../test/postgres-only';
import { monthsBefore, promoteRanks, rankForSales } from './ranks';

/*
 * The monthly promotion (agent.promote-ranks): the team's sales over the three full shop months before this
 * one against the settings' thresholds; up only, once per agent and month, whichever instance runs it.
 */

const shop = testAppPerFile();
const db = () => shop.db();

// Thresholds small enough for a few orders: gold 100.00, platinum 200.00, executive 500.00.
beforeAll(async () => {
  await db().execute(
    sql`update shop_settings set rank_gold_sales_cents = 10000, rank_platinum_sales_cents = 20000,
      rank_executive_sales_cents = 50000`,
  );
});
afterAll(async () => {
  const d = DEFAULT_AGENT_SETTINGS.rankSalesCents;
  await db().execute(
    sql`update shop_settings set rank_gold_sales_cents = ${d.gold},
      rank_platinum_sales_cents = ${d.platinum}, rank_executive_sales_cents = ${d.executive}`,
  );
});

/** A paid team order of `cents` whose cash-back entry dates `monthsAgo` shop months back. */
async function salesMonthsAgo(agent: Member, cents: number, monthsAgo: number) {
  const member = await makeReferred(shop.t, agent.userId);
  const order = await insertOrder(db(), { userId: member.userId, totalCents: cents });
  await payTestOrder(db(), order.id);
  await db().execute(
    sql`update cashback_entries set created_at = created_at - make_interval(months => ${monthsAgo})
      where order_id = ${order.id}`,
  );
}

const rankOf = async (agentId: number) =>
  (
    await selectRows<{ agent_rank: string }>(db(), sql`select agent_rank from users where id = ${agentId}`)
  )[0]!.agent_rank;

describe('rank rules', () => {
  it('the highest threshold reached, silver below gold', () => {
    expect(rankForSales(0, DEFAULT_AGENT_SETTINGS)).toBe('silver');
    expect(rankForSales(299_999, DEFAULT_AGENT_SETTINGS)).toBe('silver');
    expect(rankForSales(300_000, DEFAULT_AGENT_SETTINGS)).toBe('gold');
    expect(rankForSales(1_000_000, DEFAULT_AGENT_SETTINGS)).toBe('platinum');
    expect(rankForSales(9_000_000, DEFAULT_AGENT_SETTINGS)).toBe('executive');
    expect(monthsBefore('2026-02', 3)).toBe('2025-11');
    expect(monthsBefore('2026-12', 1)).toBe('2026-11');
  });
});

describe('agent.promote-ranks', () => {
  it('is registered with the app', () => {
    expect(shop.t.app.jobs.names()).toContain('agent.promote-ranks');
  });

  it('promotes from the last three full months, once a month, never down', async () => {
    const rising = await makeAgent(shop.t);
    await salesMonthsAgo(rising, 6_000, 1);
    await salesMonthsAgo(rising, 6_000, 3);
    await salesMonthsAgo(rising, 90_000, 4); // too long ago
    await salesMonthsAgo(rising, 90_000, 0); // this month: counts next month
    const star = await makeAgent(shop.t, 'gold');
    await salesMonthsAgo(star, 60_000, 2);
    const top = await makeAgent(shop.t, 'executive');
    await salesMonthsAgo(top, 12_000, 1);
    const quiet = await makeAgent(shop.t, 'platinum');

    const promoted = await promoteRanks(db());
    expect(promoted.filter((p) => [rising, star, top, quiet].some((a) => a.userId === p.agent_id))).toEqual([
      { agent_id: rising.userId, from: 'silver', to: 'gold' },
      { agent_id: star.userId, from: 'gold', to: 'executive' },
    ]);
    expect([await rankOf(top.userId), await rankOf(quiet.userId)]).toEqual(['executive', 'platinum']);
    const [change] = await selectRows<{ source: string; month: string }>(
      db(),
      sql`select source, month from agent_rank_changes where agent_id = ${rising.userId}`,
    );
    expect(change).toEqual({ source: 'promotion', month: shopToday().slice(0, 7) });

    // More sales this month change nothing until next month's run; a second run this month does nothing.
    await salesMonthsAgo(rising, 90_000, 1);
    expect((await promoteRanks(db())).map((p) => p.agent_id)).not.toContain(rising.userId);
    expect(await rankOf(rising.userId)).toBe('gold');
  });

  itConcurrently('two instances running it at once promote once', async () => {
    const agent = await makeAgent(shop.t);
    await salesMonthsAgo(agent, 25_000, 1);
    const runs = await Promise.all([promoteRanks(db()), promoteRanks(db()), promoteRanks(db())]);
    expect(runs.flat().filter((p) => p.agent_id === agent.userId)).toEqual([
      { agent_id: agent.userId, from: 'silver', to: 'platinum' },
    ]);
    const changes = await selectRows(
      db(),
      sql`select 1 from agent_rank_changes where agent_id = ${agent.userId}`,
    );
    expect(changes).toHaveLength(1);
  });
});
