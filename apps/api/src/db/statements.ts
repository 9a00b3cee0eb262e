import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db, Tx } from './client';

/** Runs raw SQL and returns its rows; both drivers answer with a `rows` array. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Values as a comma-separated list of parameters, for `in (...)` of a statement that is not prepared. */
export const sqlList = (values: readonly (number | string)[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * Whole numbers as one int[] parameter: the text of a statement stays the same whatever their count, so it
 * can be prepared once (unnest it, or compare with = any).
 */
export const intArray = (values: readonly number[]): SQL =>
  sql`${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::int[]`;

const dialect = new PgDialect();

/**
 * The node-postgres connection a query runs on: the pool outside a transaction, the transaction's own
 * connection inside one (drizzle keeps it on the transaction's session); null on PGlite.
 */
function pgClient(db: Db | Tx): pg.Pool | pg.Client | null {
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (pool instanceof pg.Pool) return pool;
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  return client instanceof pg.Client ? client : null;
}

/**
 * A hot statement as a named prepared statement on PostgreSQL, so the server plans it once per connection
 * instead of on every request (planning costs more than running for most of these). Inside a transaction
 * it is prepared on the transaction's connection. The statement's text must be the same for a name on
 * every call; callers build one name per variant (lists go in as one array parameter, never as a variable
 * number of parameters). PGlite, a single in-process connection, runs it as a plain query. Returns the
 * rows (none for a statement without `returning`).
 */
export async function selectPrepared<T>(db: Db | Tx, name: string, query: SQL): Promise<T[]> {
  const client = pgClient(db);
  if (!client) return selectRows<T>(db as Db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await client.query<T & pg.QueryResultRow>({ name, text, values: params });
  return result.rows;
}

/** A statement for its effect only, prepared as selectPrepared does. */
export async function runPrepared(db: Db | Tx, name: string, query: SQL): Promise<void> {
  await selectPrepared(db, name, query);
}
