import {
  type Appointment,
  addDays,
  appointmentSchema,
  type MessageKey,
  message,
  shopToday,
} from '@beauty/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { type Db, selectRows } from '../db/client';
import { issueVouchers } from '../wallet';
import { createTestApp, type TestApp } from './app';
import type { Member } from './members';

/*
 * Salons for the appointment tests, written straight to the tables: a Singapore store, services of different
 * lengths on its menu, and stylists with a working week, so each test can take a stylist of its own and
 * book any day without meeting another test's appointments.
 */

const one = async <T>(db: Db, query: ReturnType<typeof sql>) => (await selectRows<T>(db, query))[0]!;

/** A Singapore store (or, with `country`, one elsewhere). */
export async function makeStore(db: Db, country: 'SG' | 'MY' = 'SG'): Promise<number> {
  const { id } = await one<{ id: number }>(
    db,
    sql`insert into stores (country_id, name, address, postcode, phone, email, latitude, longitude,
        opening_hours_en, opening_hours_zh, image)
      select c.id, 'Test Salon ' || (select count(*) + 1 from stores), '1 Orchard Road', '238801', '61234567',
        'salon@example.com', 1.30, 103.83, 'Daily 09:00–18:00', '每天 09:00–18:00', 'stores/test.jpg'
      from countries c where c.abbreviation = ${country} returning id`,
  );
  return id;
}

/** A service of `minutes` at `cents`, on the menu of `storeIds`. */
export async function makeService(
  db: Db,
  minutes: number,
  cents: number,
  storeIds: readonly number[],
): Promise<number> {
  const { id } = await one<{ id: number }>(
    db,
    sql`insert into services (name_en, name_zh, description_en, description_zh, duration_minutes, price_cents)
      values (${`Service ${minutes} min`}, ${`服务 ${minutes} 分钟`}, '', '', ${minutes}, ${cents})
      returning id`,
  );
  for (const storeId of storeIds)
    await db.execute(sql`insert into store_services (store_id, service_id) values (${storeId}, ${id})`);
  return id;
}

export type StylistWeek = {
  /** Working hours, minutes from midnight, on each day of `weekdays`. */
  start?: number;
  end?: number;
  /** ISO weekdays worked (1 Monday .. 7 Sunday); every day by default. */
  weekdays?: readonly number[];
  /** One break a day; none when null. */
  break?: { start: number; end: number } | null;
};

/**
 * A stylist at `storeId` who does `serviceIds`: 09:00–18:00 every day with a break 13:00–14:00 unless told.
 */
export async function makeStylist(
  db: Db,
  storeId: number,
  serviceIds: readonly number[],
  week: StylistWeek = {},
): Promise<number> {
  const { id } = await one<{ id: number }>(
    db,
    sql`insert into stylists (store_id, name, title_en, title_zh, image)
      values (${storeId}, 'Test Stylist', 'Stylist', '发型师', 'stylists/test.jpg') returning id`,
  );
  const pause = week.break === undefined ? { start: 13 * 60, end: 14 * 60 } : week.break;
  for (const weekday of week.weekdays ?? [1, 2, 3, 4, 5, 6, 7]) {
    await db.execute(
      sql`insert into stylist_hours (stylist_id, weekday, start_minute, end_minute)
        values (${id}, ${weekday}, ${week.start ?? 9 * 60}, ${week.end ?? 18 * 60})`,
    );
    if (pause)
      await db.execute(
        sql`insert into stylist_breaks (stylist_id, weekday, start_minute, end_minute)
          values (${id}, ${weekday}, ${pause.start}, ${pause.end})`,
      );
  }
  for (const serviceId of serviceIds)
    await db.execute(sql`insert into stylist_services (stylist_id, service_id) values (${id}, ${serviceId})`);
  return id;
}

/** Leave for a stylist, first to last day inclusive. */
export async function makeLeave(db: Db, stylistId: number, firstDay: string, lastDay = firstDay) {
  await db.execute(
    sql`insert into stylist_leave (stylist_id, first_day, last_day, reason)
      values (${stylistId}, ${firstDay}, ${lastDay}, 'test')`,
  );
}

