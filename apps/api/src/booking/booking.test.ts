import { isoWeekday, message, shopToday } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  booked,
  bookingDay,
  bookingTestShop,
  makeLeave,
  makeStylist,
  refused,
  type Schedule,
  startsIn,
  withBookingSettings,
} from '../test/booking';
import { logIn, type Member } from '../test/members';

/*
 * The member's appointment calls (bookappointment, editappointment, cancelappointment) and their rules, as
 * the web app and old clients call them. Each test takes a stylist of its own at the test salon, who works
 * 09:00–18:00 every day with a break 13:00–14:00, so the days and times below are free unless the test
 * books them. Vouchers (vouchers.test.ts), the operator's moves and walk-ins (transitions.test.ts) and
 * races (races.test.ts) have files of their own.
 */

const shop = bookingTestShop();
const { db, rows, call, book, edit, cancel } = shop;

const day = bookingDay;
const DAY = day(3);
const stylist = (schedule?: Schedule) => shop.testStore.stylist(schedule);

type Row = {
  status: string;
  source: string;
  starts_at: string;
  ends_at: string;
  blocked_until: string;
  total_cents: number;
  remarks: string;
  cancel_reason: string | null;
  cancelled_by: string | null;
  reminded: boolean;
};

const bookingRow = async (id: number) =>
  (
    await rows<Row>(
      sql`select status, source, remarks, total_cents, cancel_reason, cancelled_by,
          reminded_at is not null as reminded,
          to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') as starts_at,
          to_char(ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') as ends_at,
          to_char(blocked_until at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') as blocked_until
        from bookings where id = ${id}`,
    )
  )[0]!;

/** `time` on `date` in Singapore (UTC+8, no daylight saving) as a UTC instant, to the minute. */
function utc(date: string, time: string): string {
  const at = new Date(`${date}T${time}:00+08:00`);
  return `${at.toISOString().slice(0, 16)}Z`;
}

/** A booking at 10:00 on DAY asked in Chinese (?lang=zh), with whatever else `extra` gives. */
const bookInChinese = (m: Member, stylistId: number, extra: object = {}) =>
  shop.t.app.inject({
    method: 'POST',
    url: '/api/booking/bookappointment?lang=zh',
    payload: {
      store_id: shop.testStore.store,
      stylist_id: stylistId,
      date: DAY,
      time: '10:00',
      service_ids: [shop.testStore.cut],
      ...extra,
    },
    headers: { authorization: `Bearer ${m.token}` },
  });

