import { fileStorageFor } from '../files';
import { seedDemoShop } from './index';
import { runAsScript } from './script';

/** `npm run seed`: migrates, then fills an empty database with the demo shop. Safe to run again. */
runAsScript(import.meta.url, async (database, config) => {
  await database.migrate();
  const { seeded } = await seedDemoShop(database.db, await fileStorageFor(config.storage), {
    log: (msg) => console.log(msg),
  });
  console.log(
    seeded ? `Seeded the demo shop (${database.kind}).` : 'The shop was already seeded; nothing changed.',
  );
});
