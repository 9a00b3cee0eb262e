import {
  freeStartTimes,
  isoWeekday,
  minutesToTime,
  opsBookingSchema,
  opsLeaveSchema,
  opsStoreDaySchema,
  opsWorkingDaySchema,
  shopToday,
} from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../db/client';
import { testAppPerFile } from '../test/app';
import { startsIn } from '../test/booking';
import { logIn } from '../test/members';

/*
 * The operator's appointment commands on the demo shop, whose seed gives every stylist a week and books the
 * coming two weeks (seed/booking.ts): a store's day, hours and leave that refuse to strand booked
 * appointments unless forced, and the moves of one appointment (complete, no-show, cancel, walk-in).
 */

const file = testAppPerFile();
const { ops, db } = file;

type Booked = {
  id: number;
  store_id: number;
  stylist_id: number;
  date: string;
  weekday: number;
  start_minute: number;
  end_minute: number;
};

/**
 * Booked appointments of the seed, soonest first from `after` hours on, each of a different stylist so a test
 * that changes one's schedule leaves the others' alone.
 */
async function booked(after = 48): Promise<Booked[]> {
  return selectRows<Booked>(
    db(),
    sql`select distinct on (b.stylist_id) b.id, b.store_id, b.stylist_id,
        to_char(b.starts_at at time zone 'Asia/Singapore', 'YYYY-MM-DD') as date,
        extract(isodow from b.starts_at at time zone 'Asia/Singapore')::int as weekday,
        (extract(hour from b.starts_at at time zone 'Asia/Singapore') * 60
          + extract(minute from b.starts_at at time zone 'Asia/Singapore'))::int as start_minute,
        (extract(hour from b.ends_at at time zone 'Asia/Singapore') * 60
          + extract(minute from b.ends_at at time zone 'Asia/Singapore'))::int as end_minute
      from bookings b where b.status = 'booked' and b.starts_at > now() + make_interval(hours => ${after})
      order by b.stylist_id, b.starts_at`,
  );
}

async function workingDay(stylistId: number, weekday: number) {
  const [hours] = await selectRows<{ start_minute: number; end_minute: number }>(
    db(),
    sql`select start_minute, end_minute from stylist_hours where stylist_id = ${stylistId} and weekday = ${weekday}`,
  );
  const breaks = await selectRows<{ start: number; end: number }>(
    db(),
    sql`select start_minute as start, end_minute as "end" from stylist_breaks
      where stylist_id = ${stylistId} and weekday = ${weekday} order by start_minute`,
  );
  return { hours: hours ?? null, breaks };
}

const range = (start: number, end: number) => `${minutesToTime(start)}-${minutesToTime(end)}`;

describe('operator: appointment commands', () => {
  it('lists the appointment commands beside the others, and needs the token', async () => {
    const names = (await ops('GET', '/commands')).json().data.map((c: { name: string }) => c.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'ship',
        'points',
        'day',
        'complete-booking',
        'no-show',
        'cancel-booking',
        'walk-in',
        'hours',
        'leave',
      ]),
    );
    expect((await ops('GET', '/stores/1/day', undefined, null)).statusCode).toBe(401);
    expect((await ops('POST', '/stylists/1/leave', { first_day: '2099-01-01' }, null)).statusCode).toBe(401);
  });
});

