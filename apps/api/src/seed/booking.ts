import {
  addDays,
  type BookingSource,
  type BookingStatus,
  freeStartTimes,
  isoWeekday,
  type MinuteSpan,
  shopToday,
} from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../db/client';
import {
  type bookingServices,
  type bookings,
  type storeVisits,
  stylistBreaks,
  stylistHours,
  stylistLeave,
  stylistServices,
} from '../db/schema';
import { bookingSettings } from '../reference';
import { insertBatched, insertRecords, reserveIds } from './batch';
import {
  fillDay,
  type Leave,
  type MenuItem,
  planTeam,
  type ScheduledStylist,
  serviceCodeOf,
  shopClock,
  stylistMenus,
  takenOn,
  type Visit,
  workingDay,
} from './booking-plan';
import { DEMO_ACCOUNTS, DEMO_MEMBER } from './people';
import { createRandom, type Random } from './random';
import { insertDemoMembers, storeClients } from './store-clients';

/*
 * The salons' demo schedule and appointments: every Singapore stylist's week (hours inside the store's
 * opening hours, a day or two off, lunch), some dated leave, the services each does, and a month of past
 * appointments (completed with their visits, a few cancelled or missed) and two weeks of booked ones, for the
 * demo accounts and the salons' regular clients (store-clients.ts). The SG demo member, Tan Mei Ling, has
 * visits to review and one appointment ahead. Every time comes from `freeStartTimes`, as the API's would, and
 * the rows carry what the API records (the services' names, durations and prices at booking, the total, the
 * buffer). Runs once: on a fresh shop, and on a shop seeded before appointments existed; nothing when any
 * stylist already has hours.
 */

const PAST_DAYS = 30;
const AHEAD_DAYS = 14;
const CLIENT_COUNT = 300;
/** Most clients hold one appointment ahead, some two; below the shop's limit so each could book another. */
const CLIENT_UPCOMING = 2;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const MEI_LING = DEMO_MEMBER.referralCode;

/**
 * Tan Mei Ling's appointments (days from the seed's today, preferred start): four visits to review at four
 * stores (the first paid with her used treatment voucher), one she cancelled, and one ahead, well beyond the
 * change window so the demo can edit or cancel it.
 */
const MEI_LING_VISITS: readonly {
  day: number;
  stylist: string;
  services: readonly string[];
  at: number;
  status: 'completed' | 'cancelled' | 'booked';
  voucher?: boolean;
}[] = [
  { day: -30, stylist: 'Michelle Yeo', services: ['scalp'], at: 660, status: 'completed', voucher: true },
  { day: -23, stylist: 'Aisyah Rahman', services: ['roots', 'blow-dry'], at: 840, status: 'completed' },
  { day: -12, stylist: 'Jasmine Tan', services: ['women-cut'], at: 1140, status: 'completed' },
  { day: -9, stylist: 'Priya Nair', services: ['women-cut'], at: 750, status: 'cancelled' },
  { day: -4, stylist: 'Clara Ng', services: ['conditioning'], at: 720, status: 'completed' },
  { day: 6, stylist: 'Jasmine Tan', services: ['women-cut', 'conditioning'], at: 660, status: 'booked' },
];

const LEAVE_REASONS = {
  annual: 'Annual leave',
  medical: 'Medical appointment',
  training: 'Training course',
} as const;

const REMARKS = [
  'Please use fragrance-free products',
  'First visit, would like a consultation',
  'Sensitive scalp',
  'Same as last time, please',
  'Bringing my daughter along',
  '想要自然一点的颜色',
  '头发比较干，请多加护理',
];
const MEMBER_CANCEL_REASONS = ['Change of plans', 'Feeling unwell', 'Work came up', '临时有事'];
const SHOP_CANCEL_REASON = 'Stylist unavailable, rescheduling with the client';

const asDb = (tx: Tx) => tx as unknown as Db;

/** A service as a booking records it (booking_services keeps its name, duration and price of that day). */
export type BookedService = {
  id: number;
  name_en: string;
  name_zh: string;
  duration_minutes: number;
  price_cents: number;
};
type ServiceRow = BookedService & { store_id: number };
type StylistRow = { id: number; store_id: number; name: string; title_en: string };

/** Any stylist with hours means the schedule was seeded, or set by the operator since: leave it alone. */
async function hasSchedule(tx: Tx): Promise<boolean> {
  const [row] = await selectRows<{ found: boolean }>(
    asDb(tx),
    sql`select exists (select 1 from stylist_hours) as found`,
  );
  return row?.found ?? false;
}

