import type { BookingSource, BookingStatus, MinuteSpan } from '@beauty/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../db/client';
import { memberNameSql } from '../db/members';
import { shopClockText, shopDayStart, shopLocal } from '../db/shop-clock';

/*
 * The operator's reads and writes of appointments and stylists' schedules (booking/operator.ts,
 * booking/schedule.ts). Times of day are the shop's (Asia/Singapore).
 */

const asDb = (db: Db | Tx) => db as Db;

/** An appointment as the operator sees it: when, who (name and mobile to call), what, and where it stands. */
export type OperatorBookingRow = {
  id: number;
  store_id: number;
  stylist_id: number;
  stylist_name: string;
  date: string;
  time: string;
  end_time: string;
  status: BookingStatus;
  source: BookingSource;
  member_id: number;
  member_name: string;
  member_mobile: string;
  services: string[];
  total_cents: number;
  currency: string;
  remarks: string;
  pos_transaction_id: string | null;
};

function selectOperatorBookings(db: Db | Tx, where: SQL): Promise<OperatorBookingRow[]> {
  return selectRows<OperatorBookingRow>(
    asDb(db),
    sql`select b.id, b.store_id, b.stylist_id, st.name as stylist_name,
        ${shopClockText(sql`b.starts_at`, 'YYYY-MM-DD')} as date,
        ${shopClockText(sql`b.starts_at`, 'HH24:MI')} as time,
        ${shopClockText(sql`b.ends_at`, 'HH24:MI')} as end_time,
        b.status, b.source, u.id as member_id, ${memberNameSql('u')} as member_name,
        '+' || c.phone_code || ' ' || u.mobile as member_mobile,
        coalesce((select array_agg(bs.name_en order by bs.position) from booking_services bs
          where bs.booking_id = b.id), '{}') as services,
        b.total_cents, b.currency, b.remarks, v.pos_transaction_id
      from bookings b
      join stylists st on st.id = b.stylist_id
      join users u on u.id = b.user_id
      join countries c on c.id = u.country_id
      left join salon_visits v on v.booking_id = b.id
      where ${where}
      order by b.stylist_id, b.starts_at, b.id`,
  );
}

export async function selectOperatorBooking(db: Db | Tx, id: number): Promise<OperatorBookingRow | null> {
  const [row] = await selectOperatorBookings(db, sql`b.id = ${id}`);
  return row ?? null;
}

/** Several appointments by id, in the order of their start. */
export function selectOperatorBookingsById(
  db: Db | Tx,
  ids: readonly number[],
): Promise<OperatorBookingRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectOperatorBookings(db, sql`b.id = any(${`{${ids.join(',')}}`}::int[])`);
}

/** Every appointment of a store starting on a shop date, cancelled ones too. */
export function selectStoreDayBookings(db: Db, storeId: number, date: string): Promise<OperatorBookingRow[]> {
  const day = sql`${date}::date`;
  return selectOperatorBookings(
    db,
    sql`b.store_id = ${storeId} and b.starts_at >= ${shopDayStart(day)} and b.starts_at < ${shopDayStart(sql`${day} + 1`)}`,
  );
}

export type StylistDayRow = {
  id: number;
  name: string;
  title: string;
  is_active: boolean;
  start_minute: number | null;
  end_minute: number | null;
  breaks: [number, number][];
  leave: string | null;
};

/** A store's stylists with their hours, breaks and leave on one date (weekday given, 1 Monday). */
export function selectStylistsDay(
  db: Db,
  storeId: number,
  date: string,
  weekday: number,
): Promise<StylistDayRow[]> {
  return selectRows<StylistDayRow>(
    db,
    sql`select st.id, st.name, st.title_en as title, st.is_active, h.start_minute, h.end_minute,
        coalesce((select json_agg(json_build_array(k.start_minute, k.end_minute) order by k.start_minute)
          from stylist_breaks k where k.stylist_id = st.id and k.weekday = ${weekday}), '[]'::json) as breaks,
        (select v.reason from stylist_leave v where v.stylist_id = st.id
          and ${date}::date between v.first_day and v.last_day order by v.id limit 1) as leave
      from stylists st
      left join stylist_hours h on h.stylist_id = st.id and h.weekday = ${weekday}
      where st.store_id = ${storeId}
      order by st.id`,
  );
}

export async function selectStore(db: Db, id: number): Promise<{ id: number; name: string } | null> {
  const [row] = await selectRows<{ id: number; name: string }>(
    db,
    sql`select id, name from stores where id = ${id}`,
  );
  return row ?? null;
}

export async function selectBookingStatus(
  tx: Tx,
  id: number,
): Promise<{ id: number; status: BookingStatus } | null> {
  const [row] = await selectRows<{ id: number; status: BookingStatus }>(
    asDb(tx),
    sql`select id, status from bookings where id = ${id}`,
  );
  return row ?? null;
}

