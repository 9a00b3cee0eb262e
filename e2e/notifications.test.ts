import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiClient, type Language, type Member } from './api';
import { expectAccessible, expectNoSideways, screenshot, shopBrowser } from './browser';
import { type ShopServer, startServer } from './server';

// Issue 18, notifications in the browser. The profile's switch asks the browser's permission and subscribes
// through the shop's service worker (public/sw.js); the shop then sends its pushes (Web Push, encrypted for
// that subscription) when an order moves; the service worker shows one and a click on it opens the order. A
// browser that blocked notifications, or has none, shows the spec's message and how to unblock. The bell in
// the header counts the unread ones, and the inbox lists them, in both languages at 375 and 1280 px.
// The Web Push tests run a server of their own with VAPID keys set, so that the shop really sends.
//
// Headless Chromium has no push service (and this machine no network): its own PushManager.subscribe fails
// ("AbortError: Registration failed - permission denied"). So the test stands in for the browser's push
// service: an init script replaces PushManager's subscribe and getSubscription with a subscription whose
// endpoint is a loopback HTTP server of this test and whose keys are real (a P-256 key pair and an auth
// secret made with node:crypto), so the shop's Web Push sender encrypts for them as for any browser. The test
// decrypts what arrives (RFC 8291) and hands it to the service worker through the DevTools protocol
// (ServiceWorker.deliverPushMessage), which is how Chromium itself delivers a push to a worker. A click on an
// OS notification cannot be made headless: the test dispatches notificationclick in the worker.
// Screenshots in e2e/screenshots/notifications-*.png.

const baseUrl = inject('baseUrl');
/**
 * A poll's own options: none, so it waits as every browser test's poll does, until near the test's deadline
 * (e2e/vitest.config.ts), for a page's first answers after a login or a service worker's message.
 */
const WAIT = {};
const browser = shopBrowser(() => baseUrl);
const { call, newMember, deliveredOrder } = apiClient(() => baseUrl);

const WORDS = {
  en: {
    bell: 'Notifications',
    bellUnread: (n: number) => `Notifications, ${n} unread`,
    title: 'Notifications',
    markAll: 'Mark all read',
    allRead: 'All read',
    unread: (n: number) => `${n} unread`,
    titles: ['Order delivered', 'Order shipped', 'Payment received'],
    push: 'Push notifications',
    thisBrowser: 'This browser',
    receive: 'Receive notifications in this browser',
    blocked: 'Notifications are blocked for this site in the browser',
    unblock: 'set Notifications to Allow',
    noSupport: "This browser can't receive notifications",
  },
  zh: {
    bell: '通知',
    bellUnread: (n: number) => `通知，${n} 条未读`,
    title: '通知',
    markAll: '全部标为已读',
    allRead: '全部已读',
    unread: (n: number) => `${n} 条未读`,
    titles: ['订单已送达', '订单已发货', '付款成功'],
    push: '推送通知',
    thisBrowser: '此浏览器',
    receive: '在此浏览器接收通知',
    blocked: '此网站的通知已在浏览器中被屏蔽',
    unblock: '将“通知”设为“允许”',
    noSupport: '此浏览器无法接收通知',
  },
} as const satisfies Record<Language, Record<string, unknown>>;

// --- the stand-in push service ---------------------------------------------------------------------------

/** A browser's subscription as the push service and the browser hold it: the endpoint and both key halves. */
type Subscription = { endpoint: string; p256dh: string; auth: string; ecdh: ReturnType<typeof createECDH> };

/** What the shop's Web Push sender posted to the stand-in push service, by subscription path. */
const received = new Map<string, Buffer[]>();
/** Who waits for the next message to a subscription path (see `nextPush`). */
const awaited = new Map<string, () => void>();
let pushService: Server;
let pushServiceUrl: string;

beforeAll(async () => {
  pushService = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const list = received.get(req.url ?? '') ?? [];
      list.push(Buffer.concat(chunks));
      received.set(req.url ?? '', list);
      // A push service answers 201 Created for a message it accepted.
      res.writeHead(201).end();
      awaited.get(req.url ?? '')?.();
    });
  });
  await new Promise<void>((done) => pushService.listen(0, '127.0.0.1', done));
  pushServiceUrl = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => pushService.close(() => done())));

function newSubscription(): Subscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `${pushServiceUrl}/push/${randomBytes(12).toString('hex')}`,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
    ecdh,
  };
}

