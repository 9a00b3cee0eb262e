// The PostgreSQL server for the API tests' second pass. PGlite runs one transaction at a time, so the tests of
// concurrent requests (row locks, advisory locks) can only fail on a real server.

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** TEST_DATABASE_URL, or the default local address; `error` says why it does not answer (null when it does). */
export async function probeTestPostgres(env = process.env) {
  const url = env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  // Imported here, not at the top: the root scripts run before `npm ci` has installed pg.
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return { url, error: null };
  } catch (error) {
    return { url, error: error instanceof Error ? error.message || String(error) : String(error) };
  } finally {
    await client.end().catch(() => {});
  }
}

/** The address without its password, for the summary. */
export function displayUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an address that is not a URL)';
  }
}
