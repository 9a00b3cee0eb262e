import { addDays, type MinuteSpan, minutesToTime, shopToday, timeToMinutes } from '@beauty/shared';
import { recordAudit } from '../audit';
import type { Db } from '../db/client';
import { type Actor, requireRole } from '../db/lifecycle';
import { DomainError } from '../errors';
import {
  insertLeave,
  lockStylist,
  type OperatorBookingRow,
  replaceWorkingDay,
  selectBreaks,
  selectHours,
  selectOperatorBookingsById,
  selectStrandedByHours,
  selectStrandedByLeave,
} from './operator-queries';

/*
 * The operator's changes to a stylist's schedule: the hours and breaks of one weekday, and dated leave. A
 * change never strands a booked appointment silently: those that would fall outside the new hours, into a
 * break or into the leave are listed in a 409, and the change is made only when the operator confirms it
 * with `force` (they are then listed in the answer, still booked, for the operator to move or cancel).
 *
 * Both take the stylist's row lock first, so two changes of one stylist's schedule queue, and a booking of
 * that stylist (which reads the row `for share`, slot-queries.ts selectStylistDay) waits for the change or
 * the change for it: a booking never commits against hours this change has just replaced.
 */

export type WorkingDayAnswer = {
  stylist_id: number;
  weekday: number;
  /** "HH:mm-HH:mm", or null: not working on that weekday. */
  hours: string | null;
  breaks: string[];
  /** Breaks of the weekday that no longer fit inside the new hours and were dropped. */
  dropped_breaks: string[];
  /** Booked appointments the change left outside the working hours (only with `force`). */
  stranded: OperatorBookingRow[];
};

export type LeaveAnswer = {
  id: number;
  stylist_id: number;
  first_day: string;
  last_day: string;
  reason: string;
  stranded: OperatorBookingRow[];
};

const span = (s: MinuteSpan) => `${minutesToTime(s.start)}-${minutesToTime(s.end)}`;

/** "HH:mm-HH:mm" as minutes from midnight; null when it is not a range of two times, the first earlier. */
export function parseTimeRange(text: string): MinuteSpan | null {
  const [from, to, ...more] = text.split('-');
  if (from === undefined || to === undefined || more.length > 0) return null;
  const start = timeToMinutes(from);
  const end = timeToMinutes(to);
  return start === null || end === null || start >= end ? null : { start, end };
}

const LONGEST_LEAVE_DAYS = 366;

/** The refusal that lists the appointments a change would strand, so the operator can call each member. */
async function strandedConflict(db: Db, ids: readonly number[]): Promise<DomainError> {
  const rows = await loadBookings(db, ids);
  const list = rows
    .map((b) => `#${b.id} ${b.date} ${b.time} ${b.member_name} (${b.member_mobile})`)
    .join('; ');
  return new DomainError('booking_schedule_conflict', { values: { count: rows.length, bookings: list } });
}

const loadBookings = (db: Db, ids: readonly number[]) => selectOperatorBookingsById(db, ids);

/**
 * Sets a stylist's hours on one ISO weekday (null: a day off). `breaks` replaces the weekday's breaks; left
 * out, the breaks that still fit inside the new hours are kept. 404 for an unknown stylist; 400 for a break
 * outside the hours or two overlapping; 409 `booking_schedule_conflict` when booked appointments would be
 * stranded, unless `force`.
 */