/** Moves a 30-minute booking to start `hours` from now, as if time had passed (inside the change window). */
export async function startsIn(db: Db, bookingId: number, hours: number) {
  await db.execute(
    sql`update bookings set starts_at = now() + make_interval(hours => ${hours}),
        ends_at = now() + make_interval(hours => ${hours}, mins => 30),
        blocked_until = now() + make_interval(hours => ${hours}, mins => 30)
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

/**
 * The salon the appointment tests book at: a store and another store, a 30-minute cut (S$30, at both), a
 * 60-minute colour (S$90) and a 90-minute treatment (S$120); a service on the menu the stylists do not do
 * (notOffered), and one they do that is on the other store's menu only (offMenu). `stylist()` makes a
 * stylist of the test's own at the store, doing the cut, colour, treatment and offMenu.
 */
export async function makeTestSalon(db: Db) {
  const store = await makeStore(db);
  const otherStore = await makeStore(db);
  const salon = {
    store,
    otherStore,
    cut: await makeService(db, 30, 3000, [store, otherStore]),
    colour: await makeService(db, 60, 9000, [store]),
    treatment: await makeService(db, 90, 12000, [store]),
    notOffered: await makeService(db, 45, 5000, [store]),
    offMenu: await makeService(db, 30, 2500, [otherStore]),
  };
  return {
    ...salon,
    stylist: (week?: StylistWeek) =>
      makeStylist(db, store, [salon.cut, salon.colour, salon.treatment, salon.offMenu], week),
  };
}
export type TestSalon = Awaited<ReturnType<typeof makeTestSalon>>;

/** A shop date `n` days from today; three days on (DAY) is well outside the 24-hour change window. */
export const bookingDay = (n: number) => addDays(shopToday(), n);

/**
 * The member's appointment calls as the web app sends them: bookappointment at the test store on `date`
 * (three days on) at 10:00 for a cut unless the body says otherwise; editappointment likewise.
 */
export function appointmentCalls(app: FastifyInstance, salon: TestSalon, date = bookingDay(3)) {
  const call = (m: Member, method: 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/booking${url}`,
      ...(payload ? { payload } : {}),
      headers: { authorization: `Bearer ${m.token}` },
    });
  const appointment = { store_id: salon.store, date, time: '10:00', service_ids: [salon.cut], status: 2 };
  return {
    call,
    book: (m: Member, stylistId: number, body: object = {}) =>
      call(m, 'POST', '/bookappointment', { ...appointment, stylist_id: stylistId, remarks: '', ...body }),
    edit: (m: Member, bookingId: number, stylistId: number, body: object = {}) =>
      call(m, 'PUT', '/editappointment', {
        ...appointment,
        booking_id: bookingId,
        stylist_id: stylistId,
        ...body,
      }),
    cancel: (m: Member, bookingId: number, reason?: string) =>
      call(m, 'PUT', '/cancelappointment', { booking_id: bookingId, ...(reason ? { reason } : {}) }),
  };
}

export type AppointmentCalls = ReturnType<typeof appointmentCalls>;

/**
 * One test file's shop for the appointment tests: the app on a fresh database with the test salon (made
 * before the file's tests, closed after them), the database, and the member's calls.
 */
export function bookingTestShop() {
  let t: TestApp | undefined;
  let salon: TestSalon | undefined;
  let calls: AppointmentCalls | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    salon = await makeTestSalon(t.database.db);
    calls = appointmentCalls(t.app, salon);
  });
  afterAll(() => t?.close());
  const db = () => t!.database.db;
  return {
    get t() {
      return t!;
    },
    get salon() {
      return salon!;
    },
    db,
    rows: <T>(query: ReturnType<typeof sql>) => selectRows<T>(db(), query),
    call: (...args: Parameters<AppointmentCalls['call']>) => calls!.call(...args),
    book: (...args: Parameters<AppointmentCalls['book']>) => calls!.book(...args),
    edit: (...args: Parameters<AppointmentCalls['edit']>) => calls!.edit(...args),
    cancel: (...args: Parameters<AppointmentCalls['cancel']>) => calls!.cancel(...args),
  };
}

/** The appointment a successful call answered. */
export function booked(res: LightMyRequestResponse): Appointment {
  expect(res.statusCode, res.body).toBe(200);
  return appointmentSchema.parse(res.json().data);
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
