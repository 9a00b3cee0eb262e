import type { BookingService, BookingStylist, Language, MinuteSpan } from '@beauty/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectPrepared, type Tx } from '../db/client';
import { shopDate, shopDayStart } from '../db/shop-clock';
import { lang } from '../db/translated';
import { bookingSettingsSql } from '../reference';

/*
 * The reads behind free times: a stylist's hours, breaks, leave and bookings on one shop day, as minutes from
 * midnight on the shop's clock. The bookings are found through the exclusion constraint's GiST index
 * (bookings_stylist_no_overlap: stylist_id with tstzrange(starts_at, blocked_until)), so the predicate below
 * repeats the index's expression and its `status in (...)` exactly.
 */

const day = (date: SQL) => sql`(${date})::date`;

/** The stylist's working hours on the date's weekday as {start, end}, or null (not working that weekday). */
const hoursOf = (stylist: SQL, date: SQL) =>
  sql`(select json_build_object('start', h.start_minute, 'end', h.end_minute) from stylist_hours h
    where h.stylist_id = ${stylist} and h.weekday = extract(isodow from ${day(date)})::int)`;

const breaksOf = (stylist: SQL, date: SQL) =>
  sql`(select coalesce(json_agg(json_build_object('start', k.start_minute, 'end', k.end_minute)
      order by k.start_minute), '[]') from stylist_breaks k
    where k.stylist_id = ${stylist} and k.weekday = extract(isodow from ${day(date)})::int)`;

const onLeave = (stylist: SQL, date: SQL) =>
  sql`exists (select 1 from stylist_leave l
    where l.stylist_id = ${stylist} and l.last_day >= ${day(date)} and l.first_day <= ${day(date)})`;

/**
 * The time the stylist's booked and completed appointments hold on the date, [starts_at, blocked_until) as
 * minutes of that shop day; a span reaching over midnight is cut at the day's edges. `exclude`: a booking
 * to leave out (the one being edited), or SQL null.
 */
const takenOf = (stylist: SQL, date: SQL, exclude: SQL) => {
  const from = shopDayStart(day(date));
  const to = shopDayStart(sql`${day(date)} + 1`);
  return sql`(select coalesce(json_agg(json_build_object(
        'start', greatest(0, floor(extract(epoch from b.starts_at - ${from}) / 60))::int,
        'end', least(1440, ceil(extract(epoch from b.blocked_until - ${from}) / 60))::int)
      order by b.starts_at), '[]')
    from bookings b
    where b.stylist_id = ${stylist} and b.status in ('booked', 'completed')
      and tstzrange(b.starts_at, b.blocked_until, '[)') && tstzrange(${from}, ${to}, '[)')
      and b.id is distinct from ${exclude})`;
};

/** The services a stylist does at a store (also on the store's menu), in the menu's order. */
const servicesOf = (stylist: SQL, store: SQL, columns: SQL) =>
  sql`(select coalesce(json_agg(${columns} order by sv.position, sv.id), '[]')
    from stylist_services xs
    join store_services ss on ss.service_id = xs.service_id and ss.store_id = ${store}
    join services sv on sv.id = xs.service_id
    where xs.stylist_id = ${stylist})`;

export type DayRow = {
  hours: MinuteSpan | null;
  breaks: MinuteSpan[];
  on_leave: boolean;
  taken: MinuteSpan[];
};

export type StylistDayRow = DayRow & {
  services: { id: number; duration_minutes: number; price_cents: number; name_en: string; name_zh: string }[];
};

/**
 * One active stylist of a store on one shop day; undefined when there is no such stylist at that store. For
 * the booking transaction: it reads the stylist's row `for share`, so an operator's change of their hours or
 * leave (which takes the row `for update`, booking/schedule.ts) waits for the booking, or the booking for
 * the change, and neither commits against the other's old state. Bookings of one stylist do not wait for
 * each other here; their overlap is the exclusion constraint's.
 */
