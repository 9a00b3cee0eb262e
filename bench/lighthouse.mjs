// npm run bench:pages: Lighthouse (mobile preset, the default) on the production build's home page, served by the
// production server on a freshly seeded PGlite shop. Prints the performance score, the Core Web Vitals and the
// JavaScript the first view loads, gzipped. Usage: npm run bench:pages [-- --runs 3] [-- --path /]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuilt, ensureInstalled, ensureProjectNode, stopGroup } from '../scripts/lib.mjs';
import { runApiScript, startProductionServer, waitForHealth } from './server.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : process.argv[i + 1];
};
const RUNS = Number(arg('runs', 3));
const PATHS = (arg('path', '/') ?? '/').split(',');
const PORT = 3901;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

ensureInstalled();
ensureProjectNode();
ensureBuilt();

/** The scripts the page loaded before it settled, each with its size once gzipped. */
async function firstViewScripts(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  let gzipped = 0;
  for (const { url } of scripts) {
    const body = Buffer.from(
      await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
    );
    gzipped += gzipSync(body, { level: 9 }).length;
  }
  return { count: scripts.length, gzippedKb: Math.round(gzipped / 102.4) / 10 };
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-pages-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  PORT: String(PORT),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
};
console.log('Seeding the demo shop…');
runApiScript('apps/api/src/seed/seed-cli.ts', [], env);
const server = startProductionServer(env);
const base = `http://127.0.0.1:${PORT}`;
const rows = [];
let chrome;
try {
  await waitForHealth(base);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    userDataDir: mkdtempSync(join(tmpdir(), 'lh-profile-')),
  });
  for (const path of PATHS) {
    for (let run = 1; run <= RUNS; run++) {
      const result = await lighthouse(base + path, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
      });
      const lhr = result.lhr;
      const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const js = await firstViewScripts(lhr);
      rows.push({
        page: path,
        run,
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        'FCP ms': Math.round(metric('first-contentful-paint')),
        'LCP ms': Math.round(metric('largest-contentful-paint')),
        'TBT ms': Math.round(metric('total-blocking-time')),
        CLS: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
        scripts: js.count,
        'JS KB gz': js.gzippedKb,
      });
    }
  }
} finally {
  await chrome?.kill();
  stopGroup(server);
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
console.log('\nLighthouse, mobile preset (simulated slow 4G, 4× CPU slowdown), production build');
console.table(rows);
