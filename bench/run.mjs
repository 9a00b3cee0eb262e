// npm run bench: the production server on a freshly seeded database, loaded by autocannon.
// Runs on PGlite, then on PostgreSQL when one answers at BENCH_POSTGRES_URL (default the local server).
// Usage: npm run bench [-- --only pglite|postgres] [-- --duration 10] [-- --connections 50]
//        [-- --endpoints search,shop] (only the endpoints whose path holds one of these words)
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureBuilt, ensureInstalled, ensureProjectNode, ROOT, stopGroup } from '../scripts/lib.mjs';
import { createBenchDatabase, runApiScript, startProductionServer, waitForHealth } from './server.mjs';

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
  // Product pages of products with volume variations, several in turn so no one row stays hot: the bench
  // picks them from the categories' listings once the server answers (productsWithVariations).
  {
    method: 'GET',
    label: '/api/page/productdetails?product_id=… (products with volume variations in turn)',
    productPages: true,
  },
  // Bounded by argon2id on purpose: each login checks a password hash (about 16 ms of one core).
  {
    method: 'POST',
    path: '/api/account/login',
    body: JSON.stringify({ country_id: 1, mobile: '81230004', password: 'Demo1234', os_type: 'android' }),
  },
  // Issue 5, PostgreSQL only (they read and write the database beside the server): see cartRead and placeOrders.
  { method: 'POST', path: '/api/purchase/editcart', scenario: 'cartRead', postgresOnly: true },
  {
    method: 'POST',
    path: '/api/order/addcart + /api/purchase/placeorder',
    scenario: 'placeOrders',
    postgresOnly: true,
  },
  // Issue 14, PostgreSQL only: see pointHistory, transfers and pointsCsv.
  { method: 'GET', path: '/api/account/point', scenario: 'pointHistory', postgresOnly: true },
  { method: 'POST', path: '/api/account/transferpoint', scenario: 'transfers', postgresOnly: true },
  { method: 'GET', path: '/api/account/point?format=csv', scenario: 'pointsCsv', postgresOnly: true },
  // Issue 15, PostgreSQL only: see checkSlots and bookAppointments.
  { method: 'POST', path: '/api/booking/checkslot', scenario: 'checkSlots', postgresOnly: true },
  { method: 'POST', path: '/api/booking/bookappointment', scenario: 'bookAppointments', postgresOnly: true },
  // Reviews, PostgreSQL only (the product is found in the database beside the server): see productReviews.
  { method: 'GET', path: '/api/review/reviews?product_id=…', scenario: 'productReviews', postgresOnly: true },
  // Issue 17, PostgreSQL only: an agent with a big team (agentBench), see agentStatus and agentTeam.
  { method: 'GET', path: '/api/agent/status', scenario: 'agentStatus', postgresOnly: true },
  { method: 'GET', path: '/api/agent/myteam', scenario: 'agentTeam', postgresOnly: true },
];
const PORT = 3900;
// Product pages the product page run takes in turn: this many from each of the ten categories.
const PRODUCT_PAGES_PER_CATEGORY = 3;
const endpoints = SELECTED
  ? ENDPOINTS.filter(({ path, paths, label }) =>
      SELECTED.some((word) => (path ?? label ?? paths[0]).includes(word)),
    )
  : ENDPOINTS;
if (endpoints.length === 0) throw new Error(`no endpoint matches --endpoints ${SELECTED.join(',')}`);

ensureInstalled();
ensureProjectNode();
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

const authJson = (token) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });

