import { sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../db/client';
import { shopClockText, shopDate, shopDayStart } from '../db/shop-clock';

/** A claimed reminder: what the text message says and where it goes. */
export type ReminderRow = {
  id: number;
  user_id: number;
  date: string;
  time: string;
  phone_code: string;
  mobile: string;
  /** The member's language code as stored ('en', 'cn'). */
  language: string;
  store: string;
  stylist: string;
};

/**
 * Claims up to `limit` of the booked appointments on the shop day after `now` that have had no reminder and
 * were booked before the shop day of `now` began: one booked on the day before (or later) was booked once
 * its reminder was due, and its own booking notice already said the day and time. One statement sets their
 * reminded_at and answers them. Rows another run holds are skipped (`skip locked`),
 * and one it claimed meanwhile is no longer unreminded when this statement gets to it, so two runs at once
 * claim disjoint sets.
 */
export function claimReminders(tx: Tx, now: Date, limit: number): Promise<ReminderRow[]> {
  const today = shopDate(sql`${now.toISOString()}::timestamptz`);
  const tomorrow = sql`${today} + 1`;
  return selectRows<ReminderRow>(
    tx as unknown as Db,
    sql`with claimed as (
        update bookings b set reminded_at = now()
        where b.id in (
            select id from bookings
            where status = 'booked' and reminded_at is null
              and starts_at >= ${shopDayStart(tomorrow)} and starts_at < ${shopDayStart(sql`${tomorrow} + 1`)}
              and created_at < ${shopDayStart(today)}
            order by starts_at, id
            limit ${limit}
            for update skip locked)
          and b.status = 'booked' and b.reminded_at is null
        returning b.id, b.user_id, b.store_id, b.stylist_id, b.starts_at)
      select c.id, c.user_id, ${shopClockText(sql`c.starts_at`, 'YYYY-MM-DD')} as date,
        ${shopClockText(sql`c.starts_at`, 'HH24:MI')} as time,
        co.phone_code, u.mobile, l.code as language, s.name as store, st.name as stylist
      from claimed c
      join users u on u.id = c.user_id
      join countries co on co.id = u.country_id
      join languages l on l.id = u.language_id
      join stores s on s.id = c.store_id
      join stylists st on st.id = c.stylist_id
      order by c.starts_at, c.id`,
  );
}

/** Gives a claim back after its text message could not be sent, so a later run sends it. */
export async function releaseReminder(db: Db, id: number): Promise<void> {
  await db.execute(sql`update bookings set reminded_at = null where id = ${id} and status = 'booked'`);
}
