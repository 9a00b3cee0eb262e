import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../db/client';

/*
 * The app's background work. Domains describe their jobs (a name, an interval, a run function) and the app
 * registers them here and starts the scheduler (app.ts). Safe with several instances on one database: a run
 * first claims the job's row in job_runs with one conditional statement, so whichever instance claims it
 * runs it and the others skip that round; the claim is a lease, so a run whose process died is taken up
 * again once it lapses. The jobs themselves are also safe to overlap (skip-locked rows, advisory locks):
 * the claim keeps instances from repeating each other's work, it does not guard correctness.
 */

export type Job = {
  /** Unique in the app, "<domain>.<what>" (order.expire-unpaid). */
  name: string;
  /** How often it runs, across all instances together. */
  intervalMs: number;
  /** How long a claimed run keeps others off (default 10 minutes or the interval, whichever is longer). */
  leaseMs?: number;
  /** One run at `now` (tests pass a later time). Answers what it did, for the log; null when nothing. */
  run(now: Date): Promise<Record<string, unknown> | null>;
};

export type JobLog = {
  error(obj: unknown, msg: string): void;
  info(obj: unknown, msg: string): void;
};

export type JobScheduler = {
  register(...jobs: Job[]): void;
  names(): string[];
  /**
   * Runs every job that is due (every job with `force`, as long as no other run holds it), one after the
   * other. Answers what each run answered, by name; a job skipped or failed is absent.
   */
  runDue(options?: { now?: Date; force?: boolean }): Promise<Record<string, Record<string, unknown> | null>>;
  /** Runs each job on its own timer in this process. */
  start(): void;
  /** Stops the timers and waits for the runs in progress, so the database can be closed after it. */
  stop(): Promise<void>;
};

const DEFAULT_LEASE_MS = 600_000;
/**
 * A job is due once this much of its interval has passed since any instance last started it: a little
 * less than all of it, so an instance whose timer fires a moment early still runs it.
 */
const DUE_FRACTION = 0.8;

export function createJobScheduler(db: Db, log: JobLog): JobScheduler {
  const jobs = new Map<string, Job>();
  const running = new Map<string, Promise<unknown>>();
  const timers: NodeJS.Timeout[] = [];

  /** Takes the job's row for one run if it is due and no other run holds it; answers whether it did. */
  async function claim(job: Job, force: boolean): Promise<boolean> {
    const leaseMs = job.leaseMs ?? Math.max(DEFAULT_LEASE_MS, job.intervalMs);
    const rows = await selectRows<{ name: string }>(
      db,
      sql`insert into job_runs as j (name, locked_until, last_started_at)
        values (${job.name}, now() + make_interval(secs => ${leaseMs / 1000}), now())
        on conflict (name) do update
          set locked_until = excluded.locked_until, last_started_at = excluded.last_started_at
          where (j.locked_until is null or j.locked_until < now())
            and (${force} or j.last_started_at is null
              or j.last_started_at <= now() - make_interval(secs => ${(job.intervalMs * DUE_FRACTION) / 1000}))
        returning name`,
    );
    return rows.length === 1;
  }

  async function release(job: Job, error: string | null) {
    await db.execute(
      sql`update job_runs set locked_until = null, last_finished_at = now(), last_error = ${error}
        where name = ${job.name}`,
    );
  }

  type Outcome = { ran: false } | { ran: true; result: Record<string, unknown> | null };

  /** One run of a job, unless this process runs it already or another run holds its claim. Never throws. */
  async function runOne(job: Job, now: Date, force: boolean): Promise<Outcome> {
    if (running.has(job.name)) return { ran: false };
    const run = (async (): Promise<Outcome> => {
      try {
        if (!(await claim(job, force))) return { ran: false };
      } catch (err) {
        log.error({ err, job: job.name }, 'job could not be claimed');
        return { ran: false };
      }
      try {
        const result = await job.run(now);
        await release(job, null);
        if (result) log.info({ job: job.name, ...result }, 'job ran');
        return { ran: true, result };
      } catch (err) {
        log.error({ err, job: job.name }, 'job failed');
        await release(job, err instanceof Error ? err.message : String(err)).catch(() => undefined);
        return { ran: false };
      }
    })();
    running.set(job.name, run);
    try {
      return await run;
    } finally {
      running.delete(job.name);
    }
  }

  return {
    register(...added) {
      for (const job of added) {
        if (jobs.has(job.name)) throw new Error(`job ${job.name} registered twice`);
        jobs.set(job.name, job);
      }
    },
    names: () => [...jobs.keys()],
    async runDue({ now = new Date(), force = false } = {}) {
      const answers: Record<string, Record<string, unknown> | null> = {};
      for (const job of jobs.values()) {
        const outcome = await runOne(job, now, force);
        if (outcome.ran) answers[job.name] = outcome.result;
      }
      return answers;
    },
    start() {
      for (const job of jobs.values()) {
        const timer = setInterval(() => void runOne(job, new Date(), false), job.intervalMs);
        timer.unref();
        timers.push(timer);
      }
    },
    async stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