async function readStores(tx: Tx) {
  const stores = await selectRows<{ id: number; opening_hours_en: string }>(
    asDb(tx),
    sql`select s.id, s.opening_hours_en from stores s join countries c on c.id = s.country_id
      where c.abbreviation = 'SG' order by s.position, s.id`,
  );
  const team = await selectRows<StylistRow>(
    asDb(tx),
    sql`select id, store_id, name, title_en from stylists where is_active order by id`,
  );
  const menu = await selectRows<ServiceRow>(
    asDb(tx),
    sql`select ss.store_id, s.id, s.name_en, s.name_zh, s.duration_minutes, s.price_cents
      from store_services ss join services s on s.id = ss.service_id order by s.position, s.id`,
  );
  return { stores, team, menu };
}

type Stores = Awaited<ReturnType<typeof readStores>>;

/** Weeks and services per store, then leave for a few stylists: ahead (annual, medical, training) and past. */
function planSchedule(random: Random, shop: Stores, today: string): ScheduledStylist[] {
  const scheduled: ScheduledStylist[] = [];
  for (const store of shop.stores) {
    const team = shop.team.filter((t) => t.store_id === store.id);
    if (team.length === 0) continue;
    scheduled.push(
      ...planTeam(
        random,
        { id: store.id, openingHoursEn: store.opening_hours_en },
        team.map((t) => ({ id: t.id, title: t.title_en })),
        shop.menu.filter((s) => s.store_id === store.id).map((s) => ({ id: s.id, nameEn: s.name_en })),
      ),
    );
  }
  const onLeave = random.shuffle(scheduled);
  const leave = (i: number, from: number, days: number, reason: string) => {
    const first = addDays(today, from);
    onLeave[i]?.leave.push({ firstDay: first, lastDay: addDays(first, days - 1), reason });
  };
  leave(0, random.int(4, 9), random.int(3, 5), LEAVE_REASONS.annual);
  leave(1, random.int(2, 12), 1, LEAVE_REASONS.medical);
  leave(2, random.int(9, 12), 2, LEAVE_REASONS.training);
  leave(3, -random.int(14, 20), 3, LEAVE_REASONS.annual);
  return scheduled;
}

