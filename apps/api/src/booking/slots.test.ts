import {
  bookingDays,
  type CheckSlotAnswer,
  checkSlotAnswerSchema,
  isoWeekday,
  shopToday,
} from '@beauty/shared';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bookingDay,
  bookingTestShop,
  insertBooking,
  makeLeave,
  makeSchedule,
  makeStoreWithStylists,
  refused,
  type StoreWithStylists,
} from '../test/booking';
import { logIn, type Member } from '../test/members';
import { refusalAnswer } from '../test/refusals';
import { checkSlot, stylistDay } from './slots';

/*
 * booking/checkslot: what a member can choose at a salon (stylists, days, services) and the free times on a
 * day, from the stylist's hours, breaks, leave and the bookings already there; and stylistDay, the same day
 * as the booking call checks it. Each test arranges its own salon, so the demo shop's data does not matter.
 */

const shop = bookingTestShop();
const { db } = shop;
const day = bookingDay;

let me: Member;
let other: Member;
beforeAll(async () => {
  me = await logIn(shop.t);
  other = await logIn(shop.t);
});

const call = (
  m: Member | null,
  payload: object,
  method: 'POST' | 'GET' = 'POST',
  query = '',
): Promise<LightMyRequestResponse> =>
  shop.call(m, method, `/checkslot${query}`, method === 'POST' ? payload : undefined);

async function slots(payload: object, m: Member = me): Promise<CheckSlotAnswer> {
  const res = await call(m, payload);
  expect(res.statusCode, res.body).toBe(200);
  return checkSlotAnswerSchema.parse(res.json().data);
}

/** 10:00 to 18:00 every day with lunch 13:00 to 14:00; does the salon's three services (30, 60, 90 min). */
async function storeWithStylist(stylists = 1): Promise<StoreWithStylists> {
  const testStore = await makeStoreWithStylists(db(), { stylists });
  for (const id of testStore.stylistIds) {
    await makeSchedule(db(), id, { breaks: [['13:00', '14:00']], services: testStore.serviceIds });
  }
  return testStore;
}

const MORNING_30 = ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30'];
const AFTERNOON_30 = ['14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30'];

describe('who may ask', () => {
  it('needs a login and a Singapore member', async () => {
    const testStore = await storeWithStylist();
    const visitor = await call(null, { store_id: testStore.storeId });
    expect(visitor.statusCode).toBe(401);
    const abroad = await logIn(shop.t, { country: 'MY' });
    const res = await call(abroad, { store_id: testStore.storeId });
    refused(res, 403, 'booking_region_only');
  });

  it('answers 404 for an unknown store and 400 without one', async () => {
    refused(await call(me, { store_id: 999_999 }), 404, 'not_found');
    expect((await call(me, {})).statusCode).toBe(400);
  });
});

