import type { Db } from '../db/client';
import type { Job } from '../jobs/scheduler';
import { completeDeliveredOrders, expireUnpaidOrders } from './expiry';

const EVERY_30_SECONDS = 30_000;

/** The order's background work, for the app's job scheduler. */
export function orderJobs(db: Db): Job[] {
  return [
    {
      name: 'order.expire-unpaid',
      intervalMs: EVERY_30_SECONDS,
      async run(now) {
        const expired = await expireUnpaidOrders(db, now);
        return expired.length > 0 ? { expired } : null;
      },
    },
    {
      name: 'order.complete-delivered',
      intervalMs: EVERY_30_SECONDS,
      async run(now) {
        const completed = await completeDeliveredOrders(db, now);
        return completed.length > 0 ? { completed } : null;
      },
    },
  ];
}
