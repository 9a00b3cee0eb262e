import type { AgentRank } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../db/client';

/*
 * A member's role and rank in the partner programme, as the agent domain decides them (an approved
 * application, the operator, the monthly promotion): users is this domain's table, so these are its only
 * writers of role and agent_rank.
 */

/** The member becomes an agent of `rank`; answers false when they are not a member (already an agent). */
export async function becomeAgent(tx: Tx, userId: number, rank: AgentRank): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    tx as unknown as Db,
    sql`update users set role = 'agent', agent_rank = ${rank}
      where id = ${userId} and role = 'member' returning id`,
  );
  return rows.length > 0;
}

/**
 * The agent's rank becomes `rank` if it is `from` still (a conditional update, so of two racing changes
 * one applies); answers whether it moved.
 */
export async function changeAgentRank(
  tx: Tx,
  userId: number,
  from: AgentRank,
  rank: AgentRank,
): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    tx as unknown as Db,
    sql`update users set agent_rank = ${rank}
      where id = ${userId} and role = 'agent' and agent_rank = ${from} returning id`,
  );
  return rows.length > 0;
}
