import { type MyBookingsAnswer, myBookingsAnswerSchema } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type BookingDef,
  booked,
  bookingDay,
  bookingTestShop,
  insertBooking,
  makeStoreWithStylists,
  makeStylist,
  makeVoucher,
  refused,
  type StoreWithStylists,
  startsIn,
} from '../test/booking';
import { logIn, type Member } from '../test/members';
import { findBooking } from './bookings';

/*
 * A member's appointments: getappointment (one, their own only) and myappointment (upcoming soonest first,
 * past latest first, by shop dates, paged), with what the detail page shows and whether it can still be
 * changed; and the profile's next appointment date.
 */

const shop = bookingTestShop();
const { db, rows } = shop;
const day = bookingDay;

let testStore: StoreWithStylists;
beforeAll(async () => {
  testStore = await makeStoreWithStylists(db(), {
    stylists: 0,
    services: [
      { name: 'Cut', minutes: 30, price: 4500 },
      { name: 'Colour', minutes: 90, price: 12_000 },
    ],
  });
});

const get = (m: Member | null, url: string) => shop.call(m, 'GET', url);

async function list(m: Member, query: string): Promise<MyBookingsAnswer> {
  const res = await get(m, `/myappointment${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return myBookingsAnswerSchema.parse(res.json().data);
}

const one = async (m: Member, bookingId: number, query = '') =>
  booked(await get(m, `/getappointment?booking_id=${bookingId}${query}`));

/** Each member's bookings go to a stylist of their own, so tests never meet in one stylist's day. */
const stylistOf = new Map<number, number>();

async function member(): Promise<Member> {
  const m = await logIn(shop.t);
  stylistOf.set(m.userId, await makeStylist(db(), testStore.storeId, { services: testStore.serviceIds }));
  return m;
}

/** A booking of the member's with their stylist, a cut unless told. */
const book = (m: Member, def: Partial<BookingDef> & Pick<BookingDef, 'date' | 'time'>) =>
  insertBooking(db(), {
    userId: m.userId,
    storeId: testStore.storeId,
    stylistId: stylistOf.get(m.userId)!,
    serviceIds: [testStore.serviceIds[0]!],
    ...def,
  });

describe('who may ask', () => {
  it('needs a login and a Singapore member, for both calls', async () => {
    expect((await get(null, '/myappointment')).statusCode).toBe(401);
    expect((await get(null, '/getappointment?booking_id=1')).statusCode).toBe(401);
    const abroad = await logIn(shop.t, { country: 'MY' });
    refused(await get(abroad, '/myappointment'), 403, 'booking_region_only');
    refused(await get(abroad, '/getappointment?booking_id=1'), 403, 'booking_region_only');
  });
});

describe('GET booking/myappointment', () => {
  it('answers a member without appointments with empty lists', async () => {
    const m = await member();
    for (const type of [1, 2]) {
      expect(await list(m, `?type=${type}`)).toEqual({
        type,
        appointments: [],
        total: 0,
        page: 1,
        per_page: 20,
        change_hours: 24,
      });
    }
  });

  it('splits upcoming (booked, not started; soonest first) from past (the rest; latest first)', async () => {
    const m = await member();
    const someoneElse = await member();
    const later = await book(m, { date: day(10), time: '11:00' });
    const soon = await book(m, { date: day(3), time: '10:00' });
    const cancelled = await book(m, {
      date: day(5),
      time: '10:00',
      status: 'cancelled',
      cancelReason: 'Ill',
    });
    const done = await book(m, {
      date: day(-7),
      time: '15:00',
      status: 'completed',
      posTransactionId: `P${m.userId}`,
    });
    const missed = await book(m, { date: day(-2), time: '10:00', status: 'no_show' });
    const started = await book(m, { date: day(1), time: '10:00' });
    await startsIn(db(), started, { minutes: -10 });
    await book(someoneElse, { date: day(3), time: '12:00' });

    const upcoming = await list(m, '?type=1');
    expect(upcoming.appointments.map((a) => a.booking_id)).toEqual([soon, later]);
    expect(upcoming.total).toBe(2);
    for (const a of upcoming.appointments) expect(a).toMatchObject({ type: 1, status: 'booked' });

    const past = await list(m, '?type=2');
    expect(past.appointments.map((a) => a.booking_id)).toEqual([cancelled, started, missed, done]);
    for (const a of past.appointments) expect(a.type).toBe(2);
    const byId = new Map(past.appointments.map((a) => [a.booking_id, a]));
    expect(byId.get(cancelled)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Ill',
      can_cancel: false,
    });
    expect(byId.get(done)).toMatchObject({ status: 'completed', pos_transaction_id: `P${m.userId}` });
    expect(byId.get(started)).toMatchObject({ status: 'booked', can_edit: false, can_cancel: false });

    // Upcoming by default.
    expect((await list(m, '')).type).toBe(1);
  });

  it('narrows by shop dates, both included, on the Singapore clock', async () => {
    const m = await member();
    // 00:30 in Singapore is 16:30 the evening before in UTC: it belongs to its Singapore day.
    const early = await book(m, { date: day(4), time: '00:30' });
    const late = await book(m, { date: day(5), time: '23:30' });
    const next = await book(m, { date: day(6), time: '10:00' });
    const ids = async (query: string) =>
      (await list(m, `?type=1${query}`)).appointments.map((a) => a.booking_id);
    expect(await ids(`&startDate=${day(4)}&endDate=${day(4)}`)).toEqual([early]);
    expect(await ids(`&startDate=${day(3)}&endDate=${day(3)}`)).toEqual([]);
    expect(await ids(`&startDate=${day(5)}&endDate=${day(5)}`)).toEqual([late]);
    expect(await ids(`&startDate=${day(5)}`)).toEqual([late, next]);
    expect(await ids(`&endDate=${day(5)}`)).toEqual([early, late]);
    expect(await ids('&startDate=&endDate=')).toEqual([early, late, next]);
    const backwards = await get(m, `/myappointment?startDate=${day(6)}&endDate=${day(5)}`);
    expect(backwards.statusCode).toBe(400);
  });

  it('pages, counting every match', async () => {
    const m = await member();
    const ids: number[] = [];
    for (let n = 1; n <= 5; n++) ids.push(await book(m, { date: day(n + 1), time: '10:00' }));
    const second = await list(m, '?type=1&page=2&per_page=2');
    expect(second).toMatchObject({ total: 5, page: 2, per_page: 2 });
    expect(second.appointments.map((a) => a.booking_id)).toEqual(ids.slice(2, 4));
    const beyond = await list(m, '?type=1&page=4&per_page=2');
    expect(beyond).toMatchObject({ total: 5, appointments: [] });
    expect((await get(m, '/myappointment?per_page=101')).statusCode).toBe(400);
    expect((await get(m, '/myappointment?type=3')).statusCode).toBe(400);
  });
});

describe('GET booking/getappointment', () => {
  it('answers the caller’s appointment with what the detail page shows', async () => {
    const m = await member();
    const [cut, colour] = testStore.serviceIds as [number, number];
    const voucherId = await makeVoucher(db(), m.userId);
    const [voucher] = await rows<{ code: string }>(sql`select code from vouchers where id = ${voucherId}`);
    const id = await book(m, {
      date: day(8),
      time: '14:30',
      serviceIds: [colour, cut],
      remarks: 'Window seat, please',
      voucherId,
    });
    const a = await one(m, id);
    const [store] = await rows<{ name: string; created_at: string }>(
      sql`select s.name, to_char(b.created_at at time zone 'Asia/Singapore', 'YYYY-MM-DD HH24:MI:SS') as created_at
        from bookings b join stores s on s.id = b.store_id where b.id = ${id}`,
    );
    expect(a).toMatchObject({
      booking_id: id,
      status: 'booked',
      type: 1,
      store: {
        id: testStore.storeId,
        name: store!.name,
        phone: '+65 6000 0000',
        latitude: 1.3,
        longitude: 103.8,
      },
      stylist: { id: stylistOf.get(m.userId), title: 'Stylist' },
      date: day(8),
      time: '14:30',
      end_time: '16:30',
      duration_minutes: 120,
      services: [
        { id: colour, name: 'Colour', duration_minutes: 90, price: 12_000 },
        { id: cut, name: 'Cut', duration_minutes: 30, price: 4500 },
      ],
      total: 16_500,
      currency: 'SGD',
      remarks: 'Window seat, please',
      voucher: { id: voucherId, name: 'S$30 service voucher', code: voucher!.code },
      cancel_reason: null,
      pos_transaction_id: null,
      source: 'web',
      can_edit: true,
      can_cancel: true,
      created_at: store!.created_at,
    });
    // 14:30 in Singapore is 06:30 UTC.
    expect(a.starts_at).toBe(`${day(8)}T06:30:00.000Z`);
  });

  it('keeps the services as booked, and names them in the request language', async () => {
    const m = await member();
    const id = await book(m, { date: day(9), time: '10:00' });
    await db().execute(
      sql`update services set name_en = 'Renamed', price_cents = 1 where id = ${testStore.serviceIds[0]!}`,
    );
    try {
      const a = await one(m, id);
      expect(a.services[0]).toMatchObject({ name: 'Cut', price: 4500 });
      const zh = await one(m, id, '&lang=zh');
      expect(zh.services[0]!.name).toMatch(/服务/);
      expect(zh.stylist.title).toBe('发型师');
    } finally {
      await db().execute(
        sql`update services set name_en = 'Cut', price_cents = 4500 where id = ${testStore.serviceIds[0]!}`,
      );
    }
  });

  it('closes edit and cancel inside the change window', async () => {
    const m = await member();
    const id = await book(m, { date: day(2), time: '10:00' });
    await startsIn(db(), id, { hours: 23 });
    expect(await one(m, id)).toMatchObject({ type: 1, can_edit: false, can_cancel: false });
    await startsIn(db(), id, { hours: 25 });
    expect(await one(m, id)).toMatchObject({ type: 1, can_edit: true, can_cancel: true });
  });

  it('answers 404 for another member’s appointment or none, and 400 without an id', async () => {
    const m = await member();
    const someoneElse = await member();
    const theirs = await book(someoneElse, { date: day(11), time: '10:00' });
    refused(await get(m, `/getappointment?booking_id=${theirs}`), 404, 'not_found');
    refused(await get(m, '/getappointment?booking_id=999999'), 404, 'not_found');
    expect((await get(m, '/getappointment')).statusCode).toBe(400);
  });
});

describe('findBooking (the booking calls’ answer)', () => {
  it('finds any booking, or only the member’s, and decides the change window at `now`', async () => {
    const m = await member();
    const someoneElse = await member();
    const id = await book(m, { date: day(12), time: '10:00' });
    expect(await findBooking(db(), 'en', { bookingId: id, userId: someoneElse.userId })).toBeNull();
    expect(await findBooking(db(), 'en', { bookingId: 999_999 })).toBeNull();
    const found = await findBooking(db(), 'en', { bookingId: id });
    expect(found).toMatchObject({ booking_id: id, can_edit: true });
    const startsAt = new Date(found!.starts_at).getTime();
    const at = (ms: number) =>
      findBooking(db(), 'en', { bookingId: id, userId: m.userId, now: new Date(ms) });
    expect(await at(startsAt - 24 * 3_600_000)).toMatchObject({ can_edit: true, can_cancel: true, type: 1 });
    expect(await at(startsAt - 24 * 3_600_000 + 1)).toMatchObject({
      can_edit: false,
      can_cancel: false,
      type: 1,
    });
    expect(await at(startsAt)).toMatchObject({ can_edit: false, type: 2 });
    // Inside a transaction, as the booking calls answer.
    const inTx = await db().transaction((tx) => findBooking(tx, 'zh', { bookingId: id }));
    expect(inTx!.services[0]!.name).toMatch(/服务/);
  });
});

describe("the profile's next_appointment_date", () => {
  const profile = async (m: Member) =>
    (
      await shop.t.app.inject({
        method: 'GET',
        url: '/api/account/profile',
        headers: { authorization: `Bearer ${m.token}` },
      })
    ).json().data.next_appointment_date as string | null;

  it('is the next booked appointment’s start on the shop clock, or null', async () => {
    const m = await member();
    expect(await profile(m)).toBeNull();
    await book(m, { date: day(-3), time: '10:00', status: 'completed' });
    await book(m, { date: day(2), time: '09:00', status: 'cancelled' });
    expect(await profile(m)).toBeNull();
    await book(m, { date: day(6), time: '15:30' });
    expect(await profile(m)).toBe(`${day(6)} 15:30:00`);
    const sooner = await book(m, { date: day(4), time: '00:30' });
    expect(await profile(m)).toBe(`${day(4)} 00:30:00`);
    await db().execute(sql`update bookings set status = 'cancelled' where id = ${sooner}`);
    expect(await profile(m)).toBe(`${day(6)} 15:30:00`);
  });
});
