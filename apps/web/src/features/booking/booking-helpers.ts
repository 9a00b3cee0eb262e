import {
  BOOKING_TYPE,
  type Booking,
  type BookingStatus,
  type BookingType,
  formatShopDate,
  type Language,
} from '@beauty/shared';
import type { PillTone } from '@beauty/ui';
import { pageCount, tabbedList } from '../../components/listing/tabbed-list';
import { idFrom } from '../../lib/ids';
import { joinNames } from '../../lib/words';

/** Pure helpers of "My appointments" and an appointment's page: the tab in the URL, statuses, grouping. */

// ---------------------------------------------------------------------------------------------------------
// The list's URL: /appointment/my-appointment?tab=past&page=2

const myBookingsList = tabbedList('appointment-my-appointment', ['upcoming', 'past'] as const);
export const BOOKING_TABS = myBookingsList.tabs;
export type BookingTab = (typeof BOOKING_TABS)[number];

/** The tab the URL names; upcoming for a missing or unknown one (an old link, a typo). */
export const bookingTabFrom = myBookingsList.tabFrom;

/** The API's type of a tab (spec section 3: UPCOMING=1, PAST=2), and back. */
export const bookingTypeOf = (tab: BookingTab): BookingType =>
  tab === 'past' ? BOOKING_TYPE.PAST : BOOKING_TYPE.UPCOMING;

export const bookingTabOf = (type: BookingType): BookingTab =>
  type === BOOKING_TYPE.PAST ? 'past' : 'upcoming';

/** The list at a tab and page; upcoming and page 1 are the list's own address, so they are left out. */
export const myBookingsHref = myBookingsList.href;

/** The list's tab and page from its query, read forgivingly. */
export const listStateFrom = myBookingsList.stateFrom;

export { pageCount };

/** An appointment id from the address: a whole number from 1 up, else null (the page says "not found"). */
export const bookingIdFrom = idFrom;

// ---------------------------------------------------------------------------------------------------------
// Statuses

/**
 * What the badge says. A booking still "booked" once its time has passed (the salon has not recorded the
 * visit yet) reads as awaiting confirmation rather than as an appointment still to come.
 */
export type StatusLabel = Exclude<BookingStatus, 'booked'> | 'booked' | 'awaiting';

export function statusLabel(booking: Pick<Booking, 'status' | 'type'>): StatusLabel {
  if (booking.status === 'booked' && booking.type === BOOKING_TYPE.PAST) return 'awaiting';
  return booking.status;
}

/** The list's cards badge every past appointment and any upcoming one that is not simply booked. */
export function showsStatusBadge(booking: Pick<Booking, 'status' | 'type'>): boolean {
  return booking.type === BOOKING_TYPE.PAST || booking.status !== 'booked';
}

/** Badge tones by label. */
export const STATUS_TONE: Record<StatusLabel, PillTone> = {
  booked: 'accent',
  awaiting: 'warning',
  completed: 'success',
  cancelled: 'neutral',
  no_show: 'danger',
};

/**
 * Why the detail page shows no Edit or Cancel: only a booked appointment inside the change window says
 * "changes close N hours before"; a completed, cancelled or missed one has nothing left to change.
 */
export function changeClosed(booking: Pick<Booking, 'status' | 'can_edit' | 'can_cancel'>): boolean {
  return booking.status === 'booked' && !booking.can_edit && !booking.can_cancel;
}

// ---------------------------------------------------------------------------------------------------------
// Grouping and words

export type MonthGroup<T> = { month: string; items: T[] };

/**
 * Appointments under a heading per month ("YYYY-MM" of their shop date), in the order the API gave them
 * (upcoming soonest first, past latest first); a month seen again later joins its first group.
 */
export function groupByMonth<T extends { date: string }>(items: readonly T[]): MonthGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const month = item.date.slice(0, 7);
    const group = groups.get(month);
    if (group) group.push(item);
    else groups.set(month, [item]);
  }
  return [...groups].map(([month, grouped]) => ({ month, items: grouped }));
}

/** A month heading: "November 2026", "2026年11月" (the shop's formatter, from the month's first day). */
export const monthHeading = (month: string, language: Language) =>
  formatShopDate(`${month}-01`, language, 'month');

/** Names in a line (the services of an appointment); see lib/words. */
export { joinNames };

/** The parts of an appointment's time as the shop shows them: weekday, date, start and end. */
export function whenParts(booking: Pick<Booking, 'date' | 'time' | 'end_time'>, language: Language) {
  return {
    weekday: formatShopDate(booking.date, language, 'weekday'),
    date: formatShopDate(booking.date, language, 'date'),
    start: formatShopDate(`${booking.date} ${booking.time}`, language, 'time'),
    end: formatShopDate(`${booking.date} ${booking.end_time}`, language, 'time'),
  };
}
