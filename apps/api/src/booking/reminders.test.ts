import { addDays, shopToday } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/client';
import type { SmsMessage, SmsProvider } from '../sms/provider';
import { createTestApp, type TestApp } from '../test/app';
import { itConcurrently } from '../test/postgres-only';
import { updateBooking } from './queries';
import { reminderDate, sendReminders } from './reminders';

/*
 * The day-before reminder (booking.send-reminders): one text message per booked appointment of tomorrow,
 * however many runs there are, unless booked on the day before. Each test works on a day of its own far
 * beyond the demo's appointments, so the seed's own are never tomorrow.
 */

let t: TestApp;
let stylists: { id: number; store_id: number; name: string; store: string }[];
beforeAll(async () => {
  t = await createTestApp();
  stylists = await selectRows(
    t.database.db,
    sql`select st.id, st.store_id, st.name, s.name as store from stylists st join stores s on s.id = st.store_id
      order by st.id`,
  );
});
afterAll(() => t.close());

const db = () => t.database.db;

/** A provider that keeps what it was given; `fail` makes a send throw (the gateway refusing). */
function recorder(fail: (m: SmsMessage) => boolean = () => false, delayMs = 0) {
  const sent: SmsMessage[] = [];
  const provider: SmsProvider = {
    name: 'recorder',
    async send(m) {
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      if (fail(m)) throw new Error('gateway down');
      sent.push(m);
    },
  };
  return { sent, provider };
}

let dayOffset = 100;
/** A shop day of the test's own, and a clock at 09:00 on the day before it. */
function nextDay() {
  dayOffset += 10;
  const tomorrow = addDays(shopToday(), dayOffset);
  return { tomorrow, now: new Date(`${addDays(tomorrow, -1)}T09:00:00+08:00`) };
}

let serial = 0;
/** `count` Singapore members, mobiles 6xxxxxxx of this file, in `language` ('en' or 'cn'). */
async function members(count: number, language = 'en'): Promise<{ id: number; mobile: string }[]> {
  const first = serial + 1;
  serial += count;
  return selectRows(
    db(),
    sql`insert into users (country_id, language_id, name, full_name, email, mobile, password_hash, referral_code)
      select c.id, l.id, 'Reminded', 'Reminded Member', 'reminded' || g || '@example.com',
        '6' || lpad(g::text, 7, '0'), '!', 'RM' || lpad(g::text, 6, '0')
      from countries c, languages l, generate_series(${first}::int, ${serial}::int) g
      where c.abbreviation = 'SG' and l.code = ${language}
      returning id, mobile`,
  );
}

/**
 * An appointment at `at` (shop time "YYYY-MM-DDTHH:mm") with the stylist `k` of the demo shop, booked at
 * `bookedAt` (shop time; by default now, days before the test's own clock).
 */
async function book(
  userId: number,
  at: string,
  k = 0,
  status = 'booked',
  bookedAt?: string,
): Promise<number> {
  const st = stylists[k % stylists.length]!;
  const starts = `${at}:00+08:00`;
  const created = bookedAt ? sql`${`${bookedAt}:00+08:00`}::timestamptz` : sql`now()`;
  const [row] = await selectRows<{ id: number }>(
    db(),
    sql`insert into bookings (user_id, store_id, stylist_id, starts_at, ends_at, blocked_until, status, source,
        total_cents, created_at)
      values (${userId}, ${st.store_id}, ${st.id}, ${starts}::timestamptz, ${starts}::timestamptz + interval '1 hour',
        ${starts}::timestamptz + interval '1 hour', ${status}, 'web', 6800, ${created})
      returning id`,
  );
  return row!.id;
}

const reminded = async (ids: number[]) =>
  (
    await selectRows<{ id: number }>(
      db(),
      sql`select id from bookings where id = any(${`{${ids.join(',')}}`}::int[]) and reminded_at is not null
        order by id`,
    )
  ).map((r) => r.id);

