import type { AgentRank, CashbackEntryKind, CashbackEntryStatus, WithdrawalStatus } from '@beauty/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectPrepared, selectRows } from '../db/client';
import { shopDayStart, shopTimestamp } from '../db/shop-clock';
import { type AgentSettingsRow, agentSettingsSql } from '../reference';

/*
 * The agent's pages read the running totals (cashback_totals, cashback_member_totals, cashback_month_totals,
 * kept by triggers: migration 0017) and the team from users' referred_by index, so none of them sums an
 * agent's entries: their cost does not grow with the team's orders.
 */

export type StatusRow = AgentSettingsRow & {
  rank: AgentRank;
  referral_code: string;
  available: number;
  pending: number;
  withdrawn: number;
  /** Withdrawals requested or processing: part of `withdrawn`, not paid yet. */
  withdrawing: number;
  team_size: number;
  month_sales: number;
};

/** Everything agent/status shows, in one statement; undefined when the user is not an agent. */
export async function selectStatus(db: Db, agentId: number): Promise<StatusRow | undefined> {
  const [row] = await selectPrepared<StatusRow>(
    db,
    'agent_status',
    sql`select u.agent_rank as rank, u.referral_code,
        coalesce(t.available, 0)::int as available, coalesce(t.pending, 0)::int as pending,
        coalesce(t.withdrawn, 0)::int as withdrawn,
        -- An agent's open withdrawals are a few at most (paid twice a month), found by withdrawals_agent_idx.
        coalesce((select sum(w.amount_cents) from withdrawals w
          where w.agent_id = u.id and w.status in ('requested', 'processing')), 0)::int as withdrawing,
        coalesce(t.team_size, 0)::int as team_size,
        coalesce((select mt.goods_cents from cashback_month_totals mt
          where mt.agent_id = u.id and mt.month = cashback_month_of(now())), 0)::int as month_sales,
        s.*
      from users u
      left join cashback_totals t on t.agent_id = u.id
      cross join (${agentSettingsSql}) s
      where u.id = ${agentId} and u.role = 'agent'`,
  );
  return row;
}

export type TeamMemberRow = {
  member_id: number;
  name: string;
  joined_at: string;
  order_count: number;
  purchases: number;
  cashback: number;
};

const TEAM_MEMBER_COLUMNS = sql`u.id as member_id, u.full_name as name,
  ${shopTimestamp(sql`u.created_at`)} as joined_at,
  coalesce(t.order_count, 0)::int as order_count, coalesce(t.goods_cents, 0)::int as purchases,
  coalesce(t.cashback_cents, 0)::int as cashback`;

/** The agent's team size (cashback_totals.team_size, kept by a trigger on users). */
export async function teamSize(db: Db, agentId: number): Promise<number> {
  const [row] = await selectPrepared<{ n: number }>(
    db,
    'agent_team_size',
    sql`select coalesce((select team_size from cashback_totals where agent_id = ${agentId}), 0)::int as n`,
  );
  return row!.n;
}

/**
 * A page of the agent's team, newest members first, with what each brought. The page's ids are picked from
 * the referred_by index alone before any join, so a deep page skips index entries, not joined rows.
 */
export function selectTeamPage(db: Db, agentId: number, page: { limit: number; offset: number }) {
  return selectPrepared<TeamMemberRow>(
    db,
    'agent_team_page',
    sql`select ${TEAM_MEMBER_COLUMNS}
      from (select p.id from users p where p.referred_by_user_id = ${agentId}
          order by p.created_at desc, p.id desc limit ${page.limit} offset ${page.offset}) ids
      join users u on u.id = ids.id
      left join cashback_member_totals t on t.agent_id = ${agentId} and t.member_id = u.id
      order by u.created_at desc, u.id desc`,
  );
}

/** One member of the agent's team, or undefined when they are not in it. */
export async function selectTeamMember(db: Db, agentId: number, memberId: number) {
  const [row] = await selectRows<TeamMemberRow>(
    db,
    sql`select ${TEAM_MEMBER_COLUMNS}
      from users u
      left join cashback_member_totals t on t.agent_id = ${agentId} and t.member_id = u.id
      where u.id = ${memberId} and u.referred_by_user_id = ${agentId}`,
  );
  return row;
}

