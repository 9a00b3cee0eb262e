import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../db/client';
import { shopDate } from '../db/shop-clock';

/*
 * What the wallet's notification jobs (notices.ts) find: vouchers near their last day, earned points whose
 * day has come. Reads and marks wallet tables only; the notifications are notification/'s.
 */

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** A voucher whose member is reminded of its last day: its name in the member's language. */
export type ExpiringVoucherRow = { id: number; user_id: number; name: string; valid_until: string };

/**
 * Claims up to `limit` active vouchers whose last day lies from `today` to `lastDay` (shop date expressions)
 * and that have had no reminder: one statement stamps expiry_reminded_at and answers them. A voucher a
 * booked appointment holds is left out (the visit uses it whatever its last day, as the expiry job leaves
 * it). Rows another run holds are skipped, so overlapping runs claim disjoint sets.
 */
export function claimExpiringVouchers(
  tx: Tx,
  input: { today: SQL; lastDay: SQL; limit: number },
): Promise<ExpiringVoucherRow[]> {
  return selectRows<ExpiringVoucherRow>(
    tx as unknown as Db,
    sql`with claimed as (
        update vouchers v set expiry_reminded_at = now()
        where v.id in (select id from vouchers
            where status = 'active' and expiry_reminded_at is null
              and valid_until between ${input.today} and ${input.lastDay}
              and not exists (select 1 from bookings b where b.voucher_id = vouchers.id and b.status = 'booked')
            order by valid_until, id limit ${input.limit}
            for update skip locked)
          and v.status = 'active' and v.expiry_reminded_at is null
        returning v.id, v.user_id, v.name_en, v.name_zh, v.valid_until)
      select c.id, c.user_id, c.valid_until::text as valid_until,
        case when l.code in ('cn', 'zh') then c.name_zh else c.name_en end as name
      from claimed c join users u on u.id = c.user_id join languages l on l.id = u.language_id
      order by c.valid_until, c.id`,
  );
}

/** The shop's date at `now`, or `hours` before it. */
export const shopDayOf = (now: Date, hours = 0) =>
  shopDate(sql`(${at(now)} - make_interval(hours => ${hours}))`);

/** Earned points that became available (their available_at passed) at most `lookbackHours` before `now`. */
export type AvailablePointsRow = { id: number; user_id: number; points: number };

/**
 * Pending credits (earned points) whose available_at lies in (now - lookback, now]: the ones that became
 * available lately, through point_entries_available_idx. Void entries and debits are not news.
 */
export function selectNewlyAvailablePoints(
  db: Db | Tx,
  now: Date,
  lookbackHours: number,
): Promise<AvailablePointsRow[]> {
  return selectRows<AvailablePointsRow>(
    db as Db,
    sql`select e.id, e.user_id, e.points from point_entries e
      where e.status = 'pending' and e.points > 0
        and e.available_at <= ${at(now)}
        and e.available_at > ${at(now)} - make_interval(hours => ${lookbackHours})
      order by e.available_at, e.id`,
  );
}