describe('the choices at a salon', () => {
  it('lists the stylists who take appointments and, for the first, days and services; no times without a date', async () => {
    const testStore = await makeStoreWithStylists(db(), { stylists: 4 });
    const [first, second, noHours, gone] = testStore.stylistIds as [number, number, number, number];
    await makeSchedule(db(), first, { services: testStore.serviceIds });
    await makeSchedule(db(), second, {
      weekdays: [isoWeekday(day(3))],
      services: [testStore.serviceIds[0]!],
    });
    await makeSchedule(db(), gone, { services: testStore.serviceIds });
    await db().execute(sql`update stylists set is_active = false where id = ${gone}`);

    const answer = await slots({ store_id: testStore.storeId });
    expect(answer.stylists.map((s) => s.id)).toEqual([first, second]);
    expect(answer.stylists.map((s) => s.id)).not.toContain(noHours);
    expect(answer.stylist_id).toBe(first);
    expect(answer.dates).toEqual(bookingDays(30));
    expect(answer.first_date).toBe(day(1));
    expect(answer.last_date).toBe(day(30));
    expect(answer.services.map((s) => s.id)).toEqual(testStore.serviceIds);
    expect(answer.services.map((s) => s.duration_minutes)).toEqual([30, 60, 90]);
    expect(answer.services[1]).toMatchObject({ price: 6000 });
    expect(answer.currency).toBe('SGD');
    // The shortest service is the default.
    expect(answer.service_ids).toEqual([testStore.serviceIds[0]]);
    expect(answer.duration_minutes).toBe(30);
    expect(answer.date).toBeNull();
    expect(answer.times).toEqual([]);

    // The second stylist works one weekday: only those days are offered.
    const theirs = await slots({ store_id: testStore.storeId, stylist_id: second });
    expect(theirs.stylist_id).toBe(second);
    expect(theirs.dates.length).toBeGreaterThanOrEqual(4);
    for (const d of theirs.dates) expect(isoWeekday(d)).toBe(isoWeekday(day(3)));
    expect(theirs.dates).toContain(day(3));
    expect(theirs.services.map((s) => s.id)).toEqual([testStore.serviceIds[0]]);
  });

  it('answers an empty salon (no stylist with hours) with empty lists', async () => {
    const testStore = await makeStoreWithStylists(db(), { stylists: 1 });
    const answer = await slots({ store_id: testStore.storeId, date: day(2) });
    expect(answer).toMatchObject({
      stylists: [],
      stylist_id: null,
      dates: [],
      services: [],
      service_ids: [],
      duration_minutes: 0,
      times: [],
    });
  });

  it('leaves out services the salon does not offer, even if the stylist does them', async () => {
    const testStore = await storeWithStylist();
    const elsewhere = await makeStoreWithStylists(db(), { stylists: 0, services: [{ minutes: 20 }] });
    await makeSchedule(db(), testStore.stylistIds[0]!, { services: elsewhere.serviceIds });
    const answer = await slots({ store_id: testStore.storeId });
    expect(answer.services.map((s) => s.id)).toEqual(testStore.serviceIds);
    const res = await call(me, { store_id: testStore.storeId, service_ids: elsewhere.serviceIds });
    refused(res, 422, 'booking_service_unavailable');
  });

  it('gives names and titles in the request language', async () => {
    const testStore = await storeWithStylist();
    const res = await call(me, { store_id: testStore.storeId }, 'POST', '?lang=zh');
    const answer = checkSlotAnswerSchema.parse(res.json().data);
    expect(answer.services[0]!.name).toMatch(/服务/);
    expect(answer.stylists[0]!.title).toBe('发型师');
  });
});

