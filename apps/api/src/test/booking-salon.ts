import {
  addDays,
  type BookingSource,
  type BookingStatus,
  SHOP_TIME_ZONE,
  shopToday,
  timeToMinutes,
} from '@beauty/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookingReadRoutes } from '../booking/read-routes';
import { type Database, type Db, selectRows } from '../db/client';
import { createTestApp, type TestApp } from './app';

/*
 * For the booking tests: salons with stylists' weeks, leave and bookings written straight into the tables
 * (the demo shop's salons are left alone: its seed may give them hours and bookings of its own). Times are
 * shop dates and "HH:mm" on the shop's clock, as the API speaks.
 */

const ZONE = sql.raw(`'${SHOP_TIME_ZONE}'`);

/** The shop date `n` days from today (Singapore): 1 is tomorrow, the first bookable day; -1 yesterday. */
export const day = (n: number) => addDays(shopToday(), n);

/**
 * The app for booking tests. Until the routing table mounts the booking reads, the test app mounts them
 * where the table will (/api/booking); once it does, this adds nothing.
 */
export function createBookingTestApp(options: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  return createTestApp({ ...options, beforeReady: mountBookingReads });
}

async function mountBookingReads(app: FastifyInstance, database: Database): Promise<void> {
  if (app.hasRoute({ method: 'POST', url: '/api/booking/checkslot' })) return;
  await app.register(bookingReadRoutes, { prefix: '/api/booking', db: database.db });
}

const minutes = (time: string) => {
  const m = timeToMinutes(time);
  if (m === null) throw new Error(`not a time: ${time}`);
  return m;
};

export type ServiceDef = { name?: string; minutes: number; price?: number };
export type Salon = { storeId: number; stylistIds: number[]; serviceIds: number[] };

let made = 0;

/**
 * A new Singapore salon with `stylists` active stylists (no hours yet) and its own services on its menu
 * (default: 30, 60 and 90 minutes), in that menu order.
 */
export async function makeSalon(
  db: Db,
  options: { stylists?: number; services?: ServiceDef[] } = {},
): Promise<Salon> {
  made += 1;
  const tag = `${process.pid}-${made}`;
  const [store] = await selectRows<{ id: number }>(
    db,
    sql`insert into stores (country_id, name, address, postcode, phone, email, latitude, longitude,
        opening_hours_en, opening_hours_zh, image, position)
      select c.id, ${`Test Salon ${tag}`}, '1 Test Road', '123456', '+65 6000 0000', 'salon@example.com',
        1.3, 103.8, 'Daily 10:00–20:00', '每天 10:00–20:00', 'stores/test.jpg', 1000
      from countries c where c.abbreviation = 'SG' returning id`,
  );
  const storeId = store!.id;
  const stylistIds: number[] = [];
  for (let i = 0; i < (options.stylists ?? 2); i++) {
    const [row] = await selectRows<{ id: number }>(
      db,
      sql`insert into stylists (store_id, name, title_en, title_zh, image)
        values (${storeId}, ${`Stylist ${tag}-${i + 1}`}, 'Stylist', '发型师', 'stylists/test.jpg') returning id`,
    );
    stylistIds.push(row!.id);
  }
  const defs = options.services ?? [{ minutes: 30 }, { minutes: 60 }, { minutes: 90 }];
  const serviceIds: number[] = [];
  for (const [i, def] of defs.entries()) {
    const name = def.name ?? `Service ${tag} ${def.minutes} min`;
    const [row] = await selectRows<{ id: number }>(
      db,
      sql`insert into services (name_en, name_zh, description_en, description_zh, duration_minutes, price_cents,
          position)
        values (${name}, ${`服务 ${tag} ${def.minutes} 分钟`}, 'A test service', '测试服务', ${def.minutes},
          ${def.price ?? def.minutes * 100}, ${i}) returning id`,
    );
    serviceIds.push(row!.id);
    await db.execute(sql`insert into store_services (store_id, service_id) values (${storeId}, ${row!.id})`);
  }
  return { storeId, stylistIds, serviceIds };
}

export type Schedule = {
  /** Working hours, every weekday unless `weekdays` says which (ISO, 1 Monday .. 7 Sunday). */
  hours?: [string, string];
  weekdays?: number[];
  breaks?: [string, string][];
  /** Services the stylist does (ids); default none. */
  services?: number[];
};

