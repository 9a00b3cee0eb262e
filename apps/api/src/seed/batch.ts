import { sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
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

export type PictureFile = { key: string; svg: string };

/** Writes pictures a few at a time (disk storage is I/O bound) and returns their URL paths in input order. */
export async function putPictures(storage: FileStorage, files: readonly PictureFile[]): Promise<string[]> {
  const paths = new Array<string>(files.length);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const i = next++;
      const file = files[i]!;
      paths[i] = await storage.put(file.key, file.svg);
    }
  };
  await Promise.all(Array.from({ length: Math.min(16, files.length) }, worker));
  return paths;
}
