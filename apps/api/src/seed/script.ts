import { pathToFileURL } from 'node:url';
import { type Config, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';

/**
 * Runs a command-line script's work on the configured database, then closes it; a failure is printed and
 * ends the process with exit code 1. Only when the module is the one Node was started with: tests import
 * the same modules for their seeding functions.
 */
export function runAsScript(
  moduleUrl: string,
  work: (database: Database, config: Config) => Promise<void>,
): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  const run = async () => {
    const config = loadConfig();
    const database = await openDatabase(config.database);
    try {
      await work(database, config);
    } finally {
      await database.close();
    }
  };
  run().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