describe("operator: a store's day", () => {
  it("shows each stylist's hours and breaks and every appointment with the member's name and mobile", async () => {
    const [b] = await booked();
    const res = await ops('GET', `/stores/${b!.store_id}/day?date=${b!.date}`);
    expect(res.statusCode, res.body).toBe(200);
    const day = opsStoreDaySchema.parse(res.json().data);
    expect(day).toMatchObject({ store: { id: b!.store_id }, date: b!.date, weekday: isoWeekday(b!.date) });
    const stylist = day.stylists.find((s) => s.id === b!.stylist_id)!;
    expect(stylist.hours).toMatch(/^\d{2}:\d{2}-\d{2}:\d{2}$/);
    const shown = stylist.bookings.find((x) => x.id === b!.id)!;
    expect(shown).toMatchObject({ status: 'booked', time: minutesToTime(b!.start_minute), date: b!.date });
    expect(shown.member_mobile).toMatch(/^\+65 \d{8}$/);
    expect(shown.member_name.length).toBeGreaterThan(0);
    expect(shown.services.length).toBeGreaterThan(0);
    // In time order, and only that store's.
    for (const st of day.stylists) {
      const times = st.bookings.map((x) => x.time);
      expect(times).toEqual([...times].sort());
      for (const x of st.bookings) expect(x.store_id).toBe(b!.store_id);
    }
  });

  it('shows a stylist on leave as not working, with the reason', async () => {
    const [leave] = await selectRows<{
      stylist_id: number;
      store_id: number;
      first_day: string;
      reason: string;
    }>(
      db(),
      sql`select v.stylist_id, st.store_id, v.first_day::text, v.reason from stylist_leave v
        join stylists st on st.id = v.stylist_id where v.first_day > current_date order by v.id limit 1`,
    );
    const day = (await ops('GET', `/stores/${leave!.store_id}/day?date=${leave!.first_day}`)).json().data;
    expect(day.stylists.find((s: { id: number }) => s.id === leave!.stylist_id)).toMatchObject({
      hours: null,
      breaks: [],
      leave: leave!.reason,
      bookings: [],
    });
  });

  it("is today's day by default; 404 for an unknown store, 400 for a date that is none", async () => {
    const res = await ops('GET', '/stores/1/day');
    expect(res.json().data.date).toBe(shopToday());
    expect((await ops('GET', '/stores/999999/day')).statusCode).toBe(404);
    expect((await ops('GET', '/stores/1/day?date=2026-02-30')).statusCode).toBe(400);
  });
});

