// npm test: the whole suite — lint, type checks, unit and API tests on PGlite, the API tests again on
// PostgreSQL when one answers, the build, and the browser tests (installing Chromium and a Chinese font first
// when it can). `node scripts/test.mjs --only api` runs just the two API passes.
// Ends with a summary: each pass that ran with its counts, the passes that did not run and why, and the total.
//
// TEST_DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test); when it is
// set, or TEST_POSTGRES_REQUIRED=1 (CI), a server that does not answer fails the run instead of being noted,
// and so does a PostgreSQL pass that skipped tests. Under CI, SKIP_E2E=1 is ignored (test-rules.mjs).
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBrowserDeps } from './browser-deps.mjs';
import { ensureBuilt, ensureInstalled, ensureProjectNode, run } from './lib.mjs';
import { displayUrl, probeTestPostgres } from './test-postgres.mjs';
import { browserTestsPlan, postgresRequired, postgresSkipped } from './test-rules.mjs';

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
/** Each pass's counts (or why it did not run), in the order they ran, for the summary. */
const passes = [];
const failedStages = [];

/** Runs a vitest pass and returns its counts (undefined when it left no report). */
function vitest(label, args, env = process.env) {
  console.log(`\n▶ ${label}`);
  const out = join(mkdtempSync(join(tmpdir(), 'vitest-')), 'report.json');
  const status = run(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    { env },
  );
  let pass;
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    pass = {
      label,
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + (report.numTodoTests ?? 0),
    };
    passes.push(pass);
    if (report.numTotalTests === 0) failedStages.push(`${label} (ran no test)`);
  } else passes.push({ label, note: 'no report (the runner did not finish)' });
  if (status !== 0) failedStages.push(label);
  return pass;
}

function stage(label, command, args) {
  console.log(`\n▶ ${label}`);
  if (run(command, args) !== 0) failedStages.push(label);
}

function notRun(label, reason) {
  passes.push({ label, note: `not run: ${reason}` });
}

/** The API suite again on PostgreSQL, where the concurrency tests that PGlite skips can fail. */
function postgresPass({ url, error }) {
  const label = 'API tests on PostgreSQL';
  if (error) {
    notRun(
      label,
      `nothing answers at ${displayUrl(url)} (${error}); the PostgreSQL-only concurrency tests did not run (start PostgreSQL or set TEST_DATABASE_URL)`,
    );
    return;
  }
  const pass = vitest(`${label} (${displayUrl(url)})`, ['--project', 'api'], {
    ...process.env,
    TEST_DATABASE_URL: url,
  });
  const skipped = pass && postgresSkipped(pass, process.env);
  if (skipped?.fail) failedStages.push(`${label} (${skipped.text})`);
  else if (skipped) console.log(`\n! ${skipped.text}`);
}

ensureInstalled();
ensureProjectNode();

// Asked for at once, so that a run that needs PostgreSQL (TEST_DATABASE_URL given, or CI) stops before the
// long passes when there is none.
const postgres = await probeTestPostgres();
if (postgres.error && postgresRequired(process.env)) {
  console.error(
    `\n✗ the API tests' PostgreSQL pass is required, and nothing answers at ${displayUrl(postgres.url)} (${postgres.error})`,
  );
  process.exit(1);
}
if (postgres.error) {
  console.log(`\n! no PostgreSQL answers at ${displayUrl(postgres.url)}: the API tests run on PGlite only`);
}

// The first pass is PGlite's whatever the environment says; TEST_DATABASE_URL is for the PostgreSQL pass.
const pgliteEnv = { ...process.env };
delete pgliteEnv.TEST_DATABASE_URL;

if (only === 'api') {
  vitest('API tests on PGlite', ['--project', 'api'], pgliteEnv);
  postgresPass(postgres);
} else {
  const browserPlan = browserTestsPlan(process.env);
  if (browserPlan.run && browserPlan.note) console.log(`\n! ${browserPlan.note}`);
  const browserTests = browserPlan.run;
  // Before anything else, so that a machine that cannot run the browser tests hears it at once.
  const browserProblem = browserTests ? ensureBrowserDeps() : null;
  if (browserProblem) {
    console.error(`\n✗ ${browserProblem}`);
    process.exit(1);
  }
  stage('lint and format (biome)', 'npx', ['biome', 'check', '.']);
  stage('type check', 'npm', ['run', 'typecheck']);
  vitest('unit and API tests on PGlite', [], pgliteEnv);
  postgresPass(postgres);
  // NODE_ENV is the server's setting and the web build must ignore it: build with the setting's default so
  // that the browser tests' production-build check fails if it ever leaks into the build again.
  ensureBuilt({ env: { NODE_ENV: 'development' } });
  if (browserTests) vitest('browser tests', ['--config', 'e2e/vitest.config.ts']);
  else notRun('browser tests', browserPlan.note);
}

const total = { passed: 0, failed: 0, skipped: 0 };
const counts = (p) => `${p.passed} passed, ${p.failed} failed${p.skipped ? `, ${p.skipped} skipped` : ''}`;
console.log(`\nSummary (Node ${process.version})`);
for (const pass of passes) {
  if (pass.note) console.log(`  ${pass.label}: ${pass.note}`);
  else {
    console.log(`  ${pass.label}: ${counts(pass)}`);
    for (const key of Object.keys(total)) total[key] += pass[key];
  }
}
if (failedStages.length > 0) console.error(`\n✗ failed: ${failedStages.join(', ')}`);
console.log(`\n${counts(total)}`);
process.exit(failedStages.length > 0 ? 1 : 0);