/** The stylists' weeks, breaks, leave and services as planned. */
export async function insertSchedule(tx: Tx, scheduled: readonly ScheduledStylist[]): Promise<void> {
  const days = scheduled.flatMap((st) => [...st.week].map(([weekday, day]) => ({ st, weekday, day })));
  await insertBatched(
    tx,
    stylistHours,
    days.map(({ st, weekday, day }) => ({
      stylistId: st.id,
      weekday,
      startMinute: day.start,
      endMinute: day.end,
    })),
  );
  await insertBatched(
    tx,
    stylistBreaks,
    days.flatMap(({ st, weekday, day }) =>
      day.breaks.map((b) => ({ stylistId: st.id, weekday, startMinute: b.start, endMinute: b.end })),
    ),
  );
  await insertBatched(
    tx,
    stylistLeave,
    scheduled.flatMap((st) => st.leave.map((l: Leave) => ({ stylistId: st.id, ...l }))),
  );
  await insertBatched(
    tx,
    stylistServices,
    scheduled.flatMap((st) => st.serviceIds.map((serviceId) => ({ stylistId: st.id, serviceId }))),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Who books

type Booker = {
  id: number;
  /** The store they usually visit; null: any. */
  home: number | null;
  /** Appointments ahead they may hold. */
  cap: number;
  upcoming: number;
  /** Shop dates with an appointment: one visit a day keeps the member's times from ever overlapping. */
  days: Set<string>;
  /** 1 male, 2 female, null not given: a men's cut goes to a man, a women's cut to a woman. */
  gender: number | null;
};

/** The salons' clients as members (store-clients.ts) and their usual stores. */
async function insertClients(
  tx: Tx,
  random: Random,
  now: Date,
  storeIds: readonly number[],
): Promise<Booker[]> {
  const clients = storeClients(random, CLIENT_COUNT);
  const homes = clients.map(() => random.pick(storeIds));
  const byMobile = await insertDemoMembers(
    tx,
    clients.map((c) => ({ ...c, createdAt: new Date(now.getTime() - random.int(45, 900) * DAY) })),
  );
  return clients.flatMap((c, i) => {
    const id = byMobile.get(c.mobile);
    return id === undefined
      ? []
      : [
          {
            id,
            home: homes[i]!,
            cap: CLIENT_UPCOMING,
            upcoming: 0,
            days: new Set<string>(),
            gender: c.gender,
          },
        ];
  });
}

/** The Singapore demo accounts other than Mei Ling book now and then too, one appointment ahead at most. */
async function demoBookers(
  tx: Tx,
): Promise<{ others: Booker[]; meiLing: number | null; voucher: number | null }> {
  const codes = DEMO_ACCOUNTS.filter((a) => a.country === 'SG').map((a) => a.referralCode);
  const rows = await selectRows<{
    id: number;
    referral_code: string;
    gender: number | null;
    voucher: number | null;
  }>(
    asDb(tx),
    sql`select u.id, u.referral_code, u.gender,
        (select v.id from vouchers v where v.user_id = u.id and v.status = 'used' and v.service_id is not null
          order by v.id limit 1) as voucher
      from users u where u.referral_code in (${sql.join(
        codes.map((c) => sql`${c}`),
        sql`, `,
      )}) order by u.id`,
  );
  const meiLing = rows.find((r) => r.referral_code === MEI_LING);
  return {
    meiLing: meiLing?.id ?? null,
    voucher: meiLing?.voucher ?? null,
    others: rows
      .filter((r) => r !== meiLing)
      .map((r) => ({ id: r.id, home: null, cap: 1, upcoming: 0, days: new Set<string>(), gender: r.gender })),
  };
}

// ---------------------------------------------------------------------------------------------------------
// The appointments

export type Planned = {
  userId: number;
  stylist: ScheduledStylist;
  date: string;
  start: number;
  visit: Visit;
  status: BookingStatus;
  voucherId: number | null;
};

type Plan = {
  random: Random;
  instant: (date: string, minute: number) => number;
  nowMs: number;
  stepMinutes: number;
  bufferMinutes: number;
  taken: Map<string, MinuteSpan[]>;
  planned: Planned[];
};

/** What became of an appointment by the seed's clock: past ones mostly completed, a few cancelled or missed. */
function outcome(random: Random, startMs: number, endMs: number, nowMs: number): BookingStatus {
  if (endMs <= nowMs) {
    const roll = random.next();
    return roll < 0.06 ? 'cancelled' : roll < 0.1 ? 'no_show' : 'completed';
  }
  if (startMs <= nowMs) return 'booked';
  return random.chance(0.05) ? 'cancelled' : 'booked';
}

/** Mei Ling's appointments, on the planned day or the nearest one the stylist works with a free time. */
function placeMeiLing(
  plan: Plan,
  scheduled: readonly ScheduledStylist[],
  shop: Stores,
  userId: number,
  voucher: number | null,
  today: string,
) {
  const nameOf = new Map(shop.team.map((t) => [t.id, t.name]));
  const serviceOf = new Map(shop.menu.map((s) => [s.id, s]));
  for (const want of MEI_LING_VISITS) {
    const found = want.services.map((code) => shop.menu.find((s) => serviceCodeOf(s.name_en) === code)?.id);
    if (found.some((id) => id === undefined)) continue;
    const ids = found as number[];
    const does = (st: ScheduledStylist) => ids.every((id) => st.serviceIds.includes(id));
    const stylist =
      scheduled.find((st) => nameOf.get(st.id) === want.stylist && does(st)) ?? scheduled.find(does);
    if (!stylist) continue;
    const visit = {
      serviceIds: ids,
      minutes: ids.reduce((n, id) => n + serviceOf.get(id)!.duration_minutes, 0),
    };
    for (const shift of [0, 1, -1, 2, -2, 3, -3, 4]) {
      const offset = want.day + shift;
      // Past visits stay before today; the one ahead stays beyond the change window.
      if (want.status === 'booked' ? offset < 2 : offset > -1) continue;
      const date = addDays(today, offset);
      const day = workingDay(stylist, date);
      const taken = takenOn(plan.taken, stylist.id, date);
      const { stepMinutes, bufferMinutes } = plan;
      const times = freeStartTimes({
        day,
        taken,
        durationMinutes: visit.minutes,
        stepMinutes,
        bufferMinutes,
      });
      if (times.length === 0) continue;
      const start = times.reduce((best, t) => (Math.abs(t - want.at) < Math.abs(best - want.at) ? t : best));
      taken.push({ start, end: start + visit.minutes + bufferMinutes });
      plan.planned.push({
        userId,
        stylist,
        date,
        start,
        visit,
        status: want.status,
        voucherId: want.voucher ? voucher : null,
      });
      break;
    }
  }
}

/** How full a day gets: weekends busiest, quiet early in the week; ahead, the further the emptier. */
function fillFor(random: Random, offset: number, date: string): number {
  const weekday = isoWeekday(date);
  const base = weekday >= 6 ? 0.7 : weekday === 5 ? 0.55 : 0.42;
  const ahead = offset > 0 ? Math.max(0.2, 1 - 0.06 * offset) : 1;
  return Math.min(0.9, (base + (random.next() - 0.5) * 0.2) * ahead);
}

function fillDays(
  plan: Plan,
  scheduled: readonly ScheduledStylist[],
  menus: Map<number, MenuItem[]>,
  bookers: Booker[],
  today: string,
  /** The gender a visit is for (a men's or women's cut in it), or null. */
  genderFor: (visit: Visit) => number | null,
) {
  const { random } = plan;
  const byStore = new Map<number, Booker[]>();
  for (const b of bookers) if (b.home !== null) byStore.set(b.home, [...(byStore.get(b.home) ?? []), b]);
  for (let offset = -PAST_DAYS; offset <= AHEAD_DAYS; offset++) {
    const date = addDays(today, offset);
    for (const stylist of scheduled) {
      const day = workingDay(stylist, date);
      const placed = fillDay({
        random,
        day,
        taken: takenOn(plan.taken, stylist.id, date),
        menu: menus.get(stylist.id) ?? [],
        fill: fillFor(random, offset, date),
        stepMinutes: plan.stepMinutes,
        bufferMinutes: plan.bufferMinutes,
      });
      for (const { start, visit } of placed) {
        const startMs = plan.instant(date, start);
        const status = outcome(random, startMs, startMs + visit.minutes * MINUTE, plan.nowMs);
        const ahead = status === 'booked' && startMs > plan.nowMs;
        const pool = random.chance(0.85) ? (byStore.get(stylist.storeId) ?? bookers) : bookers;
        const gender = genderFor(visit);
        const free = (b: Booker) =>
          !b.days.has(date) && (!ahead || b.upcoming < b.cap) && (gender === null || b.gender === gender);
        // A few tries at random spread the visits evenly; then anyone free that day.
        let booker: Booker | undefined;
        for (let k = 0; k < 8 && !booker; k++) {
          const b = random.pick(pool);
          if (free(b)) booker = b;
        }
        booker ??= pool.find(free);
        // Nobody free that day: the time stays empty (it is taken in the plan, so nothing else lands there).
        if (!booker) continue;
        booker.days.add(date);
        if (ahead) booker.upcoming++;
        plan.planned.push({ userId: booker.id, stylist, date, start, visit, status, voucherId: null });
      }
    }
  }
}

/**
 * A visit's POS transaction number, as salon reviews quote it: the shop date and the booking number padded
 * to 8 digits, the form completing an appointment gives it (booking/effects.ts, recordVisit).
 */
const posTransactionId = (date: string, bookingId: number) =>
  `POS${date.replaceAll('-', '')}${String(bookingId).padStart(8, '0')}`;

/**
 * The planned appointments with what the API and the salon would have recorded by `nowMs`: the services as
 * booked, the total and the buffer, when each was made, cancelled (by whom, why), completed (with its visit)
 * or reminded, its source and the odd remark.
 */
export async function insertBookings(
  tx: Tx,
  plan: Pick<Plan, 'random' | 'instant' | 'nowMs' | 'bufferMinutes' | 'planned'>,
  services: ReadonlyMap<number, BookedService>,
): Promise<void> {
  const { random, nowMs } = plan;
  const ids = await reserveIds(tx, 'bookings', plan.planned.length);
  const bookingRows: (typeof bookings.$inferInsert)[] = [];
  const serviceRows: (typeof bookingServices.$inferInsert)[] = [];
  const visitRows: (typeof storeVisits.$inferInsert)[] = [];
  const at = (ms: number) => new Date(Math.floor(ms / 1000) * 1000);
  plan.planned.forEach((p, i) => {
    const id = ids[i]!;
    const startMs = plan.instant(p.date, p.start);
    const endMs = startMs + p.visit.minutes * MINUTE;
    // Booked a day to three weeks ahead, never after the seed's now.
    const createdMs = Math.min(startMs - random.int(24, 21 * 24) * HOUR, nowMs - random.int(5, 600) * MINUTE);
    let cancelledMs: number | null = null;
    let cancelledBy: 'member' | 'operator' | null = null;
    let cancelReason: string | null = null;
    if (p.status === 'cancelled') {
      cancelledBy = random.chance(0.85) ? 'member' : 'operator';
      cancelReason = cancelledBy === 'member' ? random.pick(MEMBER_CANCEL_REASONS) : SHOP_CANCEL_REASON;
      const latest = Math.min(nowMs, startMs - (cancelledBy === 'member' ? 25 : 2) * HOUR);
      cancelledMs = Math.max(createdMs + HOUR, latest - random.int(0, 48) * HOUR);
      cancelledMs = Math.min(cancelledMs, nowMs);
    }
    const completedMs = p.status === 'completed' ? Math.min(nowMs, endMs + random.int(0, 10) * MINUTE) : null;
    // The reminder goes out the day before; today's and past ones had it unless booked later than that.
    const remindMs = startMs - DAY + random.int(0, 60) * MINUTE;
    const reminded = remindMs <= nowMs && remindMs > createdMs && p.status !== 'cancelled' ? remindMs : null;
    const lines = p.visit.serviceIds.map((sid) => services.get(sid)!);
    const source: BookingSource = random.chance(0.15) ? 'operator' : random.chance(0.4) ? 'app' : 'web';
    bookingRows.push({
      id,
      userId: p.userId,
      storeId: p.stylist.storeId,
      stylistId: p.stylist.id,
      startsAt: at(startMs),
      endsAt: at(endMs),
      blockedUntil: at(endMs + plan.bufferMinutes * MINUTE),
      status: p.status,
      source,
      remarks: random.chance(0.12) ? random.pick(REMARKS) : '',
      totalCents: lines.reduce((n, s) => n + s.price_cents, 0),
      currency: 'SGD',
      voucherId: p.voucherId,
      cancelReason,
      cancelledBy,
      cancelledAt: cancelledMs === null ? null : at(cancelledMs),
      completedAt: completedMs === null ? null : at(completedMs),
      remindedAt: reminded === null ? null : at(reminded),
      createdAt: at(createdMs),
      updatedAt: at(completedMs ?? cancelledMs ?? (p.status === 'no_show' ? endMs + HOUR : createdMs)),
    });
    for (const [position, s] of lines.entries()) {
      serviceRows.push({
        bookingId: id,
        serviceId: s.id,
        position,
        nameEn: s.name_en,
        nameZh: s.name_zh,
        durationMinutes: s.duration_minutes,
        priceCents: s.price_cents,
      });
    }
    if (p.status === 'completed')
      visitRows.push({
        bookingId: id,
        posTransactionId: posTransactionId(p.date, id),
        visitedAt: at(startMs),
      });
  });
  await insertRecords(tx, 'bookings', bookingRows);
  await insertRecords(tx, 'booking_services', serviceRows);
  await insertRecords(tx, 'salon_visits', visitRows);
}

/** The salons' schedule and appointments (see the top of this file); a no-op once any stylist has hours. */
export async function insertDemoBookings(tx: Tx, now: Date): Promise<void> {
  if (await hasSchedule(tx)) return;
  const shop = await readStores(tx);
  if (shop.stores.length === 0) return;
  const random = createRandom('booking');
  const today = shopToday(now);
  const scheduled = planSchedule(random, shop, today);
  await insertSchedule(tx, scheduled);

  const settings = await bookingSettings(tx);
  const services = new Map(shop.menu.map((s) => [s.id, s]));
  const menus = stylistMenus(scheduled, services);
  const demo = await demoBookers(tx);
  const clients = await insertClients(
    tx,
    createRandom('salon-clients'),
    now,
    shop.stores.map((s) => s.id),
  );
  const plan: Plan = {
    random,
    instant: shopClock(),
    nowMs: now.getTime(),
    stepMinutes: settings.slotMinutes,
    bufferMinutes: settings.bufferMinutes,
    taken: new Map(),
    planned: [],
  };
  if (demo.meiLing !== null) placeMeiLing(plan, scheduled, shop, demo.meiLing, demo.voucher, today);
  const cutFor = (code: string) => shop.menu.find((s) => serviceCodeOf(s.name_en) === code)?.id;
  const [menCut, womenCut] = [cutFor('men-cut'), cutFor('women-cut')];
  fillDays(plan, scheduled, menus, [...demo.others, ...clients], today, (visit) =>
    menCut !== undefined && visit.serviceIds.includes(menCut)
      ? 1
      : womenCut !== undefined && visit.serviceIds.includes(womenCut)
        ? 2
        : null,
  );
  await insertBookings(tx, plan, services);
}
