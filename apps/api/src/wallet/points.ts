import {
  type Language,
  POINT_STATUS,
  type PointAnswer,
  type PointHistoryEntry,
  type PointQuery,
  pointsToCents,
} from '@beauty/shared';
import type { Db } from '../db/client';
import { walletSettings } from '../reference';
import {
  FIRST_CURSOR,
  type HistoryRow,
  selectHistory,
  selectHistoryCount,
  selectPointSummary,
} from './points-queries';
import { describeEntry } from './texts';

/*
 * GET account/point: what the member's points are worth and one page of their history (the download is
 * points-csv.ts). Three reads at once: the settings, the summary with the history's size (one row of
 * point_totals and the points not yet available), the page; a date filter counts its own range beside them.
 */

export const rangeOf = (query: Pick<PointQuery, 'start_date' | 'end_date'>) => ({
  start: query.start_date ?? null,
  end: query.end_date ?? null,
});

/** A history row as the answer and the download describe it. */
export function entryOf(row: HistoryRow, language: Language): PointHistoryEntry {
  return {
    id: row.id,
    date: row.date,
    kind: row.kind,
    description: describeEntry(
      {
        kind: row.kind,
        points: row.points,
        note: row.note,
        poNumber: row.po_number,
        otherName: row.other_name,
      },
      language,
    ),
    points: row.points,
    status: row.settled ? POINT_STATUS.SUCCESSFUL : POINT_STATUS.PENDING,
  };
}

export async function pointAnswer(
  db: Db,
  userId: number,
  language: Language,
  query: PointQuery,
): Promise<PointAnswer> {
  const range = rangeOf(query);
  const { page, per_page } = query;
  const whole = range.start === null && range.end === null;
  const [settings, summary, total, rows] = await Promise.all([
    walletSettings(db),
    selectPointSummary(db, userId),
    whole ? null : selectHistoryCount(db, userId, range),
    selectHistory(db, userId, range, { after: FIRST_CURSOR, limit: per_page, offset: (page - 1) * per_page }),
  ]);
  const rate = settings.pointRate;
  // A balance below zero (a correction after points were spent) shows as none, as the profile does.
  const available = Math.max(0, summary.available);
  return {
    currency: settings.currency,
    point_available: available,
    point_available_conversion: pointsToCents(available, rate),
    point_pending: summary.pending,
    point_redeemed: summary.redeemed,
    point_redemption_rate: 1 / rate,
    total_point_earn: summary.earned,
    total_point_earn_conversion: pointsToCents(summary.earned, rate),
    point_redemption_conversion_rate: rate,
    min_transfer_points: settings.minTransferPoints,
    history: {
      entries: rows.map((row) => entryOf(row, language)),
      page,
      per_page,
      total: total ?? summary.total,
      total_pages: Math.ceil((total ?? summary.total) / per_page),
    },
  };
}