async function postJson(url, body, headers = { 'content-type': 'application/json' }) {
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * CPU time (ms, user + system) each given process has used so far, from /proc; a process that has ended is
 * left out, and null where there is no /proc (not Linux).
 */
function cpuMs(pids) {
  if (!existsSync('/proc/self/stat')) return null;
  const used = new Map();
  for (const pid of pids) {
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    // Fields after the command name, which may hold spaces: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    used.set(pid, (Number(fields[11]) + Number(fields[12])) * 10); // USER_HZ is 100 on Linux
  }
  return used;
}

/**
 * The PostgreSQL processes whose work is the bench's: the backends connected to its database (the server's
 * pool) and the server-wide ones (WAL writer, checkpointer, autovacuum). Other databases' backends are left
 * out: other jobs may be using the same PostgreSQL.
 */
async function postgresPids(url) {
  if (!url) return [];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select pid from pg_stat_activity
        where (datname = current_database() and pid <> pg_backend_pid()) or backend_type <> 'client backend'`,
    );
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

/**
 * Starts counting the CPU of the server, of the bench's PostgreSQL processes and of this load generator; the
 * returned function gives each one's ms per unit of work since then (as text, '?' without /proc). Only
 * processes alive at both ends count, so a backend that ends in between takes its share with it.
 */
async function cpuMeter(serverPid, databaseUrl) {
  const pids = { server: [serverPid], database: await postgresPids(databaseUrl), bench: [process.pid] };
  const before = Object.fromEntries(Object.entries(pids).map(([part, list]) => [part, cpuMs(list)]));
  return (units) =>
    Object.fromEntries(
      Object.entries(pids).map(([part, list]) => {
        const after = cpuMs(list);
        if (before[part] === null || after === null) return [part, '?'];
        let spent = 0;
        for (const [pid, ms] of after) if (before[part].has(pid)) spent += ms - before[part].get(pid);
        return [part, (spent / Math.max(1, units)).toFixed(2)];
      }),
    );
}

/**
 * Products with volume variations, a few from each category's newest, for the product page run: taking
 * them in turn keeps any one product's rows from being the only ones warm.
 */
async function productsWithVariations(base, perCategory) {
  const landing = await (await fetch(`${base}/api/page/landing`)).json();
  const ids = [];
  for (const { link } of landing.data.categories) {
    const page = await (await fetch(`${base}/api/page/shop?category=${link}&per_page=50`)).json();
    const withVariations = page.data.products.filter((p) => p.volume_variation === 1);
    ids.push(...withVariations.slice(0, perCategory).map((p) => p.id));
  }
  if (ids.length === 0) throw new Error('no product with volume variations for the product page run');
  return ids;
}

/** Products a member can put in a cart with no choice of variation: [{ product_id, variation_id }]. */
async function simpleProducts(client, count) {
  const { rows } = await client.query(
    `select p.id as product_id, min(v.id) as variation_id from products p
       join variations v on v.product_id = p.id and v.is_active and v.stock >= 10
     where p.is_active and not p.partner_only and not p.has_volume_variations and p.max_per_order >= 5
     group by p.id having count(*) = 1 order by p.id limit $1`,
    [count],
  );
  if (rows.length < count) throw new Error('not enough single-variation products for the bench');
  return rows;
}

const row = (kind, endpoint, r, extra = {}) => ({
  database: kind,
  endpoint,
  'req/s': Math.round(r.requests.average),
  'p50 ms': r.latency.p50,
  'p99 ms': r.latency.p99,
  'non-2xx': r.non2xx,
  errors: r.errors + r.timeouts,
  'KB/req': Math.round(r.throughput.average / Math.max(1, r.requests.average) / 102.4) / 10,
  ...extra,
});

// Orders the place-order runs make in all: warm-up, throughput, then the oversold check. Every slot from the
// day after tomorrow to DELIVERY_DAYS_AHEAD (13 days x 4 slots x DELIVERY_SLOT_CAPACITY 40 = 2,080 orders)
// takes its share in turn, so the bench stays within the shop's real capacity instead of raising it.
const BUYERS = 50;
const WARMUP_ORDERS = 200;
const THROUGHPUT_ORDERS = 1_500;
const THROUGHPUT_STOCK = 100_000;
const OVERSOLD_STOCK = 300;
const OVERSOLD_ATTEMPTS = 1_000;

const SCENARIOS = {
  /**
   * Cart read (issue 5: 1,000 req/s, p99 < 100 ms): one demo member, logged in as the Android app (a web
   * login would end the member's web session), with four products in the cart; editcart without a line
   * only answers the cart.
   */
  async cartRead({ base, env, kind }) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    const products = await simpleProducts(client, 4);
    await client.end();
    const login = await postJson(`${base}/api/account/login`, {
      country_id: 1,
      mobile: '81234567',
      password: 'Demo1234',
      os_type: 'android',
    });
    const headers = authJson(login.data.token);
    for (const { product_id } of products)
      await postJson(`${base}/api/order/addcart`, { product: { product_id, quantity: 1 } }, headers);
    const request = { url: `${base}/api/purchase/editcart`, method: 'POST', headers, body: '{}' };
    await autocannon({ ...request, connections: 10, duration: 2 });
    const r = await autocannon({ ...request, connections: CONNECTIONS, duration: DURATION });
    return [row(kind, `POST /api/purchase/editcart (${products.length} lines)`, r)];
  },

  /**
   * Place order (issue 5: 200 orders/s from 50 concurrent members, zero oversold units). 50 members made
   * by apps/api/src/seed/bench-buyers.ts (sessions and addresses, no OTP sign-up); each autocannon sequence
   * is addcart (one unit) then placeorder, holding one member's token from the first request to the answer
   * of the second, so no member runs two sequences at once. Then the same with little stock and more
   * attempts than units, and a count in SQL that every unit taken is on an order line.
   */
  async placeOrders({ base, env, kind, serverPid }) {
    const seeded = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/seed/bench-buyers.ts', String(BUYERS)],
      { cwd: ROOT, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    );
    if (seeded.status !== 0) throw new Error('bench buyers failed');
    const { tokens, slots } = JSON.parse(seeded.stdout.trim().split('\n').at(-1));
    const budget = slots.length * 40;
    if (WARMUP_ORDERS + THROUGHPUT_ORDERS + OVERSOLD_STOCK > budget)
      throw new Error(`more orders than the ${budget} delivery slots allow`);

    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    const [forThroughput, forOversold] = await simpleProducts(client, 2);
    const setStock = (variationId, stock) =>
      client.query('update variations set stock = $2 where id = $1', [variationId, stock]);
    const ledger = async (variationId) => {
      const { rows } = await client.query(
        `select v.stock, coalesce((select sum(l.quantity) from order_lines l where l.variation_id = v.id), 0)::int
           as ordered from variations v where v.id = $1`,
        [variationId],
      );
      return rows[0];
    };

    let slot = 0;
    const free = [...tokens];
    const run = async (product, orders, connections) => {
      const answers = new Map();
      let placed = 0;
      const requests = [
        {
          method: 'POST',
          path: '/api/order/addcart',
          setupRequest: (request, context) => {
            // A member for this sequence; only when a placeorder answer never came back is one shared.
            context.token = free.pop() ?? tokens[slot % tokens.length];
            return {
              ...request,
              headers: authJson(context.token),
              body: JSON.stringify({ product: { product_id: product.product_id, quantity: 1 } }),
            };
          },
        },
        {
          method: 'POST',
          path: '/api/purchase/placeorder',
          setupRequest: (request, context) => {
            const { date, time } = slots[slot++ % slots.length];
            return { ...request, headers: authJson(context.token), body: JSON.stringify({ date, time }) };
          },
          onResponse: (status, body, context) => {
            free.push(context.token);
            lastAnswer = performance.now();
            if (status === 200) placed++;
            else {
              const message = (() => {
                try {
                  return JSON.parse(body).message_key;
                } catch {
                  return '';
                }
              })();
              const key = `${status} ${message}`;
              answers.set(key, (answers.get(key) ?? 0) + 1);
            }
          },
        },
      ];
      const meter = await cpuMeter(serverPid, env.DATABASE_URL);
      const started = performance.now();
      let lastAnswer = started;
      const r = await autocannon({ url: base, requests, connections, amount: orders * 2 });
      // autocannon resolves on its once-a-second tick, so the run ends at the last answer, not at resolve.
      const seconds = (lastAnswer - started) / 1000;
      const cpu = meter(placed);
      return { r, placed, seconds, cpu, refused: Object.fromEntries(answers) };
    };

    const results = [];
    try {
      await setStock(forThroughput.variation_id, THROUGHPUT_STOCK);
      await run(forThroughput, WARMUP_ORDERS, 10);
      const before = await ledger(forThroughput.variation_id);
      const t = await run(forThroughput, THROUGHPUT_ORDERS, CONNECTIONS);
      results.push(
        row(
          kind,
          `POST addcart + placeorder (${THROUGHPUT_ORDERS} attempts, stock ${THROUGHPUT_STOCK})`,
          t.r,
          {
            'orders/s': Math.round(t.placed / t.seconds),
          },
        ),
      );
      console.log(
        `place order, throughput: ${t.placed} placed in ${t.seconds.toFixed(1)} s; refused`,
        t.refused,
        `\n  CPU ms per order placed: server ${t.cpu.server}, PostgreSQL ${t.cpu.database}, load generator ${t.cpu.bench}`,
      );
      const afterThroughput = await ledger(forThroughput.variation_id);
      console.log(
        `  stock ${before.stock} → ${afterThroughput.stock}, units on order lines ${before.ordered} → ${afterThroughput.ordered}`,
      );

      // A failed attempt leaves its line in the cart; start the oversold run from empty carts.
      await client.query(
        'delete from cart_items where user_id in (select user_id from sessions where token_hash = any($1))',
        [tokens.map((token) => createHash('sha256').update(token).digest('hex'))],
      );
      await setStock(forOversold.variation_id, OVERSOLD_STOCK);
      const o = await run(forOversold, OVERSOLD_ATTEMPTS, CONNECTIONS);
      const after = await ledger(forOversold.variation_id);
      const oversold = after.ordered + after.stock - OVERSOLD_STOCK;
      results.push(
        row(kind, `POST addcart + placeorder (${OVERSOLD_ATTEMPTS} attempts, stock ${OVERSOLD_STOCK})`, o.r, {
          'orders/s': Math.round(o.placed / o.seconds),
        }),
      );
      console.log(
        `place order, oversold check: ${o.placed} placed; refused`,
        o.refused,
        `\n  initial stock ${OVERSOLD_STOCK}, units on order lines ${after.ordered}, stock left ${after.stock}:` +
          ` ordered + left - initial = ${oversold} (${oversold === 0 && after.stock >= 0 ? 'zero oversold' : 'OVERSOLD'})`,
      );
      if (oversold !== 0 || after.stock < 0) process.exitCode = 1;
    } finally {
      await client.end();
    }
    return results;
  },
};

/** Runs apps/api/src/seed/bench-wallet.ts and answers the JSON line it prints. */
function benchWallet(env, args) {
  const made = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/seed/bench-wallet.ts', ...args],
    {
      cwd: ROOT,
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (made.status !== 0) throw new Error(`bench-wallet ${args[0]} failed`);
  return JSON.parse(made.stdout.trim().split('\n').at(-1));
}

/**
 * A GET on a connection of its own (node:http, no keep-alive pool), each chunk given to `onChunk` as it
 * arrives: the download is timed as a client reads it, and no pooled socket the server closed meanwhile is
 * reused.
 */
function download(url, token, onChunk = () => {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { authorization: `Bearer ${token}` }, agent: false },
      (response) => {
        response.on('data', onChunk);
        response.on('end', () =>
          resolve({ status: response.statusCode, type: response.headers['content-type'] }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** The resident memory of a process in MB, from /proc (null elsewhere). */
function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return null;
  }
}

const HISTORY_ENTRIES = 10_000;
const CSV_ENTRIES = 100_000;
const TRANSFER_PAIRS = 1_000;
const TRANSFER_POINTS = 100;
const BENCH_PASSWORD = 'Bench1234';

Object.assign(SCENARIOS, {
  /** Points history (issue 14: 1,500 req/s, p99 < 100 ms): the first page for a member with 10,000 entries. */
  async pointHistory({ base, env, kind, serverPid }) {
    const { token } = benchWallet(env, ['history', String(HISTORY_ENTRIES)]);
    const request = { url: `${base}/api/account/point?page=1`, headers: authJson(token) };
    await autocannon({ ...request, connections: 10, duration: 2 });
    const meter = await cpuMeter(serverPid, env.DATABASE_URL);
    const r = await autocannon({ ...request, connections: CONNECTIONS, duration: DURATION });
    const cpu = meter(r.requests.total);
    return [
      row(kind, `GET /api/account/point (first page of ${HISTORY_ENTRIES.toLocaleString('en')} entries)`, r, {
        'CPU ms/req server': cpu.server,
        'CPU ms/req PostgreSQL': cpu.database,
      }),
    ];
  },

  /**
   * Point transfers (issue 14: 300 transfers/s, the sum of all balances unchanged; issue 27: the password kept
   * on every transfer): 1,000 pairs of members, each request a transfer one way or back (so both lock orders
   * are taken at once), through the HTTP call with its password check. The balances of all 2,000 members are
   * summed before and after in SQL. A second row: the transfer transaction alone, the same pairs' traffic
   * through the wallet's movePoints called in a script without the password check (bench-wallet.ts direct).
   */
  async transfers({ base, env, kind, serverPid }) {
    const members = benchWallet(env, ['members', String(TRANSFER_PAIRS * 2), '1000000', BENCH_PASSWORD]);
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    const total = async () =>
      Number(
        (
          await client.query(
            `select coalesce(sum(points), 0)::bigint as total from point_entries
              where user_id = any($1) and status <> 'void'`,
            [members.ids],
          )
        ).rows[0].total,
      );
    let n = 0;
    let moved = 0;
    let lastAnswer = 0;
    const refused = new Map();
    const requests = [
      {
        method: 'POST',
        path: '/api/account/transferpoint',
        setupRequest: (request) => {
          const pair = n % TRANSFER_PAIRS;
          const back = Math.floor(n / TRANSFER_PAIRS) % 2 === 1;
          const [from, to] = back ? [pair + TRANSFER_PAIRS, pair] : [pair, pair + TRANSFER_PAIRS];
          n++;
          return {
            ...request,
            headers: authJson(members.tokens[from]),
            body: JSON.stringify({
              country_id: members.country_id,
              mobile: members.mobiles[to],
              points: TRANSFER_POINTS,
              password: BENCH_PASSWORD,
              idempotency_key: `bench-${n}-${from}-${to}`,
            }),
          };
        },
        onResponse: (status, body) => {
          lastAnswer = performance.now();
          if (status === 200) moved++;
          else {
            const key = `${status} ${body.slice(0, 80)}`;
            refused.set(key, (refused.get(key) ?? 0) + 1);
          }
        },
      },
    ];
    try {
      const before = await total();
      await autocannon({ url: base, requests, connections: 10, duration: 2 });
      const meter = await cpuMeter(serverPid, env.DATABASE_URL);
      moved = 0;
      const started = performance.now();
      const r = await autocannon({ url: base, requests, connections: CONNECTIONS, duration: DURATION });
      const seconds = (lastAnswer - started) / 1000;
      const cpu = meter(moved);
      const after = await total();
      console.log(
        `transfers: ${moved} in ${seconds.toFixed(1)} s; refused`,
        Object.fromEntries(refused),
        `\n  sum of the ${members.ids.length} members' balances ${before} → ${after} (${before === after ? 'unchanged' : 'CHANGED'})`,
        `\n  CPU ms per transfer: server ${cpu.server}, PostgreSQL ${cpu.database}, load generator ${cpu.bench}`,
      );
      if (before !== after) process.exitCode = 1;
      const direct = benchWallet(env, [
        'direct',
        String(TRANSFER_PAIRS),
        String(DURATION),
        String(CONNECTIONS),
      ]);
      console.log(
        `transfer transaction alone: ${direct.transfers} in ${direct.seconds.toFixed(1)} s; refused`,
        direct.refused,
        `\n  sum of the balances ${direct.sum_before} → ${direct.sum_after} (${direct.sum_before === direct.sum_after ? 'unchanged' : 'CHANGED'})`,
      );
      if (direct.sum_before !== direct.sum_after) process.exitCode = 1;
      return [
        row(kind, `POST /api/account/transferpoint (${TRANSFER_PAIRS} pairs, both ways)`, r, {
          'transfers/s': Math.round(moved / seconds),
          'CPU ms/req server': cpu.server,
          'CPU ms/req PostgreSQL': cpu.database,
        }),
        {
          database: kind,
          endpoint: `the transfer transaction alone, no password check (${TRANSFER_PAIRS} pairs, ${CONNECTIONS} at once)`,
          'transfers/s': Math.round(direct.transfers / direct.seconds),
        },
      ];
    } finally {
      await client.end();
    }
  },

  /**
   * The CSV download of 100,000 entries: its time to the last byte, and the server's resident memory
   * sampled every 20 ms while it streams (the growth must stay under 50 MB).
   */
  async pointsCsv({ base, env, kind, serverPid }) {
    const { token } = benchWallet(env, ['history', String(CSV_ENTRIES)]);
    // One small download first, so the growth measured is the stream's, not the first call's code loading.
    await download(`${base}/api/account/point?format=csv&start_date=2999-01-01`, token);
    const baseline = rssMb(serverPid);
    let peak = baseline ?? 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(serverPid) ?? 0);
    }, 20);
    const started = performance.now();
    let bytes = 0;
    let lines = 0;
    let firstByte = null;
    const response = await download(`${base}/api/account/point?format=csv`, token, (chunk) => {
      firstByte ??= performance.now() - started;
      bytes += chunk.length;
      for (const b of chunk) if (b === 10) lines++;
    });
    const ms = performance.now() - started;
    clearInterval(sampler);
    const growth = baseline === null ? '?' : (peak - baseline).toFixed(1);
    console.log(
      `points CSV: ${response.status} ${response.type}, ${lines - 1} rows, ${(bytes / 1048576).toFixed(1)} MB in ${Math.round(ms)} ms` +
        ` (first byte ${Math.round(firstByte ?? 0)} ms); server memory ${baseline?.toFixed(1)} MB → peak ${peak.toFixed(1)} MB (+${growth} MB)`,
    );
    if (response.status !== 200 || lines - 1 !== CSV_ENTRIES) process.exitCode = 1;
    return [
      {
        database: kind,
        endpoint: `GET /api/account/point?format=csv (${CSV_ENTRIES.toLocaleString('en')} entries)`,
        'total ms': Math.round(ms),
        'first byte ms': Math.round(firstByte ?? 0),
        MB: Number((bytes / 1048576).toFixed(1)),
        'memory growth MB': growth,
      },
    ];
  },
});

