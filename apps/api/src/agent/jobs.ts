import type { Db } from '../db/client';
import type { Job } from '../jobs/scheduler';
import { promoteRanks } from './ranks';

/**
 * The partner programme's background work, for the app's job scheduler.
 * - `agent.promote-ranks`: hourly, so a new shop month's promotions are made within the hour of its start;
 *   a run finds only agents not yet promoted this month whose sales reach a higher rank, so the other runs of
 *   the month cost one small query.
 */
export function agentJobs(db: Db): Job[] {
  return [
    {
      name: 'agent.promote-ranks',
      intervalMs: 3_600_000,
      async run(now) {
        const promoted = await promoteRanks(db, now);
        return promoted.length > 0 ? { promoted } : null;
      },
    },
  ];
}
