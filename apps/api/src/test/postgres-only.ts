import { describe, it, type TestFunction } from 'vitest';

/** True in the API tests' PostgreSQL pass (npm test runs it whenever a server answers). */
export const onPostgres = !!process.env.TEST_DATABASE_URL;

/*
 * Tests of requests that race for the same rows. PGlite runs one transaction at a time, so on it they would
 * pass whether the row locks and advisory locks are taken or not: they run on PostgreSQL only, and the name
 * says so where PGlite's pass lists them as skipped.
 */
const WHY = ' [PostgreSQL only: PGlite runs one transaction at a time]';

export function itConcurrently(name: string, fn: TestFunction, timeout?: number) {
  it.runIf(onPostgres)(`${name}${WHY}`, fn, timeout);
}

export function describeConcurrently(name: string, fn: () => void) {
  describe.runIf(onPostgres)(`${name}${WHY}`, fn);
}
