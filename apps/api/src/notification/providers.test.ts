import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { appPushProvider, PushError, type PushMessage, type PushTarget, webPushProvider } from './providers';
import { browserKeys, type PushStub, startPushStub } from './push-stub';

let stub: PushStub;
beforeAll(async () => {
  stub = await startPushStub();
});
afterAll(() => stub.close());

const message: PushMessage = {
  notificationId: 7,
  kind: 'order_shipped',
  language: 'en',
  title: 'Order shipped',
  body: 'Order PO1 is on its way.',
  link: '/order/detail/PO1',
};

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) => err,
  );

describe('the Web Push provider', () => {
  const keys = webpush.generateVAPIDKeys();
  const web = webPushProvider({ keys, subject: 'mailto:push@example.com' });
  const subscription = (path: string): PushTarget => ({
    deliveryId: 1,
    userId: 1,
    osType: 'web',
    token: `${stub.url}${path}`,
    keys: browserKeys(),
  });

  it('posts an encrypted, VAPID-signed push with a TTL, and 201 is sent', async () => {
    expect(await web.send(subscription('/push/ok'), message)).toBe('sent');
    const request = stub.received.at(-1)!;
    expect(request.path).toBe('/push/ok');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers.ttl).toBe(String(28 * 24 * 60 * 60));
    expect(request.headers.topic).toBe(`notification-${message.notificationId}`);
    expect(request.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${keys.publicKey}$`),
    );
    // Encrypted: the text is not in the body, which is longer than the payload by the record's overhead.
    expect(request.body.includes(Buffer.from('Order shipped'))).toBe(false);
    expect(request.body.length).toBeGreaterThan(JSON.stringify(message).length);
  });

  it('reads 404 and 410 as gone, 429 and 5xx as temporary, other 4xx as permanent', async () => {
    const cases: [number, string][] = [
      [404, 'gone'],
      [410, 'gone'],
      [429, 'temporary'],
      [500, 'temporary'],
      [503, 'temporary'],
      [400, 'permanent'],
      [403, 'permanent'],
    ];
    for (const [status, expected] of cases) {
      stub.statuses.set(`/push/${status}`, status);
      const outcome = await web.send(subscription(`/push/${status}`), message).catch((err: unknown) => {
        expect(err).toBeInstanceOf(PushError);
        return (err as PushError).temporary ? 'temporary' : 'permanent';
      });
      expect(outcome, String(status)).toBe(expected);
    }
  });

  it('refuses a subscription without keys as a permanent failure', async () => {
    const err = await failure(web.send({ ...subscription('/push/ok'), keys: null }, message));
    expect(err).toMatchObject({ name: 'PushError', temporary: false });
  });
});

describe('the app push provider', () => {
  const target: PushTarget = { deliveryId: 2, userId: 3, osType: 'huawei', token: 'hms-token-1', keys: null };

  it('posts the token, platform and texts as JSON with the bearer token', async () => {
    const app = appPushProvider({ url: `${stub.url}/app/send`, token: 'app-secret' });
    expect(await app.send(target, message)).toBe('sent');
    const request = stub.received.at(-1)!;
    expect(request.headers).toMatchObject({
      authorization: 'Bearer app-secret',
      'content-type': 'application/json',
    });
    expect(JSON.parse(request.body.toString())).toEqual({
      to: 'hms-token-1',
      platform: 'huawei',
      title: 'Order shipped',
      body: 'Order PO1 is on its way.',
      link: '/order/detail/PO1',
      data: { notification_id: 7, kind: 'order_shipped' },
    });
  });

  it('answers gone for 404 and 410, and fails temporarily for 429, 5xx and no answer', async () => {
    for (const [status, expected] of [
      [410, 'gone'],
      [404, 'gone'],
      [200, 'sent'],
    ] as const) {
      stub.statuses.set(`/app/${status}`, status);
      const app = appPushProvider({ url: `${stub.url}/app/${status}`, token: null });
      expect(await app.send(target, message)).toBe(expected);
    }
    for (const [status, temporary] of [
      [429, true],
      [502, true],
      [401, false],
      [422, false],
    ] as const) {
      stub.statuses.set(`/app/${status}`, status);
      const app = appPushProvider({ url: `${stub.url}/app/${status}`, token: null });
      const err = await failure(app.send(target, message));
      expect(err, String(status)).toMatchObject({ name: 'PushError', temporary });
    }
    // Nothing listens on port 9 of loopback: a network failure, tried again later.
    const unreachable = appPushProvider({ url: 'http://127.0.0.1:9/send', token: null });
    expect(await failure(unreachable.send(target, message))).toMatchObject({ temporary: true });
  });
});
