import type { Config } from '../config';
import type { Db } from '../db/client';
import { smsOutbox } from '../db/schema';

/** The name the shop signs its text messages with (codes, reminders, cancellations). */
export const SMS_SHOP_NAME = 'Rosette Beauty';

export type SmsMessage = { phoneCode: string; mobile: string; body: string };

/** Sends one text message or throws; the caller decides what a failure means. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/** A one-time code (six digits) replaced by dots. */
const maskCodes = (text: string) => text.replace(/\b\d{6}\b/g, '••••••');

/**
 * The local default: each message goes to the sms_outbox table and the log, where a demo user (and the
 * browser tests) read their codes through /api/dev/sms-outbox.
 */
export function outboxProvider(db: Db, log: (line: string) => void = console.log): SmsProvider {
  return {
    name: 'outbox',
    async send(message) {
      await db.insert(smsOutbox).values({ ...message, provider: 'outbox', status: 'sent' });
      // The table keeps the whole text for the demo's outbox; a log line never holds a code (logs travel).
      log(`SMS to +${message.phoneCode} ${message.mobile}: ${maskCodes(message.body)}`);
    },
  };
}

/**
 * A gateway that takes JSON `{ to, from, text }` with a bearer token, answering 2xx when it accepted the
 * message. Message bodies hold codes, so nothing of them is stored here.
 */
export function httpGatewayProvider(
  settings: { url: string; token: string | null; sender: string },
  fetchImpl: typeof fetch = fetch,
): SmsProvider {
  return {
    name: 'http',
    async send(message) {
      const res = await fetchImpl(settings.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(settings.token ? { authorization: `Bearer ${settings.token}` } : {}),
        },
        body: JSON.stringify({
          to: `+${message.phoneCode}${message.mobile}`,
          from: settings.sender,
          text: message.body,
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

export function smsProviderFor(config: Config['sms'], db: Db, log?: (line: string) => void): SmsProvider {
  return config.provider === 'http' ? httpGatewayProvider(config) : outboxProvider(db, log);
}
