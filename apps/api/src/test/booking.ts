import {
  addDays,
  type Booking,
  type BookingSource,
  type BookingStatus,
  bookingSchema,
  type MessageKey,
  message,
  SHOP_TIME_ZONE,
  shopToday,
  timeToMinutes,
} from '@beauty/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, expect } from 'vitest';
import { type Db, selectRows } from '../db/client';
import { issueVouchers } from '../wallet';
import { testAppPerFile } from './app';
import type { Member } from './members';

/*
 * For the booking tests: salons (stores, services on their menus, stylists with a week of hours and breaks),
 * leave, bookings, vouchers and settings written straight to the tables, and the member's appointment calls.
 * The demo shop's salons are left alone (its seed gives them hours and bookings of its own): each test
 * arranges its own salon or takes a stylist of its own, so it never meets another test's appointments.
 * Times are shop dates and "HH:mm" on the shop's clock, as the API speaks.
 */

const ZONE = sql.raw(`'${SHOP_TIME_ZONE}'`);

const one = async <T>(db: Db, query: ReturnType<typeof sql>) => (await selectRows<T>(db, query))[0]!;

const minutes = (time: string) => {
  const m = timeToMinutes(time);
  if (m === null) throw new Error(`not a time: ${time}`);
  return m;
};

/**
 * The shop date `n` days from today (Singapore): 1 is tomorrow, the first bookable day; -1 yesterday; three
 * days on is well outside the 24-hour change window.
 */
export const bookingDay = (n: number) => addDays(shopToday(), n);

let made = 0;
/** Unique within the run (test files run in processes of their own). */
const tag = () => `${process.pid}-${++made}`;

/** A Singapore store (or, with `country`, one elsewhere), listed after the demo shop's. */
export async function makeStore(db: Db, country: 'SG' | 'MY' = 'SG'): Promise<number> {
  const { id } = await one<{ id: number }>(
    db,
    sql`insert into stores (country_id, name, address, postcode, phone, email, latitude, longitude,
        opening_hours_en, opening_hours_zh, image, position)
      select c.id, ${`Test Salon ${tag()}`}, '1 Test Road', '123456', '+65 6000 0000', 'salon@example.com',
        1.3, 103.8, 'Daily 10:00–20:00', '每天 10:00–20:00', 'stores/test.jpg', 1000
      from countries c where c.abbreviation = ${country} returning id`,
  );
  return id;
}

/** A service: `minutes` long, a dollar a minute unless `price` (cents) says otherwise. */
export type ServiceDef = { name?: string; minutes: number; price?: number };

/** A service on the menu of `storeIds`. */
export async function makeService(db: Db, def: ServiceDef, storeIds: readonly number[]): Promise<number> {
  const { id } = await one<{ id: number }>(
    db,
    sql`insert into services (name_en, name_zh, description_en, description_zh, duration_minutes, price_cents)
      values (${def.name ?? `Service ${def.minutes} min`}, ${`服务 ${def.minutes} 分钟`}, 'A test service', '测试服务',
        ${def.minutes}, ${def.price ?? def.minutes * 100})
      returning id`,
  );
  for (const storeId of storeIds)
    await db.execute(sql`insert into store_services (store_id, service_id) values (${storeId}, ${id})`);
  return id;
}

