import { addDays, freeStartTimes, type MinuteSpan, shopToday } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../db/client';
import { stylists } from '../db/schema';
import { shopClockText, shopDate, shopDayStart } from '../db/shop-clock';
import { bookingSettings } from '../reference';
import { insertBatched, reserveIds } from './batch';
import { seedBenchBuyers } from './bench-buyers';
import { type BookedService, insertBookings, insertSchedule, type Planned } from './booking';
import {
  type DayHours,
  fillDay,
  planTeam,
  type ScheduledStylist,
  shopClock,
  stylistMenus,
  takenOn,
  workingDay,
} from './booking-plan';
import { createRandom, type Random } from './random';
import { runAsScript } from './script';
import { TITLES } from './stores';

/*
 * Bench only (bench/run.mjs, the appointment scenarios), on a demo shop: every store grown to
 * `perStore` stylists (with weeks and services as the demo seed gives them), the next `days` days booked to
 * `fill` of the stylists' working time by members of their own, then a plan for bookappointment: free times
 * of those days (none overlapping another of the plan), each for a member of `members` who may still book
 * (at most 3 ahead, one a day), and every tenth one asked for twice by two members at once, so the run
 * races for times as real members would. Prints one JSON line. Never part of the demo seed.
 *
 *   bench-booking.ts <stylists per store> <days> <fill 0..1> <booking members>
 *     → {"checkslot": {"token", "targets"}, "tokens", "plan", "fill", "booked", "stylists"}
 */

const FILL_MEMBERS = 400;
const PLAN_PER_MEMBER = 3;
const RACED_EVERY = 10;

/** New stylists for each store up to `perStore`, with the store's first stylist's portrait, weeks and services. */
async function growTeams(tx: Tx, random: Random, perStore: number): Promise<void> {
  const stores = await selectRows<{ id: number; opening_hours_en: string; image: string; team: number }>(
    tx as unknown as Db,
    sql`select s.id, s.opening_hours_en, (select st.image from stylists st where st.store_id = s.id order by st.id
          limit 1) as image, (select count(*)::int from stylists st where st.store_id = s.id and st.is_active) as team
      from stores s order by s.id`,
  );
  const menu = await selectRows<{ store_id: number; id: number; name_en: string }>(
    tx as unknown as Db,
    sql`select ss.store_id, s.id, s.name_en from store_services ss join services s on s.id = ss.service_id
      order by s.position, s.id`,
  );
  for (const store of stores) {
    const count = perStore - store.team;
    if (count <= 0) continue;
    const ids = await reserveIds(tx, 'stylists', count);
    const titles = ids.map((_, i) => (i % 3 === 0 ? TITLES.senior : TITLES.stylist));
    await insertBatched(
      tx,
      stylists,
      ids.map((id, i) => ({
        id,
        storeId: store.id,
        name: `Bench Stylist ${id}`,
        titleEn: titles[i]!.titleEn,
        titleZh: titles[i]!.titleZh,
        image: store.image ?? '',
      })),
    );
    await insertSchedule(
      tx,
      planTeam(
        random,
        { id: store.id, openingHoursEn: store.opening_hours_en },
        ids.map((id, i) => ({ id, title: titles[i]!.titleEn })),
        menu.filter((m) => m.store_id === store.id).map((m) => ({ id: m.id, nameEn: m.name_en })),
      ),
    );
  }
}

/** Every active stylist's week, leave and services as the database holds them. */
async function loadSchedules(db: Db): Promise<ScheduledStylist[]> {
  const team = await selectRows<{ id: number; store_id: number }>(
    db,
    sql`select id, store_id from stylists where is_active order by id`,
  );
  const hours = await selectRows<{
    stylist_id: number;
    weekday: number;
    start_minute: number;
    end_minute: number;
  }>(db, sql`select stylist_id, weekday, start_minute, end_minute from stylist_hours`);
  const breaks = await selectRows<{ stylist_id: number; weekday: number; start: number; end: number }>(
    db,
    sql`select stylist_id, weekday, start_minute as start, end_minute as "end" from stylist_breaks`,
  );
  const leave = await selectRows<{ stylist_id: number; first_day: string; last_day: string; reason: string }>(
    db,
    sql`select stylist_id, first_day::text, last_day::text, reason from stylist_leave`,
  );
  const services = await selectRows<{ stylist_id: number; service_id: number }>(
    db,
    sql`select stylist_id, service_id from stylist_services order by stylist_id, service_id`,
  );
  return team.map((st) => {
    const week = new Map<number, DayHours>();
    for (const h of hours.filter((h) => h.stylist_id === st.id)) {
      const own = breaks.filter((b) => b.stylist_id === st.id && b.weekday === h.weekday);
      week.set(h.weekday, {
        start: h.start_minute,
        end: h.end_minute,
        breaks: own.map((b) => ({ start: b.start, end: b.end })),
      });
    }
    return {
      id: st.id,
      storeId: st.store_id,
      week,
      leave: leave
        .filter((l) => l.stylist_id === st.id)
        .map((l) => ({ firstDay: l.first_day, lastDay: l.last_day, reason: l.reason })),
      serviceIds: services.filter((s) => s.stylist_id === st.id).map((s) => s.service_id),
    };
  });
}