/** A Web Push message opened as the browser would (RFC 8291, aes128gcm content coding, one record). */
function decrypt(subscription: Subscription, body: Buffer): unknown {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = subscription.ecdh.computeSecret(serverKey);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), subscription.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, Buffer.from(subscription.auth, 'base64url'), info, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  const end = plain.lastIndexOf(2);
  return JSON.parse(plain.subarray(0, end).toString('utf8'));
}

/**
 * The browser's PushManager replaced by one that hands out `subscription` (see the comment at the top),
 * remembered across the tab's pages as a real subscription is. It records the key the page subscribed with.
 */
async function standInPushManager(context: BrowserContext, subscription: Subscription) {
  const { endpoint, p256dh, auth } = subscription;
  await context.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      const stored = 'e2e-push-subscribed';
      const made = () => ({
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: () => null,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          localStorage.removeItem(stored);
          return true;
        },
      });
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        const key = options?.applicationServerKey as Uint8Array;
        localStorage.setItem('e2e-push-key', btoa(String.fromCharCode(...key)));
        localStorage.setItem(stored, '1');
        return made() as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () =>
        (localStorage.getItem(stored) ? made() : null) as unknown as PushSubscription | null;
    },
    { endpoint, p256dh, auth },
  );
}

/**
 * Resolves when the shop's delivery job has sent a subscription its `count`th push (the delivery row sent):
 * the test waits on that, however long a busy machine takes to run the job, up to the test's own deadline.
 */
function nextPush(subscription: Subscription, count: number): Promise<void> {
  const path = new URL(subscription.endpoint).pathname;
  return new Promise((arrived) => {
    const check = () => {
      if ((received.get(path)?.length ?? 0) < count) return;
      awaited.delete(path);
      arrived();
    };
    awaited.set(path, check);
    check();
  });
}

/** The pushes the shop sent to a subscription so far, opened. */
const pushesTo = (subscription: Subscription) =>
  (received.get(new URL(subscription.endpoint).pathname) ?? []).map((body) => decrypt(subscription, body));

// --- pages -----------------------------------------------------------------------------------------------

const pushSwitch = (page: Page, language: Language = 'en') =>
  page.getByRole('switch', { name: WORDS[language].push });

/** The profile's part about this browser (apart from the account's switch). */
const thisBrowser = (page: Page, language: Language = 'en') =>
  page.getByRole('region', { name: WORDS[language].thisBrowser });

/** What this browser can do, in words (its status line). */
const browserNote = (page: Page, language: Language = 'en') =>
  thisBrowser(page, language).getByRole('status');

/** The account's state of the member, as the API has it. */
const pushEnabledOf = async (call: ReturnType<typeof apiClient>['call'], member: Member) =>
  (await call<{ push_enabled: boolean }>('GET', '/account/profile', member.token)).push_enabled;

/** The bell: the desktop header's link, or the phone's top-bar link (the other one is hidden). */
const bell = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: /^(Notifications|通知)/ })
    .first();

/**
 * What a screen reader hears for the bell: the phone's icon link is named by its aria-label, the desktop's by
 * its own text (the word shown, the name with the count in screen-reader text).
 */
const bellName = (page: Page) =>
  bell(page).evaluate(
    (link) =>
      link.getAttribute('aria-label') ?? link.querySelector('.sr-only')?.textContent ?? link.textContent,
  );

/** A buyable product of the demo shop (one size, in stock), for orders that make notifications. */
async function buyableProduct(call: ReturnType<typeof apiClient>['call']): Promise<number> {
  type Card = { id: number; partner_only: boolean; stock_status: string };
  const shop = await call<{ products: Card[] }>('GET', '/page/shop?category=hair-care');
  for (const card of shop.products.filter((p) => !p.partner_only && p.stock_status !== 'Out of Stock')) {
    const detail = await call<{ can_purchase: boolean; variations: { stock: number }[] }>(
      'GET',
      `/page/productdetails?product_id=${card.id}`,
    );
    if (detail.can_purchase && detail.variations.length === 1 && detail.variations[0]!.stock > 5)
      return card.id;
  }
  throw new Error('the demo shop lacks a product to buy');
}

// --- tests -----------------------------------------------------------------------------------------------

