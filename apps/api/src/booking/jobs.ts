import type { Db } from '../db/client';
import type { Job } from '../jobs/scheduler';
import type { SmsProvider } from '../sms/provider';
import { sendReminders } from './reminders';

const EVERY_10_MINUTES = 600_000;

/**
 * The appointments' background work, for the app's job scheduler.
 * - `booking.send-reminders`: the day before an appointment, its member's reminder text message and
 *   notification (booking/reminders.ts): every appointment of tomorrow once, except those booked or moved today,
 *   whose own notice has just said it.
 */
export function bookingJobs(db: Db, sms: SmsProvider): Job[] {
  return [
    {
      name: 'booking.send-reminders',
      intervalMs: EVERY_10_MINUTES,
      async run(now) {
        const { sent, failed } = await sendReminders({ db, sms }, now);
        if (failed > 0)
          throw new Error(`${failed} booking reminders could not be sent; the next run retries`);
        return sent > 0 ? { sent } : null;
      },
    },
  ];
}