export async function setWorkingDay(
  db: Db,
  input: {
    stylistId: number;
    weekday: number;
    hours: MinuteSpan | null;
    breaks?: readonly MinuteSpan[];
    force?: boolean;
  },
  actor: Actor,
): Promise<WorkingDayAnswer> {
  requireRole(actor, ['operator']);
  const { stylistId, weekday, hours } = input;
  if (input.breaks) {
    const sorted = [...input.breaks].sort((a, b) => a.start - b.start);
    const inside = sorted.every((b) => hours && b.start >= hours.start && b.end <= hours.end);
    const apart = sorted.every((b, i) => i === 0 || sorted[i - 1]!.end <= b.start);
    if (!inside || !apart)
      throw new DomainError('validation_failed', { fields: { break: ['invalid_value'] } });
  }
  const result = await db.transaction(async (tx) => {
    if (!(await lockStylist(tx, stylistId))) throw new DomainError('not_found');
    const current = await selectBreaks(tx, stylistId, weekday);
    const fits = (b: MinuteSpan) => !!hours && b.start >= hours.start && b.end <= hours.end;
    const breaks = input.breaks ? [...input.breaks] : current.filter(fits);
    const dropped = input.breaks ? [] : current.filter((b) => !fits(b));
    const stranded = await selectStrandedByHours(tx, stylistId, weekday, hours, breaks);
    if (stranded.length > 0 && !input.force) return { refused: true, stranded, breaks, dropped } as const;
    const hoursBefore = await selectHours(tx, stylistId, weekday);
    await replaceWorkingDay(tx, stylistId, weekday, hours, breaks);
    await recordAudit(tx, {
      actor,
      action: 'stylist.set_working_day',
      recordType: 'stylists',
      recordId: stylistId,
      before: { weekday, hours: hoursBefore && span(hoursBefore), breaks: current.map(span) },
      after: { weekday, hours: hours && span(hours), breaks: breaks.map(span) },
    });
    return { refused: false, breaks, dropped, stranded } as const;
  });
  if (result.refused) throw await strandedConflict(db, result.stranded);
  return {
    stylist_id: stylistId,
    weekday,
    hours: hours ? span(hours) : null,
    breaks: result.breaks.map(span),
    dropped_breaks: result.dropped.map(span),
    stranded: await loadBookings(db, result.stranded),
  };
}

/**
 * Puts a stylist on leave for the shop dates first..last (inclusive, at most a year, ending today or
 * later). 404 for an unknown stylist; 400 for dates out of order or in the past; 409
 * `booking_schedule_conflict` when booked appointments fall on those days, unless `force`.
 */
export async function addLeave(
  db: Db,
  input: {
    stylistId: number;
    firstDay: string;
    lastDay?: string;
    reason?: string;
    force?: boolean;
    now?: Date;
  },
  actor: Actor,
): Promise<LeaveAnswer> {
  requireRole(actor, ['operator']);
  const firstDay = input.firstDay;
  const lastDay = input.lastDay ?? firstDay;
  if (lastDay < firstDay || lastDay > addDays(firstDay, LONGEST_LEAVE_DAYS - 1))
    throw new DomainError('validation_failed', { fields: { last_day: ['date_out_of_range'] } });
  if (lastDay < shopToday(input.now))
    throw new DomainError('validation_failed', { fields: { last_day: ['date_out_of_range'] } });
  const reason = input.reason?.trim() ?? '';
  const result = await db.transaction(async (tx) => {
    if (!(await lockStylist(tx, input.stylistId))) throw new DomainError('not_found');
    const stranded = await selectStrandedByLeave(tx, input.stylistId, firstDay, lastDay);
    if (stranded.length > 0 && !input.force) return { refused: true, stranded, id: 0 } as const;
    const id = await insertLeave(tx, { stylistId: input.stylistId, firstDay, lastDay, reason });
    await recordAudit(tx, {
      actor,
      action: 'stylist.add_leave',
      recordType: 'stylist_leave',
      recordId: id,
      after: {
        stylist_id: input.stylistId,
        first_day: firstDay,
        last_day: lastDay,
        stranded: stranded.length,
      },
      reason: reason || null,
    });
    return { refused: false, id, stranded } as const;
  });
  if (result.refused) throw await strandedConflict(db, result.stranded);
  return {
    id: result.id,
    stylist_id: input.stylistId,
    first_day: firstDay,
    last_day: lastDay,
    reason,
    stranded: await loadBookings(db, result.stranded),
  };
}
