import type { Db } from '../db/client';
import type { Job } from '../jobs/scheduler';
import { expireVouchers } from './vouchers';

const EVERY_5_MINUTES = 5 * 60_000;

/**
 * The vouchers' background work: `wallet.expire-vouchers` marks expired the active vouchers whose last day
 * has passed (Singapore date), within minutes of midnight. Nothing waits for it: using a voucher and the
 * wallet's lists already treat a voucher past its last day as expired.
 */
export function voucherJobs(db: Db): Job[] {
  return [
    {
      name: 'wallet.expire-vouchers',
      intervalMs: EVERY_5_MINUTES,
      async run(now) {
        const expired = await expireVouchers(db, now);
        return expired.length > 0 ? { expired: expired.length } : null;
      },
    },
  ];
}