describe('free times', () => {
  it('steps through the working hours around the break, for the shortest service by default', async () => {
    const testStore = await storeWithStylist();
    const answer = await slots({ store_id: testStore.storeId, date: day(5) });
    expect(answer.date).toBe(day(5));
    expect(answer.times).toEqual([...MORNING_30, ...AFTERNOON_30]);
  });

  it('fits the chosen services’ total duration: the last time is the last that ends by closing', async () => {
    const testStore = await storeWithStylist();
    const [s30, s60, s90] = testStore.serviceIds as [number, number, number];
    const ninety = await slots({ store_id: testStore.storeId, date: day(5), service_ids: [s90] });
    expect(ninety.duration_minutes).toBe(90);
    expect(ninety.times).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
    ]);
    const both = await slots({ store_id: testStore.storeId, date: day(5), service_ids: [s30, s60] });
    expect(both.service_ids).toEqual([s30, s60]);
    expect(both.duration_minutes).toBe(90);
    expect(both.times).toEqual(ninety.times);
    // Three hours: the whole morning up to lunch, or from 14:00 to 15:00 in the afternoon.
    const all = await slots({ store_id: testStore.storeId, date: day(5), service_ids: [s30, s60, s90] });
    expect(all.duration_minutes).toBe(180);
    expect(all.times).toEqual(['10:00', '14:00', '14:30', '15:00']);
  });

  it('keeps clear of booked and completed appointments, not of cancelled ones or other stylists’', async () => {
    const testStore = await storeWithStylist(2);
    const [stylistId, colleague] = testStore.stylistIds as [number, number];
    const [s30, s60] = testStore.serviceIds as [number, number];
    const date = day(6);
    const base = { storeId: testStore.storeId, stylistId, date, serviceIds: [s60] };
    await insertBooking(db(), { ...base, userId: other.userId, time: '11:00' });
    await insertBooking(db(), { ...base, userId: other.userId, time: '15:00', status: 'completed' });
    await insertBooking(db(), { ...base, userId: other.userId, time: '16:30', status: 'cancelled' });
    await insertBooking(db(), { ...base, stylistId: colleague, userId: me.userId, time: '10:00' });

    const answer = await slots({
      store_id: testStore.storeId,
      stylist_id: stylistId,
      date,
      service_ids: [s30],
    });
    expect(answer.times).toEqual([
      '10:00',
      '10:30',
      '12:00',
      '12:30',
      '14:00',
      '14:30',
      '16:00',
      '16:30',
      '17:00',
      '17:30',
    ]);
    // An hour: each stretch ends as the next booking or lunch begins (10:00, 12:00, 14:00); 10:30 and
    // 14:30 would run into a booking.
    const hour = await slots({
      store_id: testStore.storeId,
      stylist_id: stylistId,
      date,
      service_ids: [s60],
    });
    expect(hour.times).toEqual(['10:00', '12:00', '14:00', '16:00', '16:30', '17:00']);
    // The next day is untouched.
    const next = await slots({ store_id: testStore.storeId, stylist_id: stylistId, date: day(7) });
    expect(next.times).toEqual([...MORNING_30, ...AFTERNOON_30]);
  });

  it('holds the shop’s buffer after each appointment, up to closing and into a break but not into a booking', async () => {
    const testStore = await storeWithStylist();
    const [stylistId] = testStore.stylistIds as [number];
    const [, s60] = testStore.serviceIds as [number, number];
    const date = day(8);
    // A booking made while the buffer was 15 minutes holds 12:00 to 13:15 (into lunch).
    await insertBooking(db(), {
      storeId: testStore.storeId,
      stylistId,
      date,
      time: '15:00',
      serviceIds: [s60],
      bufferMinutes: 15,
      userId: other.userId,
    });
    await db().execute(sql`update shop_settings set booking_buffer_minutes = 15`);
    try {
      const answer = await slots({ store_id: testStore.storeId, date, service_ids: [s60] });
      // 12:00 to 13:00 with its buffer in lunch: fine. 17:00 to 18:00 with its buffer after closing: fine.
      // 14:00 to 15:00 with 15 minutes after it would reach the 15:00 booking; 16:00 starts as that one's
      // buffer ends (16:15 is off the grid), so 16:30 is the first after it.
      expect(answer.times).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00', '16:30', '17:00']);
    } finally {
      await db().execute(sql`update shop_settings set booking_buffer_minutes = 0`);
    }
  });

  it('offers no day of leave and no times on it', async () => {
    const testStore = await storeWithStylist();
    const [stylistId] = testStore.stylistIds as [number];
    await makeLeave(db(), stylistId, day(10), day(12));
    const answer = await slots({ store_id: testStore.storeId, date: day(11) });
    expect(answer.dates).not.toContain(day(10));
    expect(answer.dates).not.toContain(day(11));
    expect(answer.dates).not.toContain(day(12));
    expect(answer.dates).toContain(day(9));
    expect(answer.dates).toContain(day(13));
    expect(answer.dates).toHaveLength(27);
    expect(answer.times).toEqual([]);
  });

  it('offers no times on a weekday the stylist does not work', async () => {
    const testStore = await makeStoreWithStylists(db(), { stylists: 1 });
    await makeSchedule(db(), testStore.stylistIds[0]!, {
      weekdays: [isoWeekday(day(4))],
      services: testStore.serviceIds,
    });
    expect((await slots({ store_id: testStore.storeId, date: day(4) })).times).toHaveLength(16);
    expect((await slots({ store_id: testStore.storeId, date: day(5) })).times).toEqual([]);
  });

  it('cuts a booking that runs over midnight at the start of the day', async () => {
    const testStore = await makeStoreWithStylists(db(), { stylists: 1 });
    const [stylistId] = testStore.stylistIds as [number];
    const [, , s90] = testStore.serviceIds as [number, number, number];
    await makeSchedule(db(), stylistId, { hours: ['00:00', '02:00'], services: testStore.serviceIds });
    await db().execute(sql`update stylist_hours set end_minute = 1440 where stylist_id = ${stylistId}`);
    // 23:30 on day 3 for 90 minutes: until 01:00 on day 4 (Singapore), whatever the server's zone.
    await insertBooking(db(), {
      storeId: testStore.storeId,
      stylistId,
      date: day(3),
      time: '23:30',
      serviceIds: [s90],
      userId: other.userId,
    });
    const answer = await slots({ store_id: testStore.storeId, date: day(4) });
    expect(answer.times[0]).toBe('01:00');
    expect(answer.times.at(-1)).toBe('23:30');
    const before = await slots({ store_id: testStore.storeId, date: day(3) });
    expect(before.times.at(-1)).toBe('23:00');
    expect(before.times).toHaveLength(47);
  });

  it('counts the caller’s own booking as free on the edit page, never another member’s', async () => {
    const testStore = await storeWithStylist();
    const [stylistId] = testStore.stylistIds as [number];
    const [s30] = testStore.serviceIds as [number];
    const date = day(9);
    const base = { storeId: testStore.storeId, stylistId, date, serviceIds: [s30] };
    const mine = await insertBooking(db(), { ...base, userId: me.userId, time: '10:00' });
    const theirs = await insertBooking(db(), { ...base, userId: other.userId, time: '10:30' });
    const query = { store_id: testStore.storeId, date };
    expect((await slots(query)).times.slice(0, 2)).toEqual(['11:00', '11:30']);
    expect((await slots({ ...query, booking_id: mine })).times.slice(0, 2)).toEqual(['10:00', '11:00']);
    expect((await slots({ ...query, booking_id: theirs })).times.slice(0, 2)).toEqual(['11:00', '11:30']);
    expect((await slots({ ...query, booking_id: mine }, other)).times.slice(0, 2)).toEqual([
      '11:00',
      '11:30',
    ]);
  });
});

