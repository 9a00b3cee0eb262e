import type { PointEntryKind } from '@beauty/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectPrepared } from '../db/client';
import { memberNameSql } from '../db/members';
import { shopDayStart, shopTimestamp } from '../db/shop-clock';
import { NOT_YET, SETTLED } from './ledger';

/*
 * The reads behind GET account/point: the summary with the size of the history (the member's point_totals
 * row, kept by triggers, and their earned points not yet available), the size of a date range of the history,
 * and the history itself, newest first, from the index point_entries (user_id, created_at, id). Void entries
 * (released holds) are left out of the sizes and the history. Names of other members and order numbers come in
 * the same statement (orders and users are read here, written by their own domains), so a page is one query.
 * No read here grows with the whole history: a storefront request is a few indexed queries, not a cache.
 */

/** Shop dates, both inclusive; either may be absent. */
export type DateRange = { start: string | null; end: string | null };

/** The range as bounds of created_at: the start of the first shop day, the start of the day after the last. */
function inRange(range: DateRange): SQL {
  return sql`e.created_at >= coalesce(${shopDayStart(sql`${range.start}::date`)}, '-infinity')
    and e.created_at < coalesce(${shopDayStart(sql`${range.end}::date + 1`)}, 'infinity')`;
}

export type PointSummaryRow = {
  available: number;
  pending: number;
  earned: number;
  /** Points spent on orders (held or paid), all time. */
  redeemed: number;
  /** History entries, all time. */
  total: number;
};

/**
 * The member's balance and the size of their whole history: their point_totals row (kept by triggers, one
 * row whatever the history's size) and the one sum that time changes without a write, the earned points not
 * yet available, live from the index point_entries_not_yet_idx. The sums mean what ledger.ts BALANCE_SUMS
 * computes from the entries: available = settled + pending debits + pending credits - not yet available.
 */
export async function selectPointSummary(db: Db, userId: number): Promise<PointSummaryRow> {
  const [row] = await selectPrepared<PointSummaryRow>(
    db,
    'wallet_point_summary',
    sql`select
        (coalesce(t.settled + t.pending_debits + t.pending_credits, 0) - n.not_yet)::int as available,
        n.not_yet as pending,
        coalesce(t.earned, 0)::int as earned,
        coalesce(t.redeemed, 0)::int as redeemed,
        coalesce(t.entries, 0)::int as total
      from (select coalesce(sum(e.points), 0)::int as not_yet from point_entries e
        where e.user_id = ${userId} and ${NOT_YET}) n
      left join point_totals t on t.user_id = ${userId}`,
  );
  return row ?? { available: 0, pending: 0, earned: 0, redeemed: 0, total: 0 };
}

/** History entries in a date range (the index's range of the member's created_at). */
export async function selectHistoryCount(db: Db, userId: number, range: DateRange): Promise<number> {
  const [row] = await selectPrepared<{ total: number }>(
    db,
    'wallet_point_history_count',
    sql`select count(*)::int as total from point_entries e
      where e.user_id = ${userId} and e.status <> 'void' and ${inRange(range)}`,
  );
  return row?.total ?? 0;
}

export type HistoryRow = {
  id: number;
  /** created_at exactly, as text: the keyset cursor of the download. */
  at: string;
  date: string;
  kind: PointEntryKind;
  points: number;
  note: string | null;
  settled: boolean;
  po_number: string | null;
  other_name: string | null;
};

/** Where a keyset read continues: after (older than) this entry. */
export type Cursor = { at: string; id: number };
/** Before every entry: the first batch. */
export const FIRST_CURSOR: Cursor = { at: 'infinity', id: 0 };

/**
 * One slice of the member's history, newest first: entries older than `after` (keyset, for the download), then
 * `offset` more skipped (paging). The other member is the recipient of a transfer sent, the sender of one
 * received, the friend of a referral reward.
 *
 * The slice is cut from the index first and only its rows are joined: the statement is prepared, and
 * PostgreSQL's generic plan, which does not know the member's number of entries, would otherwise join them
 * all before sorting (30 ms for 10,000 entries instead of a tenth of a millisecond).
 */
export async function selectHistory(
  db: Db,
  userId: number,
  range: DateRange,
  slice: { after: Cursor; limit: number; offset: number },
): Promise<HistoryRow[]> {
  return selectPrepared<HistoryRow>(
    db,
    'wallet_point_history',
    sql`select e.id, e.created_at::text as at, ${shopTimestamp(sql`e.created_at`)} as date, e.kind, e.points,
        e.note, ${SETTLED} as settled, o.po_number,
        ${memberNameSql('other')} as other_name
      from (
        select * from point_entries e
        where e.user_id = ${userId} and e.status <> 'void' and ${inRange(range)}
          and (e.created_at, e.id) < (${slice.after.at}::timestamptz, ${slice.after.id}::int)
        order by e.created_at desc, e.id desc
        limit ${slice.limit} offset ${slice.offset}
      ) e
      left join orders o on o.id = e.order_id
      left join point_transfers t on t.id = e.transfer_id
      left join referral_rewards r on r.id = e.referral_reward_id
      left join users other on other.id = case e.kind
        when 'transfer_out' then t.recipient_id when 'transfer_in' then t.sender_id else r.referred_id end
      order by e.created_at desc, e.id desc`,
  );
}
