import { freeStartTimes, isoWeekday, type MinuteSpan, SHOP_TIME_ZONE, type WorkingDay } from '@beauty/shared';
import type { Random } from './random';
import { HOURS, SERVICES, TITLES } from './stores';

/*
 * The arithmetic of the salons' demo schedule, without the database: each stylist's week (hours from the
 * store's opening hours, days off, a lunch break), the services they do, and days filled with appointments
 * through the same `freeStartTimes` the API books with, so nothing the seed writes could not have been
 * booked. The demo seed (booking.ts) and the bench seed (bench-booking.ts) both use it.
 */

export type StoreKind = keyof typeof HOURS;

/** The store's opening hours per ISO weekday as minutes from midnight; a weekday absent: closed. */
export const STORE_WEEK: Record<StoreKind, Record<number, readonly [number, number]>> = {
  // Mon–Fri 10:00–21:00; Sat, Sun 10:00–20:00
  mall: {
    1: [600, 1260],
    2: [600, 1260],
    3: [600, 1260],
    4: [600, 1260],
    5: [600, 1260],
    6: [600, 1200],
    7: [600, 1200],
  },
  // Mon–Fri 08:30–20:30; Sat 10:00–18:00; closed on Sundays
  office: { 1: [510, 1230], 2: [510, 1230], 3: [510, 1230], 4: [510, 1230], 5: [510, 1230], 6: [600, 1080] },
};

/** A store row's kind, by the opening hours it shows (stores not from the seed open as the malls do). */
export const storeKind = (openingHoursEn: string): StoreKind =>
  openingHoursEn === HOURS.office.en ? 'office' : 'mall';

export type DayHours = { start: number; end: number; breaks: MinuteSpan[] };
export type Leave = { firstDay: string; lastDay: string; reason: string };

export type ScheduledStylist = {
  id: number;
  storeId: number;
  /** ISO weekday to that day's hours; absent: a day off. */
  week: Map<number, DayHours>;
  leave: Leave[];
  serviceIds: number[];
};

/** The stylist's working day on a date: null on a day off or on leave. */
export function workingDay(stylist: ScheduledStylist, date: string): WorkingDay {
  if (stylist.leave.some((l) => l.firstDay <= date && date <= l.lastDay)) return null;
  return stylist.week.get(isoWeekday(date)) ?? null;
}

// ---------------------------------------------------------------------------------------------------------
// A stylist's week

/** A working day of about nine hours: early (from opening) or late (to closing), or the whole day. */
type Shift = 'early' | 'late' | 'full';
const SHIFT_MINUTES = 540;

/** Days off are mostly early in the week, when salons are quiet; Saturdays are the busiest days. */
const DAY_OFF_WEIGHTS: Record<number, number> = { 1: 5, 2: 5, 3: 3, 4: 3, 5: 1, 6: 0.3, 7: 2 };

function weightedPick<T>(random: Random, items: readonly { item: T; weight: number }[]): T {
  const total = items.reduce((sum, i) => sum + i.weight, 0);
  let at = random.next() * total;
  for (const i of items) {
    at -= i.weight;
    if (at < 0) return i.item;
  }
  return items[items.length - 1]!.item;
}

/**
 * The weeks of one store's team: every stylist works a shift inside the opening hours on the days the store
 * opens, minus one or two days off (never leaving an open day without anyone), with a lunch break of 30 to
 * 60 minutes three to four and a half hours into the shift.
 */
export function planWeeks(random: Random, kind: StoreKind, count: number): Map<number, DayHours>[] {
  const open = STORE_WEEK[kind];
  const openDays = Object.keys(open).map(Number);
  const daysOff: Set<number>[] = [];
  for (let k = 0; k < count; k++) {
    // A store open with nobody working is no salon: the last to choose may not take a day all others have off.
    const allOff = k > 0 && k === count - 1 ? openDays.filter((d) => daysOff.every((o) => o.has(d))) : [];
    const off = new Set<number>();
    const wanted = random.chance(0.45) ? 2 : 1;
    while (off.size < wanted) {
      const choices = openDays.filter((d) => !off.has(d) && !allOff.includes(d));
      off.add(
        weightedPick(
          random,
          choices.map((d) => ({ item: d, weight: DAY_OFF_WEIGHTS[d]! })),
        ),
      );
    }
    daysOff.push(off);
  }
  return daysOff.map((off) => {
    const shift = weightedPick<Shift>(random, [
      { item: 'early', weight: 2 },
      { item: 'late', weight: 2 },
      { item: 'full', weight: 1 },
    ]);
    const lunchAfter = random.int(12, 18) * 15;
    const lunchMinutes = random.pick([30, 45, 60]);
    const week = new Map<number, DayHours>();
    for (const day of openDays) {
      if (off.has(day)) continue;
      const [opens, closes] = open[day]!;
      const start = shift === 'late' ? Math.max(opens, closes - SHIFT_MINUTES) : opens;
      const end = shift === 'early' ? Math.min(closes, opens + SHIFT_MINUTES) : closes;
      const lunch = Math.min(start + lunchAfter, end - lunchMinutes - 60);
      week.set(day, { start, end, breaks: [{ start: lunch, end: lunch + lunchMinutes }] });
    }
    return week;
  });
}