describe('refusals', () => {
  it('refuses a stylist who takes no appointments at the salon', async () => {
    const testStore = await storeWithStylist();
    const elsewhere = await storeWithStylist();
    const idle = await makeStoreWithStylists(db(), { stylists: 1 });
    for (const stylist_id of [elsewhere.stylistIds[0]!, 999_999]) {
      refused(
        await call(me, { store_id: testStore.storeId, stylist_id }),
        422,
        'booking_stylist_unavailable',
      );
    }
    // At their own salon, but without working hours.
    refused(
      await call(me, { store_id: idle.storeId, stylist_id: idle.stylistIds[0] }),
      422,
      'booking_stylist_unavailable',
    );
  });

  it('refuses a date before tomorrow or after the last bookable day, saying how far ahead', async () => {
    const testStore = await storeWithStylist();
    for (const date of [shopToday(), day(-3), day(31)]) {
      const res = await call(me, { store_id: testStore.storeId, date });
      refused(res, 422, 'booking_date_out_of_range', { days: 30 });
    }
    expect((await slots({ store_id: testStore.storeId, date: day(30) })).times.length).toBeGreaterThan(0);
    expect((await call(me, { store_id: testStore.storeId, date: '2026-02-30' })).statusCode).toBe(400);
  });

  it('follows the days-ahead setting', async () => {
    const testStore = await storeWithStylist();
    await db().execute(sql`update shop_settings set booking_days_ahead = 7`);
    try {
      const answer = await slots({ store_id: testStore.storeId });
      expect(answer.dates).toEqual(bookingDays(7));
      expect(answer.last_date).toBe(day(7));
      const res = await call(me, { store_id: testStore.storeId, date: day(8) });
      expect(res.json().message_values).toEqual({ days: 7 });
    } finally {
      await db().execute(sql`update shop_settings set booking_days_ahead = 30`);
    }
  });

  it('refuses a service the stylist does not do, and a bad list of services', async () => {
    const testStore = await makeStoreWithStylists(db(), { stylists: 1 });
    const [s30, s60] = testStore.serviceIds as [number, number];
    await makeSchedule(db(), testStore.stylistIds[0]!, { services: [s30] });
    refused(
      await call(me, { store_id: testStore.storeId, service_ids: [s30, s60] }),
      422,
      'booking_service_unavailable',
    );
    refused(
      await call(me, { store_id: testStore.storeId, service_ids: [999_999] }),
      422,
      'booking_service_unavailable',
    );
    expect((await call(me, { store_id: testStore.storeId, service_ids: ['x'] })).statusCode).toBe(400);
  });
});