export type MemberOrderRow = {
  order_id: number;
  po_number: string;
  paid_at: string;
  order_status: string;
  goods: number;
  cashback: number;
  cashback_status: CashbackEntryStatus;
};

/** A team member's orders that earned the agent cash-back, newest first, net of reversals; with the count. */
export async function selectMemberOrders(
  db: Db,
  agentId: number,
  memberId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: MemberOrderRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    selectRows<MemberOrderRow>(
      db,
      sql`select o.id as order_id, o.po_number,
          ${shopTimestamp(sql`coalesce(o.paid_at, e.created_at)`)} as paid_at, o.status as order_status,
          (e.goods_cents + coalesce(r.goods, 0))::int as goods,
          (e.amount_cents + coalesce(r.amount, 0))::int as cashback, e.status as cashback_status
        from cashback_entries e
        join orders o on o.id = e.order_id
        left join lateral (select sum(x.goods_cents) as goods, sum(x.amount_cents) as amount
          from cashback_entries x
          where x.agent_id = e.agent_id and x.member_id = e.member_id and x.order_id = e.order_id
            and x.kind = 'reversed' and x.status <> 'void') r on true
        where e.agent_id = ${agentId} and e.member_id = ${memberId} and e.kind = 'earned'
        order by e.created_at desc, e.id desc
        limit ${page.limit} offset ${page.offset}`,
    ),
    selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from cashback_entries
        where agent_id = ${agentId} and member_id = ${memberId} and kind = 'earned'`,
    ),
  ]);
  return { rows, total: count[0]!.n };
}

export type HistoryFilter = { month?: string | undefined; kind?: CashbackEntryKind | undefined };

export type HistoryRow = {
  id: number;
  date: string;
  kind: CashbackEntryKind;
  status: CashbackEntryStatus;
  amount: number;
  po_number: string | null;
  member_name: string | null;
  points: number | null;
  bank_code: string | null;
  account_last4: string | null;
  withdrawal_status: WithdrawalStatus | null;
  /** Keyset of the row, for the download's batches. */
  at: string;
};

/** The agent's entries in `filter`: the month (YYYY-MM, shop calendar) as a range of created_at. */
function historyWhere(agentId: number, filter: HistoryFilter): SQL {
  const parts = [sql`e.agent_id = ${agentId}`];
  if (filter.month) {
    const start = `${filter.month}-01`;
    parts.push(sql`e.created_at >= ${shopDayStart(sql`${start}::date`)}`);
    parts.push(sql`e.created_at < ${shopDayStart(sql`(${start}::date + interval '1 month')::date`)}`);
  }
  if (filter.kind) parts.push(sql`e.kind = ${filter.kind}`);
  return sql.join(parts, sql` and `);
}

/**
 * A page of the agent's cash-back history, newest first, or (with `after`) the batch after a row: the
 * download's keyset by (created_at, id).
 */
export function selectHistory(
  db: Db,
  agentId: number,
  filter: HistoryFilter,
  page: { limit: number; offset: number; after?: { at: string; id: number } },
) {
  const after = page.after
    ? sql`and (e.created_at, e.id) < (${page.after.at}::timestamptz, ${page.after.id})`
    : sql``;
  return selectRows<HistoryRow>(
    db,
    sql`select e.id, ${shopTimestamp(sql`e.created_at`)} as date, e.kind, e.status, e.amount_cents as amount,
        o.po_number, m.full_name as member_name, e.points, w.bank_code, w.account_last4,
        w.status as withdrawal_status, e.created_at::text as at
      from cashback_entries e
      left join orders o on o.id = e.order_id
      left join users m on m.id = e.member_id
      left join withdrawals w on w.id = e.withdrawal_id
      where ${historyWhere(agentId, filter)} ${after}
      order by e.created_at desc, e.id desc
      limit ${page.limit} offset ${page.offset}`,
  );
}

export async function countHistory(db: Db, agentId: number, filter: HistoryFilter): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from cashback_entries e where ${historyWhere(agentId, filter)}`,
  );
  return row!.n;
}
