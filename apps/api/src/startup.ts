import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { fileStorageFor } from './files';
import { seedDemoShop } from './seed';

export type StartedShop = { app: FastifyInstance; database: Database; seeded: boolean };

/**
 * Everything the server does before it listens: the database opened and migrated, the demo shop loaded into
 * an empty one outside production, the app built. Several instances may do this at once on one database:
 * migrations and the seed each run once, behind their advisory locks.
 */
export async function startShop(config: Config, options: { logger?: boolean } = {}): Promise<StartedShop> {
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const storage = await fileStorageFor(config.storage);
    const { seeded } = config.demo ? await seedDemoShop(database.db, storage) : { seeded: false };
    const app = await buildApp({ config, database, storage, logger: options.logger });
    return { app, database, seeded };
  } catch (err) {
    await database.close();
    throw err;
  }
}
