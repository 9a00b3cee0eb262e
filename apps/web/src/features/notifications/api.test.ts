import { configureApiClient, resetApiClient } from '@beauty/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetThisBrowser, PushRefused, subscribeThisBrowser } from './api';

/*
 * This browser's subscription and the account's setting are two things: signing this browser up or ending its
 * subscription calls the Web Push routes only, never enable_push_notification (which governs the apps too).
 * A stand-in browser: a service worker registration whose push manager holds one subscription.
 */

const ENDPOINT = 'https://push.example/subscription/1';
let calls: string[];
let unsubscribed: boolean;

function standInBrowser({ permission = 'granted' }: { permission?: NotificationPermission } = {}) {
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: async () => {
      unsubscribed = true;
      return true;
    },
  };
  const registration = {
    pushManager: { getSubscription: async () => subscription, subscribe: async () => subscription },
  };
  vi.stubGlobal('window', { PushManager: class {}, Notification: class {} });
  vi.stubGlobal('Notification', { permission, requestPermission: async () => permission });
  vi.stubGlobal('navigator', {
    serviceWorker: {
      register: async () => registration,
      getRegistration: async () => registration,
      ready: Promise.resolve(registration),
    },
  });
}

beforeEach(() => {
  calls = [];
  unsubscribed = false;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push(`${init.method} ${new URL(url, 'http://shop').pathname}`);
    const data = url.includes('webpush_key') ? { public_key: 'BAAA' } : { removed: true };
    return new Response(JSON.stringify({ success: true, data }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  resetApiClient();
  configureApiClient({ getLanguage: () => 'en' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetApiClient();
});

describe("this browser's subscription, apart from the account's setting", () => {
  it('stopping this browser ends its subscription here and at the API, and leaves the account on', async () => {
    standInBrowser();
    await forgetThisBrowser();
    expect(calls).toEqual(['POST /api/notification/webpush_unsubscribe']);
    expect(unsubscribed).toBe(true);
  });

  it('signing this browser up tells the API of the subscription, and changes no account setting', async () => {
    standInBrowser();
    await subscribeThisBrowser();
    expect(calls).toEqual(['GET /api/notification/webpush_key', 'POST /api/notification/webpush_subscribe']);
  });

  it('a blocked browser is refused before anything is asked', async () => {
    standInBrowser({ permission: 'denied' });
    await expect(subscribeThisBrowser()).rejects.toEqual(new PushRefused('denied'));
    expect(calls).toEqual([]);
  });
});