/** Gives a stylist a week: the same hours and breaks on each of `weekdays`, and the services they do. */
export async function makeSchedule(db: Db, stylistId: number, schedule: Schedule = {}): Promise<void> {
  const [start, end] = schedule.hours ?? ['10:00', '18:00'];
  for (const weekday of schedule.weekdays ?? [1, 2, 3, 4, 5, 6, 7]) {
    await db.execute(
      sql`insert into stylist_hours (stylist_id, weekday, start_minute, end_minute)
        values (${stylistId}, ${weekday}, ${minutes(start)}, ${minutes(end)})
        on conflict (stylist_id, weekday) do update
          set start_minute = excluded.start_minute, end_minute = excluded.end_minute`,
    );
    for (const [from, to] of schedule.breaks ?? []) {
      await db.execute(
        sql`insert into stylist_breaks (stylist_id, weekday, start_minute, end_minute)
          values (${stylistId}, ${weekday}, ${minutes(from)}, ${minutes(to)})`,
      );
    }
  }
  for (const serviceId of schedule.services ?? []) {
    await db.execute(
      sql`insert into stylist_services (stylist_id, service_id) values (${stylistId}, ${serviceId})
        on conflict do nothing`,
    );
  }
}

/** Dated leave, first to last shop day inclusive. */
export async function addLeave(
  db: Db,
  stylistId: number,
  firstDay: string,
  lastDay = firstDay,
): Promise<void> {
  await db.execute(
    sql`insert into stylist_leave (stylist_id, first_day, last_day, reason)
      values (${stylistId}, ${firstDay}, ${lastDay}, 'test')`,
  );
}

export type BookingDef = {
  userId: number;
  storeId: number;
  stylistId: number;
  /** Shop date and time. */
  date: string;
  time: string;
  /** The services, their durations and prices read from `services` as of now. */
  serviceIds: number[];
  bufferMinutes?: number;
  status?: BookingStatus;
  source?: BookingSource;
  remarks?: string;
  voucherId?: number | null;
  cancelReason?: string | null;
  /** For a completed booking: the visit's POS number (a visit row is written with it). */
  posTransactionId?: string;
};

/**
 * A booking written as the booking call would leave it (its services' snapshot, total, blocked_until), for
 * arranging a day; the exclusion constraints still apply.
 */
export async function insertBooking(db: Db, def: BookingDef): Promise<number> {
  const services = await selectRows<{
    id: number;
    name_en: string;
    name_zh: string;
    duration_minutes: number;
    price_cents: number;
  }>(
    db,
    sql`select id, name_en, name_zh, duration_minutes, price_cents from services
      where id = any(${`{${def.serviceIds.join(',')}}`}::int[])`,
  );
  const ordered = def.serviceIds.map((id) => services.find((s) => s.id === id)!);
  const duration = ordered.reduce((sum, s) => sum + s.duration_minutes, 0);
  const total = ordered.reduce((sum, s) => sum + s.price_cents, 0);
  const start = sql`((${def.date}::date + ${minutes(def.time)} * interval '1 minute') at time zone ${ZONE})`;
  const status = def.status ?? 'booked';
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`insert into bookings (user_id, store_id, stylist_id, starts_at, ends_at, blocked_until, status, source,
        remarks, total_cents, voucher_id, cancel_reason, cancelled_at, completed_at)
      values (${def.userId}, ${def.storeId}, ${def.stylistId}, ${start},
        ${start} + ${duration} * interval '1 minute',
        ${start} + ${duration + (def.bufferMinutes ?? 0)} * interval '1 minute',
        ${status}, ${def.source ?? 'web'}, ${def.remarks ?? ''}, ${total}, ${def.voucherId ?? null}::int,
        ${def.cancelReason ?? null}::text, ${status === 'cancelled' ? sql`now()` : sql`null`},
        ${status === 'completed' ? sql`now()` : sql`null`})
      returning id`,
  );
  const bookingId = row!.id;
  for (const [position, s] of ordered.entries()) {
    await db.execute(
      sql`insert into booking_services (booking_id, service_id, position, name_en, name_zh, duration_minutes,
          price_cents)
        values (${bookingId}, ${s.id}, ${position}, ${s.name_en}, ${s.name_zh}, ${s.duration_minutes},
          ${s.price_cents})`,
    );
  }
  if (def.posTransactionId) {
    await db.execute(
      sql`insert into salon_visits (booking_id, pos_transaction_id, visited_at)
        values (${bookingId}, ${def.posTransactionId}, now())`,
    );
  }
  return bookingId;
}
