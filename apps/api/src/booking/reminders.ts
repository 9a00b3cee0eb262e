import { type Language, message, normaliseLanguage } from '@beauty/shared';
import type { Db } from '../db/client';
import { notifyMany } from '../notification';
import { SMS_SHOP_NAME, type SmsProvider } from '../sms/provider';
import { bookingLink } from './effects';
import { claimReminders, type ReminderRow, releaseReminder } from './reminder-queries';

/*
 * The reminder the day before an appointment: one text message per booked appointment, in the member's
 * language, sent by the job `booking.send-reminders` (booking/jobs.ts) however many instances run it.
 *
 * Each run claims tomorrow's unreminded appointments (reminded_at set in one conditional statement that
 * skips rows another run holds), then sends; a send that fails gives its claim back for the next run. An
 * appointment booked on the day before is left out: a reminder minutes after its booking notice would only
 * repeat it. A cancelled one is no longer booked and is never claimed.
 *
 * At most once, not exactly once: a process that dies between committing a claim and the provider accepting
 * the message leaves that appointment marked reminded without a message (the claims of one batch, at most a
 * few seconds' worth). The other order (send, then mark) would risk a second message after a crash instead;
 * a missed reminder is the smaller harm.
 *
 * Each claimed appointment is also announced (a push and an inbox entry, notification/) in the claim's
 * transaction, keyed by the booking and its day: a claim given back after a failed text and claimed again
 * adds no second notification, and one moved to another day is reminded of again.
 */

const BATCH = 100;

const DATE_FORMATS: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-SG', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
  zh: new Intl.DateTimeFormat('zh-CN', { weekday: 'short', month: 'long', day: 'numeric', timeZone: 'UTC' }),
};

/** A shop date (YYYY-MM-DD) as a reminder says it: "Wed, 26 Nov", "11月26日周三". */
export function reminderDate(date: string, language: Language): string {
  return DATE_FORMATS[language].format(new Date(`${date}T00:00:00Z`));
}

export function reminderText(r: ReminderRow): string {
  const language = normaliseLanguage(r.language);
  return message('booking_reminder_sms', language, {
    shop: SMS_SHOP_NAME,
    date: reminderDate(r.date, language),
    time: r.time,
    stylist: r.stylist,
    store: r.store,
  });
}

/** Claims a batch of tomorrow's reminders and records their notifications, in one transaction. */
function claimBatch(db: Db, now: Date): Promise<ReminderRow[]> {
  return db.transaction(async (tx) => {
    const claimed = await claimReminders(tx, now, BATCH);
    await notifyMany(
      tx,
      claimed.map((r) => ({
        userId: r.user_id,
        event: {
          kind: 'appointment_reminder',
          facts: { date: r.date, time: r.time, store: r.store },
          link: bookingLink(r.id),
        },
        key: `appointment_reminder:${r.id}:${r.date}`,
      })),
    );
    return claimed;
  });
}

/**
 * Sends the reminders of the appointments on the shop day after `now`, in batches; stops at the first
 * failed send (the gateway is likely down: the next run tries again). Answers how many were sent and failed.
 */
export async function sendReminders(
  deps: { db: Db; sms: SmsProvider },
  now: Date = new Date(),
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  for (;;) {
    const claimed = await claimBatch(deps.db, now);
    let unsent = 0;
    for (const r of claimed) {
      if (unsent === 0) {
        try {
          await deps.sms.send({ phoneCode: r.phone_code, mobile: r.mobile, body: reminderText(r) });
          sent++;
          continue;
        } catch {
          // Refused: this one and the rest of the batch go back for the next run.
        }
      }
      await releaseReminder(deps.db, r.id);
      unsent++;
    }
    if (unsent > 0 || claimed.length < BATCH) return { sent, failed: unsent };
  }
}
