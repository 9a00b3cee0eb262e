import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { localDiskStorage } from './files/storage';
import { seedDemoShop } from './seed';

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database = await openDatabase(config.database);
  await database.migrate();
  if (config.demo) {
    const { seeded } = await seedDemoShop(database.db, localDiskStorage(config.filesDir));
    if (seeded) console.log('Loaded the demo shop into the empty database.');
  }

  const app = await buildApp({ config, database });
  if (!config.webDist) app.log.warn('No built web app found: serving the API only. Run `npm run build`.');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Shop ready at http://localhost:${config.port} (database: ${database.kind}${config.demo ? ', demo mode' : ''})`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
