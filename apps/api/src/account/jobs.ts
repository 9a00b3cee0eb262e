import type { SessionLimits } from '../config';
import type { Db } from '../db/client';
import type { Job } from '../jobs/scheduler';
import { forgetOldLoginRecords } from './login-throttle';
import { deleteDeadSessions } from './session-queries';

const EVERY_HOUR = 3_600_000;

/**
 * The account's background work, for the app's job scheduler.
 * - `account.forget-sessions`: deletes sessions a month after they ended (logged out, replaced, or past the
 *   idle or absolute limit), failed logins older than the throttle looks back, and the addresses a member has
 *   not signed in from for the absolute session limit. Requests already refuse an ended session, so an hour's
 *   delay costs nothing.
 */
export function accountJobs(db: Db, limits: SessionLimits): Job[] {
  return [
    {
      name: 'account.forget-sessions',
      intervalMs: EVERY_HOUR,
      async run() {
        const sessions = await deleteDeadSessions(db, limits);
        const logins = await forgetOldLoginRecords(db, limits.maxDays);
        return sessions + logins > 0 ? { sessions, logins } : null;
      },
    },
  ];
}
