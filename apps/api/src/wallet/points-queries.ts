import { type PointEntryKind, SHOP_TIME_ZONE } from '@beauty/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectPrepared } from '../db/client';
import { shopTimestamp } from '../db/shop-clock';
import { BALANCE_SUMS, SETTLED } from './ledger';

/*
 * The reads behind GET account/point: the summary with the size of the filtered history in one pass over the
 * member's entries, and the history itself, newest first, from the index point_entries (user_id, created_at,
 * id). Void entries (released holds) are left out of both. Names of other members and order numbers come in
 * the same statement (orders and users are read here, written by their own domains), so a page is one query.
 */

/** Shop dates, both inclusive; either may be absent. */
export type DateRange = { start: string | null; end: string | null };

const ZONE = sql.raw(`'${SHOP_TIME_ZONE}'`);

/** The range as bounds of created_at: the start of the first shop day, the start of the day after the last. */
function inRange(range: DateRange): SQL {
  return sql`e.created_at >= coalesce((${range.start}::date)::timestamp at time zone ${ZONE}, '-infinity')
    and e.created_at < coalesce((${range.end}::date + 1)::timestamp at time zone ${ZONE}, 'infinity')`;
}

export type PointSummaryRow = {
  available: number;
  pending: number;
  earned: number;
  /** Points spent on orders (held or paid), all time. */
  redeemed: number;
  /** History entries in the range. */
  total: number;
};

export async function selectPointSummary(db: Db, userId: number, range: DateRange): Promise<PointSummaryRow> {
  const [row] = await selectPrepared<PointSummaryRow>(
    db,
    'wallet_point_summary',
    sql`select ${BALANCE_SUMS},
        coalesce(-sum(e.points) filter (where e.kind = 'redeemed' and e.status <> 'void'), 0)::int as redeemed,
        (count(*) filter (where e.status <> 'void' and ${inRange(range)}))::int as total
      from point_entries e where e.user_id = ${userId}`,
  );
  return row ?? { available: 0, pending: 0, earned: 0, redeemed: 0, total: 0 };
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
        coalesce(nullif(other.full_name, ''), other.name) as other_name
      from point_entries e
      left join orders o on o.id = e.order_id
      left join point_transfers t on t.id = e.transfer_id
      left join referral_rewards r on r.id = e.referral_reward_id
      left join users other on other.id = case e.kind
        when 'transfer_out' then t.recipient_id when 'transfer_in' then t.sender_id else r.referred_id end
      where e.user_id = ${userId} and e.status <> 'void' and ${inRange(range)}
        and (e.created_at, e.id) < (${slice.after.at}::timestamptz, ${slice.after.id}::int)
      order by e.created_at desc, e.id desc
      limit ${slice.limit} offset ${slice.offset}`,
  );
}
