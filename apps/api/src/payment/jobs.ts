import type { Db } from '../db/client';
import type { Job } from '../jobs/scheduler';
import { finishOrderRefund } from '../order';
import type { PaymentProvider } from './provider';
import { resumeRefunds } from './refunds';

/** The payment's background work, for the app's job scheduler. */
export function paymentJobs(db: Db, provider: PaymentProvider): Job[] {
  return [
    {
      // Refunds a crash or a provider failure left pending (payment/refunds.ts).
      name: 'payment.resume-refunds',
      intervalMs: 30_000,
      async run(now) {
        const { completed, failed } = await resumeRefunds(db, provider, finishOrderRefund, now);
        return completed.length > 0 || failed.length > 0 ? { completed, failed } : null;
      },
    },
  ];
}
