import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/* Background jobs (apps/api/src/jobs). */

/**
 * One row per registered job (jobs/scheduler.ts): whichever instance claims it runs it, the others skip
 * that round. `locked_until` is a lease, so a run whose process died is taken up again once it lapses.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
});
