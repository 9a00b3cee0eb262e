// The benches' shared steps: make a database, seed it with the app's own scripts, start the production server
// on it, wait until it answers. Node built-ins, pg and the root scripts only.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ROOT, startGroup } from '../scripts/lib.mjs';

/** A new database on the PostgreSQL server at `serverUrl`: its URL, and `drop` (forcing out what is left). */
export async function createBenchDatabase(serverUrl, prefix = 'bench') {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Runs one of the API's TypeScript scripts (a seeder) with the given environment; throws when it fails. */
export function runApiScript(script, args, env) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`${script} failed`);
}

/**
 * The built production server in its own process group. Production refuses to start without a real secret,
 * an SMS provider, a payment provider, an operator token, a bank data key and (with Web Push on) VAPID keys;
 * a bench has nothing to protect, so it gets throwaway ones and Web Push off.
 */
export function startProductionServer(env) {
  return startGroup(process.execPath, ['apps/api/dist/server.js'], {
    env: {
      ...env,
      NODE_ENV: 'production',
      SECRET_KEY: randomBytes(24).toString('hex'),
      SMS_PROVIDER: 'outbox',
      PAYMENT_PROVIDER: 'sandbox',
      OPS_TOKEN: randomBytes(24).toString('hex'),
      BANK_DATA_KEY: randomBytes(32).toString('base64'),
      // No browser subscribes in a bench: Web Push (and its VAPID keys) stays off.
      WEB_PUSH: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function waitForHealth(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}
