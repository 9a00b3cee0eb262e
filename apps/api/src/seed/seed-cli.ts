import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { localDiskStorage } from '../files/storage';
import { seedDemoShop } from './index';

/** `npm run seed`: migrates, then fills an empty database with the demo shop. Safe to run again. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const { seeded } = await seedDemoShop(database.db, localDiskStorage(config.filesDir), {
      log: (msg) => console.log(msg),
    });
    console.log(
      seeded ? `Seeded the demo shop (${database.kind}).` : 'The shop was already seeded; nothing changed.',
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
