import { AGENT_REAPPLY_DAYS, type AgentApplicationStatus } from '@beauty/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../db/client';
import { shopDate, shopTimestamp } from '../db/shop-clock';

/** An application as answers show it (shared agentApplicationSchema, plus who applied for the operator). */
export type ApplicationRow = {
  id: number;
  user_id: number;
  status: AgentApplicationStatus;
  applied_at: string;
  tnc_accepted_at: string | null;
  decided_at: string | null;
  reject_reason: string | null;
  can_apply_again_on: string | null;
  name: string;
  mobile: string;
};

/** The shop day from which a rejected application's member may apply again. */
const REAPPLY_ON = sql`(${shopDate(sql`a.decided_at`)} + ${sql.raw(String(AGENT_REAPPLY_DAYS))})`;

const APPLICATION_COLUMNS = sql`a.id, a.user_id, a.status, ${shopTimestamp(sql`a.created_at`)} as applied_at,
  case when a.tnc_accepted_at is null then null else ${shopTimestamp(sql`a.tnc_accepted_at`)} end as tnc_accepted_at,
  case when a.decided_at is null then null else ${shopTimestamp(sql`a.decided_at`)} end as decided_at,
  a.reject_reason,
  case when a.status = 'rejected' then to_char(${REAPPLY_ON}, 'YYYY-MM-DD') end as can_apply_again_on,
  u.full_name as name, u.mobile`;

function selectApplications(db: Db | Tx, where: SQL, limit = 1) {
  return selectRows<ApplicationRow>(
    db as Db,
    sql`select ${APPLICATION_COLUMNS} from agent_applications a join users u on u.id = a.user_id
      where ${where} order by a.created_at desc, a.id desc limit ${limit}`,
  );
}

/** The member's latest application. */
export async function latestApplication(db: Db | Tx, userId: number): Promise<ApplicationRow | undefined> {
  return (await selectApplications(db, sql`a.user_id = ${userId}`))[0];
}

export async function applicationById(db: Db | Tx, id: number): Promise<ApplicationRow | undefined> {
  return (await selectApplications(db, sql`a.id = ${id}`))[0];
}

/** Applications in a state (all without one), newest first: the operator's list. */
export function applicationsForOperator(db: Db, status: AgentApplicationStatus | null, limit: number) {
  return selectApplications(db, status ? sql`a.status = ${status}` : sql`true`, limit);
}

/**
 * Whether the member may apply today: not while a rejection is younger than AGENT_REAPPLY_DAYS (the day they
 * may, YYYY-MM-DD, otherwise null).
 */
export async function reapplyBlockedUntil(tx: Tx, userId: number): Promise<string | null> {
  const [row] = await selectRows<{ on: string }>(
    tx as unknown as Db,
    sql`select to_char(max(${REAPPLY_ON}), 'YYYY-MM-DD') as on from agent_applications a
      where a.user_id = ${userId} and a.status = 'rejected'
      having max(${REAPPLY_ON}) > ${shopDate()}`,
  );
  return row?.on ?? null;
}

/** A new application, in its first state (applied: the column's default). */
export async function insertApplication(tx: Tx, userId: number): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    tx as unknown as Db,
    sql`insert into agent_applications (user_id) values (${userId}) returning id`,
  );
  return row!.id;
}

/** The member's open application's id (applied or submitted), if any. */
export async function openApplicationId(tx: Tx, userId: number): Promise<number | undefined> {
  const [row] = await selectRows<{ id: number }>(
    tx as unknown as Db,
    sql`select id from agent_applications where user_id = ${userId} and status in ('applied', 'submitted')`,
  );
  return row?.id;
}