describe('POST booking/bookappointment', () => {
  it('books the services one after another and answers the appointment', async () => {
    const m = await logIn(shop.t);
    const s = await stylist();
    const a = booked(
      await book(m, s, {
        time: '10:30',
        service_ids: [shop.testStore.colour, shop.testStore.cut],
        remarks: 'Fringe, please',
      }),
    );
    expect(a).toMatchObject({
      status: 'booked',
      type: 1,
      store: { id: shop.testStore.store },
      stylist: { id: s, name: 'Test Stylist', title: 'Stylist' },
      date: DAY,
      time: '10:30',
      end_time: '12:00',
      duration_minutes: 90,
      total: 12000,
      currency: 'SGD',
      remarks: 'Fringe, please',
      voucher: null,
      pos_transaction_id: null,
      source: 'web',
      can_edit: true,
      can_cancel: true,
    });
    expect(a.services.map((x) => [x.id, x.duration_minutes, x.price])).toEqual([
      [shop.testStore.colour, 60, 9000],
      [shop.testStore.cut, 30, 3000],
    ]);
    // 10:30 in Singapore; no buffer by default, so the stylist is free again at the end.
    expect(await bookingRow(a.booking_id)).toMatchObject({
      status: 'booked',
      source: 'web',
      total_cents: 12000,
      starts_at: utc(DAY, '10:30'),
      ends_at: utc(DAY, '12:00'),
      blocked_until: utc(DAY, '12:00'),
    });
  });

  it('keeps the services as they were when booked, whatever the menu says later', async () => {
    const m = await logIn(shop.t);
    const s = await stylist();
    const a = booked(await book(m, s, { service_ids: [shop.testStore.cut] }));
    const [snapshot] = await rows<{
      name_en: string;
      name_zh: string;
      duration_minutes: number;
      price_cents: number;
    }>(
      sql`select name_en, name_zh, duration_minutes, price_cents from booking_services where booking_id = ${a.booking_id}`,
    );
    expect(snapshot).toEqual({
      name_en: 'Service 30 min',
      name_zh: '服务 30 分钟',
      duration_minutes: 30,
      price_cents: 3000,
    });
    await db().execute(sql`update services set price_cents = 3500 where id = ${shop.testStore.cut}`);
    expect(
      (
        await rows<{ total_cents: number }>(sql`select total_cents from bookings where id = ${a.booking_id}`)
      )[0]!.total_cents,
    ).toBe(3000);
    await db().execute(sql`update services set price_cents = 3000 where id = ${shop.testStore.cut}`);
  });

  it('takes the parameters as a query string too, "HH:mm:ss" times, and records a booking from the app', async () => {
    const m = await logIn(shop.t);
    const s = await stylist();
    const query = `store_id=${shop.testStore.store}&stylist_id=${s}&date=${DAY}&time=11:00:00&service_ids=${shop.testStore.cut},${shop.testStore.colour}&remarks=&status=2&os_type=ios`;
    const a = booked(await call(m, 'POST', `/bookappointment?${query}`));
    expect(a).toMatchObject({ time: '11:00', end_time: '12:30', source: 'app' });
  });

  it('answers in the request language', async () => {
    const m = await logIn(shop.t);
    const s = await stylist();
    const res = await bookInChinese(m, s);
    expect(booked(res)).toMatchObject({ stylist: { title: '发型师' }, services: [{ name: '服务 30 分钟' }] });
  });

  it('is for Singapore members: another country 403 booking_region_only, a visitor 401', async () => {
    const s = await stylist();
    refused(await book(await logIn(shop.t, { country: 'MY' }), s), 403, 'booking_region_only');
    const visitor = await shop.t.app.inject({
      method: 'POST',
      url: '/api/booking/bookappointment',
      payload: {},
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('books from tomorrow up to the last bookable day, Singapore time', async () => {
    const m = await logIn(shop.t);
    const s = await stylist();
    refused(await book(m, s, { date: shopToday() }), 422, 'booking_date_out_of_range', { days: 30 });
    refused(await book(m, s, { date: day(31) }), 422, 'booking_date_out_of_range', { days: 30 });
    booked(await book(m, s, { date: day(1), time: '17:30' }));
    booked(await book(m, s, { date: day(30) }));
    const bad = await book(m, s, { date: '2031-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.date).toEqual([message('invalid_date')]);
  });

  it('needs at least one service, each one the stylist does at this store', async () => {
    const m = await logIn(shop.t);
    const s = await stylist();
    const none = await book(m, s, { service_ids: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.service_ids).toEqual([message('booking_services_required')]);
    refused(
      await book(m, s, { service_ids: [shop.testStore.cut, shop.testStore.notOffered] }),
      422,
      'booking_service_unavailable',
    );
    refused(await book(m, s, { service_ids: [shop.testStore.offMenu] }), 422, 'booking_service_unavailable');
    refused(await book(m, s, { service_ids: [999_999] }), 422, 'booking_service_unavailable');
  });

  it('needs a stylist who works at this store and still takes appointments', async () => {
    const m = await logIn(shop.t);
    const elsewhere = await makeStylist(db(), shop.testStore.otherStore, { services: [shop.testStore.cut] });
    refused(await book(m, elsewhere), 422, 'booking_stylist_unavailable');
    refused(await book(m, 999_999), 422, 'booking_stylist_unavailable');
    const gone = await stylist();
    await db().execute(sql`update stylists set is_active = false where id = ${gone}`);
    refused(await book(m, gone), 422, 'booking_stylist_unavailable');
  });

  it('fits the whole appointment inside working hours, outside the break, on the slot grid', async () => {
    const m = await logIn(shop.t);
    const s = await stylist();
    for (const [time, services] of [
      ['08:30', [shop.testStore.cut]], // before opening
      ['17:30', [shop.testStore.colour]], // runs past 18:00
      ['12:30', [shop.testStore.colour]], // into the break
      ['13:00', [shop.testStore.cut]], // in the break
      ['10:15', [shop.testStore.cut]], // off the 30-minute grid
    ] as const) {
      refused(await book(m, s, { time, service_ids: services }), 422, 'booking_outside_hours');
    }
    // The last start that still fits before closing.
    booked(await book(m, s, { time: '17:00', service_ids: [shop.testStore.colour] }));
  });

  it('refuses a day off and a day of leave', async () => {
    const m = await logIn(shop.t);
    const weekday = isoWeekday(DAY);
    const off = await stylist({ weekdays: [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== weekday) });
    refused(await book(m, off), 422, 'booking_outside_hours');
    booked(await book(m, off, { date: day(4) }));
    const away = await stylist();
    await makeLeave(db(), away, day(2), DAY);
    refused(await book(m, away), 422, 'booking_outside_hours');
    booked(await book(m, away, { date: day(4), time: '11:00' }));
  });

  it('answers 409 booking_slot_taken for a time that overlaps another appointment of the stylist', async () => {
    const s = await stylist();
    booked(await book(await logIn(shop.t), s, { time: '10:00', service_ids: [shop.testStore.colour] }));
    const other = await logIn(shop.t);
    refused(await book(other, s, { time: '10:00' }), 409, 'booking_slot_taken');
    refused(await book(other, s, { time: '10:30' }), 409, 'booking_slot_taken');
    refused(
      await book(other, s, { time: '09:30', service_ids: [shop.testStore.colour] }),
      409,
      'booking_slot_taken',
    );
    // Back to back is fine.
    booked(await book(other, s, { time: '11:00' }));
    booked(await book(await logIn(shop.t), s, { time: '09:30' }));
  });

  it('holds the buffer after an appointment for the stylist, not for the member', async () => {
    const restore = await withBookingSettings(db(), { buffer: 15 });
    try {
      const s = await stylist();
      const m = await logIn(shop.t);
      const a = booked(await book(m, s, { time: '10:00' }));
      expect(await bookingRow(a.booking_id)).toMatchObject({
        ends_at: utc(DAY, '10:30'),
        blocked_until: utc(DAY, '10:45'),
      });
      refused(await book(await logIn(shop.t), s, { time: '10:30' }), 409, 'booking_slot_taken');
      booked(await book(await logIn(shop.t), s, { time: '11:00' }));
      // The member may see another stylist straight after.
      booked(await book(m, await stylist(), { time: '10:30' }));
      // The buffer may run into the break and past closing.
      booked(await book(await logIn(shop.t), s, { time: '12:30' }));
      booked(await book(await logIn(shop.t), s, { time: '17:30' }));
    } finally {
      await restore();
    }
  });

  it('answers 409 booking_member_overlap when the member has another appointment then (the database says so)', async () => {
    const m = await logIn(shop.t);
    booked(await book(m, await stylist(), { time: '10:00', service_ids: [shop.testStore.colour] }));
    refused(await book(m, await stylist(), { time: '10:30' }), 409, 'booking_member_overlap');
    booked(await book(m, await stylist(), { time: '11:00' }));
  });

  it('allows the shop’s number of upcoming appointments per member; cancelled and past ones do not count', async () => {
    const m = await logIn(shop.t);
    const s = await stylist();
    const first = booked(await book(m, s, { date: day(2) }));
    booked(await book(m, s, { date: day(3) }));
    booked(await book(m, s, { date: day(4) }));
    refused(await book(m, s, { date: day(5) }), 422, 'booking_limit', { count: 3 });
    booked(await cancel(m, first.booking_id));
    const fourth = booked(await book(m, s, { date: day(5) }));
    refused(await book(m, s, { date: day(6) }), 422, 'booking_limit', { count: 3 });
    // One that has started is not upcoming any more.
    await startsIn(db(), fourth.booking_id, { hours: -1 });
    booked(await book(m, s, { date: day(6) }));
  });

  it('checks remarks by the text rules', async () => {
    const m = await logIn(shop.t);
    const s = await stylist();
    const long = await book(m, s, { remarks: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.remarks).toBeDefined();
    const spaced = await book(m, s, { remarks: '  Fringe' });
    expect(spaced.json().errors.remarks).toEqual([message('no_leading_multiple_spaces')]);
    const a = booked(await book(m, s, { remarks: 'Two lines\nplease' }));
    expect(a.remarks).toBe('Two lines\nplease');
  });

  it('names the characters the text rules refuse in remarks, in the request language', async () => {
    const m = await logIn(shop.t);
    const s = await stylist();
    const remarks = 'Please keep the length; trim only.';
    const en = await book(m, s, { remarks });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ success: false, code: 400, message_key: 'validation_failed' });
    expect(en.json().errors).toEqual({ remarks: ['These characters are not allowed: ;'] });
    const zh = await bookInChinese(m, s, { remarks: '颜色：自然 <浅>' });
    expect(zh.json().errors).toEqual({ remarks: ['不允许使用这些字符（： < >）'] });
  });
});

describe('PUT booking/editappointment', () => {
  it('moves the appointment in place: time, stylist, services and remarks; a new time is reminded again', async () => {
    const m = await logIn(shop.t);
    const s = await stylist();
    const a = booked(await book(m, s, { time: '10:00', service_ids: [shop.testStore.colour] }));
    await db().execute(sql`update bookings set reminded_at = now() where id = ${a.booking_id}`);
    // Half an hour later overlaps its own present time, which does not count as taken.
    const moved = booked(
      await edit(m, a.booking_id, s, {
        time: '10:30',
        service_ids: [shop.testStore.colour, shop.testStore.cut],
        remarks: 'Later',
      }),
    );
    expect(moved).toMatchObject({
      booking_id: a.booking_id,
      time: '10:30',
      end_time: '12:00',
      total: 12000,
      remarks: 'Later',
    });
    expect(moved.services.map((x) => x.id)).toEqual([shop.testStore.colour, shop.testStore.cut]);
    expect(await bookingRow(a.booking_id)).toMatchObject({ starts_at: utc(DAY, '10:30'), reminded: false });
    // The old time is free again.
    booked(await book(await logIn(shop.t), s, { time: '10:00' }));

    const other = await stylist();
    const elsewhere = booked(await edit(m, a.booking_id, other, { date: day(5), time: '15:00' }));
    expect(elsewhere).toMatchObject({ stylist: { id: other }, date: day(5), time: '15:00', remarks: '' });
    expect(await rows(sql`select 1 from bookings where user_id = ${m.userId}`)).toHaveLength(1);
  });

  it('keeps the reminder when only the services change', async () => {
    const m = await logIn(shop.t);
    const s = await stylist();
    const a = booked(await book(m, s));
    await db().execute(sql`update bookings set reminded_at = now() where id = ${a.booking_id}`);
    booked(await edit(m, a.booking_id, s, { service_ids: [shop.testStore.colour] }));
    expect((await bookingRow(a.booking_id)).reminded).toBe(true);
  });

  it('applies the rules of a booking to the new appointment', async () => {
    const m = await logIn(shop.t);
    const s = await stylist();
    const a = booked(await book(m, s));
    booked(await book(await logIn(shop.t), s, { time: '14:00' }));
    refused(await edit(m, a.booking_id, s, { time: '14:00' }), 409, 'booking_slot_taken');
    refused(
      await edit(m, a.booking_id, s, { time: '12:30', service_ids: [shop.testStore.colour] }),
      422,
      'booking_outside_hours',
    );
    refused(await edit(m, a.booking_id, s, { date: shopToday() }), 422, 'booking_date_out_of_range', {
      days: 30,
    });
    refused(
      await edit(m, a.booking_id, s, { service_ids: [shop.testStore.notOffered] }),
      422,
      'booking_service_unavailable',
    );
    expect(await bookingRow(a.booking_id)).toMatchObject({ starts_at: utc(DAY, '10:00') });
  });

  it("answers 404 for another member's appointment or none, and 403 outside Singapore", async () => {
    const s = await stylist();
    const a = booked(await book(await logIn(shop.t), s));
    const other = await logIn(shop.t);
    refused(await edit(other, a.booking_id, s, { time: '15:00' }), 404, 'not_found');
    refused(await edit(other, 999_999, s), 404, 'not_found');
    refused(await edit(await logIn(shop.t, { country: 'MY' }), a.booking_id, s), 403, 'booking_region_only');
  });

  it('changes only a booked appointment, until the change window before it starts', async () => {
    const m = await logIn(shop.t);
    const s = await stylist();
    const a = booked(await book(m, s));
    await startsIn(db(), a.booking_id, { hours: 23 });
    refused(await edit(m, a.booking_id, s, { time: '15:00' }), 409, 'booking_change_closed', { hours: 24 });
    const b = booked(await book(m, s, { date: day(4) }));
    booked(await cancel(m, b.booking_id));
    refused(await edit(m, b.booking_id, s, { date: day(4), time: '15:00' }), 409, 'booking_not_changeable');
  });

  it('takes the parameters as a query string too', async () => {
    const m = await logIn(shop.t);
    const s = await stylist();
    const a = booked(await book(m, s));
    const query = `booking_id=${a.booking_id}&store_id=${shop.testStore.store}&stylist_id=${s}&date=${DAY}&time=16:00&service_ids=${shop.testStore.cut}&status=2`;
    expect(booked(await call(m, 'PUT', `/editappointment?${query}`)).time).toBe('16:00');
  });
});

describe('PUT booking/cancelappointment', () => {
  const outbox = (mobile: string) =>
    rows<{ body: string }>(sql`select body from sms_outbox where mobile = ${mobile} order by id`);
  const mobileOf = async (m: Member) =>
    (await rows<{ mobile: string }>(sql`select mobile from users where id = ${m.userId}`))[0]!.mobile;

  it('cancels with a reason, frees the time and texts the member once', async () => {
    const m = await logIn(shop.t);
    const s = await stylist();
    const a = booked(await book(m, s, { time: '15:00' }));
    const res = booked(await cancel(m, a.booking_id, 'Feeling unwell'));
    expect(res).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Feeling unwell',
      can_edit: false,
      can_cancel: false,
    });
    expect(await bookingRow(a.booking_id)).toMatchObject({ cancelled_by: 'member' });
    booked(await book(await logIn(shop.t), s, { time: '15:00' }));
    expect(await outbox(await mobileOf(m))).toEqual([
      { body: `Rosette Beauty: your appointment on ${DAY} at 15:00 at ${a.store.name} has been cancelled.` },
    ]);
    refused(await cancel(m, a.booking_id), 409, 'booking_not_changeable');
    expect(await outbox(await mobileOf(m))).toHaveLength(1);
  });

  it('texts the member in their language', async () => {
    const m = await logIn(shop.t);
    await db().execute(
      sql`update users set language_id = (select id from languages where code = 'cn') where id = ${m.userId}`,
    );
    const a = booked(await book(m, await stylist(), { time: '09:00' }));
    booked(await cancel(m, a.booking_id));
    expect(await outbox(await mobileOf(m))).toEqual([
      { body: `Rosette Beauty：您 ${DAY} 09:00 在 ${a.store.name} 的预约已取消。` },
    ]);
  });

  it('takes a query string; refuses another member’s (404) and inside the change window (409)', async () => {
    const m = await logIn(shop.t);
    const s = await stylist();
    const a = booked(await book(m, s));
    refused(await cancel(await logIn(shop.t), a.booking_id), 404, 'not_found');
    await startsIn(db(), a.booking_id, { hours: 2 });
    refused(await cancel(m, a.booking_id), 409, 'booking_change_closed', { hours: 24 });
    const b = booked(await book(m, s, { date: day(4) }));
    expect(booked(await call(m, 'PUT', `/cancelappointment?booking_id=${b.booking_id}`)).status).toBe(
      'cancelled',
    );
  });
});
