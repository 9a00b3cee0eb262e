import type { WebPushSubscriptionInput } from '@beauty/shared';

/*
 * The browser's side of Web Push: the service worker (public/sw.js) that shows pushes, and this browser's
 * subscription. No React here; the notifications feature (features/notifications/api.ts) and the profile's switch build on it.
 */

export const SERVICE_WORKER_URL = '/sw.js';

/** Whether this browser can receive pushes at all (an old browser, an iPhone outside a home-screen app: no). */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The member's answer to the browser's question, or 'unsupported' where it cannot be asked. */
export type PushPermission = NotificationPermission | 'unsupported';

export function pushPermission(): PushPermission {
  return pushSupported() ? Notification.permission : 'unsupported';
}

/**
 * Calls `listener` when the member changes the site's notification permission in the browser's settings (the
 * profile then says what this browser can do now, with no reload); browsers without the Permissions API
 * never call it.
 */
export function onPushPermissionChange(listener: () => void): () => void {
  let stop = () => {};
  let stopped = false;
  if (pushSupported() && 'permissions' in navigator) {
    navigator.permissions
      .query({ name: 'notifications' })
      .then((status) => {
        if (stopped) return;
        status.addEventListener('change', listener);
        stop = () => status.removeEventListener('change', listener);
      })
      .catch(() => undefined);
  }
  return () => {
    stopped = true;
    stop();
  };
}

/**
 * What this browser can do about pushes, apart from the account's own setting (which also governs the apps):
 * - unsupported: no Push API or no service worker here; nothing the member can do in this browser;
 * - blocked: the member blocked notifications for the shop in the browser's settings;
 * - unavailable: the shop sends no Web Push (its public key is null);
 * - receiving / not_receiving: whether this browser holds a subscription;
 * - checking: the key or the subscription is not known yet.
 */
export type BrowserPushState =
  | 'unsupported'
  | 'blocked'
  | 'unavailable'
  | 'checking'
  | 'receiving'
  | 'not_receiving';

export function browserPushState({
  permission,
  publicKey,
  subscribed,
}: {
  permission: PushPermission;
  /** undefined while it is being asked for; null when the shop sends no Web Push. */
  publicKey: string | null | undefined;
  subscribed: boolean | undefined;
}): BrowserPushState {
  if (permission === 'unsupported') return 'unsupported';
  if (permission === 'denied') return 'blocked';
  if (publicKey === null) return 'unavailable';
  if (publicKey === undefined || subscribed === undefined) return 'checking';
  return subscribed ? 'receiving' : 'not_receiving';
}

/**
 * Registers the service worker (at startup, where the browser has them). Its scope is the whole shop, so a
 * push's click can open any page; a failure only means no pushes in this browser.
 */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return Promise.resolve(null);
  return navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => null);
}

/** The active worker's registration: subscribing needs one that is active, not just registered. */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  await registerServiceWorker();
  return navigator.serviceWorker.ready;
}

/** This browser's push subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The VAPID public key as the bytes PushManager takes (the API gives it base64url, as VAPID keys are written). */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/**
 * A new subscription (or the one this browser has) for the shop's key; pushes must show a notification. A
 * subscription made with another key (the shop changed its keys) is dropped and made again.
 */
export async function subscribe(publicKey: string): Promise<PushSubscription> {
  const registration = await activeRegistration();
  const options = { userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) };
  try {
    return await registration.pushManager.subscribe(options);
  } catch (error) {
    const old = await registration.pushManager.getSubscription();
    if (!old) throw error;
    await old.unsubscribe();
    return registration.pushManager.subscribe(options);
  }
}

/** What POST notification/webpush_subscribe takes: the endpoint and its two keys. */
export function subscriptionBody(subscription: PushSubscription): WebPushSubscriptionInput {
  const { endpoint, keys } = subscription.toJSON();
  return {
    endpoint: endpoint ?? subscription.endpoint,
    keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
  };
}

/** Calls `listener` when the service worker has shown a push (the bell reads its count again). */
export function onPushShown(listener: () => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => {};
  const handle = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === 'notification') listener();
  };
  navigator.serviceWorker.addEventListener('message', handle);
  return () => navigator.serviceWorker.removeEventListener('message', handle);
}
