// npm run bench:notifications: 10,000 queued notifications (one device each) delivered through the outbox push
// provider by two instances at once, each its own process and connection pool, on a new PostgreSQL database
// at BENCH_POSTGRES_URL (default the local server). Prints the time, the rate, and the proof in SQL that each
// was sent exactly once. Options: -- --members 1000 --each 10 (notifications per member).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ROOT } from '../scripts/lib.mjs';
import { createBenchDatabase, runApiScript } from './server.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : process.argv[i + 1];
};
const MEMBERS = Number(arg('members', 1000));
const EACH = Number(arg('each', 10));
const POSTGRES = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SCRIPT = 'apps/api/src/seed/bench-notifications.ts';

/** Runs the bench script in a process of its own and answers the JSON line it prints last. */
function benchScript(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, ...args], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').at(-1)))
        : reject(new Error(`${SCRIPT} ${args[0]} failed (${code})`)),
    );
  });
}

const database = await createBenchDatabase(POSTGRES, 'bench_notify');
const dataDir = mkdtempSync(join(tmpdir(), 'bench-notify-'));
const env = { ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };

try {
  console.log('Seeding the demo shop on PostgreSQL…');
  runApiScript('apps/api/src/seed/seed-cli.ts', [], env);
  const queued = await benchScript(['queue', String(MEMBERS), String(EACH)], env);
  console.log(
    `queued ${queued.notifications.toLocaleString('en')} notifications for ${queued.members.toLocaleString('en')} members, one device each (${queued.ms} ms)`,
  );

  // Both instances connect first, then start at the same moment.
  const startAt = Date.now() + 3000;
  const instances = await Promise.all(
    ['A', 'B'].map((n) => benchScript(['deliver', n, String(startAt)], env)),
  );
  const seconds = Math.max(...instances.map((i) => i.ms)) / 1000;

  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  const { rows } = await client.query(`select
      (select count(*)::int from push_outbox) as outbox_rows,
      (select count(*)::int from (select delivery_id from push_outbox group by delivery_id having count(*) > 1) d)
        as delivered_twice,
      (select count(*)::int from notification_deliveries where status = 'pending') as still_pending,
      (select count(*)::int from notification_deliveries where status = 'sent') as marked_sent,
      (select count(*)::int from notification_deliveries where attempts > 1) as attempted_twice`);
  await client.end();
  const proof = rows[0];
  const total = queued.notifications;
  const table = [
    { what: 'notifications queued (one device each)', value: total },
    { what: 'time, both instances at once (s)', value: seconds.toFixed(2) },
    { what: 'notifications per second', value: Math.round(total / seconds) },
    ...instances.map((i) => ({
      what: `instance ${i.name} sent (${i.batches} batches, ${(i.ms / 1000).toFixed(2)} s, its CPU ${(i.cpu_ms / Math.max(1, i.sent)).toFixed(2)} ms a push)`,
      value: i.sent,
    })),
    { what: 'SQL: push_outbox rows', value: proof.outbox_rows },
    { what: 'SQL: delivery_ids with more than one row', value: proof.delivered_twice },
    { what: 'SQL: deliveries still pending', value: proof.still_pending },
    { what: "SQL: deliveries marked 'sent'", value: proof.marked_sent },
    { what: 'SQL: deliveries attempted more than once', value: proof.attempted_twice },
  ];
  console.table(table);
  const once =
    proof.outbox_rows === total &&
    proof.delivered_twice === 0 &&
    proof.still_pending === 0 &&
    instances.reduce((sum, i) => sum + i.sent, 0) === total;
  console.log(once ? 'each notification sent exactly once' : 'NOT EXACTLY ONCE');
  if (!once) process.exitCode = 1;
} finally {
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
