import type { Job } from '../jobs/scheduler';
import { type DeliverCounts, type DeliverDeps, deliverDue } from './deliver';
import { DELIVER_JOB } from './delivery-lifecycle';

/** How often the delivery job looks for pushes to send, across all instances. */
const DELIVER_EVERY_MS = 5_000;
/**
 * How long one run keeps taking batches before it lets the next round start: a backlog is worked through in
 * runs of this length, and the scheduler's lease (below) outlasts one.
 */
const RUN_FOR_MS = 30_000;

/**
 * The notifications' background work, for the app's job scheduler.
 * - `notification.deliver`: every 5 s, sends the deliveries that are due (deliver.ts), batch after batch
 *   while batches come back full, for up to 30 s a run.
 */
export function notificationJobs(deps: DeliverDeps): Job[] {
  return [
    {
      name: DELIVER_JOB,
      intervalMs: DELIVER_EVERY_MS,
      // A run that died holds the job this long; its claimed deliveries lapse on their own lease. A run slowed
      // by push services that time out may outlast it and overlap the next: deliverDue is safe run twice.
      leaseMs: 2 * RUN_FOR_MS,
      async run(now) {
        const batch = 200;
        const total: DeliverCounts = { claimed: 0, sent: 0, gone: 0, skipped: 0, retried: 0, failed: 0 };
        const started = Date.now();
        for (;;) {
          // Every batch works at the run's time: what falls due during the run waits for the next one.
          const counts = await deliverDue(deps, { now, batch });
          for (const key of Object.keys(total) as (keyof DeliverCounts)[]) total[key] += counts[key];
          if (counts.claimed < batch || Date.now() - started > RUN_FOR_MS) break;
        }
        return total.claimed > 0 ? { ...total } : null;
      },
    },
  ];
}