describe("operator: a stylist's hours", () => {
  it('refuses hours that would strand a booked appointment, listing it; with force, sets them and lists it', async () => {
    const [b] = await booked();
    const before = await workingDay(b!.stylist_id, b!.weekday);
    const url = `/stylists/${b!.stylist_id}/hours`;
    const weekday = b!.weekday;
    // Closing before the appointment ends. The seed books from the hour the test runs at, so the appointment
    // may start at opening time and last 30 minutes: closing 15 minutes before its end is inside the day
    // whenever it starts (closing 30 minutes before asked for empty hours, a 400, at 20:50 shop time).
    const closing = b!.end_minute - 15;
    expect(closing).toBeGreaterThan(Math.max(before.hours!.start_minute, b!.start_minute));
    const shorter = { weekday, hours: range(before.hours!.start_minute, closing) };
    const refused = await ops('POST', url, shorter);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message_key).toBe('booking_schedule_conflict');
    expect(refused.json().error_message).toContain(`#${b!.id} ${b!.date} ${minutesToTime(b!.start_minute)}`);
    expect(await workingDay(b!.stylist_id, b!.weekday)).toEqual(before);

    const off = await ops('POST', url, { weekday, hours: 'off' });
    expect(off.statusCode).toBe(409);

    const forced = await ops('POST', url, { weekday, hours: 'off', force: true });
    expect(forced.statusCode, forced.body).toBe(200);
    const answer = opsWorkingDaySchema.parse(forced.json().data);
    expect(answer).toMatchObject({ hours: null, breaks: [] });
    expect(answer.stranded.map((s) => s.id)).toContain(b!.id);
    expect(answer.stranded.every((s) => s.status === 'booked')).toBe(true);
    expect(await workingDay(b!.stylist_id, b!.weekday)).toEqual({ hours: null, breaks: [] });

    // The day as it was: nothing stranded any more.
    const back = await ops('POST', url, {
      weekday,
      hours: range(before.hours!.start_minute, before.hours!.end_minute),
      break: range(before.breaks[0]!.start, before.breaks[0]!.end),
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.stranded).toEqual([]);
    expect(await workingDay(b!.stylist_id, b!.weekday)).toEqual(before);
  });

  it('replaces, removes or keeps the breaks; a break over an appointment is refused too', async () => {
    const [, b] = await booked();
    const before = await workingDay(b!.stylist_id, b!.weekday);
    const url = `/stylists/${b!.stylist_id}/hours`;
    const weekday = b!.weekday;
    const hours = range(before.hours!.start_minute, before.hours!.end_minute);

    const over = await ops('POST', url, {
      weekday,
      hours,
      break: range(b!.start_minute, b!.start_minute + 30),
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().error_message).toContain(`#${b!.id}`);

    const none = await ops('POST', url, { weekday, hours, break: 'none' });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data).toMatchObject({ hours, breaks: [], dropped_breaks: [], stranded: [] });

    const lunch = range(before.breaks[0]!.start, before.breaks[0]!.end);
    await ops('POST', url, { weekday, hours, break: lunch });
    // Left out, the break is kept while it fits and dropped once the hours no longer hold it.
    const kept = await ops('POST', url, { weekday, hours });
    expect(kept.json().data).toMatchObject({ breaks: [lunch], dropped_breaks: [] });
    expect(await workingDay(b!.stylist_id, b!.weekday)).toEqual(before);
  });

  it('refuses what is no schedule: a break outside the hours, times out of order, a weekday 8, a stranger', async () => {
    const [b] = await booked();
    const url = `/stylists/${b!.stylist_id}/hours`;
    const weekday = b!.weekday;
    for (const body of [
      { weekday, hours: '10:00-19:00', break: '19:00-19:30' },
      { weekday, hours: '19:00-10:00' },
      { weekday, hours: '10:00' },
      { weekday, hours: 'off', break: '12:00-13:00' },
      { weekday: 8, hours: 'off' },
      { hours: 'off' },
    ])
      expect((await ops('POST', url, body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await ops('POST', '/stylists/999999/hours', { weekday: 1, hours: 'off' })).statusCode).toBe(404);
  });
});

describe("operator: a stylist's leave", () => {
  it('refuses leave over a booked appointment, listing it; with force, records it and lists it', async () => {
    const [, , b] = await booked();
    const url = `/stylists/${b!.stylist_id}/leave`;
    const count = async () =>
      (
        await selectRows<{ n: number }>(
          db(),
          sql`select count(*)::int as n from stylist_leave where stylist_id = ${b!.stylist_id}`,
        )
      )[0]!.n;
    const leaves = await count();
    const refused = await ops('POST', url, { first_day: b!.date, reason: 'Family matters' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_message).toContain(`#${b!.id}`);
    expect(await count()).toBe(leaves);

    const forced = await ops('POST', url, { first_day: b!.date, reason: 'Family matters', force: true });
    expect(forced.statusCode, forced.body).toBe(200);
    const answer = opsLeaveSchema.parse(forced.json().data);
    expect(answer).toMatchObject({ first_day: b!.date, last_day: b!.date, reason: 'Family matters' });
    expect(answer.stranded.map((s) => s.id)).toContain(b!.id);
    expect(await count()).toBe(leaves + 1);
    const day = (await ops('GET', `/stores/${b!.store_id}/day?date=${b!.date}`)).json().data;
    expect(day.stylists.find((s: { id: number }) => s.id === b!.stylist_id)).toMatchObject({
      hours: null,
      leave: 'Family matters',
    });
  });

  it('records leave on days without appointments at once; refuses days out of order, past or unknown stylists', async () => {
    const [b] = await booked();
    const url = `/stylists/${b!.stylist_id}/leave`;
    const far = await selectRows<{ first: string; last: string }>(
      db(),
      sql`select (current_date + 60)::text as first, (current_date + 64)::text as last`,
    );
    const ok = await ops('POST', url, { first_day: far[0]!.first, last_day: far[0]!.last });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ reason: '', stranded: [] });
    expect((await ops('POST', url, { first_day: far[0]!.last, last_day: far[0]!.first })).statusCode).toBe(
      400,
    );
    expect((await ops('POST', url, { first_day: '2020-01-01', last_day: '2020-01-03' })).statusCode).toBe(
      400,
    );
    expect((await ops('POST', url, { first_day: '2026-13-01' })).statusCode).toBe(400);
    expect((await ops('POST', '/stylists/999999/leave', { first_day: far[0]!.first })).statusCode).toBe(404);
  });
  it('audits hours and leave: one row per change made, none for a refused one', async () => {
    const [b] = await booked();
    const stylist = b!.stylist_id;
    const auditOf = (action: string) =>
      selectRows<{ record_id: string; before: unknown; after: unknown; reason: string | null }>(
        db(),
        sql`select record_id, before, after, reason from audit_log where action = ${action}
          and (record_type = 'stylists' and record_id = ${String(stylist)}
            or record_type = 'stylist_leave' and (after ->> 'stylist_id')::int = ${stylist})
          order by id`,
      );
    const hoursBefore = await auditOf('stylist.set_working_day');
    const before = await workingDay(stylist, b!.weekday);
    const hours = range(before.hours!.start_minute, before.hours!.end_minute);
    expect(
      (await ops('POST', `/stylists/${stylist}/hours`, { weekday: b!.weekday, hours: 'off' })).statusCode,
    ).toBe(409);
    const set = await ops('POST', `/stylists/${stylist}/hours`, {
      weekday: b!.weekday,
      hours,
      break: 'none',
    });
    expect(set.statusCode, set.body).toBe(200);
    const rows = (await auditOf('stylist.set_working_day')).slice(hoursBefore.length);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.after).toEqual({ breaks: [] });
    const far = await selectRows<{ first: string }>(db(), sql`select (current_date + 90)::text as first`);
    const leave = await ops('POST', `/stylists/${stylist}/leave`, {
      first_day: far[0]!.first,
      reason: 'Course',
    });
    expect(leave.statusCode, leave.body).toBe(200);
    expect((await auditOf('stylist.add_leave')).filter((r) => r.reason === 'Course')).toEqual([
      expect.objectContaining({
        record_id: String(leave.json().data.id),
        before: null,
        after: { stylist_id: stylist, first_day: far[0]!.first, last_day: far[0]!.first, stranded: 0 },
        reason: 'Course',
      }),
    ]);
  });
});