// Appointments (issue 15): 6 stores x 8 stylists, the next 30 days booked to 70 % of their working time
// (apps/api/src/seed/bench-booking.ts), seeded once per database for both scenarios.
const BOOKING_STYLISTS_PER_STORE = 8;
const BOOKING_DAYS = 30;
const BOOKING_FILL = 0.7;
const BOOKING_MEMBERS = 1_000;
const BOOKING_WARMUP = 200;
const bookingSeeds = new Map();

function bookingBench(env) {
  if (!bookingSeeds.has(env.DATABASE_URL)) {
    const started = performance.now();
    const made = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/api/src/seed/bench-booking.ts',
        String(BOOKING_STYLISTS_PER_STORE),
        String(BOOKING_DAYS),
        String(BOOKING_FILL),
        String(BOOKING_MEMBERS),
      ],
      { cwd: ROOT, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 },
    );
    if (made.status !== 0) throw new Error('bench-booking failed');
    const seed = JSON.parse(made.stdout.trim().split('\n').at(-1));
    console.log(
      `appointments: ${seed.stylists} stylists, ${seed.booked} appointments over ${BOOKING_DAYS} days, ${Math.round(seed.fill * 100)} % of working time booked, a plan of ${seed.plan.length} bookings for ${seed.tokens.length} members (${Math.round(performance.now() - started)} ms)`,
    );
    bookingSeeds.set(env.DATABASE_URL, seed);
  }
  return bookingSeeds.get(env.DATABASE_URL);
}

