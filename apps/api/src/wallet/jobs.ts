import type { Db } from '../db/client';
import type { Job } from '../jobs/scheduler';
import { grantReferralRewards } from './referral';
import { deleteOldLookups } from './transfer-queries';
import { expireVouchers } from './vouchers';

const EVERY_5_MINUTES = 300_000;

/**
 * The wallet's background work, for the app's job scheduler.
 * - `wallet.grant-referral-rewards`: a reward waits days for its order to settle, so a few minutes more cost
 *   nothing; each run reads every referred member still without a reward.
 * - `wallet.expire-vouchers`: marks expired the active vouchers whose last day has passed (Singapore date),
 *   within minutes of midnight. Nothing waits for it: using a voucher and the wallet's lists already treat a
 *   voucher past its last day as expired.
 * - `wallet.forget-lookups`: recipient look-ups count for an hour (the transfer form's rate limit); older ones
 *   are deleted so the table stays the size of one hour.
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
    {
      name: 'wallet.expire-vouchers',
      intervalMs: EVERY_5_MINUTES,
      async run(now) {
        const expired = await expireVouchers(db, now);
        return expired.length > 0 ? { expired: expired.length } : null;
      },
    },
    {
      name: 'wallet.forget-lookups',
      intervalMs: 3_600_000,
      async run(now) {
        const deleted = await deleteOldLookups(db, now);
        return deleted > 0 ? { deleted } : null;
      },
    },
  ];
}
