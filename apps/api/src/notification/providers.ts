import type { Language, NotificationKind, OsType } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import { type PushSettings, type VapidKeys, vapidKeysOf } from '../config';
import { type Db, selectPrepared } from '../db/client';

/*
 * The push channels behind one interface, as SMS has (sms/provider.ts): Web Push to browsers, an HTTP push
 * service for the apps' tokens, and the outbox that stands in for either when nothing is configured. The
 * delivery job (deliver.ts) picks one per delivery with `providerFor`.
 */

/** The device one delivery goes to. */
export type PushTarget = {
  /** The delivery (notification_deliveries.id): the outbox keeps it, once. */
  deliveryId: number;
  userId: number;
  osType: OsType;
  /** An app's token, or a browser subscription's endpoint. */
  token: string;
  /** A Web Push subscription's keys; null for app tokens. */
  keys: { p256dh: string; auth: string } | null;
};

/** What is shown, already in the member's language. */
export type PushMessage = {
  notificationId: number;
  kind: NotificationKind;
  language: Language;
  title: string;
  body: string;
  /** The storefront path it opens. */
  link: string;
};

/**
 * Sends one push. Answers 'sent', or 'gone' when the push service says the device or subscription no longer
 * exists (it is then forgotten); throws a PushError for anything else.
 */
export interface PushProvider {
  readonly name: string;
  send(target: PushTarget, message: PushMessage): Promise<'sent' | 'gone'>;
}

/** A failed push: `temporary` ones (network, 429, 5xx) are tried again later, the others are given up. */
export class PushError extends Error {
  constructor(
    message: string,
    readonly temporary: boolean,
  ) {
    super(message);
    this.name = 'PushError';
  }
}

/** How long a push service may take to answer before the attempt counts as a temporary failure. */
const SEND_TIMEOUT_MS = 10_000;
/** How long a push service keeps a Web Push for a browser that is offline (4 weeks, the services' limit). */
const WEB_PUSH_TTL_SECONDS = 28 * 24 * 60 * 60;

/** What a push service's status means; the one reading of statuses for every HTTP provider. */
export function outcomeOfStatus(service: string, status: number): 'sent' | 'gone' {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  throw new PushError(`${service} answered ${status}`, status === 429 || status >= 500);
}

/** One HTTP request to a push service; a network failure or timeout is a temporary PushError. */
async function post(
  service: string,
  url: string,
  init: { headers: Record<string, string>; body: string | Uint8Array<ArrayBuffer> },
): Promise<'sent' | 'gone'> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: init.headers,
      body: init.body,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (err) {
    throw new PushError(`${service} unreachable: ${err instanceof Error ? err.message : String(err)}`, true);
  }
  // The body is not needed; reading it frees the connection for the next push.
  await res.arrayBuffer().catch(() => undefined);
  return outcomeOfStatus(service, res.status);
}

/**
 * The local default: each push goes to the push_outbox table and the log, where a demo reads it through
 * /api/dev/push-outbox. A delivery is stored once (delivery_id is unique): a run that retries a delivery
 * whose first run died after storing it finds it there and counts it sent.
 */
export function outboxPushProvider(db: Db, log: (line: string) => void = console.log): PushProvider {
  return {
    name: 'outbox',
    async send(target, message) {
      // Prepared: a backlog is worked through at thousands a second, and planning is most of an insert's cost.
      const stored = await selectPrepared<{ id: number }>(
        db,
        'push_outbox_insert',
        sql`insert into push_outbox (delivery_id, user_id, os_type, target, language, title, body, link)
          values (${target.deliveryId}, ${target.userId}, ${target.osType}, ${target.token}, ${message.language},
            ${message.title}, ${message.body}, ${message.link})
          on conflict (delivery_id) do nothing
          returning id`,
      );
      if (stored.length > 0)
        log(`Push to member ${target.userId} (${target.osType}): ${message.title}: ${message.body}`);
      return 'sent';
    },
  };
}

/**
 * Web Push (RFC 8030) with VAPID: web-push encrypts the payload for the subscription's keys and signs the
 * request; it is posted here with fetch, so a plain-http endpoint (a local stub) works too. The service
 * worker reads the JSON payload { title, body, link, id, kind }.
 */
export function webPushProvider(settings: { keys: VapidKeys; subject: string }): PushProvider {
  const vapidDetails = { subject: settings.subject, ...settings.keys };
  return {
    name: 'webpush',
    async send(target, message) {
      if (!target.keys) throw new PushError('a Web Push subscription needs its keys', false);
      const payload = JSON.stringify({
        title: message.title,
        body: message.body,
        link: message.link,
        id: message.notificationId,
        kind: message.kind,
      });
      const request = webpush.generateRequestDetails({ endpoint: target.token, keys: target.keys }, payload, {
        vapidDetails,
        TTL: WEB_PUSH_TTL_SECONDS,
        // A push sent again after a run died replaces the first while the push service still holds it,
        // as the service worker's tag replaces one already shown.
        topic: `notification-${message.notificationId}`,
      });
      return post('push service', request.endpoint, {
        headers: request.headers as Record<string, string>,
        body: new Uint8Array(request.body as Buffer),
      });
    },
  };
}

/**
 * The apps' push service (android, ios, huawei): JSON with a bearer token, one token a request. It answers
 * 2xx when it took the push, 404 or 410 when the token is no longer registered.
 */
export function appPushProvider(settings: { url: string; token: string | null }): PushProvider {
  return {
    name: 'app',
    async send(target, message) {
      return post('app push service', settings.url, {
        headers: {
          'content-type': 'application/json',
          ...(settings.token ? { authorization: `Bearer ${settings.token}` } : {}),
        },
        body: JSON.stringify({
          to: target.token,
          platform: target.osType,
          title: message.title,
          body: message.body,
          link: message.link,
          data: { notification_id: message.notificationId, kind: message.kind },
        }),
      });
    },
  };
}

/** The two channels a delivery can take. */
export type PushProviders = { web: PushProvider; app: PushProvider };

/** The keys browsers subscribe with (null when Web Push is off), and the providers the settings name. */
export type PushSetup = { publicKey: string | null; providers: PushProviders };

/**
 * The providers the settings name, built once by the app. Web Push sends for real only with keys from the
 * settings: a pair made under DATA_DIR means a demo, whose pushes go to the outbox.
 */
export function pushSetupFor(settings: PushSettings, db: Db, log?: (line: string) => void): PushSetup {
  const keys = settings.web ? vapidKeysOf(settings.web.keys, () => webpush.generateVAPIDKeys()) : null;
  const outbox = outboxPushProvider(db, log);
  const web =
    settings.web?.keys.source === 'setting' && keys
      ? webPushProvider({ keys, subject: settings.web.subject })
      : outbox;
  return {
    publicKey: settings.web ? (keys?.publicKey ?? null) : null,
    providers: { web, app: settings.app ? appPushProvider(settings.app) : outbox },
  };
}

/**
 * A delivery's channel: a browser subscription with its keys takes Web Push; the apps' tokens, and a web
 * token an old client registered without keys, take the app push service.
 */
export function providerFor(providers: PushProviders, target: PushTarget): PushProvider {
  return target.osType === 'web' && target.keys ? providers.web : providers.app;
}