export type Schedule = {
  /** Working hours, 10:00–18:00 unless told, every weekday unless `weekdays` says which (ISO, 1 Monday). */
  hours?: [string, string];
  weekdays?: readonly number[];
  /** Breaks on each of those days; none unless told. */
  breaks?: readonly [string, string][];
  /** Services the stylist does (ids); none unless told. */
  services?: readonly number[];
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

/** An active stylist at `storeId`: with a `schedule`, that week; without, no hours and no services yet. */
export async function makeStylist(db: Db, storeId: number, schedule?: Schedule): Promise<number> {
  const { id } = await one<{ id: number }>(
    db,
    sql`insert into stylists (store_id, name, title_en, title_zh, image)
      values (${storeId}, 'Test Stylist', 'Stylist', '发型师', 'stylists/test.jpg') returning id`,
  );
  if (schedule) await makeSchedule(db, id, schedule);
  return id;
}

export type StoreWithStylists = { storeId: number; stylistIds: number[]; serviceIds: number[] };

/**
 * A new Singapore salon with `stylists` active stylists (no hours yet) and its own services on its menu
 * (default: 30, 60 and 90 minutes), in that menu order.
 */
export async function makeStoreWithStylists(
  db: Db,
  options: { stylists?: number; services?: ServiceDef[] } = {},
): Promise<StoreWithStylists> {
  const storeId = await makeStore(db);
  const stylistIds: number[] = [];
  for (let i = 0; i < (options.stylists ?? 2); i++) stylistIds.push(await makeStylist(db, storeId));
  const serviceIds: number[] = [];
  for (const def of options.services ?? [{ minutes: 30 }, { minutes: 60 }, { minutes: 90 }])
    serviceIds.push(await makeService(db, def, [storeId]));
  return { storeId, stylistIds, serviceIds };
}

/** Dated leave for a stylist, first to last shop day inclusive. */
export async function makeLeave(db: Db, stylistId: number, firstDay: string, lastDay = firstDay) {
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
 * arranging a day without the call's rules; the exclusion constraints still apply.
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
  const { id: bookingId } = await one<{ id: number }>(
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

/**
 * Moves a booking to start `hours` and `minutes` from now (to the minute), keeping its length, as if time had
 * passed: for the change window's edge.
 */
export async function startsIn(db: Db, bookingId: number, from: { hours?: number; minutes?: number }) {
  const at = sql`date_trunc('minute', now()) + make_interval(hours => ${from.hours ?? 0}, mins => ${from.minutes ?? 0})`;
  await db.execute(
    sql`update bookings set starts_at = ${at}, ends_at = ${at} + (ends_at - starts_at),
        blocked_until = ${at} + (blocked_until - starts_at)
      where id = ${bookingId}`,
  );
}

export type VoucherTerms = { serviceId?: number; storeIds?: number[]; validDays?: number };

/** A voucher of the member's: S$30 (or, with `serviceId`, that service) at every store, valid 30 days. */
export async function makeVoucher(db: Db, userId: number, terms: VoucherTerms = {}): Promise<number> {
  const [id] = await db.transaction((tx) =>
    issueVouchers(tx, {
      userId,
      source: 'operator',
      nameEn: 'S$30 service voucher',
      nameZh: 'S$30 服务券',
      termsEn: '',
      termsZh: '',
      valueCents: terms.serviceId ? null : 3000,
      serviceId: terms.serviceId ?? null,
      storeIds: terms.storeIds ?? [],
      validDays: terms.validDays ?? 30,
    }),
  );
  return id!;
}

/** Sets shop settings of the appointment rules for a test; answers a function that puts them back. */
export async function withBookingSettings(
  db: Db,
  settings: Partial<Record<'buffer' | 'maxUpcoming' | 'changeHours', number>>,
): Promise<() => Promise<void>> {
  const before = await one<{ buffer: number; max_upcoming: number; change_hours: number }>(
    db,
    sql`select booking_buffer_minutes as buffer, booking_max_upcoming as max_upcoming,
        booking_change_hours as change_hours from shop_settings where id = 1`,
  );
  const set = async (buffer: number, maxUpcoming: number, changeHours: number) => {
    await db.execute(
      sql`update shop_settings set booking_buffer_minutes = ${buffer}, booking_max_upcoming = ${maxUpcoming},
          booking_change_hours = ${changeHours} where id = 1`,
    );
  };
  await set(
    settings.buffer ?? before.buffer,
    settings.maxUpcoming ?? before.max_upcoming,
    settings.changeHours ?? before.change_hours,
  );
  return () => set(before.buffer, before.max_upcoming, before.change_hours);
}

/** The test salon's stylists' week: 09:00–18:00 every day with a break 13:00–14:00. */
const TEST_STORE_WEEK: Schedule = { hours: ['09:00', '18:00'], breaks: [['13:00', '14:00']] };

/**
 * The salon the appointment calls are tested at: a store and another store, a 30-minute cut (S$30, at both), a
 * 60-minute colour (S$90) and a 90-minute treatment (S$120); a service on the menu the stylists do not do
 * (notOffered), and one they do that is on the other store's menu only (offMenu). `stylist()` makes a
 * stylist of the test's own at the store, doing the cut, colour, treatment and offMenu, on TEST_STORE_WEEK
 * unless the schedule says otherwise.
 */
export async function makeTestStore(db: Db) {
  const store = await makeStore(db);
  const otherStore = await makeStore(db);
  const testStore = {
    store,
    otherStore,
    cut: await makeService(db, { minutes: 30, price: 3000 }, [store, otherStore]),
    colour: await makeService(db, { minutes: 60, price: 9000 }, [store]),
    treatment: await makeService(db, { minutes: 90, price: 12000 }, [store]),
    notOffered: await makeService(db, { minutes: 45, price: 5000 }, [store]),
    offMenu: await makeService(db, { minutes: 30, price: 2500 }, [otherStore]),
  };
  return {
    ...testStore,
    stylist: (schedule: Schedule = {}) =>
      makeStylist(db, store, {
        ...TEST_STORE_WEEK,
        services: [testStore.cut, testStore.colour, testStore.treatment, testStore.offMenu],
        ...schedule,
      }),
  };
}
export type TestStore = Awaited<ReturnType<typeof makeTestStore>>;

/**
 * The member's appointment calls as the web app sends them: `call` any booking URL (as a visitor when the
 * member is null); bookappointment at the test store on `date` (three days on) at 10:00 for a cut unless the
 * body says otherwise; editappointment likewise; cancelappointment.
 */
export function bookingCalls(app: FastifyInstance, testStore: TestStore, date = bookingDay(3)) {
  const call = (m: Member | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/booking${url}`,
      ...(payload ? { payload } : {}),
      headers: m ? { authorization: `Bearer ${m.token}` } : {},
    });
  const defaults = {
    store_id: testStore.store,
    date,
    time: '10:00',
    service_ids: [testStore.cut],
    status: 2,
  };
  return {
    call,
    book: (m: Member, stylistId: number, body: object = {}) =>
      call(m, 'POST', '/bookappointment', { ...defaults, stylist_id: stylistId, remarks: '', ...body }),
    edit: (m: Member, bookingId: number, stylistId: number, body: object = {}) =>
      call(m, 'PUT', '/editappointment', {
        ...defaults,
        booking_id: bookingId,
        stylist_id: stylistId,
        ...body,
      }),
    cancel: (m: Member, bookingId: number, reason?: string) =>
      call(m, 'PUT', '/cancelappointment', { booking_id: bookingId, ...(reason ? { reason } : {}) }),
  };
}

export type BookingCalls = ReturnType<typeof bookingCalls>;

/**
 * One test file's shop for the booking tests: the app on a fresh database with the test salon (made before
 * the file's tests, closed after them), the database, and the member's calls.
 */
export function bookingTestShop() {
  const file = testAppPerFile();
  let testStore: TestStore | undefined;
  let calls: BookingCalls | undefined;
  beforeAll(async () => {
    testStore = await makeTestStore(file.db());
    calls = bookingCalls(file.t.app, testStore);
  });
  return {
    get t() {
      return file.t;
    },
    get testStore() {
      return testStore!;
    },
    db: file.db,
    rows: <T>(query: ReturnType<typeof sql>) => selectRows<T>(file.db(), query),
    call: (...args: Parameters<BookingCalls['call']>) => calls!.call(...args),
    book: (...args: Parameters<BookingCalls['book']>) => calls!.book(...args),
    edit: (...args: Parameters<BookingCalls['edit']>) => calls!.edit(...args),
    cancel: (...args: Parameters<BookingCalls['cancel']>) => calls!.cancel(...args),
  };
}

/** The appointment a successful call answered. */
export function booked(res: LightMyRequestResponse): Booking {
  expect(res.statusCode, res.body).toBe(200);
  return bookingSchema.parse(res.json().data);
}

/** A refusal in the envelope: status, message key, the message in English with its values. */
export function refused(
  res: LightMyRequestResponse,
  status: number,
  key: MessageKey,
  values?: Record<string, number | string>,
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({
    success: false,
    message_key: key,
    error_message: message(key, 'en', values),
    ...(values ? { message_values: values } : {}),
  });
}
