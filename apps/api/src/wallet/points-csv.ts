import { Readable } from 'node:stream';
import { CSV_BOM, csvRow, type Language, type PointQuery, shopToday } from '@beauty/shared';
import type { Db } from '../db/client';
import { entryOf, rangeOf } from './points';
import { type Cursor, FIRST_CURSOR, type HistoryRow, selectHistory } from './points-queries';
import { csvHeader, statusText } from './texts';

/*
 * GET account/point?format=csv: the member's whole filtered history as a CSV file. Read in keyset batches by
 * (created_at, id) and written as the client takes it, so a history of 100,000 entries is never in memory at
 * once; the first batch is read before the answer starts, so a failing database still gets the error
 * envelope rather than a cut-off file.
 */

/** Entries per read: large enough that the round trips do not dominate, small enough to stay a few 100 KB. */
export const CSV_BATCH = 1000;

export type CsvDownload = { filename: string; body: Readable };

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

  async function* chunks(): AsyncGenerator<Buffer> {
    yield Buffer.from(CSV_BOM + csvRow(csvHeader(language)), 'utf8');
    let batch = first;
    while (batch.length > 0) {
      yield Buffer.from(batch.map(line).join(''), 'utf8');
      const last = batch.at(-1)!;
      if (batch.length < batchSize) return;
      batch = await read({ at: last.at, id: last.id });
    }
  }

  return { filename: `points-${shopToday()}.csv`, body: Readable.from(chunks(), { objectMode: false }) };
}
