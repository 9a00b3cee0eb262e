import type { Db } from '../db/client';
import type { Job } from '../jobs/scheduler';
import { grantReferralRewards } from './referral';

const EVERY_5_MINUTES = 300_000;

/**
 * The wallet's background work, for the app's job scheduler. A reward waits days for its order to settle, so
 * a few minutes more cost nothing, and each run reads every referred member still without a reward.
 */
export function walletJobs(db: Db, options: { pointsSettleDays: number }): Job[] {
  return [
    {
      name: 'wallet.grant-referral-rewards',
      intervalMs: EVERY_5_MINUTES,
      async run(now) {
        const granted = await grantReferralRewards(db, now, options.pointsSettleDays);
        return granted.length > 0 ? { granted } : null;
      },
    },
  ];
}