describe('web push', () => {
  // A server of its own with VAPID keys in its settings: the shop then sends Web Push for real (a demo's
  // own key file sends to the outbox instead).
  let server: ShopServer;
  const ownUrl = () => server.baseUrl;
  const browser = shopBrowser(ownUrl);
  const { call, placeOrder, payOrder } = apiClient(ownUrl);
  let baseUrl: string;
  let member: Member;
  let subscription: Subscription;
  let tab: Awaited<ReturnType<typeof browser.openPage>>;

  beforeAll(async () => {
    const vapid = createECDH('prime256v1');
    vapid.generateKeys();
    server = await startServer({
      VAPID_PUBLIC_KEY: vapid.getPublicKey().toString('base64url'),
      VAPID_PRIVATE_KEY: vapid.getPrivateKey().toString('base64url'),
    });
    baseUrl = server.baseUrl;
    const { newMember } = apiClient(ownUrl);
    member = await newMember('Push Subscriber');
    subscription = newSubscription();
    tab = await browser.openPage({
      as: member,
      path: '/profile',
      permissions: ['notifications'],
      prepare: (context) => standInPushManager(context, subscription),
    });
  });
  afterAll(async () => {
    await tab?.context.close();
    await server?.stop();
  });

  it('the switch asks permission and subscribes this browser through the service worker', async () => {
    const { page } = tab;
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { script: registration.active?.scriptURL, scope: registration.scope };
    });
    expect(worker).toEqual({ script: `${baseUrl}/sw.js`, scope: `${baseUrl}/` });

    // A new member's account has push on, but this browser is not signed up yet: the page says so apart.
    await expect.poll(() => pushSwitch(page).isChecked(), WAIT).toBe(true);
    const note = browserNote(page);
    await expect.poll(() => note.textContent(), WAIT).toBe('This browser does not receive notifications.');
    await screenshot(page, 'notifications-switch-not-here');
    const subscribed = page.waitForResponse((r) => r.url().endsWith('/api/notification/webpush_subscribe'));
    await thisBrowser(page).getByRole('button', { name: WORDS.en.receive }).click();
    const answer = await subscribed;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual({
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    });
    await expect
      .poll(() => note.textContent(), WAIT)
      .toBe('This browser receives notifications, even when the shop is closed.');
    await expect.poll(() => pushSwitch(page).isChecked(), WAIT).toBe(true);
    expect(await pushEnabledOf(call, member)).toBe(true);
    // The page subscribed with the shop's VAPID key.
    const { public_key: publicKey } = await call<{ public_key: string }>('GET', '/notification/webpush_key');
    const usedKey = await page.evaluate(() => localStorage.getItem('e2e-push-key'));
    expect(Buffer.from(usedKey ?? '', 'base64').toString('base64url')).toBe(publicKey);
    await screenshot(page, 'notifications-switch-on');
  });

  it("the shop's push shows the notification, the bell follows, and clicking it opens the order", async () => {
    const { page, context } = tab;
    await page.goto(`${baseUrl}/`);
    await expect.poll(() => bellName(page), WAIT).toBe('Notifications');

    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((found) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${baseUrl}/` && !r.isDeleted);
        if (ours) found(ours.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registration;

    // The order is paid: the shop's delivery job sends the push to this browser's push service.
    const { po } = await placeOrder(member.token, await buyableProduct(call));
    await payOrder(member.token, po);
    await nextPush(subscription, 1);
    expect(pushesTo(subscription)).toHaveLength(1);
    const message = pushesTo(subscription)[0] as { title: string; body: string; link: string };
    expect(message).toMatchObject({
      title: 'Payment received',
      link: `/order/detail/${po}`,
      kind: 'order_paid',
    });

    // The push service hands it to the browser, whose service worker shows it and tells the page. Only an
    // active worker gets a push event, and a loaded machine has been seen to drop one: the push is handed
    // over again while nothing is shown (the worker tags a notification by its id, so a repeat replaces it).
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const deliver = () =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: baseUrl,
        registrationId,
        data: JSON.stringify(message),
      });
    await deliver();
    let handedAt = Date.now();
    await expect
      .poll(async () => {
        const shown = await page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            link: (n.data as { link: string }).link,
          })),
        );
        if (shown.length === 0 && Date.now() - handedAt > 3_000) {
          handedAt = Date.now();
          await deliver();
        }
        return shown;
      })
      .toEqual([{ title: 'Payment received', body: message.body, link: `/order/detail/${po}` }]);
    expect(message.body).toContain(po);
    await expect.poll(() => bellName(page), WAIT).toBe('Notifications, 1 unread');

    // A click on the notification: the worker brings the open page to the order.
    const [sw] = context.serviceWorkers();
    await sw!.evaluate(async () => {
      // The worker's globals (the e2e code is typed for pages): its registration and NotificationEvent.
      type Worker = typeof globalThis & {
        registration: ServiceWorkerRegistration;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const scope = self as unknown as Worker;
      const [shown] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: shown! }));
    });
    await page.waitForURL(`${baseUrl}/order/detail/${po}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).getNotifications())).toEqual(
      [],
    );
    expect(tab.errors).toEqual([]);
  });

  it("stopping this browser forgets its subscription and keeps the account's setting; the account's switch leaves the subscription; logging out removes this browser", async () => {
    const { page } = tab;
    await page.goto(`${baseUrl}/profile`);
    const note = browserNote(page);
    await expect
      .poll(() => note.textContent(), WAIT)
      .toBe('This browser receives notifications, even when the shop is closed.');
    const unsubscribed = page.waitForResponse((r) =>
      r.url().endsWith('/api/notification/webpush_unsubscribe'),
    );
    await thisBrowser(page).getByRole('button', { name: 'Stop notifications in this browser' }).click();
    expect(await (await unsubscribed).json()).toEqual({ success: true, data: { removed: true } });
    await expect.poll(() => note.textContent(), WAIT).toBe('This browser does not receive notifications.');
    // Only this browser stopped: the account's pushes (the apps') stay on, and its switch says so.
    expect(await pushSwitch(page).isChecked()).toBe(true);
    expect(await pushEnabledOf(call, member)).toBe(true);

    // This browser again; then the account's switch off and on, which leaves this browser's subscription.
    const subscribed = page.waitForResponse((r) => r.url().endsWith('/api/notification/webpush_subscribe'));
    await thisBrowser(page).getByRole('button', { name: WORDS.en.receive }).click();
    expect((await subscribed).status()).toBe(200);
    const unsubscribes: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/notification/webpush_unsubscribe')) unsubscribes.push(r.url());
    });
    const accountOff = page.waitForResponse((r) => r.url().endsWith('/api/account/enable_push_notification'));
    await pushSwitch(page).click();
    expect((await accountOff).status()).toBe(200);
    await expect.poll(() => pushSwitch(page).isChecked(), WAIT).toBe(false);
    expect(await pushEnabledOf(call, member)).toBe(false);
    await expect
      .poll(() => note.textContent(), WAIT)
      .toBe(
        'This browser is signed up, but push notifications are off for your account, so nothing is sent to it.',
      );
    const accountOn = page.waitForResponse((r) => r.url().endsWith('/api/account/enable_push_notification'));
    await pushSwitch(page).click();
    expect((await accountOn).status()).toBe(200);
    await expect.poll(() => pushSwitch(page).isChecked(), WAIT).toBe(true);
    expect(unsubscribes).toEqual([]);

    // Log out: the logout names this browser's subscription and the shop forgets it.
    const logout = page.waitForRequest((r) => r.url().endsWith('/api/account/logout'));
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).first().click();
    expect((await logout).postDataJSON()).toEqual({ os_type: 'web', device_token: subscription.endpoint });
    await page.waitForURL(`${baseUrl}/`);
    const again = await call<{ removed: boolean }>(
      'POST',
      '/notification/webpush_unsubscribe',
      member.token,
      {
        endpoint: subscription.endpoint,
      },
    );
    expect(again.removed).toBe(false);
    expect(tab.errors).toEqual([]);
  });
});

