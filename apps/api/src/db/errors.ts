/*
 * What a database refusal says, whichever driver raised it: node-postgres and PGlite put the SQLSTATE on the
 * error, drizzle wraps it as the `cause` of its own.
 */

export const SQLSTATE = {
  uniqueViolation: '23505',
  checkViolation: '23514',
  exclusionViolation: '23P01',
  serializationFailure: '40001',
  deadlock: '40P01',
} as const;

/** The SQLSTATE (and constraint, when one is named) of a database error, or null for any other error. */
export function databaseError(err: unknown): { code: string; constraint?: string } | null {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e as { code: string };
    e = e.cause as typeof e;
  }
  return null;
}
