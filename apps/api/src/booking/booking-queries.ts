import type { Booking, BookingType, Language } from '@beauty/shared';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { type Db, selectPrepared, type Tx } from '../db/client';
import { isoInstant, shopClockText, shopDayStart, shopTimestamp } from '../db/shop-clock';
import { lang } from '../db/translated';
import { bookingSettingsSql } from '../reference';

/*
 * Reading appointments: one booking, or a page of a member's, each with its store, stylist, services (as
 * booked: booking_services keeps the names, durations and prices of that day), voucher and visit, built as
 * JSON in the statement so a page is one round trip. Uses bookings_user_start_idx (user_id, starts_at).
 */

/** A booking as the database gives it: the answer without what the rules add (type, can_edit, can_cancel). */
export type BookingAnswerRow = Omit<Booking, 'type' | 'can_edit' | 'can_cancel'>;

const bookingJson = (language: Language): SQL => sql`json_build_object(
    'booking_id', b.id, 'status', b.status,
    'store', json_build_object('id', s.id, 'name', s.name, 'address', s.address, 'phone', s.phone,
      'latitude', s.latitude, 'longitude', s.longitude),
    'stylist', json_build_object('id', st.id, 'name', st.name, 'title', ${lang(language, 'st.title')},
      'image', st.image),
    'date', ${shopClockText(sql`b.starts_at`, 'YYYY-MM-DD')},
    'time', ${shopClockText(sql`b.starts_at`, 'HH24:MI')},
    'end_time', ${shopClockText(sql`b.ends_at`, 'HH24:MI')},
    'starts_at', ${isoInstant(sql`b.starts_at`)},
    'duration_minutes', (extract(epoch from b.ends_at - b.starts_at) / 60)::int,
    'services', (select coalesce(json_agg(json_build_object('id', bs.service_id,
        'name', ${lang(language, 'bs.name')}, 'duration_minutes', bs.duration_minutes,
        'price', bs.price_cents) order by bs.position), '[]')
      from booking_services bs where bs.booking_id = b.id),
    'total', b.total_cents, 'currency', b.currency, 'remarks', b.remarks,
    'voucher', (select json_build_object('id', v.id, 'name', ${lang(language, 'v.name')}, 'code', v.code)
      from vouchers v where v.id = b.voucher_id),
    'cancel_reason', b.cancel_reason,
    'pos_transaction_id', (select sv.pos_transaction_id from salon_visits sv where sv.booking_id = b.id),
    'source', b.source,
    'created_at', ${shopTimestamp(sql`b.created_at`)})`;

const joins = sql`join stores s on s.id = b.store_id join stylists st on st.id = b.stylist_id`;

export type FoundBooking = {
  booking: BookingAnswerRow | null;
  change_hours: number;
  country: string | null;
};

/**
 * One booking with the change window; with `userId`, only that member's (another's is as none), and the
 * member's country beside it.
 */
export async function selectBooking(
  db: Db | Tx,
  language: Language,
  input: { bookingId: number; userId: number | null },
): Promise<FoundBooking> {
  const [row] = await selectPrepared<FoundBooking>(
    db,
    `booking_appointment_${language}`,
    sql`select
        (select ${bookingJson(language)} from bookings b ${joins}
          where b.id = ${input.bookingId} and (${input.userId}::int is null or b.user_id = ${input.userId}::int))
          as booking,
        settings."changeHours" as change_hours,
        (select c.abbreviation from users u join countries c on c.id = u.country_id
          where u.id = ${input.userId}::int) as country
      from (${bookingSettingsSql}) settings`,
  );
  return row!;
}

export type BookingPage = {
  country: string | null;
  change_hours: number;
  total: number;
  bookings: BookingAnswerRow[];
};

/**
 * One page of a member's appointments: upcoming (booked, starting after `now`; soonest first) or past (the
 * rest; latest first), optionally from `startDate` to `endDate` (shop dates, both included).
 */
export async function selectBookingPage(
  db: Db,
  language: Language,
  input: {
    userId: number;
    type: BookingType;
    startDate: string | null;
    endDate: string | null;
    limit: number;
    offset: number;
    now: Date;
  },
): Promise<BookingPage> {
  const now = sql`${input.now.toISOString()}::timestamptz`;
  const upcoming = input.type === 1;
  const which = upcoming
    ? sql`b.status = 'booked' and b.starts_at > ${now}`
    : sql`not (b.status = 'booked' and b.starts_at > ${now})`;
  const order = (k: SQL, i: SQL) => (upcoming ? sql`${k}, ${i}` : sql`${k} desc, ${i} desc`);
  const [row] = await selectPrepared<BookingPage>(
    db,
    `booking_my_appointments_${input.type}_${language}`,
    sql`with matching as (
        select b.* from bookings b
        where b.user_id = ${input.userId} and ${which}
          and (${input.startDate}::date is null or b.starts_at >= ${shopDayStart(sql`${input.startDate}::date`)})
          and (${input.endDate}::date is null or b.starts_at < ${shopDayStart(sql`${input.endDate}::date + 1`)})),
      page as (
        select ${bookingJson(language)} as a, b.starts_at as k, b.id as i from matching b ${joins}
        order by ${order(sql`b.starts_at`, sql`b.id`)} limit ${input.limit} offset ${input.offset})
      select
        (select c.abbreviation from users u join countries c on c.id = u.country_id
          where u.id = ${input.userId}) as country,
        settings."changeHours" as change_hours,
        (select count(*)::int from matching) as total,
        (select coalesce(json_agg(p.a order by ${order(sql`p.k`, sql`p.i`)}), '[]') from page p) as bookings
      from (${bookingSettingsSql}) settings`,
  );
  return row!;
}

/**
 * The member's next booked appointment's start, "YYYY-MM-DD HH:mm:ss" on the shop's clock, or null: a
 * scalar subquery for answers that show it beside other data (the profile's next_appointment_date).
 */
export function nextBookingSql(userId: SQL | AnyColumn | number): SQL<string | null> {
  return sql<string | null>`(select ${shopTimestamp(sql`min(b.starts_at)`)} from bookings b
    where b.user_id = ${userId} and b.status = 'booked' and b.starts_at > now())`;
}
