import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again by `close`). Never a mock.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    return database;
  }
  const empty = await createServerDatabase(serverUrl);
  const database = await openDatabase({ kind: 'postgres', url: empty.url, poolSize: 10 });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await empty.drop();
    },
  };
}

/**
 * A new, empty database (not even migrated) on the PostgreSQL server at `serverUrl`: its URL, and `drop`,
 * to call once every connection to it is closed.
 */
export async function createServerDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        // Closed connections can linger for a moment on the server; forcing them out would reach clients
        // that are still closing as an error, so wait for them instead.
        for (let attempt = 0; ; attempt++) {
          try {
            await cleanup.query(`drop database if exists ${name}`);
            break;
          } catch (err) {
            if ((err as { code?: string }).code !== '55006' || attempt >= 100) throw err;
            await new Promise((r) => setTimeout(r, 50));
          }
        }
      } finally {
        await cleanup.end();
      }
    },
  };
}