// ---------------------------------------------------------------------------------------------------------
// What each stylist does

type ServiceCode = (typeof SERVICES)[number]['code'];

/** By title: directors do everything, a colour specialist colour, a scalp specialist treatments. */
const SERVICES_BY_TITLE: Record<string, readonly ServiceCode[] | 'all'> = {
  [TITLES.creative.titleEn]: 'all',
  [TITLES.art.titleEn]: 'all',
  [TITLES.senior.titleEn]: [
    'women-cut',
    'men-cut',
    'kids',
    'blow-dry',
    'colour',
    'roots',
    'balayage',
    'perm',
    'conditioning',
  ],
  [TITLES.stylist.titleEn]: ['women-cut', 'men-cut', 'kids', 'blow-dry', 'conditioning'],
  [TITLES.colour.titleEn]: ['colour', 'balayage', 'roots', 'blow-dry', 'conditioning'],
  [TITLES.scalp.titleEn]: ['scalp', 'conditioning', 'keratin', 'blow-dry'],
};
const SENIORITY: readonly string[] = [
  TITLES.creative.titleEn,
  TITLES.art.titleEn,
  TITLES.senior.titleEn,
  TITLES.colour.titleEn,
];

export const serviceCodeOf = (nameEn: string): string | null =>
  SERVICES.find((s) => s.nameEn === nameEn)?.code ?? null;

/**
 * The services of each stylist of one store (in the order given), a subset of the store's menu by title; a
 * service on the menu that no title covers goes to the most senior stylist, so the whole menu can be booked.
 */
export function planServices(
  team: readonly { title: string }[],
  menu: readonly { id: number; code: string | null }[],
): number[][] {
  const chosen = team.map((st) => {
    const rule = SERVICES_BY_TITLE[st.title] ?? SERVICES_BY_TITLE[TITLES.stylist.titleEn]!;
    return new Set(
      menu.filter((s) => rule === 'all' || (s.code !== null && rule.includes(s.code))).map((s) => s.id),
    );
  });
  const rank = (title: string) => {
    const i = SENIORITY.indexOf(title);
    return i === -1 ? SENIORITY.length : i;
  };
  const senior = team.map((st, i) => ({ i, r: rank(st.title) })).sort((a, b) => a.r - b.r)[0];
  for (const s of menu) {
    if (senior && !chosen.some((set) => set.has(s.id))) chosen[senior.i]!.add(s.id);
  }
  return chosen.map((set) => menu.filter((s) => set.has(s.id)).map((s) => s.id));
}

/**
 * One store's team scheduled: each stylist's week from the store's opening hours (planWeeks) and services from
 * its menu by title (planServices), in the team's order; no leave yet.
 */
export function planTeam(
  random: Random,
  store: { id: number; openingHoursEn: string },
  team: readonly { id: number; title: string }[],
  menu: readonly { id: number; nameEn: string }[],
): ScheduledStylist[] {
  const weeks = planWeeks(random, storeKind(store.openingHoursEn), team.length);
  const services = planServices(
    team,
    menu.map((s) => ({ id: s.id, code: serviceCodeOf(s.nameEn) })),
  );
  return team.map((t, i) => ({
    id: t.id,
    storeId: store.id,
    week: weeks[i]!,
    leave: [],
    serviceIds: services[i]!,
  }));
}

// ---------------------------------------------------------------------------------------------------------
// Filling days with appointments

export type Visit = { serviceIds: number[]; minutes: number };
export type MenuItem = { item: Visit; weight: number };

const POPULARITY: Record<string, number> = {
  'women-cut': 6,
  'men-cut': 5,
  'blow-dry': 3,
  kids: 1,
  colour: 2,
  roots: 3,
  balayage: 1,
  keratin: 1,
  scalp: 2,
  conditioning: 2,
  perm: 1,
};
const COMBOS: readonly { codes: readonly string[]; weight: number }[] = [
  { codes: ['women-cut', 'conditioning'], weight: 1.5 },
  { codes: ['roots', 'blow-dry'], weight: 1.5 },
  { codes: ['colour', 'women-cut'], weight: 1 },
  { codes: ['scalp', 'conditioning'], weight: 1 },
  { codes: ['men-cut', 'scalp'], weight: 0.5 },
];