/** Overlapping active appointments of one stylist (with the buffer) or of one member: both must be 0. */
async function bookingOverlaps(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select
        (select count(*)::int from bookings a join bookings b on b.stylist_id = a.stylist_id and a.id < b.id
          where a.status in ('booked', 'completed') and b.status in ('booked', 'completed')
            and a.starts_at < b.blocked_until and b.starts_at < a.blocked_until) as stylist,
        (select count(*)::int from bookings a join bookings b on b.user_id = a.user_id and a.id < b.id
          where a.status in ('booked', 'completed') and b.status in ('booked', 'completed')
            and a.starts_at < b.ends_at and b.starts_at < a.ends_at) as member,
        (select count(*)::int from bookings where status = 'booked') as booked`,
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

Object.assign(SCENARIOS, {
  /**
   * The slot check (issue 15: 1,000 req/s, p99 < 100 ms): each request the next of the 48 stylists x 30
   * days in turn, for the stylist's shortest service, as a logged-in Singapore member.
   */
  async checkSlots({ base, env, kind, serverPid }) {
    const { checkslot } = bookingBench(env);
    const { token, targets } = checkslot;
    const sample = await postJson(`${base}/api/booking/checkslot`, targets[0], authJson(token));
    console.log(
      `checkslot: ${sample.data.stylists.length} stylists, ${sample.data.dates.length} dates, ${sample.data.times.length} free times on ${targets[0].date} for stylist ${targets[0].stylist_id}`,
    );
    let n = 0;
    const requests = [
      {
        method: 'POST',
        path: '/api/booking/checkslot',
        setupRequest: (request) => ({
          ...request,
          headers: authJson(token),
          body: JSON.stringify(targets[n++ % targets.length]),
        }),
      },
    ];
    await autocannon({ url: base, requests, connections: 10, duration: 2 });
    const meter = await cpuMeter(serverPid, env.DATABASE_URL);
    const r = await autocannon({ url: base, requests, connections: CONNECTIONS, duration: DURATION });
    const cpu = meter(r.requests.total);
    return [
      row(kind, `POST /api/booking/checkslot (${targets.length} stylist-days in turn, 70 % booked)`, r, {
        'CPU ms/req server': cpu.server,
        'CPU ms/req PostgreSQL': cpu.database,
      }),
    ];
  },

  /**
   * Booking (issue 15: 200 bookings/s, then no overlap): the seed's plan of free times, each by a member who
   * may still book, every tenth time asked for by two members at once (one of them must get 409). After the
   * run, a query counts overlapping appointments of a stylist or of a member: both must be 0.
   */
  async bookAppointments({ base, env, kind, serverPid }) {
    const { tokens, plan } = bookingBench(env);
    let next = 0;
    let placed = 0;
    let lastAnswer = 0;
    const refused = new Map();
    const requests = [
      {
        method: 'POST',
        path: '/api/booking/bookappointment',
        setupRequest: (request) => {
          const p = plan[next++ % plan.length];
          return {
            ...request,
            headers: authJson(tokens[p.m]),
            body: JSON.stringify({
              store_id: p.store_id,
              stylist_id: p.stylist_id,
              date: p.date,
              time: p.time,
              service_ids: p.service_ids,
              remarks: '',
              status: 2,
            }),
          };
        },
        onResponse: (status, body) => {
          lastAnswer = performance.now();
          if (status === 200) placed++;
          else {
            const key = `${status} ${(() => {
              try {
                return JSON.parse(body).message_key;
              } catch {
                return body.slice(0, 60);
              }
            })()}`;
            refused.set(key, (refused.get(key) ?? 0) + 1);
          }
        },
      },
    ];
    await autocannon({ url: base, requests, connections: 10, amount: BOOKING_WARMUP });
    const before = await bookingOverlaps(env.DATABASE_URL);
    placed = 0;
    refused.clear();
    const meter = await cpuMeter(serverPid, env.DATABASE_URL);
    const started = performance.now();
    const r = await autocannon({
      url: base,
      requests,
      connections: CONNECTIONS,
      amount: plan.length - BOOKING_WARMUP,
    });
    const seconds = (lastAnswer - started) / 1000;
    const cpu = meter(placed);
    const after = await bookingOverlaps(env.DATABASE_URL);
    console.log(
      `bookappointment: ${placed} booked in ${seconds.toFixed(1)} s; refused`,
      Object.fromEntries(refused),
      `\n  booked appointments ${before.booked} → ${after.booked}; overlapping: stylist ${after.stylist}, member ${after.member} (${after.stylist + after.member === 0 ? 'none' : 'OVERLAP'})`,
      `\n  CPU ms per booking: server ${cpu.server}, PostgreSQL ${cpu.database}, load generator ${cpu.bench}`,
    );
    if (after.stylist + after.member !== 0) process.exitCode = 1;
    return [
      row(
        kind,
        `POST /api/booking/bookappointment (${plan.length - BOOKING_WARMUP} requests, 1 in 10 raced)`,
        r,
        {
          'bookings/s': Math.round(placed / seconds),
          'CPU ms/req server': cpu.server,
          'CPU ms/req PostgreSQL': cpu.database,
        },
      ),
    ];
  },
});

Object.assign(SCENARIOS, {
  /**
   * A product's review list: the first page, newest first (the call's defaults), of the scale catalogue's
   * product with BIG_PRODUCT_REVIEWS reviews (apps/api/src/seed/scale-reviews.ts), as a visitor. Skipped,
   * with a notice, where the review calls are not served.
   */
  async productReviews({ base, env, kind, serverPid }) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    let product;
    try {
      const { rows } = await client.query(
        `select target_id as id, review_count from review_totals
          where target = 'product' and criterion = 0 order by review_count desc, target_id limit 1`,
      );
      product = rows[0];
    } finally {
      await client.end();
    }
    if (!product) throw new Error('no reviewed product in the bench catalogue');
    const path = `/api/review/reviews?product_id=${product.id}`;
    const sample = await fetch(base + path);
    if (sample.status !== 200) {
      console.log(`review list: ${path} answered ${sample.status}; skipped (are the review calls served?)`);
      return [];
    }
    const { data } = await sample.json();
    console.log(
      `review list: product ${product.id}, ${data.summary.review_count} reviews, ${data.reviews.length} on the first page of ${data.total_pages}`,
    );
    const request = { url: base + path };
    await autocannon({ ...request, connections: 10, duration: 2 });
    const meter = await cpuMeter(serverPid, env.DATABASE_URL);
    const r = await autocannon({ ...request, connections: CONNECTIONS, duration: DURATION });
    const cpu = meter(r.requests.total);
    return [
      row(
        kind,
        `GET /api/review/reviews?product_id=… (${product.review_count} reviews, first page, newest)`,
        r,
        {
          'CPU ms/req server': cpu.server,
          'CPU ms/req PostgreSQL': cpu.database,
        },
      ),
    ];
  },
});

// The partner programme (issue 17): one agent (Style Gold) whose team of 5,000 members made 100,000 orders over the
// past year, each with its cash-back (apps/api/src/seed/bench-agent.ts), seeded once per database for both
// scenarios; the agent logs in once, as the Android app.
const TEAM_MEMBERS = 5_000;
const TEAM_ORDERS = 100_000;
const agentSeeds = new Map();

async function agentBench(env, base) {
  if (!agentSeeds.has(env.DATABASE_URL)) {
    const started = performance.now();
    const made = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/api/src/seed/bench-agent.ts',
        String(TEAM_MEMBERS),
        String(TEAM_ORDERS),
        BENCH_PASSWORD,
      ],
      { cwd: ROOT, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    );
    if (made.status !== 0) throw new Error('bench-agent failed');
    const agent = JSON.parse(made.stdout.trim().split('\n').at(-1));
    const login = await postJson(`${base}/api/account/login`, {
      country_id: agent.country_id,
      mobile: agent.mobile,
      password: agent.password,
      os_type: 'android',
    });
    console.log(
      `partner team: agent ${agent.agent_id}, ${TEAM_MEMBERS.toLocaleString('en')} members, ${TEAM_ORDERS.toLocaleString('en')} orders with their cash-back (${Math.round(performance.now() - started)} ms)`,
    );
    agentSeeds.set(env.DATABASE_URL, { ...agent, token: login.data.token });
  }
  return agentSeeds.get(env.DATABASE_URL);
}

/** One GET as the bench agent: a sample answer printed, a warm-up, then the measured run with its CPU. */
async function agentGet({ base, env, kind, serverPid }, path, describe) {
  const { token } = await agentBench(env, base);
  const request = { url: base + path, headers: authJson(token) };
  const sample = await fetch(request.url, { headers: request.headers });
  if (sample.status !== 200) throw new Error(`${path}: ${sample.status} ${await sample.text()}`);
  console.log(describe((await sample.json()).data));
  await autocannon({ ...request, connections: 10, duration: 2 });
  const meter = await cpuMeter(serverPid, env.DATABASE_URL);
  const r = await autocannon({ ...request, connections: CONNECTIONS, duration: DURATION });
  const cpu = meter(r.requests.total);
  return row(
    kind,
    `GET ${path} (team of ${TEAM_MEMBERS.toLocaleString('en')}, ${TEAM_ORDERS.toLocaleString('en')} orders)`,
    r,
    {
      'CPU ms/req server': cpu.server,
      'CPU ms/req PostgreSQL': cpu.database,
    },
  );
}

Object.assign(SCENARIOS, {
  /** The agent's status (issue 17: 1,000 req/s, p99 < 100 ms): balances, team size, this month's team sales. */
  async agentStatus(context) {
    return [
      await agentGet(
        context,
        '/api/agent/status',
        (d) =>
          `agent/status: ${d.rank_display}, team ${d.team_size}, available ${d.cashback_available}, pending ${d.cashback_pending}, this month's team sales ${d.month_team_sales} (cents)`,
      ),
    ];
  },

  /** The first page of the agent's team (issue 17: 1,000 req/s, p99 < 100 ms): newest members first. */
  async agentTeam(context) {
    return [
      await agentGet(
        context,
        '/api/agent/myteam',
        (d) =>
          `agent/myteam: ${d.members.length} members on page 1 of ${d.total_pages}, team ${d.team_size}; first: ${JSON.stringify(d.members[0])}`,
      ),
    ];
  },
});

