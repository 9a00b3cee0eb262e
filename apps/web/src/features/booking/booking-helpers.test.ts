import { BOOKING_TYPE } from '@beauty/shared';
import { describe, expect, it } from 'vitest';
import {
  bookingIdFrom,
  bookingTabFrom,
  bookingTabOf,
  bookingTypeOf,
  changeClosed,
  groupByMonth,
  joinNames,
  listStateFrom,
  monthHeading,
  myBookingsHref,
  pageCount,
  showsStatusBadge,
  statusLabel,
  whenParts,
} from './booking-helpers';

const { UPCOMING, PAST } = BOOKING_TYPE;

describe('the list tab in the URL', () => {
  it('reads upcoming or past, forgivingly, and upcoming for anything else', () => {
    expect(bookingTabFrom('past')).toBe('past');
    expect(bookingTabFrom(' PAST ')).toBe('past');
    expect(bookingTabFrom('upcoming')).toBe('upcoming');
    expect(bookingTabFrom(null)).toBe('upcoming');
    expect(bookingTabFrom('2')).toBe('upcoming');
    expect(bookingTabFrom('cancelled')).toBe('upcoming');
  });

  it("maps a tab to the API's type (1 upcoming, 2 past) and back", () => {
    expect(bookingTypeOf('upcoming')).toBe(UPCOMING);
    expect(bookingTypeOf('past')).toBe(PAST);
    expect(bookingTabOf(PAST)).toBe('past');
    expect(bookingTabOf(UPCOMING)).toBe('upcoming');
  });

  it('writes the list address without the defaults', () => {
    expect(myBookingsHref()).toBe('/appointment/my-appointment');
    expect(myBookingsHref('past')).toBe('/appointment/my-appointment?tab=past');
    expect(myBookingsHref('upcoming', 3)).toBe('/appointment/my-appointment?page=3');
    expect(myBookingsHref('past', 2)).toBe('/appointment/my-appointment?tab=past&page=2');
  });

  it('reads tab and page together; a bad page is page 1', () => {
    expect(listStateFrom(new URLSearchParams('tab=past&page=2'))).toEqual({ tab: 'past', page: 2 });
    expect(listStateFrom(new URLSearchParams('page=-1'))).toEqual({ tab: 'upcoming', page: 1 });
  });

  it('counts pages, with at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('reads an appointment id from the path, or none', () => {
    expect(bookingIdFrom('42')).toBe(42);
    expect(bookingIdFrom('0')).toBeNull();
    expect(bookingIdFrom('4.2')).toBeNull();
    expect(bookingIdFrom('abc')).toBeNull();
    expect(bookingIdFrom(undefined)).toBeNull();
  });
});

describe('status labels', () => {
  it('says what became of a past appointment', () => {
    expect(statusLabel({ status: 'completed', type: PAST })).toBe('completed');
    expect(statusLabel({ status: 'cancelled', type: PAST })).toBe('cancelled');
    expect(statusLabel({ status: 'no_show', type: PAST })).toBe('no_show');
  });

  it('calls a booking whose time has passed, not yet recorded by the salon, awaiting confirmation', () => {
    expect(statusLabel({ status: 'booked', type: PAST })).toBe('awaiting');
    expect(statusLabel({ status: 'booked', type: UPCOMING })).toBe('booked');
  });

  it('badges every past card, and upcoming ones only when not simply booked', () => {
    expect(showsStatusBadge({ status: 'completed', type: PAST })).toBe(true);
    expect(showsStatusBadge({ status: 'booked', type: PAST })).toBe(true);
    expect(showsStatusBadge({ status: 'booked', type: UPCOMING })).toBe(false);
    expect(showsStatusBadge({ status: 'cancelled', type: UPCOMING })).toBe(true);
  });

  it('explains a closed change window only for a booked appointment that can no longer change', () => {
    expect(changeClosed({ status: 'booked', can_edit: false, can_cancel: false })).toBe(true);
    expect(changeClosed({ status: 'booked', can_edit: true, can_cancel: true })).toBe(false);
    expect(changeClosed({ status: 'completed', can_edit: false, can_cancel: false })).toBe(false);
    expect(changeClosed({ status: 'cancelled', can_edit: false, can_cancel: false })).toBe(false);
  });
});

describe('grouping and words', () => {
  it('groups by month in the order given, joining a month seen again', () => {
    const groups = groupByMonth([
      { id: 1, date: '2026-11-30' },
      { id: 2, date: '2026-11-02' },
      { id: 3, date: '2026-10-31' },
      { id: 4, date: '2026-11-01' },
    ]);
    expect(groups.map((g) => [g.month, g.items.map((i) => i.id)])).toEqual([
      ['2026-11', [1, 2, 4]],
      ['2026-10', [3]],
    ]);
    expect(groupByMonth([])).toEqual([]);
  });

  it('heads a month in the reader’s language', () => {
    expect(monthHeading('2026-11', 'en')).toBe('November 2026');
    expect(monthHeading('2026-11', 'zh')).toBe('2026年11月');
  });

  it('joins service names the way each language lists them', () => {
    expect(joinNames(['Cut', 'Colour'], 'en')).toBe('Cut, Colour');
    expect(joinNames(['剪发', '染发'], 'zh')).toBe('剪发、染发');
    expect(joinNames([], 'en')).toBe('');
  });

  it('gives the day and the times on the shop clock, whatever the machine’s zone', () => {
    const when = { date: '2026-11-24', time: '10:00', end_time: '11:30' };
    expect(whenParts(when, 'en')).toEqual({
      weekday: 'Tue',
      date: '24 Nov 2026',
      start: '10:00',
      end: '11:30',
    });
    expect(whenParts(when, 'zh')).toEqual({
      weekday: '周二',
      date: '2026年11月24日',
      start: '10:00',
      end: '11:30',
    });
  });
});
