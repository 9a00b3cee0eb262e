// npm test: the whole suite — lint, type checks, unit and API tests, the build, and the browser tests.
// `node scripts/test.mjs --only api` runs just the API tests (CI's PostgreSQL pass).
// Ends with one line "N passed, N failed" summing every runner.
import { appendFileSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, run } from './lib.mjs';

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedStages = [];

function vitest(label, args) {
  const out = join(mkdtempSync(join(tmpdir(), 'vitest-')), 'report.json');
  const status = run('npx', [
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    if (report.numTotalTests === 0) failedStages.push(`${label} (ran no test)`);
  }
  if (status !== 0) failedStages.push(label);
}

function stage(label, command, args) {
  console.log(`\n▶ ${label}`);
  if (run(command, args) !== 0) failedStages.push(label);
}

ensureInstalled();

if (only === 'api') {
  vitest('api tests', ['--project', 'api']);
} else {
  stage('lint and format (biome)', 'npx', ['biome', 'check', '.']);
  stage('type check', 'npm', ['run', 'typecheck']);
  console.log('\n▶ unit and API tests');
  vitest('unit and API tests', []);
  ensureBuilt();
  if (process.env.SKIP_E2E === '1') {
    console.log('\n▶ browser tests skipped (SKIP_E2E=1)');
  } else if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    console.error('\n✗ browser tests need Chromium at /usr/bin/chromium: apt-get install -y chromium');
    failedStages.push('browser tests (no chromium)');
  } else {
    console.log('\n▶ browser tests');
    vitest('browser tests', ['--config', 'e2e/vitest.config.ts']);
  }
}

const line = `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`;
if (process.env.TEST_COUNTS_FILE) appendFileSync(process.env.TEST_COUNTS_FILE, `${JSON.stringify(totals)}\n`);
if (failedStages.length > 0) console.error(`\n✗ failed: ${failedStages.join(', ')}`);
console.log(`\n${line}`);
process.exit(failedStages.length > 0 ? 1 : 0);
