import { SHOP_TIME_ZONE } from '../constants';
import type { Language } from '../language';

/*
 * The one way the shop shows a date or a time (DESIGN.md "Words, dates and money"): on the shop's clock
 * (SHOP_TIME_ZONE) whatever the reader's device says, in the reader's language.
 *   en: 24 Nov 2026, 13:36 · 24 Nov 2026 · 13:36 · Tue · 24 Nov · November 2026
 *   zh: 2026年11月24日 13:36 · 2026年11月24日 · 13:36 · 周二 · 11月24日 · 2026年11月
 * What it accepts is what the API sends: a calendar day "YYYY-MM-DD" (shown as that day), a wall time
 * "YYYY-MM-DD HH:mm[:ss]" on the shop's clock (the wire format of every time the API writes), or an instant
 * (a Date, epoch milliseconds, or ISO text with Z or an offset).
 */

/** Singapore keeps no daylight saving: the shop's clock is always UTC+8. */
const SHOP_UTC_OFFSET = '+08:00';

export type DateInput = Date | number | string;
export type DateStyle = 'datetime' | 'date' | 'time' | 'weekday' | 'day' | 'month';

const LOCALE: Record<Language, string> = { en: 'en-GB', zh: 'zh-CN' };

const OPTIONS: Record<Exclude<DateStyle, 'datetime'>, Intl.DateTimeFormatOptions> = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  weekday: { weekday: 'short' },
  day: { day: 'numeric', month: 'short' },
  month: { month: 'long', year: 'numeric' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Building an Intl.DateTimeFormat costs far more than using one: one per language, style and zone. */
function formatter(language: Language, style: Exclude<DateStyle, 'datetime'>, timeZone: string) {
  const key = `${language}|${style}|${timeZone}`;
  let found = formatters.get(key);
  if (!found) {
    const options = { ...OPTIONS[style], timeZone };
    // zh-CN spells "long" months as 11月 (and "short" ones as 2026/11/25).
    if (language === 'zh' && options.month) options.month = 'long';
    found = new Intl.DateTimeFormat(LOCALE[language], options);
    formatters.set(key, found);
  }
  return found;
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2}(?:\.\d+)?)?$/;

type Parsed = { at: Date; calendarDay: boolean };

function parse(value: DateInput): Parsed | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { at: value, calendarDay: false };
  if (typeof value === 'number')
    return Number.isFinite(value) ? { at: new Date(value), calendarDay: false } : null;
  const text = value.trim();
  const day = CALENDAR_DAY.exec(text);
  if (day) {
    const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const at = new Date(Date.UTC(y, m - 1, d));
    // No 2026-02-30: a day that does not exist is not shown as another one.
    if (at.getUTCMonth() !== m - 1 || at.getUTCDate() !== d) return null;
    return { at, calendarDay: true };
  }
  const wall = WALL_TIME.exec(text);
  const at = wall ? new Date(`${wall[1]}T${wall[2]}${wall[3] ?? ''}${SHOP_UTC_OFFSET}`) : new Date(text);
  return Number.isNaN(at.getTime()) ? null : { at, calendarDay: false };
}

/** The instant a value names (a calendar day: its midnight on the shop's clock); null when it is none. */
export function shopInstant(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = parse(value);
  if (!parsed) return null;
  if (!parsed.calendarDay) return parsed.at;
  return new Date(`${parsed.at.toISOString().slice(0, 10)}T00:00:00${SHOP_UTC_OFFSET}`);
}

/**
 * `value` for the reader: see the styles above. Text that is no date comes back unchanged (a stored value the
 * shop cannot read is better shown than hidden); null or empty gives ''.
 */
export function formatShopDate(
  value: DateInput | null | undefined,
  language: Language,
  style: DateStyle = 'date',
): string {
  if (value === null || value === undefined || value === '') return '';
  const parsed = parse(value);
  if (!parsed) return String(value);
  // A calendar day has no time and no zone: it is shown as the day it names.
  const zone = parsed.calendarDay ? 'UTC' : SHOP_TIME_ZONE;
  if (style === 'datetime') {
    const date = formatter(language, 'date', zone).format(parsed.at);
    const time = formatter(language, 'time', zone).format(parsed.at);
    return language === 'zh' ? `${date} ${time}` : `${date}, ${time}`;
  }
  return formatter(language, style, zone).format(parsed.at);
}

export const formatShopDateTime = (value: DateInput | null | undefined, language: Language) =>
  formatShopDate(value, language, 'datetime');

export const formatShopTime = (value: DateInput | null | undefined, language: Language) =>
  formatShopDate(value, language, 'time');