/**
 * Moves an appointment a year back (a minute apart per id, so none overlap): a visit is recorded, or a member
 * marked absent, only once the appointment has started.
 */
const inThePast = (id: number) => startsIn(db(), id, { hours: -24 * 365, minutes: -id * 240 });

// The moves below go through the booking lifecycle (`move` with BOOKING_LIFECYCLE of booking/lifecycle.ts, and
// recordWalkIn of booking/service.ts).
describe('operator: moving one appointment', () => {
  it('completes a booked appointment with its visit and POS transaction number, once', async () => {
    const [b] = await booked(0);
    const early = await ops('POST', `/bookings/${b!.id}/complete`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message_key).toBe('booking_not_started');
    await inThePast(b!.id);
    const res = await ops('POST', `/bookings/${b!.id}/complete`);
    expect(res.statusCode, res.body).toBe(200);
    const done = opsBookingSchema.parse(res.json().data);
    expect(done).toMatchObject({ id: b!.id, status: 'completed' });
    expect(done.pos_transaction_id).toEqual(expect.any(String));
    const [visit] = await selectRows<{ pos: string }>(
      db(),
      sql`select pos_transaction_id as pos from salon_visits where booking_id = ${b!.id}`,
    );
    expect(visit!.pos).toBe(done.pos_transaction_id);
    const again = await ops('POST', `/bookings/${b!.id}/complete`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message_key).toBe('booking_not_changeable');
    expect((await ops('POST', '/bookings/999999/complete')).statusCode).toBe(404);
  });

  it("marks a no-show, and cancels on the member's behalf inside the member's change window", async () => {
    const [, a, c] = await booked(0);
    await inThePast(a!.id);
    const missed = await ops('POST', `/bookings/${a!.id}/no-show`);
    expect(missed.statusCode, missed.body).toBe(200);
    expect(missed.json().data.status).toBe('no_show');

    // The soonest booked appointment starts within a day: a member could no longer cancel it.
    const [soon] = await selectRows<{ id: number }>(
      db(),
      sql`select id from bookings where status = 'booked' and starts_at > now() and id <> ${c!.id}
        order by starts_at limit 1`,
    );
    const cancelled = await ops('POST', `/bookings/${soon!.id}/cancel`, { reason: 'Member called: unwell' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    const [row] = await selectRows<{ reason: string; by: string }>(
      db(),
      sql`select cancel_reason as reason, cancelled_by as by from bookings where id = ${soon!.id}`,
    );
    expect(row).toEqual({ reason: 'Member called: unwell', by: 'operator' });
    // The member hears of it as when they cancel themselves.
    const texts = await selectRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from sms_outbox o join users u on u.mobile = o.mobile
        join bookings b on b.user_id = u.id where b.id = ${soon!.id}`,
    );
    expect(texts[0]!.n).toBe(1);
    expect((await ops('POST', `/bookings/${soon!.id}/cancel`)).statusCode).toBe(409);
  });

  it('records a walk-in by mobile or member id at a free time, completed with its visit', async () => {
    const member = await logIn(file.t);
    const [{ mobile }] = (await selectRows<{ mobile: string }>(
      db(),
      sql`select mobile from users where id = ${member.userId}`,
    )) as [{ mobile: string }];
    const today = shopToday();
    const weekday = isoWeekday(today);
    // A stylist working today, and their free times for their shortest service.
    const [st] = await selectRows<{ id: number; store_id: number; service_id: number; minutes: number }>(
      db(),
      sql`select st.id, st.store_id, s.id as service_id, s.duration_minutes as minutes
        from stylists st join stylist_hours h on h.stylist_id = st.id and h.weekday = ${weekday}
        join stylist_services x on x.stylist_id = st.id join services s on s.id = x.service_id
        where not exists (select 1 from stylist_leave v where v.stylist_id = st.id
          and ${today}::date between v.first_day and v.last_day)
        order by s.duration_minutes, st.id limit 1`,
    );
    const { hours, breaks } = await workingDay(st!.id, weekday);
    const taken = await selectRows<{ start: number; end: number }>(
      db(),
      sql`select (extract(epoch from starts_at - ((${today}::date)::timestamp at time zone 'Asia/Singapore')) / 60)::int
          as start, (extract(epoch from blocked_until - ((${today}::date)::timestamp at time zone 'Asia/Singapore')) / 60)::int
          as "end"
        from bookings where stylist_id = ${st!.id} and status in ('booked', 'completed')
          and starts_at >= (${today}::date)::timestamp at time zone 'Asia/Singapore'
          and starts_at < (${today}::date + 1)::timestamp at time zone 'Asia/Singapore'`,
    );
    const times = freeStartTimes({
      day: { start: hours!.start_minute, end: hours!.end_minute, breaks },
      taken,
      durationMinutes: st!.minutes,
      stepMinutes: 30,
      bufferMinutes: 0,
    });
    expect(times.length).toBeGreaterThanOrEqual(2);
    const walkIn = (who: object, time: number) =>
      ops('POST', '/bookings/walk-in', {
        ...who,
        store_id: st!.store_id,
        stylist_id: st!.id,
        date: today,
        time: minutesToTime(time),
        service_ids: [st!.service_id],
      });
    const first = await walkIn({ mobile }, times[0]!);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      status: 'completed',
      source: 'operator',
      member_id: member.userId,
      time: minutesToTime(times[0]!),
    });
    expect(first.json().data.pos_transaction_id).toEqual(expect.any(String));
    const second = await walkIn({ user_id: member.userId }, times.at(-1)!);
    expect(second.statusCode, second.body).toBe(200);

    expect((await walkIn({ mobile: '70000000' }, times[1]!)).statusCode).toBe(404);
    expect((await walkIn({}, times[1]!)).statusCode).toBe(400);
    expect((await walkIn({ mobile, user_id: member.userId }, times[1]!)).statusCode).toBe(400);
    // Each walk-in recorded is one audit row, created as it arrived (no state before).
    const audited = await selectRows<{ action: string; before: unknown; after: { status: string } }>(
      db(),
      sql`select action, before, after from audit_log where record_type = 'bookings'
        and record_id = ${String(first.json().data.id)}`,
    );
    expect(audited).toEqual([
      { action: 'booking.complete', before: null, after: expect.objectContaining({ status: 'completed' }) },
    ]);
  });
});