/** A Singapore member by mobile number (digits only), or any member by id. */
export async function selectMemberId(
  db: Db,
  who: { userId: number } | { mobile: string },
): Promise<number | null> {
  const [row] = await selectRows<{ id: number }>(
    db,
    'userId' in who
      ? sql`select id from users where id = ${who.userId}`
      : sql`select u.id from users u join countries c on c.id = u.country_id
          where c.abbreviation = 'SG' and u.mobile = ${who.mobile}`,
  );
  return row?.id ?? null;
}

// ---------------------------------------------------------------------------------------------------------
// Schedules

/**
 * Locks the stylist's row for the rest of the transaction, so two schedule changes of one stylist run one
 * after the other. Null when there is no such stylist.
 */
export async function lockStylist(tx: Tx, id: number): Promise<{ id: number; store_id: number } | null> {
  const [row] = await selectRows<{ id: number; store_id: number }>(
    asDb(tx),
    sql`select id, store_id from stylists where id = ${id} for update`,
  );
  return row ?? null;
}

export function selectBreaks(tx: Tx, stylistId: number, weekday: number): Promise<MinuteSpan[]> {
  return selectRows<MinuteSpan>(
    asDb(tx),
    sql`select start_minute as start, end_minute as end from stylist_breaks
      where stylist_id = ${stylistId} and weekday = ${weekday} order by start_minute`,
  );
}

/** The stylist's booked appointments from now on, each with its shop date, weekday and minutes. */
const upcoming = (stylistId: number) => sql`(
  select b.id, ${shopLocal(sql`b.starts_at`)} as s, ${shopLocal(sql`b.ends_at`)} as e
  from bookings b where b.stylist_id = ${stylistId} and b.status = 'booked' and b.starts_at >= now()) u`;
const minuteOf = (t: SQL) => sql`(extract(hour from ${t}) * 60 + extract(minute from ${t}))::int`;

/**
 * The ids of the stylist's upcoming booked appointments on `weekday` that new hours would leave stranded:
 * any of them on a day off (`hours` null), or, with hours, any starting before them, ending after them (or
 * past midnight) or overlapping one of `breaks`.
 */
export async function selectStrandedByHours(
  tx: Tx,
  stylistId: number,
  weekday: number,
  hours: MinuteSpan | null,
  breaks: readonly MinuteSpan[],
): Promise<number[]> {
  const start = minuteOf(sql`u.s`);
  const end = minuteOf(sql`u.e`);
  const outside = hours
    ? sql`${start} < ${hours.start} or ${end} > ${hours.end} or u.e::date <> u.s::date
        or exists (select 1 from unnest(${`{${breaks.map((b) => b.start).join(',')}}`}::int[],
            ${`{${breaks.map((b) => b.end).join(',')}}`}::int[]) as k(s, e)
          where k.s < ${end} and ${start} < k.e)`
    : sql`true`;
  const rows = await selectRows<{ id: number }>(
    asDb(tx),
    sql`select u.id from ${upcoming(stylistId)}
      where extract(isodow from u.s) = ${weekday} and (${outside}) order by u.s`,
  );
  return rows.map((r) => r.id);
}

/** The ids of the stylist's upcoming booked appointments on the shop dates first..last. */
export async function selectStrandedByLeave(
  tx: Tx,
  stylistId: number,
  firstDay: string,
  lastDay: string,
): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    asDb(tx),
    sql`select u.id from ${upcoming(stylistId)}
      where u.s::date between ${firstDay}::date and ${lastDay}::date order by u.s`,
  );
  return rows.map((r) => r.id);
}

/** A stylist's hours on one ISO weekday; null: a day off. */
export async function selectHours(tx: Tx, stylistId: number, weekday: number): Promise<MinuteSpan | null> {
  const [row] = await selectRows<MinuteSpan>(
    asDb(tx),
    sql`select start_minute as start, end_minute as "end" from stylist_hours
      where stylist_id = ${stylistId} and weekday = ${weekday}`,
  );
  return row ?? null;
}

export async function replaceWorkingDay(
  tx: Tx,
  stylistId: number,
  weekday: number,
  hours: MinuteSpan | null,
  breaks: readonly MinuteSpan[],
): Promise<void> {
  await tx.execute(sql`delete from stylist_breaks where stylist_id = ${stylistId} and weekday = ${weekday}`);
  await tx.execute(sql`delete from stylist_hours where stylist_id = ${stylistId} and weekday = ${weekday}`);
  if (!hours) return;
  await tx.execute(
    sql`insert into stylist_hours (stylist_id, weekday, start_minute, end_minute)
      values (${stylistId}, ${weekday}, ${hours.start}, ${hours.end})`,
  );
  for (const b of breaks) {
    await tx.execute(
      sql`insert into stylist_breaks (stylist_id, weekday, start_minute, end_minute)
        values (${stylistId}, ${weekday}, ${b.start}, ${b.end})`,
    );
  }
}

export async function insertLeave(
  tx: Tx,
  leave: { stylistId: number; firstDay: string; lastDay: string; reason: string },
): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    asDb(tx),
    sql`insert into stylist_leave (stylist_id, first_day, last_day, reason)
      values (${leave.stylistId}, ${leave.firstDay}, ${leave.lastDay}, ${leave.reason}) returning id`,
  );
  return row!.id;
}
