import { addDays, notificationText } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SmsProvider } from '../sms/provider';
import { OPS_TOKEN } from '../test/app';
import { booked, bookingDay, bookingTestShop, refused } from '../test/booking';
import { logIn, type Member } from '../test/members';
import { expectAnnounced, notificationCount, notificationsOf, registerDevice } from '../test/notifications';
import { sendReminders } from './reminders';

/*
 * What an appointment's changes tell its member: booked, changed (a new store, day or time), cancelled by
 * the member or the operator, and the reminder the day before (booking.send-reminders). Each once, with the
 * appointment's shop date, time and store and the page it opens, a pending delivery per device, and nothing
 * for a change that is refused or rolls back.
 */

const shop = bookingTestShop();
const { db, rows, book, edit, cancel } = shop;
const DAY = bookingDay(3);

let store: string;
let otherStore: string;
beforeAll(async () => {
  const names = await rows<{ id: number; name: string }>(
    sql`select id, name from stores where id in (${shop.testStore.store}, ${shop.testStore.otherStore})`,
  );
  store = names.find((s) => s.id === shop.testStore.store)!.name;
  otherStore = names.find((s) => s.id === shop.testStore.otherStore)!.name;
});

async function memberWithDevice(): Promise<{ member: Member; devices: string[] }> {
  const member = await logIn(shop.t);
  return { member, devices: [await registerDevice(shop.t, member)] };
}

const link = (id: number) => `/appointment/detail/${id}`;
type BookingNoticeKind =
  | 'appointment_booked'
  | 'appointment_changed'
  | 'appointment_cancelled'
  | 'appointment_reminder';

/** The one notification of `kind` the member has, of appointment `id`, going to `devices`. */
const expectBooking = (
  member: Member,
  kind: BookingNoticeKind,
  facts: { date: string; time: string; store: string },
  id: number,
  devices: string[],
) => expectAnnounced(db(), member.userId, { kind, facts, link: link(id) }, devices);

describe('appointment notifications', () => {
  it('booked, changed (day, time or store, not the remarks alone) and cancelled by the member', async () => {
    const { member, devices } = await memberWithDevice();
    const stylist = await shop.testStore.stylist();
    const a = booked(await book(member, stylist));
    await expectBooking(
      member,
      'appointment_booked',
      { date: DAY, time: '10:00', store },
      a.booking_id,
      devices,
    );

    booked(await edit(member, a.booking_id, stylist, { time: '11:30' }));
    booked(await edit(member, a.booking_id, stylist, { time: '11:30', remarks: 'window seat' }));
    const nextDay = addDays(DAY, 1);
    booked(await edit(member, a.booking_id, stylist, { date: nextDay, time: '11:30' }));
    const changes = await notificationsOf(db(), member.userId, 'appointment_changed');
    expect(changes.map((n) => ({ facts: n.facts, link: n.link, targets: n.targets }))).toEqual([
      { facts: { date: DAY, time: '11:30', store }, link: link(a.booking_id), targets: devices },
      { facts: { date: nextDay, time: '11:30', store }, link: link(a.booking_id), targets: devices },
    ]);

    expect((await cancel(member, a.booking_id, 'busy')).statusCode).toBe(200);
    await expectBooking(
      member,
      'appointment_cancelled',
      { date: nextDay, time: '11:30', store },
      a.booking_id,
      devices,
    );
    // Cancelling again is refused, and says nothing more.
    expect((await cancel(member, a.booking_id)).statusCode).toBe(409);
    expect(await notificationsOf(db(), member.userId)).toHaveLength(4);
  });

  it('a move to the other store names it', async () => {
    const { member, devices } = await memberWithDevice();
    const stylist = await shop.testStore.stylist();
    const a = booked(await book(member, stylist));
    const mover = await shop.testStore.stylist();
    await db().execute(sql`update stylists set store_id = ${shop.testStore.otherStore} where id = ${mover}`);
    booked(await edit(member, a.booking_id, mover, { store_id: shop.testStore.otherStore }));
    await expectBooking(
      member,
      'appointment_changed',
      { date: DAY, time: '10:00', store: otherStore },
      a.booking_id,
      devices,
    );
  });

  it('tells of a cancellation by the operator', async () => {
    const { member, devices } = await memberWithDevice();
    const a = booked(await book(member, await shop.testStore.stylist(), { time: '15:00' }));
    const res = await shop.t.app.inject({
      method: 'POST',
      url: `/api/ops/bookings/${a.booking_id}/cancel`,
      payload: { reason: 'stylist ill' },
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectBooking(
      member,
      'appointment_cancelled',
      { date: DAY, time: '15:00', store },
      a.booking_id,
      devices,
    );
  });

  it('announces nothing for a booking that fails', async () => {
    const { member } = await memberWithDevice();
    const other = await logIn(shop.t);
    const stylist = await shop.testStore.stylist();
    booked(await book(other, stylist, { time: '12:00' }));
    const before = await notificationCount(db());
    refused(await book(member, stylist, { time: '12:00' }), 409, 'booking_slot_taken');
    expect(await notificationCount(db())).toBe(before);
    expect(await notificationsOf(db(), member.userId)).toEqual([]);
  });
});

describe('the reminder the day before', () => {
  it('announces each reminded appointment once, also when its text is retried', async () => {
    const { member, devices } = await memberWithDevice();
    const day = bookingDay(5);
    const a = booked(await book(member, await shop.testStore.stylist(), { date: day, time: '16:00' }));
    const now = new Date(`${addDays(day, -1)}T09:00:00+08:00`);
    let down = true;
    const sms: SmsProvider = {
      name: 'flaky',
      async send() {
        if (down) throw new Error('gateway down');
      },
    };
    // The text fails: the claim goes back, but its notification stays (the claim's transaction committed).
    expect((await sendReminders({ db: db(), sms }, now)).failed).toBeGreaterThan(0);
    down = false;
    expect((await sendReminders({ db: db(), sms }, now)).sent).toBeGreaterThan(0);
    expect(await sendReminders({ db: db(), sms }, now)).toEqual({ sent: 0, failed: 0 });
    const reminder = await expectBooking(
      member,
      'appointment_reminder',
      { date: day, time: '16:00', store },
      a.booking_id,
      devices,
    );
    expect(reminder.event_key).toBe(`appointment_reminder:${a.booking_id}:${day}`);
    expect(notificationText('appointment_reminder', { date: day, time: '16:00', store }, 'en').body).toMatch(
      new RegExp(`^A reminder of your appointment tomorrow, .+ at 16:00 at ${store}\\.$`),
    );
    expect(
      notificationText('appointment_reminder', { date: '2026-11-26', time: '16:00', store: 'Bugis' }, 'zh'),
    ).toEqual({
      title: '明天的预约',
      body: '提醒您明天 11月26日周四 16:00 在 Bugis 的预约。',
    });
  });
});
