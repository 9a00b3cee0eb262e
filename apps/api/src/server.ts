import { type Config, ConfigError, loadConfig } from './config';
import { startShop } from './startup';

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

  const { app, database, seeded } = await startShop(config);
  if (seeded) console.log('Loaded the demo shop into the empty database.');
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
