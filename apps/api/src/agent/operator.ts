import type { AgentApplicationStatus, AgentRank } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../db/client';
import type { Actor } from '../db/lifecycle';
import { shopTimestamp } from '../db/shop-clock';
import { DomainError } from '../errors';
import { type ApplicationRow, applicationsForOperator } from './application-queries';
import { decideApplication } from './applications';
import { setRank } from './ranks';

/*
 * The shop's partner programme commands, until a back office exists: the operator API (agent/admin-routes.ts)
 * has a route per command and `npm run ops` lists them from here.
 */

export const AGENT_OPERATOR_COMMANDS = [
  {
    name: 'applications',
    summary: 'Partner applications, newest first: applications [applied|submitted|approved|rejected]',
  },
  {
    name: 'approve-application',
    summary:
      'Approve a submitted application (terms accepted): the member becomes an agent, rank silver: approve-application <id>',
  },
  {
    name: 'reject-application',
    summary: 'Reject an open application with the reason the member sees: reject-application <id> <reason>',
  },
  {
    name: 'set-rank',
    summary: "Set an agent's rank: set-rank <mobile or user id> <silver|gold|platinum|executive> [reason]",
  },
  { name: 'agents', summary: 'Agents with their rank, team size and cash-back balances' },
] as const;

export function listApplications(db: Db, status: AgentApplicationStatus | null, limit: number) {
  return applicationsForOperator(db, status, limit);
}

export function approveApplication(db: Db, id: number, actor: Actor): Promise<ApplicationRow> {
  return decideApplication(db, id, { approve: true }, actor);
}

export function rejectApplication(db: Db, id: number, reason: string, actor: Actor): Promise<ApplicationRow> {
  return decideApplication(db, id, { approve: false, reason }, actor);
}

/** The user a command names: by id, or by mobile number (any country; 404 unless exactly one). */
async function userIdOf(db: Db, who: { user_id?: number; mobile?: string }): Promise<number> {
  const rows = await selectRows<{ id: number }>(
    db,
    who.user_id !== undefined
      ? sql`select id from users where id = ${who.user_id}`
      : sql`select id from users where mobile = ${who.mobile ?? ''} limit 2`,
  );
  if (rows.length !== 1) throw new DomainError('not_found');
  return rows[0]!.id;
}

export async function setAgentRank(
  db: Db,
  who: { user_id?: number; mobile?: string },
  rank: AgentRank,
  reason: string | null,
  actor: Actor,
) {
  return setRank(db, await userIdOf(db, who), rank, reason, actor);
}

export type OpsAgentRow = {
  id: number;
  name: string;
  mobile: string;
  rank: AgentRank;
  team_size: number;
  cashback_available: number;
  cashback_pending: number;
  cashback_withdrawn: number;
  agent_since: string | null;
};

/** Every agent with their balances (the running totals) and team size, by id. */
export function agentsForOperator(db: Db, limit: number): Promise<OpsAgentRow[]> {
  return selectRows<OpsAgentRow>(
    db,
    sql`select u.id, u.full_name as name, u.mobile, u.agent_rank as rank,
        coalesce(t.team_size, 0)::int as team_size,
        coalesce(t.available, 0)::int as cashback_available, coalesce(t.pending, 0)::int as cashback_pending,
        coalesce(t.withdrawn, 0)::int as cashback_withdrawn,
        (select ${shopTimestamp(sql`max(c.created_at)`)} from agent_rank_changes c
          where c.agent_id = u.id and c.source = 'approval') as agent_since
      from users u left join cashback_totals t on t.agent_id = u.id
      where u.role = 'agent' order by u.id limit ${limit}`,
  );
}