async function benchDatabase(kind) {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${kind}-`));
  const env = {
    // PostgreSQL, the server and autocannon share two cores here: more connections than cores only queue
    // inside the database. A database on its own machine wants the default pool (10) or more.
    DATABASE_POOL_SIZE: '4',
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const made = await createBenchDatabase(POSTGRES);
    env.DATABASE_URL = made.url;
    dropDatabase = made.drop;
  } else {
    env.DATABASE_URL = '';
  }
  console.log(`\nSeeding the demo shop on ${kind}…`);
  runApiScript('apps/api/src/seed/seed-cli.ts', [], env);
  runApiScript('apps/api/src/seed/scale.ts', [String(SCALE_PRODUCTS)], env);

  const server = startProductionServer(env);
  const base = `http://127.0.0.1:${PORT}`;
  const rows = [];
  try {
    await waitForHealth(base);
    for (const endpoint of endpoints) {
      const { method, path, label, body, scenario, postgresOnly } = endpoint;
      if (postgresOnly && kind !== 'postgres') continue;
      if (scenario) {
        rows.push(...(await SCENARIOS[scenario]({ base, env, kind, serverPid: server.pid })));
        continue;
      }
      const paths = endpoint.productPages
        ? (await productsWithVariations(base, PRODUCT_PAGES_PER_CATEGORY)).map(
            (id) => `/api/page/productdetails?product_id=${id}`,
          )
        : endpoint.paths;
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
      const meter = await cpuMeter(server.pid, env.DATABASE_URL);
      const r = await autocannon({ ...request, connections: CONNECTIONS, duration: DURATION });
      const cpu = meter(r.requests.total);
      rows.push(
        row(kind, `${method} ${label ?? path}`, r, {
          'CPU ms/req server': cpu.server,
          'CPU ms/req PostgreSQL': kind === 'postgres' ? cpu.database : '-',
        }),
      );
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
