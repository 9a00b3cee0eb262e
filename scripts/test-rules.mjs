// What `npm test` (scripts/test.mjs) decides from its environment and the passes' counts, apart from running
// them, so that the rules have tests of their own (test-rules.test.mjs).

/** Whether this is a CI run: CI=true, as the CI services set it (CI=false or 0 says it is not). */
export const isCI = (env) => !!env.CI && env.CI !== 'false' && env.CI !== '0';

/** The API tests' PostgreSQL pass must run: a server was named (TEST_DATABASE_URL) or TEST_POSTGRES_REQUIRED=1. */
export const postgresRequired = (env) => !!env.TEST_DATABASE_URL || env.TEST_POSTGRES_REQUIRED === '1';

/**
 * Whether the browser tests run. SKIP_E2E=1 leaves them out on a developer's machine; under CI it is ignored
 * (and said so), so a variable inherited from somewhere cannot let CI pass without them.
 */
export function browserTestsPlan(env) {
  if (env.SKIP_E2E !== '1') return { run: true, note: null };
  if (isCI(env)) return { run: true, note: 'SKIP_E2E=1 is ignored under CI: the browser tests run' };
  return { run: false, note: 'SKIP_E2E=1' };
}

/**
 * What a PostgreSQL pass that skipped tests means. Only PGlite skips tests (the concurrency ones, which need
 * a server): on PostgreSQL every API test must run, so a skipped one there fails a run that requires the
 * pass, and is a warning otherwise. Null when nothing was skipped.
 */
export function postgresSkipped(pass, env) {
  if (!pass.skipped) return null;
  const text = `${pass.skipped} ${pass.skipped === 1 ? 'test' : 'tests'} skipped on PostgreSQL, where every API test must run`;
  return { fail: postgresRequired(env), text };
}
