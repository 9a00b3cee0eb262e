import type { AgentRank } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../db/client';

/** One line of an agent's rank history. A promotion names its month, once per agent and month (unique). */
export async function recordRankChange(
  tx: Tx,
  change: {
    agentId: number;
    from: AgentRank | null;
    to: AgentRank;
    source: 'approval' | 'operator' | 'promotion';
    month?: string | null;
    reason?: string | null;
  },
): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    tx as unknown as Db,
    sql`insert into agent_rank_changes (agent_id, from_rank, to_rank, source, month, reason)
      values (${change.agentId}, ${change.from}, ${change.to}, ${change.source}, ${change.month ?? null},
        ${change.reason ?? null})
      on conflict do nothing returning id`,
  );
  return rows.length > 0;
}

/** The agent's rank, locked until the transaction ends; undefined when the user is not an agent. */
export async function lockAgentRank(tx: Tx, agentId: number): Promise<AgentRank | undefined> {
  const [row] = await selectRows<{ agent_rank: AgentRank }>(
    tx as unknown as Db,
    sql`select agent_rank from users where id = ${agentId} and role = 'agent' for update`,
  );
  return row?.agent_rank;
}

/**
 * Agents whose team sales over the shop months `from`..`to` (YYYY-MM, inclusive) reach a rank above theirs
 * (`thresholds`: the sales of gold, platinum and executive) and who have no promotion for `month` yet: with
 * their rank and those sales.
 */
export function selectPromotionCandidates(
  db: Db | Tx,
  window: {
    from: string;
    to: string;
    month: string;
    thresholds: { gold: number; platinum: number; executive: number };
    limit: number;
  },
) {
  const { gold, platinum, executive } = window.thresholds;
  return selectRows<{ agent_id: number; rank: AgentRank; sales: number }>(
    db as Db,
    sql`select u.id as agent_id, u.agent_rank as rank, s.sales::int as sales
      from (select agent_id, sum(goods_cents)::bigint as sales from cashback_month_totals
          where month between ${window.from} and ${window.to} group by agent_id) s
      join users u on u.id = s.agent_id and u.role = 'agent'
      where s.sales >= ${gold}
        and (case when s.sales >= ${executive} then 4 when s.sales >= ${platinum} then 3 else 2 end)
          > array_position(array['silver', 'gold', 'platinum', 'executive'], u.agent_rank)
        and not exists (select 1 from agent_rank_changes c
          where c.agent_id = u.id and c.source = 'promotion' and c.month = ${window.month})
      order by u.id limit ${window.limit}`,
  );
}
