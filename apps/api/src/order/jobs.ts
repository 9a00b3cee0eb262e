import type { Db } from '../db/client';
import { systemActor } from '../db/lifecycle';
import type { Job } from '../jobs/scheduler';
import { announceExpiringOrders, completeDeliveredOrders, expireUnpaidOrders } from './expiry';

const EVERY_30_SECONDS = 30_000;

/** The jobs that move orders, by name: the name is also the actor their moves record. */
const EXPIRE_UNPAID = 'order.expire-unpaid';
const COMPLETE_DELIVERED = 'order.complete-delivered';

/**
 * The order's background work, for the app's job scheduler. `order.announce-expiring` reminds a member of an
 * unpaid order in its last ten minutes (expiry.ts); every 30 seconds, so the notice says about as many
 * minutes as the member really has.
 */
export function orderJobs(db: Db): Job[] {
  return [
    {
      name: EXPIRE_UNPAID,
      intervalMs: EVERY_30_SECONDS,
      async run(now) {
        const expired = await expireUnpaidOrders(db, systemActor(EXPIRE_UNPAID), now);
        return expired.length > 0 ? { expired } : null;
      },
    },
    {
      name: 'order.announce-expiring',
      intervalMs: EVERY_30_SECONDS,
      async run(now) {
        const announced = await announceExpiringOrders(db, now);
        return announced > 0 ? { announced } : null;
      },
    },
    {
      name: COMPLETE_DELIVERED,
      intervalMs: EVERY_30_SECONDS,
      async run(now) {
        const completed = await completeDeliveredOrders(db, systemActor(COMPLETE_DELIVERED), now);
        return completed.length > 0 ? { completed } : null;
      },
    },
  ];
}