describe('a browser that cannot receive pushes', () => {
  it("blocked: says so and how to allow notifications, offers no sign-up that cannot work, and leaves the account's switch alone", async () => {
    const member = await newMember('Push Blocked');
    const { page, context, errors } = await browser.openPage({
      as: member,
      path: '/profile',
      // The member blocked notifications for the shop (headless Chromium cannot be told to deny).
      prepare: async (c) => {
        await c.addInitScript(() => {
          Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
          Notification.requestPermission = async () => 'denied';
        });
      },
    });
    const note = browserNote(page);
    await expect.poll(() => note.textContent(), WAIT).toContain(WORDS.en.blocked);
    expect(await note.textContent()).toContain(WORDS.en.unblock);
    expect(await note.textContent()).not.toContain('try again');
    expect(await thisBrowser(page).getByRole('button').count()).toBe(0);
    // The account's pushes (the apps') are another matter: still on, and the switch turns them off and on.
    expect(await pushSwitch(page).isChecked()).toBe(true);
    await pushSwitch(page).click();
    await expect.poll(() => pushEnabledOf(call, member), WAIT).toBe(false);
    expect(await note.textContent()).toContain(WORDS.en.blocked);
    await note.scrollIntoViewIfNeeded();
    await screenshot(page, 'notifications-blocked-desktop', { fullPage: false });
    await expectAccessible(page, 'profile with push blocked');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('no push at all (zh, 375 px): says this browser cannot, and what browser would, with nothing to retry', async () => {
    const member = await newMember('Push Unsupported');
    const { page, context, errors } = await browser.openPage({
      as: member,
      path: '/profile',
      language: 'zh',
      width: 375,
      height: 812,
      prepare: async (c) => {
        await c.addInitScript(() => {
          // A browser without the Push API (an iPhone's Safari outside a home-screen app).
          delete (window as { PushManager?: unknown }).PushManager;
        });
      },
    });
    const note = browserNote(page, 'zh');
    await expect.poll(() => note.textContent(), WAIT).toContain(WORDS.zh.noSupport);
    expect(await note.textContent()).not.toContain('重试');
    expect(await thisBrowser(page, 'zh').getByRole('button').count()).toBe(0);
    // The account's switch still reads the account: on, for the app.
    expect(await pushSwitch(page, 'zh').isChecked()).toBe(true);
    expect(await pushEnabledOf(call, member)).toBe(true);
    await note.scrollIntoViewIfNeeded();
    await screenshot(page, 'notifications-unsupported-phone-zh', { fullPage: false });
    await expectNoSideways(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the bell and the inbox', () => {
  for (const [language, width] of [
    ['en', 1280],
    ['zh', 375],
  ] as const) {
    it(`count the unread ones and open them (${language}, ${width} px)`, async () => {
      const words = WORDS[language];
      const member = await newMember(`Inbox ${language}`);
      // Paid, shipped and delivered: three notifications, made by the order's real moves.
      const po = await deliveredOrder(member.token, await buyableProduct(call));
      const { page, context, errors } = await browser.openPage({
        as: member,
        path: '/',
        language,
        width,
        height: width < 768 ? 812 : 900,
      });
      await expect.poll(() => bellName(page), WAIT).toBe(words.bellUnread(3));
      expect(await bell(page).textContent()).toContain('3');
      await screenshot(page, `notifications-bell-${language}-${width}`, { fullPage: false });

      await bell(page).click();
      await page.waitForURL(`${baseUrl}/notifications`);
      await page.getByRole('heading', { level: 1, name: words.title }).waitFor();
      const entries = page.getByRole('main').getByRole('listitem');
      await expect.poll(() => entries.count(), WAIT).toBe(3);
      for (const [i, title] of words.titles.entries())
        expect(await entries.nth(i).textContent()).toContain(title);
      expect(await entries.nth(0).textContent()).toContain(po);
      await page.getByText(words.unread(3), { exact: true }).waitFor();
      await screenshot(page, `notifications-inbox-${language}-${width}`);
      await expectAccessible(page, `inbox ${language} ${width}`);
      await expectNoSideways(page);

      // Opening one goes to its order and marks it read.
      await entries.nth(1).getByRole('link').click();
      await page.waitForURL(`${baseUrl}/order/detail/${po}`);
      await expect.poll(() => bellName(page), WAIT).toBe(words.bellUnread(2));
      await page.goBack();
      await page.getByText(words.unread(2), { exact: true }).waitFor();

      await page.getByRole('button', { name: words.markAll }).click();
      await page.getByText(words.allRead, { exact: true }).waitFor();
      await expect.poll(() => bellName(page), WAIT).toBe(words.bell);
      const { unread } = await call<{ unread: number }>('GET', '/notification/unread_count', member.token);
      expect(unread).toBe(0);
      await screenshot(page, `notifications-inbox-read-${language}-${width}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('an empty inbox says what will come', async () => {
    const member = await newMember('Inbox Empty');
    const { page, context, errors } = await browser.openPage({ as: member, path: '/notifications' });
    await page.getByText('No notifications yet').waitFor();
    expect(await page.getByRole('button', { name: 'Mark all read' }).count()).toBe(0);
    await expectAccessible(page, 'empty inbox');
    await screenshot(page, 'notifications-inbox-empty');
    expect(errors).toEqual([]);
    await context.close();
  });
});
