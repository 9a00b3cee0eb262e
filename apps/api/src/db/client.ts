import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Config, REPO_ROOT } from '../config';
import { LOCK_SPACE_IDS } from './locks';
import * as schema from './schema';

// The statement helpers live in statements.ts, which locks.ts runs its locks with (this file imports locks.ts
// for the migration's namespace); every other caller takes them from here.
export { intArray, runPrepared, selectPrepared, selectRows, sqlList } from './statements';

export type Schema = typeof schema;
/** The one database type the services use, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Calls `onMessage` for each notification on `channel` once a listener is connected. `onGap` is called
   * whenever notifications may have been missed (the listener lost its connection), so derived state can be
   * dropped; the listener reconnects by itself. `connected()` says whether notifications are arriving.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Listener>;
  close(): Promise<void>;
};

export type ListenHandlers = { onMessage(payload: string): void; onGap(): void };
export type Listener = { connected(): boolean; stop(): Promise<void> };

const MIGRATIONS = resolve(REPO_ROOT, 'apps/api/drizzle');

// pg returns bigint (int8) as a string by default; counts and sums here stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export async function openDatabase(
  settings: Config['database'] | { kind: 'pglite'; dataDir: null },
  migrationsFolder = MIGRATIONS,
): Promise<Database> {
  if (settings.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: settings.url, max: settings.poolSize });
    // An idle connection that dies (a database restart, a terminated backend) is dropped and replaced by the
    // pool; without a listener its error would end the process.
    pool.on('error', (err) => console.error(`database connection lost: ${err.message}`));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      listen: (channel, handlers) => listenPostgres(settings.url, channel, handlers),
      async migrate() {
        // The lock and the migrator share one connection of their own, outside the pool: holding a pooled
        // connection for the lock while the migrator asks the pool for another would wait forever with a pool
        // of one. Ending the session releases the lock, also when a migration fails.
        const client = new pg.Client({ connectionString: settings.url });
        await client.connect();
        try {
          // Several instances may start at once against one PostgreSQL; only one of them migrates at a time.
          await client.query('select pg_advisory_lock($1, 0)', [LOCK_SPACE_IDS.migration]);
          await migratePg(drizzlePg({ client }), { migrationsFolder });
        } finally {
          await client.end();
        }
      },
      close: () => pool.end(),
    };
  }
  if (settings.dataDir) mkdirSync(settings.dataDir, { recursive: true });
  // A null data folder gives an in-memory database, used by tests.
  // btree_gist backs the bookings' exclusion constraints (migration 0013), as PostgreSQL's own does.
  const options = { extensions: { btree_gist } };
  const client = settings.dataDir ? new PGlite(settings.dataDir, options) : new PGlite(options);
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async listen(channel, handlers) {
      const stop = await client.listen(channel, handlers.onMessage);
      return { connected: () => !client.closed, stop: () => stop() };
    },
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}

const RECONNECT_DELAY_MS = 1000;

/** A dedicated connection for LISTEN that reconnects after a loss, reporting the gap each time. */
async function listenPostgres(url: string, channel: string, handlers: ListenHandlers): Promise<Listener> {
  let client: pg.Client | null = null;
  let live = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = () => {
    if (live) handlers.onGap();
    live = false;
    client?.removeAllListeners();
    client?.end().catch(() => undefined);
    client = null;
    if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('error', lost);
    next.on('end', () => {
      if (client === next) lost();
    });
    next.on('notification', (n) => {
      if (n.channel === channel) handlers.onMessage(n.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      client = next;
      live = true;
      // Anything that changed while no listener was connected went unheard.
      handlers.onGap();
    } catch {
      next.removeAllListeners();
      await next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
    }
  };

  await connect();
  return {
    connected: () => live,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      live = false;
      current?.removeAllListeners();
      await current?.end().catch(() => undefined);
    },
  };
}
