import type { Db } from '../db/client';
import { systemActor } from '../db/lifecycle';
import type { Job } from '../jobs/scheduler';
import { announceAvailablePoints, remindExpiringVouchers } from './notices';
import { grantReferralRewards } from './referral';
import { deleteOldLookups } from './transfer-queries';
import { expireVouchers } from './vouchers';

const EVERY_5_MINUTES = 300_000;
const EVERY_HOUR = 3_600_000;
/** The job that expires vouchers: its name is also the actor of its moves. */
const EXPIRE_VOUCHERS = 'wallet.expire-vouchers';

/**
 * The wallet's background work, for the app's job scheduler.
 * - `wallet.grant-referral-rewards`: a reward waits days for its order to settle, so a few minutes more cost
 *   nothing; each run reads every referred member still without a reward.
 * - `wallet.expire-vouchers`: marks expired the active vouchers whose last day has passed (Singapore date),
 *   within minutes of midnight. Nothing waits for it: using a voucher and the wallet's lists already treat a
 *   voucher past its last day as expired.
 * - `wallet.forget-lookups`: recipient look-ups count for an hour (the transfer form's rate limit); older ones
 *   are deleted so the table stays the size of one hour.
 * - `wallet.remind-expiring-vouchers`: a member's notification 7 days before a voucher's last day, from 10:00
 *   shop time, once per voucher (notices.ts); hourly is soon enough for a week's notice.
 * - `wallet.announce-available-points`: a member's notification when earned points become available, within
 *   five minutes, once per entry (notices.ts).
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
      name: EXPIRE_VOUCHERS,
      intervalMs: EVERY_5_MINUTES,
      async run(now) {
        const expired = await expireVouchers(db, systemActor(EXPIRE_VOUCHERS), now);
        return expired.length > 0 ? { expired: expired.length } : null;
      },
    },
    {
      name: 'wallet.remind-expiring-vouchers',
      intervalMs: EVERY_HOUR,
      async run(now) {
        const reminded = await remindExpiringVouchers(db, now);
        return reminded > 0 ? { reminded } : null;
      },
    },
    {
      name: 'wallet.announce-available-points',
      intervalMs: EVERY_5_MINUTES,
      async run(now) {
        const announced = await announceAvailablePoints(db, now);
        return announced > 0 ? { announced } : null;
      },
    },
    {
      name: 'wallet.forget-lookups',
      intervalMs: EVERY_HOUR,
      async run(now) {
        const deleted = await deleteOldLookups(db, now);
        return deleted > 0 ? { deleted } : null;
      },
    },
  ];
}
