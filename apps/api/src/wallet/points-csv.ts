import { csvRow, type Language, type PointQuery, shopToday } from '@beauty/shared';
import type { Db } from '../db/client';
import { type CsvDownload, csvDownload } from '../http/csv';
import { entryOf, rangeOf } from './points';
import { type Cursor, FIRST_CURSOR, type HistoryRow, selectHistory } from './points-queries';
import { csvHeader, statusText } from './texts';

/*
 * GET account/point?format=csv: the member's whole filtered history as a CSV file, in keyset batches by
 * (created_at, id) (http/csv.ts).
 */

/** Entries per read: large enough that the round trips do not dominate, small enough to stay a few 100 KB. */
export const CSV_BATCH = 1000;

export async function pointsCsv(
  db: Db,
  userId: number,
  language: Language,
  query: Pick<PointQuery, 'start_date' | 'end_date'>,
  batchSize = CSV_BATCH,
): Promise<CsvDownload> {
  const range = rangeOf(query);
  const read = (after: Cursor) => selectHistory(db, userId, range, { after, limit: batchSize, offset: 0 });
  const first = await read(FIRST_CURSOR);

  const line = (row: HistoryRow) => {
    const entry = entryOf(row, language);
    return csvRow([entry.date, entry.description, entry.points, statusText(row.settled, language)]);
  };

  return csvDownload({
    filename: `points-${shopToday()}.csv`,
    header: csvHeader(language),
    first,
    next: (last) => read({ at: last.at, id: last.id }),
    line,
    batchSize,
  });
}