export async function selectStylistDay(
  db: Db | Tx,
  input: { storeId: number; stylistId: number; date: string; excludeBookingId: number | null },
): Promise<StylistDayRow | undefined> {
  const stylist = sql`st.id`;
  const date = sql`${input.date}::date`;
  const [row] = await selectPrepared<StylistDayRow>(
    db,
    'booking_stylist_day',
    sql`select ${hoursOf(stylist, date)} as hours, ${breaksOf(stylist, date)} as breaks,
        ${onLeave(stylist, date)} as on_leave,
        ${takenOf(stylist, date, sql`${input.excludeBookingId}::int`)} as taken,
        ${servicesOf(
          stylist,
          sql`st.store_id`,
          sql`json_build_object('id', sv.id, 'duration_minutes', sv.duration_minutes,
            'price_cents', sv.price_cents, 'name_en', sv.name_en, 'name_zh', sv.name_zh)`,
        )} as services
      from stylists st
      where st.id = ${input.stylistId} and st.store_id = ${input.storeId} and st.is_active
      for share of st`,
  );
  return row;
}

export type SlotRow = DayRow & {
  /** The caller's country; null when the member no longer exists. */
  country: string | null;
  store_found: boolean;
  stylists: BookingStylist[];
  /** The stylist the answer is for: the one asked for if they take appointments here, else the first. */
  stylist_id: number | null;
  slot_minutes: number;
  buffer_minutes: number;
  days_ahead: number;
  dates: string[];
  services: BookingService[];
};

/**
 * Everything checkslot answers from, in one statement: the caller's country, the store's stylists who take
 * appointments (active, with working hours), the chosen stylist's bookable days and services, and their
 * hours, breaks, leave and bookings on `date` (none without a date). `bookingId`: a booking of the caller's
 * whose own time counts as free (the edit page); another member's is ignored.
 */
export async function selectSlots(
  db: Db,
  language: Language,
  input: {
    userId: number;
    storeId: number;
    stylistId: number | null;
    date: string | null;
    bookingId: number | null;
    now: Date;
  },
): Promise<SlotRow> {
  const today = shopDate(sql`${input.now.toISOString()}::timestamptz`);
  const stylist = sql`(select id from chosen)`;
  const date = sql`${input.date}::date`;
  const [row] = await selectPrepared<SlotRow>(
    db,
    `booking_checkslot_${language}`,
    sql`with settings as (${bookingSettingsSql}),
      staff as (
        select st.id, st.name, ${lang(language, 'st.title')} as title, st.image from stylists st
        where st.store_id = ${input.storeId} and st.is_active
          and exists (select 1 from stylist_hours h where h.stylist_id = st.id)),
      chosen as (
        select s.id from staff s where s.id = coalesce(${input.stylistId}::int, (select min(id) from staff))),
      own as (select b.id from bookings b where b.id = ${input.bookingId}::int and b.user_id = ${input.userId})
      select
        (select c.abbreviation from users u join countries c on c.id = u.country_id
          where u.id = ${input.userId}) as country,
        exists (select 1 from stores where id = ${input.storeId}) as store_found,
        (select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'title', s.title,
            'image', s.image) order by s.id), '[]') from staff s) as stylists,
        ${stylist} as stylist_id,
        settings."slotMinutes" as slot_minutes, settings."bufferMinutes" as buffer_minutes,
        settings."daysAhead" as days_ahead,
        (select coalesce(json_agg(to_char(d, 'YYYY-MM-DD') order by d), '[]')
          from generate_series(${today} + 1, ${today} + settings."daysAhead", interval '1 day') d
          where exists (select 1 from stylist_hours h
              where h.stylist_id = ${stylist} and h.weekday = extract(isodow from d)::int)
            and not ${onLeave(stylist, sql`d`)}) as dates,
        ${servicesOf(
          stylist,
          sql`${input.storeId}::int`,
          sql`json_build_object('id', sv.id, 'name', ${lang(language, 'sv.name')},
            'duration_minutes', sv.duration_minutes, 'price', sv.price_cents)`,
        )} as services,
        ${hoursOf(stylist, date)} as hours,
        ${breaksOf(stylist, date)} as breaks,
        ${onLeave(stylist, date)} as on_leave,
        ${takenOf(stylist, date, sql`(select id from own)`)} as taken
      from settings`,
  );
  return row!;
}
