// npm run bench: the production server on a freshly seeded database, loaded by autocannon.
// Runs on PGlite, then on PostgreSQL when one answers at BENCH_POSTGRES_URL (default the local server).
// Usage: npm run bench [-- --only pglite|postgres] [-- --duration 10] [-- --connections 50]
//        [-- --endpoints search,shop] (only the endpoints whose path holds one of these words)
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureBuilt, ensureInstalled, ROOT, startGroup, stopGroup } from '../scripts/lib.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : process.argv[i + 1];
};
const DURATION = Number(arg('duration', 10));
const CONNECTIONS = Number(arg('connections', 50));
const ONLY = arg('only', null);
const SELECTED = arg('endpoints', null)?.split(',').filter(Boolean) ?? null;
const POSTGRES = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// The scale catalogue the listings and the search run over (issue 4): the demo shop grown to this many products.
const SCALE_PRODUCTS = 10_000;
const ENDPOINTS = [
  { method: 'GET', path: '/api/page/landing' },
  { method: 'GET', path: '/api/common/country_list' },
  { method: 'GET', path: '/api/page/shop?category=hair-care' },
  { method: 'GET', path: '/api/page/shop?category=skin-care&sort=price_asc' },
  { method: 'GET', path: '/api/page/getdealslist?type=1' },
  // Rotating searches: a word prefix, two words and a Chinese fragment.
  {
    method: 'GET',
    label: '/api/page/search?category=… (shampoo, silk repair, 洗发, serum, hydra)',
    paths: [
      '/api/page/search?category=shampoo',
      '/api/page/search?category=silk%20repair',
      '/api/page/search?category=%E6%B4%97%E5%8F%91',
      '/api/page/search?category=serum',
      '/api/page/search?category=hydra',
    ],
  },
  // Bounded by argon2id on purpose: each login checks a password hash (about 16 ms of one core).
  {
    method: 'POST',
    path: '/api/account/login',
    body: JSON.stringify({ country_id: 1, mobile: '81230004', password: 'Demo1234', os_type: 'android' }),
  },
];
const PORT = 3900;
const endpoints = SELECTED
  ? ENDPOINTS.filter(({ path, paths }) => SELECTED.some((word) => (path ?? paths[0]).includes(word)))
  : ENDPOINTS;
if (endpoints.length === 0) throw new Error(`no endpoint matches --endpoints ${SELECTED.join(',')}`);

ensureInstalled();
ensureBuilt();

async function postgresAvailable() {
  const client = new pg.Client({ connectionString: POSTGRES, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function waitForHealth(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

async function benchDatabase(kind) {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${kind}-`));
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const name = `bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: POSTGRES });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(POSTGRES);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: POSTGRES });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    env.DATABASE_URL = '';
  }
  console.log(`\nSeeding the demo shop on ${kind}…`);
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/seed/seed-cli.ts'], {
    cwd: ROOT,
    env,
    stdio: 'inherit',
  });
  if (seed.status !== 0) throw new Error('seed failed');
  const scale = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/seed/scale.ts', String(SCALE_PRODUCTS)],
    { cwd: ROOT, env, stdio: 'inherit' },
  );
  if (scale.status !== 0) throw new Error('scale seed failed');

  const server = startGroup(process.execPath, ['apps/api/dist/server.js'], {
    // Production refuses to start without a real secret and an SMS provider; the bench has neither to protect.
    env: {
      ...env,
      NODE_ENV: 'production',
      SECRET_KEY: randomBytes(24).toString('hex'),
      SMS_PROVIDER: 'outbox',
      PAYMENT_PROVIDER: 'sandbox',
      OPS_TOKEN: randomBytes(24).toString('hex'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${PORT}`;
  const rows = [];
  try {
    await waitForHealth(base);
    for (const { method, path, paths, label, body } of endpoints) {
      const request = {
        url: base + (path ?? paths[0]),
        method,
        body,
        headers: body ? { 'content-type': 'application/json' } : {},
        // Several paths take turns, request by request, on every connection.
        ...(paths ? { requests: paths.map((p) => ({ method, path: p })) } : {}),
      };
      // A short warm-up so the first measured second is not the JIT's.
      await autocannon({ ...request, connections: 10, duration: 2 });
      const r = await autocannon({ ...request, connections: CONNECTIONS, duration: DURATION });
      rows.push({
        database: kind,
        endpoint: `${method} ${label ?? path}`,
        'req/s': Math.round(r.requests.average),
        'p50 ms': r.latency.p50,
        'p99 ms': r.latency.p99,
        'non-2xx': r.non2xx,
        errors: r.errors + r.timeouts,
        'KB/req': Math.round(r.throughput.average / Math.max(1, r.requests.average) / 102.4) / 10,
      });
    }
  } finally {
    stopGroup(server);
    await new Promise((r) => setTimeout(r, 500));
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

const kinds = [];
if (ONLY !== 'postgres') kinds.push('pglite');
if (ONLY !== 'pglite') {
  if (await postgresAvailable()) kinds.push('postgres');
  else console.log(`notice: no PostgreSQL at ${POSTGRES}; benchmarking PGlite only`);
}

const results = [];
for (const kind of kinds) results.push(...(await benchDatabase(kind)));

// What one password check costs, for reading the login figures.
if (endpoints.some(({ path }) => path?.includes('login'))) {
  const { hash } = await import('@node-rs/argon2');
  const started = performance.now();
  for (let i = 0; i < 20; i++)
    await hash('Demo1234', { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  console.log(
    `\nargon2id (19 MiB, 2 passes, 1 lane): ${((performance.now() - started) / 20).toFixed(1)} ms a hash`,
  );
}
console.log(`\nautocannon, ${CONNECTIONS} connections, ${DURATION} s per endpoint, production server`);
console.table(results);