describe('old clients', () => {
  it('ask with a query string, on GET or POST, with service ids as "1,2"', async () => {
    const testStore = await storeWithStylist();
    const [stylistId] = testStore.stylistIds as [number];
    const [s30, s60] = testStore.serviceIds as [number, number];
    const query = `?store_id=${testStore.storeId}&stylist_id=${stylistId}&date=${day(5)}&service_ids=${s30},${s60}&lang=cn`;
    for (const method of ['GET', 'POST'] as const) {
      const res = await call(me, {}, method, query);
      expect(res.statusCode, res.body).toBe(200);
      const answer = checkSlotAnswerSchema.parse(res.json().data);
      expect(answer.service_ids).toEqual([s30, s60]);
      expect(answer.times[0]).toBe('10:00');
      expect(answer.services[0]!.name).toMatch(/服务/);
    }
    const repeated = await call(
      me,
      {},
      'GET',
      `?store_id=${testStore.storeId}&service_ids=${s60}&service_ids=${s30}`,
    );
    expect(checkSlotAnswerSchema.parse(repeated.json().data).service_ids).toEqual([s60, s30]);
  });
});

describe('the clock: one day in advance at midnight Singapore time, the server in UTC', () => {
  it('still offers 2 March at 23:59:59 on 1 March in Singapore, and not from midnight on', async () => {
    const testStore = await storeWithStylist();
    const member = { role: 'member' as const, userId: me.userId, sessionId: 0 };
    const ask = (now: string, date?: string) =>
      checkSlot(db(), 'en', member, { store_id: testStore.storeId, date }, new Date(now));

    const late = await ask('2026-03-01T15:59:59Z', '2026-03-02');
    expect(late.first_date).toBe('2026-03-02');
    expect(late.dates[0]).toBe('2026-03-02');
    expect(late.dates.at(-1)).toBe('2026-03-31');
    expect(late.times[0]).toBe('10:00');

    const midnight = await ask('2026-03-01T16:00:00Z');
    expect(midnight.first_date).toBe('2026-03-03');
    expect(midnight.dates[0]).toBe('2026-03-03');
    expect(midnight.last_date).toBe('2026-04-01');
    await expect(refusalAnswer(ask('2026-03-01T16:00:00Z', '2026-03-02'))).resolves.toMatchObject({
      status: 422,
      key: 'booking_date_out_of_range',
    });
  });
});

describe('stylistDay (the booking call’s check)', () => {
  it('gives the working day, the time taken and the services, leaving out the booking being edited', async () => {
    const testStore = await storeWithStylist();
    const [stylistId] = testStore.stylistIds as [number];
    const [s30, s60] = testStore.serviceIds as [number, number];
    const date = day(12);
    const booked = await insertBooking(db(), {
      storeId: testStore.storeId,
      stylistId,
      date,
      time: '11:00',
      serviceIds: [s60],
      bufferMinutes: 10,
      userId: other.userId,
    });
    const found = await stylistDay(db(), { storeId: testStore.storeId, stylistId, date });
    expect(found).toMatchObject({
      day: { start: 600, end: 1080, breaks: [{ start: 780, end: 840 }] },
      taken: [{ start: 660, end: 730 }],
      works: true,
      onLeave: false,
    });
    expect(found!.services.map((s) => s.id)).toEqual(testStore.serviceIds);
    expect(found!.services[0]).toMatchObject({ id: s30, duration_minutes: 30, price_cents: 3000 });
    expect(found!.services[0]!.name_zh).toMatch(/服务/);

    const editing = await stylistDay(db(), {
      storeId: testStore.storeId,
      stylistId,
      date,
      excludeBookingId: booked,
    });
    expect(editing!.taken).toEqual([]);

    await makeLeave(db(), stylistId, date);
    const away = await stylistDay(db(), { storeId: testStore.storeId, stylistId, date });
    expect(away).toMatchObject({ day: null, works: true, onLeave: true });
  });

  it('is null for a stylist of another store or no longer active, and says so on a day off', async () => {
    const testStore = await makeStoreWithStylists(db(), { stylists: 2 });
    const [stylistId, leaver] = testStore.stylistIds as [number, number];
    const elsewhere = await makeStoreWithStylists(db(), { stylists: 1 });
    await makeSchedule(db(), stylistId, { weekdays: [isoWeekday(day(2))] });
    expect(await stylistDay(db(), { storeId: elsewhere.storeId, stylistId, date: day(2) })).toBeNull();
    await db().execute(sql`update stylists set is_active = false where id = ${leaver}`);
    expect(
      await stylistDay(db(), { storeId: testStore.storeId, stylistId: leaver, date: day(2) }),
    ).toBeNull();
    expect(await stylistDay(db(), { storeId: testStore.storeId, stylistId, date: day(3) })).toMatchObject({
      day: null,
      works: false,
      onLeave: false,
      taken: [],
      services: [],
    });
  });
});
