import { sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import pLimit from 'p-limit';
import type { Tx } from '../db/client';
import type { FileStorage } from '../files';

/** A few hundred rows per statement keeps well under PostgreSQL's 65,535 bind parameters for every table. */
const ROWS_PER_STATEMENT = 250;

export async function insertBatched<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: PgInsertValue<T>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    await tx.insert(table).values(rows.slice(i, i + ROWS_PER_STATEMENT));
  }
}

/**
 * Takes `count` ids from a table's serial sequence in one statement. Rows then go in with known ids, so
 * picture keys, foreign keys and deal lists can be built before the insert instead of reading ids back one
 * row at a time (and without relying on the order of INSERT ... RETURNING).
 */
export async function reserveIds(tx: Tx, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await tx
    .select({ id: sql<number>`nextval(pg_get_serial_sequence(${table}, 'id'))::int` })
    .from(sql`generate_series(1, ${count}::int)`);
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/** `count` order numbers (PO…) from the shop's sequence, rising, as placing orders takes them. */
export async function reservePoNumbers(tx: Tx, count: number): Promise<string[]> {
  if (count === 0) return [];
  const rows = await tx
    .select({ n: sql<number>`nextval('order_po_seq')::int` })
    .from(sql`generate_series(1, ${count}::int)`);
  return rows
    .map((r) => Number(r.n))
    .sort((a, b) => a - b)
    .map((n) => `PO${n}`);
}

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Rows in one statement as one JSON parameter: a few thousand appointments or orders go in about twice as fast
 * as in batches of bound parameters (insertBatched), which counts on every start of a fresh demo shop. Every row
 * names the same columns; a column left out of them takes its default.
 */
export async function insertRecords(
  tx: Tx,
  table: string,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const keys = Object.keys(rows[0]!);
  const columns = sql.raw(keys.map(snakeCase).join(', '));
  const json = JSON.stringify(rows.map((r) => Object.fromEntries(keys.map((k) => [snakeCase(k), r[k]]))));
  await tx.execute(
    sql`insert into ${sql.identifier(table)} (${columns})
      select ${columns} from json_populate_recordset(null::${sql.identifier(table)}, ${json}::json)`,
  );
}

export type PictureFile = { key: string; svg: string };

/** Runs `work` on every item a few at a time (storage writes are I/O bound); the results in input order. */
export function eachAtOnce<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const limit = pLimit(16);
  return Promise.all(items.map((item) => limit(() => work(item))));
}

/** Writes pictures and returns their URL paths in input order. */
export function putPictures(storage: FileStorage, files: readonly PictureFile[]): Promise<string[]> {
  return eachAtOnce(files, (file) => storage.put(file.key, file.svg));
}