describe('booking reminders', () => {
  it("texts each booked appointment of tomorrow once, in the member's language; not cancelled ones or other days", async () => {
    const { tomorrow, now } = nextDay();
    const [a, b, c, d, e] = await members(5);
    const [zh] = await members(1, 'cn');
    const ids = {
      morning: await book(a!.id, `${tomorrow}T10:00`, 0),
      lastThing: await book(b!.id, `${tomorrow}T23:30`, 1),
      chinese: await book(zh!.id, `${tomorrow}T14:30`, 2),
      today: await book(c!.id, `${addDays(tomorrow, -1)}T18:00`, 3),
      dayAfter: await book(d!.id, `${addDays(tomorrow, 1)}T00:00`, 4),
      cancelled: await book(e!.id, `${tomorrow}T11:00`, 5, 'cancelled'),
    };
    const { sent, provider } = recorder();
    expect(await sendReminders({ db: db(), sms: provider }, now)).toEqual({ sent: 3, failed: 0 });
    expect(sent.map((m) => m.mobile).sort()).toEqual([a!.mobile, b!.mobile, zh!.mobile].sort());
    expect(sent.every((m) => m.phoneCode === '65')).toBe(true);

    const st = stylists[0]!;
    expect(sent.find((m) => m.mobile === a!.mobile)!.body).toBe(
      `Rosette Beauty: reminder of your appointment tomorrow, ${reminderDate(tomorrow, 'en')} at 10:00, with ${st.name} at ${st.store}.`,
    );
    expect(sent.find((m) => m.mobile === zh!.mobile)!.body).toBe(
      `Rosette Beauty：提醒您明天 ${reminderDate(tomorrow, 'zh')} 14:30 在 ${stylists[2]!.store} 与 ${stylists[2]!.name} 的预约。`,
    );
    expect(await reminded(Object.values(ids))).toEqual(
      [ids.morning, ids.lastThing, ids.chinese].sort((x, y) => x - y),
    );

    // A second run, or a second instance: nothing more.
    expect(await sendReminders({ db: db(), sms: provider }, new Date(now.getTime() + 3_600_000))).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(sent).toHaveLength(3);
  });

  it('leaves out an appointment booked on the day before (its booking notice said it); one booked earlier is reminded', async () => {
    const { tomorrow, now } = nextDay();
    const dayBefore = addDays(tomorrow, -1);
    const [early, late, lateNight] = await members(3);
    const lastEvening = await book(
      early!.id,
      `${tomorrow}T09:00`,
      0,
      'booked',
      `${addDays(tomorrow, -2)}T23:50`,
    );
    // Booked at 08:55 on the day before, five minutes before the run at 09:00, and at 00:05 that day.
    const thisMorning = await book(late!.id, `${tomorrow}T16:00`, 1, 'booked', `${dayBefore}T08:55`);
    const afterMidnight = await book(lateNight!.id, `${tomorrow}T12:00`, 2, 'booked', `${dayBefore}T00:05`);
    const { sent, provider } = recorder();
    expect(await sendReminders({ db: db(), sms: provider }, now)).toEqual({ sent: 1, failed: 0 });
    // Later runs of the day leave them out too.
    await sendReminders({ db: db(), sms: provider }, new Date(now.getTime() + 6 * 3_600_000));
    expect(sent.map((m) => m.mobile)).toEqual([early!.mobile]);
    expect(await reminded([lastEvening, thisMorning, afterMidnight])).toEqual([lastEvening]);
    const notified = await selectRows<{ user_id: number }>(
      db(),
      sql`select user_id from notifications where kind = 'appointment_reminder'
        and user_id = any(${`{${[early!.id, late!.id, lateNight!.id].join(',')}}`}::int[])`,
    );
    expect(notified.map((n) => n.user_id)).toEqual([early!.id]);
  });

  it('counts an appointment moved to tomorrow as reminded (its change notice said it); moved later, it is reminded again', async () => {
    const [m] = await members(1);
    const st = stylists[3 % stylists.length]!;
    const id = await book(m!.id, `${addDays(shopToday(), 300)}T10:00`, 3);
    // Late in the evening, clear of the demo's appointments of that stylist.
    const moveTo = (date: string) =>
      db().transaction((tx) =>
        updateBooking(tx, id, {
          date,
          startMinute: 23 * 60,
          durationMinutes: 30,
          bufferMinutes: 0,
          storeId: st.store_id,
          stylistId: st.id,
          remarks: '',
          totalCents: 6800,
          voucherId: null,
        }),
      );
    await moveTo(addDays(shopToday(), 1));
    expect(await reminded([id])).toEqual([id]);
    await moveTo(addDays(shopToday(), 2));
    expect(await reminded([id])).toEqual([]);
  });

  it('gives the claim back when the gateway refuses, so the next run sends it', async () => {
    const { tomorrow, now } = nextDay();
    const people = await members(3);
    const ids = await Promise.all(people.map((p, i) => book(p.id, `${tomorrow}T1${i}:00`, i)));
    const down = recorder(() => true);
    expect(await sendReminders({ db: db(), sms: down.provider }, now)).toEqual({ sent: 0, failed: 3 });
    expect(await reminded(ids)).toEqual([]);
    // Back up after the first message: the rest wait for the next run.
    let calls = 0;
    const flaky = recorder(() => ++calls > 1);
    expect(await sendReminders({ db: db(), sms: flaky.provider }, now)).toEqual({ sent: 1, failed: 2 });
    expect(await reminded(ids)).toHaveLength(1);
    const up = recorder();
    expect(await sendReminders({ db: db(), sms: up.provider }, now)).toEqual({ sent: 2, failed: 0 });
    expect([...flaky.sent, ...up.sent].map((m) => m.mobile).sort()).toEqual(
      people.map((p) => p.mobile).sort(),
    );
  });

  it("runs as the app's job booking.send-reminders, through the app's SMS provider", async () => {
    const { tomorrow, now } = nextDay();
    const [m] = await members(1);
    await book(m!.id, `${tomorrow}T12:00`);
    expect(t.app.jobs.names()).toContain('booking.send-reminders');
    const ran = await t.app.jobs.runDue({ now, force: true });
    expect(ran['booking.send-reminders']).toEqual({ sent: 1 });
    const [outbox] = await selectRows<{ body: string }>(
      db(),
      sql`select body from sms_outbox where mobile = ${m!.mobile}`,
    );
    expect(outbox!.body).toContain('reminder of your appointment tomorrow');
  });

  itConcurrently('sends one text per appointment when two runs race over several batches', async () => {
    const { tomorrow, now } = nextDay();
    const people = await members(150);
    // Spread over the stylists and the day, each member once.
    for (const [i, p] of people.entries()) {
      const hour = 8 + Math.floor(i / stylists.length);
      await book(p.id, `${tomorrow}T${String(hour).padStart(2, '0')}:00`, i);
    }
    const one = recorder(() => false, 2);
    const two = recorder(() => false, 2);
    const results = await Promise.all([
      sendReminders({ db: db(), sms: one.provider }, now),
      sendReminders({ db: db(), sms: two.provider }, now),
    ]);
    const mobiles = [...one.sent, ...two.sent].map((m) => m.mobile);
    expect(mobiles).toHaveLength(150);
    expect(new Set(mobiles).size).toBe(150);
    expect(results[0]!.sent + results[1]!.sent).toBe(150);
    // Both did a share of the work.
    expect(one.sent.length).toBeGreaterThan(0);
    expect(two.sent.length).toBeGreaterThan(0);
    // And each member has one reminder notification, made with the claim.
    const [notified] = await selectRows<{ members: number; notifications: number }>(
      db(),
      sql`select count(distinct user_id)::int as members, count(*)::int as notifications from notifications
        where kind = 'appointment_reminder' and user_id = any(${`{${people.map((p) => p.id).join(',')}}`}::int[])`,
    );
    expect(notified).toEqual({ members: 150, notifications: 150 });
  });
});