/** The visits a stylist is booked for: each service alone by its popularity, and the usual pairs. */
export function visitMenu(
  services: readonly { id: number; code: string | null; duration_minutes: number }[],
): MenuItem[] {
  const byCode = new Map(services.flatMap((s) => (s.code ? [[s.code, s] as const] : [])));
  const single = services.map((s) => ({
    item: { serviceIds: [s.id], minutes: s.duration_minutes },
    weight: POPULARITY[s.code ?? ''] ?? 1,
  }));
  const pairs = COMBOS.flatMap(({ codes, weight }) => {
    const parts = codes.map((c) => byCode.get(c));
    if (parts.some((p) => !p)) return [];
    const found = parts as { id: number; duration_minutes: number }[];
    return [
      {
        item: {
          serviceIds: found.map((p) => p.id),
          minutes: found.reduce((n, p) => n + p.duration_minutes, 0),
        },
        weight,
      },
    ];
  });
  return [...single, ...pairs];
}

/** Each stylist's visitMenu, from the services they do. */
export function stylistMenus(
  scheduled: readonly ScheduledStylist[],
  services: ReadonlyMap<number, { id: number; name_en: string; duration_minutes: number }>,
): Map<number, MenuItem[]> {
  return new Map(
    scheduled.map((st) => [
      st.id,
      visitMenu(
        st.serviceIds.map((id) => {
          const s = services.get(id)!;
          return { id, code: serviceCodeOf(s.name_en), duration_minutes: s.duration_minutes };
        }),
      ),
    ]),
  );
}

/**
 * The time held on a stylist's day in a plan (`taken`, by "stylist date"): the list itself, made on first
 * use, so what fillDay or a caller adds to it counts for the next appointment.
 */
export function takenOn(taken: Map<string, MinuteSpan[]>, stylistId: number, date: string): MinuteSpan[] {
  const key = `${stylistId} ${date}`;
  const spans = taken.get(key) ?? [];
  taken.set(key, spans);
  return spans;
}

export type Placed = { start: number; visit: Visit };

/**
 * Appointments for one stylist's day until about `fill` of the working minutes are booked (counting what is
 * already `taken`, which the new ones are added to): each a visit from the menu at a free start time. A visit
 * that no longer fits anywhere is skipped, so a nearly full day ends with the short ones.
 */
export function fillDay(input: {
  random: Random;
  day: WorkingDay;
  taken: MinuteSpan[];
  menu: readonly MenuItem[];
  fill: number;
  stepMinutes: number;
  bufferMinutes: number;
}): Placed[] {
  const { random, day, taken, menu, stepMinutes, bufferMinutes } = input;
  if (!day || menu.length === 0) return [];
  const working = day.end - day.start - day.breaks.reduce((n, b) => n + (b.end - b.start), 0);
  let booked = taken.reduce((n, t) => n + (Math.min(t.end, day.end) - Math.max(t.start, day.start)), 0);
  const placed: Placed[] = [];
  for (let misses = 0; booked < input.fill * working && misses < 6; ) {
    const visit = weightedPick(random, menu);
    const times = freeStartTimes({ day, taken, durationMinutes: visit.minutes, stepMinutes, bufferMinutes });
    if (times.length === 0) {
      misses++;
      continue;
    }
    const start = random.pick(times);
    taken.push({ start, end: start + visit.minutes + bufferMinutes });
    placed.push({ start, visit });
    booked += visit.minutes;
  }
  return placed;
}

// ---------------------------------------------------------------------------------------------------------
// Shop time

let offsetFormat: Intl.DateTimeFormat | undefined;

/** How far the shop's clock is ahead of UTC at an instant (Singapore: 8 hours, all year). */
function shopOffsetMs(at: number): number {
  offsetFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const p = Object.fromEntries(
    offsetFormat.formatToParts(new Date(at)).map((x) => [x.type, Number(x.value)]),
  );
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!) - Math.floor(at / 60_000) * 60_000;
}

/** The instant a shop date's minute (from midnight, shop time) is, as epoch milliseconds. */
export function shopInstant(date: string, minute: number): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(y, m - 1, d, 0, minute);
  return asUtc - shopOffsetMs(asUtc);
}

/**
 * `shopInstant` for many times of few dates: each date's midnight is worked out once, and minutes added to it
 * (the shop's clock keeps one offset through a day: Singapore has no daylight saving time).
 */
export function shopClock(): (date: string, minute: number) => number {
  const midnights = new Map<string, number>();
  return (date, minute) => {
    const midnight = midnights.get(date) ?? shopInstant(date, 0);
    midnights.set(date, midnight);
    return midnight + minute * 60_000;
  };
}
