import { type BookingSource, type BookingStatus, normaliseLanguage } from '@beauty/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../db/client';
import { shopClockText, shopDate, shopDayStart } from '../db/shop-clock';
import type { MovedBooking } from './effects';

/*
 * The SQL of booking, editing and moving appointments (bookings, booking_services, salon_visits). The two
 * exclusion constraints of migration 0013 are what finally refuse an overlap; these statements only write.
 */

const rows = <T>(db: Db | Tx, query: SQL) => selectRows<T>(db as Db, query);

/** A new appointment as a MovedBooking: created in its first state, which is also where it came from. */
const CREATED = sql`id, user_id, status as from_status, status, voucher_id, null::text as pos_transaction_id`;

/** How many booked appointments the member has that have not started yet. */
export async function countUpcoming(tx: Tx, userId: number): Promise<number> {
  const [row] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from bookings
      where user_id = ${userId} and status = 'booked' and starts_at > now()`,
  );
  return row?.n ?? 0;
}

/** Where an appointment lies: a shop date, its start (minutes from midnight), length and buffer after. */
export type BookingTime = {
  date: string;
  startMinute: number;
  durationMinutes: number;
  bufferMinutes: number;
};

/** starts_at, ends_at and blocked_until of an appointment, as instants: the shop's clock turned into SQL. */
function instants(time: BookingTime) {
  const startsAt = sql`(${shopDayStart(sql`${time.date}::date`)} + make_interval(mins => ${time.startMinute}))`;
  return {
    startsAt,
    endsAt: sql`(${startsAt} + make_interval(mins => ${time.durationMinutes}))`,
    blockedUntil: sql`(${startsAt} + make_interval(mins => ${time.durationMinutes + time.bufferMinutes}))`,
  };
}

export type NewBooking = BookingTime & {
  userId: number;
  storeId: number;
  stylistId: number;
  status: 'booked' | 'completed';
  source: BookingSource;
  remarks: string;
  totalCents: number;
  voucherId: number | null;
};

/**
 * Inserts an appointment in its first state: booked, or completed for a walk-in (no move: BOOKING_LIFECYCLE
 * has none into a first state). The exclusion constraints may refuse it.
 */
export async function insertBooking(tx: Tx, b: NewBooking): Promise<MovedBooking> {
  const at = instants(b);
  const [row] = await rows<MovedBooking>(
    tx,
    sql`insert into bookings (user_id, store_id, stylist_id, starts_at, ends_at, blocked_until, status, source,
        remarks, total_cents, voucher_id, completed_at)
      values (${b.userId}, ${b.storeId}, ${b.stylistId}, ${at.startsAt}, ${at.endsAt}, ${at.blockedUntil},
        ${b.status}, ${b.source}, ${b.remarks}, ${b.totalCents}, ${b.voucherId},
        ${b.status === 'completed' ? sql`now()` : sql`null`})
      returning ${CREATED}`,
  );
  return row!;
}

/**
 * The services of an appointment, in the order chosen, with their names, durations and prices as they are
 * now (a later change of the menu leaves the booking as it was). Replaces any it had (an edit).
 */
export async function writeBookingServices(tx: Tx, bookingId: number, serviceIds: readonly number[]) {
  await tx.execute(sql`delete from booking_services where booking_id = ${bookingId}`);
  await tx.execute(
    sql`insert into booking_services (booking_id, service_id, position, name_en, name_zh, duration_minutes,
        price_cents)
      select ${bookingId}, s.id, (x.n - 1)::smallint, s.name_en, s.name_zh, s.duration_minutes, s.price_cents
      from unnest(${`{${serviceIds.join(',')}}`}::int[]) with ordinality x(id, n) join services s on s.id = x.id`,
  );
}

/**
 * A member's appointment (any member's without `userId`), locked until the transaction ends; null: none.
 * With where and when it is (store, shop date, "HH:mm"), which an edit compares its new ones with.
 */
export async function selectBookingForUpdate(tx: Tx, bookingId: number, userId?: number) {
  const [row] = await rows<{
    id: number;
    user_id: number;
    status: BookingStatus;
    starts_at_ms: number;
    store_id: number;
    date: string;
    time: string;
  }>(
    tx,
    sql`select id, user_id, status, (extract(epoch from starts_at) * 1000)::float8 as starts_at_ms, store_id,
        ${shopClockText(sql`starts_at`, 'YYYY-MM-DD')} as date, ${shopClockText(sql`starts_at`, 'HH24:MI')} as time
      from bookings where id = ${bookingId}
        ${userId === undefined ? sql`` : sql`and user_id = ${userId}`}
      for update`,
  );
  return row ?? null;
}

/**
 * Moves a booked appointment to its new salon, stylist, time, services and voucher, in place. A new start
 * is reminded again, unless it is today or tomorrow: then the change's own notice has just said it, as a
 * booking's does (booking.send-reminders leaves out one booked on the day before), and it counts as reminded.
 * The exclusion constraints apply to the updated row as to a new one.
 */
export async function updateBooking(
  tx: Tx,
  bookingId: number,
  b: BookingTime & {
    storeId: number;
    stylistId: number;
    remarks: string;
    totalCents: number;
    voucherId: number | null;
  },
): Promise<void> {
  const at = instants(b);
  await tx.execute(
    sql`update bookings set store_id = ${b.storeId}, stylist_id = ${b.stylistId}, starts_at = ${at.startsAt},
        ends_at = ${at.endsAt}, blocked_until = ${at.blockedUntil}, remarks = ${b.remarks},
        total_cents = ${b.totalCents}, voucher_id = ${b.voucherId},
        reminded_at = case when starts_at = ${at.startsAt} then reminded_at
          when ${b.date}::date <= ${shopDate()} + 1 then now() end,
        updated_at = now()
      where id = ${bookingId} and status = 'booked'`,
  );
}

/** Why a move was refused: the booking's state and its start. */
export async function selectBookingStart(tx: Tx, bookingId: number) {
  const [row] = await rows<{ status: BookingStatus; starts_at: string }>(
    tx,
    sql`select status, starts_at from bookings where id = ${bookingId}`,
  );
  return row ?? null;
}

/** The salon visit of a completed appointment (see effects.ts recordVisit for the number); answers it. */
export async function insertVisit(tx: Tx, bookingId: number): Promise<string> {
  const [row] = await rows<{ pos_transaction_id: string }>(
    tx,
    sql`insert into salon_visits (booking_id, pos_transaction_id, visited_at)
      select b.id, 'POS' || ${shopClockText(sql`b.starts_at`, 'YYYYMMDD')}
          || lpad(b.id::text, greatest(8, length(b.id::text)), '0'), b.starts_at
      from bookings b where b.id = ${bookingId}
      returning pos_transaction_id`,
  );
  return row!.pos_transaction_id;
}

/** What a notification of an appointment says (shared NotificationFacts), and whose it is. */
export async function selectBookingFacts(tx: Tx, bookingId: number) {
  const [row] = await rows<{ user_id: number; date: string; time: string; store: string }>(
    tx,
    sql`select b.user_id, ${shopClockText(sql`b.starts_at`, 'YYYY-MM-DD')} as date,
        ${shopClockText(sql`b.starts_at`, 'HH24:MI')} as time, st.name as store
      from bookings b join stores st on st.id = b.store_id
      where b.id = ${bookingId}`,
  );
  return row ?? null;
}

/** What the cancellation text message says, and to whom: the member's number and language. */
export async function selectCancellationText(db: Db, bookingId: number) {
  const [row] = await rows<{
    phone_code: string;
    mobile: string;
    language: string;
    store: string;
    date: string;
    time: string;
  }>(
    db,
    sql`select c.phone_code, u.mobile, l.code as language, st.name as store,
        ${shopClockText(sql`b.starts_at`, 'YYYY-MM-DD')} as date, ${shopClockText(sql`b.starts_at`, 'HH24:MI')} as time
      from bookings b join users u on u.id = b.user_id join countries c on c.id = u.country_id
        join languages l on l.id = u.language_id join stores st on st.id = b.store_id
      where b.id = ${bookingId}`,
  );
  return row ? { ...row, language: normaliseLanguage(row.language) } : null;
}
