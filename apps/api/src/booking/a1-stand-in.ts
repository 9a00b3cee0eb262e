import {
  APPOINTMENT_TYPE,
  type Appointment,
  isoWeekday,
  type Language,
  type MinuteSpan,
  type WorkingDay,
} from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../db/client';
import { shopDayStart, shopTimestamp } from '../db/shop-clock';
import { lang } from '../db/translated';
import { bookingSettings } from '../reference';

/*
 * TEMPORARY (helper A2): a minimal stand-in for helper A1's reads, written against the contract in the brief
 * so the write side can be built and tested before A1's branch is merged. On merge: delete this file and
 * import `stylistDay` from './slots' and `findAppointment` from './appointments' in service.ts and
 * routes.ts instead.
 */

export type StylistService = {
  id: number;
  duration_minutes: number;
  price_cents: number;
  name_en: string;
  name_zh: string;
};

export type StylistDay = {
  day: WorkingDay;
  taken: MinuteSpan[];
  works: boolean;
  onLeave: boolean;
  services: StylistService[];
};

/** A1's `stylistDay` (booking/slots.ts): one stylist's day at a store; null: no such active stylist there. */
export async function stylistDay(
  db: Db | Tx,
  input: { storeId: number; stylistId: number; date: string; excludeBookingId?: number },
): Promise<StylistDay | null> {
  const [row] = await selectRows<{
    hours: { start: number; end: number } | null;
    breaks: MinuteSpan[];
    on_leave: boolean;
    taken: MinuteSpan[];
    services: StylistService[];
  }>(
    db as Db,
    sql`select
        (select json_build_object('start', h.start_minute, 'end', h.end_minute) from stylist_hours h
          where h.stylist_id = st.id and h.weekday = ${isoWeekday(input.date)}) as hours,
        (select coalesce(json_agg(json_build_object('start', b.start_minute, 'end', b.end_minute)
            order by b.start_minute), '[]') from stylist_breaks b
          where b.stylist_id = st.id and b.weekday = ${isoWeekday(input.date)}) as breaks,
        exists (select 1 from stylist_leave l where l.stylist_id = st.id
          and ${input.date}::date between l.first_day and l.last_day) as on_leave,
        (select coalesce(json_agg(json_build_object(
            'start', (extract(epoch from k.starts_at - d.at) / 60)::int,
            'end', (extract(epoch from k.blocked_until - d.at) / 60)::int)), '[]')
          from bookings k where k.stylist_id = st.id and k.status in ('booked', 'completed')
            and k.starts_at < d.at + interval '1 day' and k.blocked_until > d.at
            and k.id <> ${input.excludeBookingId ?? 0}) as taken,
        (select coalesce(json_agg(json_build_object('id', s.id, 'duration_minutes', s.duration_minutes,
            'price_cents', s.price_cents, 'name_en', s.name_en, 'name_zh', s.name_zh) order by s.position, s.id),
            '[]')
          from stylist_services ss join services s on s.id = ss.service_id
            join store_services x on x.service_id = s.id and x.store_id = st.store_id
          where ss.stylist_id = st.id) as services
      from stylists st, (select ${shopDayStart(sql`${input.date}::date`)} as at) d
      where st.id = ${input.stylistId} and st.store_id = ${input.storeId} and st.is_active`,
  );
  if (!row) return null;
  const works = row.hours !== null;
  return {
    day: works && !row.on_leave ? { ...row.hours!, breaks: row.breaks } : null,
    taken: row.taken,
    works,
    onLeave: row.on_leave,
    services: row.services,
  };
}

/** A1's `findAppointment` (booking/appointments.ts): one appointment as answered; another member's is null. */
export async function findAppointment(
  db: Db | Tx,
  language: Language,
  input: { bookingId: number; userId?: number; now?: Date },
): Promise<Appointment | null> {
  const { changeHours } = await bookingSettings(db);
  const now = (input.now ?? new Date()).toISOString();
  const local = (column: string, format: string) =>
    sql.raw(`to_char(${column} at time zone 'Asia/Singapore', '${format}')`);
  const [row] = await selectRows<Appointment>(
    db as Db,
    sql`select b.id as booking_id, b.status,
        case when b.status = 'booked' and b.ends_at > ${now}::timestamptz then ${APPOINTMENT_TYPE.UPCOMING}::int
          else ${APPOINTMENT_TYPE.PAST}::int end as type,
        json_build_object('id', st.id, 'name', st.name, 'address', st.address, 'phone', st.phone,
          'latitude', st.latitude, 'longitude', st.longitude) as store,
        json_build_object('id', sy.id, 'name', sy.name, 'title', ${lang(language, 'sy.title')},
          'image', sy.image) as stylist,
        ${local('b.starts_at', 'YYYY-MM-DD')} as date, ${local('b.starts_at', 'HH24:MI')} as time,
        ${local('b.ends_at', 'HH24:MI')} as end_time,
        to_char(b.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as starts_at,
        (extract(epoch from b.ends_at - b.starts_at) / 60)::int as duration_minutes,
        (select json_agg(json_build_object('id', s.service_id, 'name', ${lang(language, 's.name')},
            'duration_minutes', s.duration_minutes, 'price', s.price_cents) order by s.position)
          from booking_services s where s.booking_id = b.id) as services,
        b.total_cents as total, b.currency, b.remarks,
        (select json_build_object('id', v.id, 'name', ${lang(language, 'v.name')}, 'code', v.code)
          from vouchers v where v.id = b.voucher_id) as voucher,
        b.cancel_reason, (select pos_transaction_id from salon_visits where booking_id = b.id)
          as pos_transaction_id, b.source,
        (b.status = 'booked' and b.starts_at >= ${now}::timestamptz + make_interval(hours => ${changeHours}))
          as can_edit,
        (b.status = 'booked' and b.starts_at >= ${now}::timestamptz + make_interval(hours => ${changeHours}))
          as can_cancel,
        ${shopTimestamp(sql`b.created_at`)} as created_at
      from bookings b join stores st on st.id = b.store_id join stylists sy on sy.id = b.stylist_id
      where b.id = ${input.bookingId} ${input.userId === undefined ? sql`` : sql`and b.user_id = ${input.userId}`}`,
  );
  return row ?? null;
}
