import type { Db } from '../db/client';
import type { Job } from '../jobs/scheduler';
import type { PaymentProvider } from './provider';
import { type RefundFinisher, resumeRefunds } from './refunds';

/**
 * The payment's background work, for the app's job scheduler. `finish` is the order's last step of a refund
 * (order's finishOrderRefund), handed in by the app: order/ imports payment's index.ts, which exports these
 * jobs, so importing the order here would close a cycle.
 */
export function paymentJobs(db: Db, provider: PaymentProvider, finish: RefundFinisher): Job[] {
  return [
    {
      // Refunds a crash or a provider failure left pending (payment/refunds.ts).
      name: 'payment.resume-refunds',
      intervalMs: 30_000,
      async run(now) {
        const { completed, failed } = await resumeRefunds(db, provider, finish, now);
        return completed.length > 0 || failed.length > 0 ? { completed, failed } : null;
      },
    },
  ];
}