/** The time already held on the days first..last, per stylist and shop date (minutes, buffer included). */
async function takenSpans(db: Db, first: string, last: string): Promise<Map<string, MinuteSpan[]>> {
  const dayStart = shopDayStart(shopDate(sql`starts_at`));
  const rows = await selectRows<{ stylist_id: number; date: string; start: number; end: number }>(
    db,
    sql`select stylist_id, ${shopClockText(sql`starts_at`, 'YYYY-MM-DD')} as date,
        (extract(epoch from starts_at - ${dayStart}) / 60)::int as start,
        least(1440, (extract(epoch from blocked_until - ${dayStart}) / 60)::int) as "end"
      from bookings where status in ('booked', 'completed')
        and starts_at >= ${shopDayStart(sql`${first}::date`)}
        and starts_at < ${shopDayStart(sql`${last}::date + 1`)}`,
  );
  const taken = new Map<string, MinuteSpan[]>();
  for (const r of rows) {
    const key = `${r.stylist_id} ${r.date}`;
    taken.set(key, [...(taken.get(key) ?? []), { start: r.start, end: r.end }]);
  }
  return taken;
}

runAsScript(import.meta.url, async (database) => {
  const [perStore, days, fill, members] = process.argv.slice(2).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  if (!(perStore >= 1 && days >= 1 && fill > 0 && fill < 1 && members >= 1))
    throw new Error('usage: bench-booking.ts <stylists per store> <days> <fill 0..1> <booking members>');
  const { db } = database;
  const random = createRandom('bench-booking');
  const prefix = Date.now().toString(36);
  const settings = await bookingSettings(db);
  await db.transaction((tx) => growTeams(tx, random, perStore));

  const scheduled = await loadSchedules(db);
  const serviceRows = await selectRows<BookedService>(
    db,
    sql`select id, name_en, name_zh, duration_minutes, price_cents from services`,
  );
  const services = new Map(serviceRows.map((s) => [s.id, s]));
  const menus = stylistMenus(scheduled, services);
  const today = shopToday();
  const dates = Array.from({ length: days }, (_, i) => addDays(today, i + 1));
  const taken = await takenSpans(db, dates[0]!, dates.at(-1)!);
  const spans = (st: ScheduledStylist, date: string) => takenOn(taken, st.id, date);

  // The days booked to `fill` by members of their own, one appointment a day each.
  const fillers = await seedBenchBuyers(db, FILL_MEMBERS, `${prefix}f`);
  const filled: Planned[] = [];
  let working = 0;
  for (const date of dates) {
    const free = random.shuffle(fillers.ids);
    for (const st of scheduled) {
      const day = workingDay(st, date);
      if (!day) continue;
      working += day.end - day.start - day.breaks.reduce((n, b) => n + b.end - b.start, 0);
      const common = { random, day, menu: menus.get(st.id) ?? [], stepMinutes: settings.slotMinutes };
      for (const p of fillDay({
        ...common,
        taken: spans(st, date),
        fill,
        bufferMinutes: settings.bufferMinutes,
      })) {
        const userId = free.pop();
        if (userId === undefined) break;
        filled.push({
          userId,
          stylist: st,
          date,
          start: p.start,
          visit: p.visit,
          status: 'booked',
          voucherId: null,
        });
      }
    }
  }
  await db.transaction((tx) =>
    insertBookings(
      tx,
      {
        random,
        instant: shopClock(),
        nowMs: Date.now(),
        bufferMinutes: settings.bufferMinutes,
        planned: filled,
      },
      services,
    ),
  );
  const booked = [...taken.values()].flat().reduce((n, s) => n + s.end - s.start, 0);

  // The bookappointment plan: free times left, each a member's (3 ahead at most, one a day).
  const bookers = await seedBenchBuyers(db, members, `${prefix}b`);
  const load = bookers.ids.map(() => ({ count: 0, days: new Set<string>() }));
  const plan: {
    m: number;
    store_id: number;
    stylist_id: number;
    date: string;
    time: string;
    service_ids: number[];
  }[] = [];
  let next = 0;
  const member = (date: string) => {
    for (let k = 0; k < load.length; k++) {
      const i = (next + k) % load.length;
      const l = load[i]!;
      if (l.count < PLAN_PER_MEMBER && !l.days.has(date)) {
        next = i + 1;
        l.count++;
        l.days.add(date);
        return i;
      }
    }
    return null;
  };
  const wanted = members * PLAN_PER_MEMBER;
  for (const date of dates) {
    for (const st of random.shuffle(scheduled)) {
      const day = workingDay(st, date);
      const short = (menus.get(st.id) ?? []).map((m) => m.item).filter((v) => v.serviceIds.length === 1);
      if (!day || short.length === 0) continue;
      const visit = short.reduce((a, b) => (b.minutes < a.minutes ? b : a));
      const own = spans(st, date);
      const times = freeStartTimes({
        day,
        taken: own,
        durationMinutes: visit.minutes,
        stepMinutes: settings.slotMinutes,
        bufferMinutes: settings.bufferMinutes,
      });
      for (const start of times) {
        if (plan.length >= wanted) break;
        if (own.some((t) => t.start < start + visit.minutes + settings.bufferMinutes && start < t.end))
          continue;
        const raced = plan.length % RACED_EVERY === RACED_EVERY - 1;
        const who = [member(date), ...(raced ? [member(date)] : [])];
        if (who.some((m) => m === null)) break;
        own.push({ start, end: start + visit.minutes + settings.bufferMinutes });
        const hh = String(Math.floor(start / 60)).padStart(2, '0');
        const mm = String(start % 60).padStart(2, '0');
        for (const m of who)
          plan.push({
            m: m!,
            store_id: st.storeId,
            stylist_id: st.id,
            date,
            time: `${hh}:${mm}`,
            service_ids: visit.serviceIds,
          });
      }
    }
  }

  const targets = dates.flatMap((date) =>
    scheduled.map((st) => ({ store_id: st.storeId, stylist_id: st.id, date })),
  );
  console.log(
    JSON.stringify({
      checkslot: { token: fillers.tokens[0], targets },
      tokens: bookers.tokens,
      plan,
      stylists: scheduled.length,
      booked: filled.length,
      fill: Math.round((booked / Math.max(1, working)) * 1000) / 1000,
    }),
  );
});
