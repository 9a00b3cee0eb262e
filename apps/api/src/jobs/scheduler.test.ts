import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, selectRows } from '../db/client';
import { createTestDatabase } from '../test/db';
import { itConcurrently } from '../test/postgres-only';
import { createJobScheduler, type Job } from './scheduler';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const quiet = { info: () => undefined, error: () => undefined };
let unique = 0;

/** A job that counts its runs and takes `ms` for each. */
function countingJob(ms = 0, intervalMs = 60_000) {
  const runs: Date[] = [];
  const job: Job = {
    name: `test.counting-${++unique}`,
    intervalMs,
    async run(now) {
      runs.push(now);
      await new Promise((r) => setTimeout(r, ms));
      return { run: runs.length };
    },
  };
  return { job, runs };
}

describe('the job scheduler', () => {
  it('runs a job when due, not again within its interval, and at any time when forced', async () => {
    const { job, runs } = countingJob();
    const jobs = createJobScheduler(database.db, quiet);
    jobs.register(job);
    expect(await jobs.runDue()).toEqual({ [job.name]: { run: 1 } });
    expect(await jobs.runDue()).toEqual({});
    const later = new Date(Date.now() + 3_600_000);
    expect(await jobs.runDue({ now: later, force: true })).toEqual({ [job.name]: { run: 2 } });
    expect(runs[1]).toEqual(later);
  });

  it('runs a job on one instance at a time: another one skips it while it runs', async () => {
    const { job, runs } = countingJob(200);
    const first = createJobScheduler(database.db, quiet);
    const second = createJobScheduler(database.db, quiet);
    first.register(job);
    second.register(job);
    const [a, b] = await Promise.all([first.runDue({ force: true }), second.runDue({ force: true })]);
    expect(runs).toHaveLength(1);
    expect(Object.keys({ ...a, ...b })).toEqual([job.name]);
  });

  it('takes over a run whose instance died, once its lease has lapsed', async () => {
    const { job, runs } = countingJob();
    await database.db.execute(
      sql`insert into job_runs (name, locked_until, last_started_at)
        values (${job.name}, now() - interval '1 second', now() - interval '1 hour')`,
    );
    const jobs = createJobScheduler(database.db, quiet);
    jobs.register(job);
    await jobs.runDue();
    expect(runs).toHaveLength(1);
    const [row] = await selectRows<{ locked_until: string | null; last_finished_at: string | null }>(
      database.db,
      sql`select locked_until, last_finished_at from job_runs where name = ${job.name}`,
    );
    expect(row).toMatchObject({ locked_until: null, last_finished_at: expect.anything() });
  });

  it('logs and records a failing run, and runs the job again next time', async () => {
    const errors: unknown[] = [];
    let fail = true;
    const job: Job = {
      name: `test.failing-${++unique}`,
      intervalMs: 60_000,
      async run() {
        if (fail) throw new Error('broken');
        return null;
      },
    };
    const jobs = createJobScheduler(database.db, { ...quiet, error: (obj) => errors.push(obj) });
    jobs.register(job);
    expect(await jobs.runDue()).toEqual({});
    expect(errors).toHaveLength(1);
    const [row] = await selectRows<{ last_error: string | null }>(
      database.db,
      sql`select last_error from job_runs where name = ${job.name}`,
    );
    expect(row!.last_error).toBe('broken');
    fail = false;
    expect(await jobs.runDue({ force: true })).toEqual({ [job.name]: null });
  });

  it('refuses a name registered twice', () => {
    const { job } = countingJob();
    const jobs = createJobScheduler(database.db, quiet);
    jobs.register(job);
    expect(() => jobs.register(job)).toThrow(/twice/);
  });

  it('runs jobs on their timers once started, and stop waits for the run in progress', async () => {
    const { job, runs } = countingJob(100, 50);
    const jobs = createJobScheduler(database.db, quiet);
    jobs.register(job);
    jobs.start();
    const deadline = Date.now() + 10_000;
    while (runs.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await jobs.stop();
    const [row] = await selectRows<{ locked_until: string | null }>(
      database.db,
      sql`select locked_until from job_runs where name = ${job.name}`,
    );
    expect(runs.length).toBeGreaterThanOrEqual(1);
    // Stopped after its run finished: nothing holds the job.
    expect(row!.locked_until).toBeNull();
    const count = runs.length;
    await new Promise((r) => setTimeout(r, 200));
    expect(runs).toHaveLength(count);
  });

  itConcurrently('claims a job for one of many instances asking at the same moment', async () => {
    const { job, runs } = countingJob(300);
    const instances = Array.from({ length: 6 }, () => {
      const jobs = createJobScheduler(database.db, quiet);
      jobs.register(job);
      return jobs;
    });
    await Promise.all(instances.map((jobs) => jobs.runDue({ force: true })));
    expect(runs).toHaveLength(1);
  });
});
