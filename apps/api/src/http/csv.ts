import { Readable } from 'node:stream';
import { CSV_BOM, csvRow } from '@beauty/shared';
import type { FastifyReply } from 'fastify';

/*
 * History downloads (account/point?format=csv, agent/transaction?format=csv): a whole filtered history as a
 * CSV file, read in keyset batches and written as the client takes it, so a history of 100,000 entries is
 * never in memory at once. The caller reads the first batch before the answer starts, so a failing database
 * still gets the error envelope rather than a cut-off file.
 */

export type CsvDownload = { filename: string; body: Readable };

export function csvDownload<Row>(input: {
  filename: string;
  header: readonly string[];
  /** The first batch, already read. */
  first: Row[];
  /** The batch after a row (the last of the previous batch). */
  next: (last: Row) => Promise<Row[]>;
  /** One row's line (csvRow). */
  line: (row: Row) => string;
  batchSize: number;
}): CsvDownload {
  async function* chunks(): AsyncGenerator<Buffer> {
    yield Buffer.from(CSV_BOM + csvRow(input.header), 'utf8');
    let batch = input.first;
    while (batch.length > 0) {
      yield Buffer.from(batch.map(input.line).join(''), 'utf8');
      if (batch.length < input.batchSize) return;
      batch = await input.next(batch.at(-1)!);
    }
  }
  return { filename: input.filename, body: Readable.from(chunks(), { objectMode: false }) };
}

/** Answers with the download: UTF-8 CSV as an attachment, never cached. */
export function sendCsv(reply: FastifyReply, csv: CsvDownload) {
  return (
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename=${csv.filename}`)
      .header('cache-control', 'no-store')
      // The file is a stream, not the JSON answer the route's schema types; the serializer never sees it.
      .send(csv.body as never)
  );
}
