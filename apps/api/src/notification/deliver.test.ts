import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type NotificationEvent, notificationText } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { type Db, selectRows } from '../db/client';
import { accountClient } from '../test/accounts';
import { testAppPerFile } from '../test/app';
import { logIn, type Member } from '../test/members';
import { itConcurrently } from '../test/postgres-only';
import { refusalAnswer } from '../test/refusals';
import { DELIVERY_LEASE_MS, deliverDue, MAX_ATTEMPTS, RETRY_FIRST_MS, retryDelayMs } from './deliver';
import { subscribeBrowser } from './devices';
import { notify, notifyMany } from './notify';
import {
  outboxPushProvider,
  type PushProviders,
  providerFor,
  pushSetupFor,
  webPushProvider,
} from './providers';
import { browserKeys, type PushStub, startPushStub } from './push-stub';

const shop = testAppPerFile();
const db = (): Db => shop.db();
const api = () => accountClient(shop.t.app);

let stub: PushStub;
beforeAll(async () => {
  stub = await startPushStub();
});
afterAll(() => stub.close());

/** Everything to the outbox, as a demo without a push service. */
const outbox = (): PushProviders => {
  const provider = outboxPushProvider(db(), () => {});
  return { web: provider, app: provider };
};
/** Web Push for real, to the loopback stub; app tokens to the outbox. */
const viaStub = (): PushProviders => ({
  web: webPushProvider({ keys: webpush.generateVAPIDKeys(), subject: 'mailto:push@example.com' }),
  app: outboxPushProvider(db(), () => {}),
});

let serial = 0;
const event = (): NotificationEvent & { kind: 'order_shipped' } => {
  serial += 1;
  return { kind: 'order_shipped', facts: { po_number: `PO${serial}` }, link: `/order/detail/PO${serial}` };
};

const announce = (userId: number, e: NotificationEvent = event()) =>
  db().transaction((tx) => notify(tx, userId, e));

const registerApp = async (member: Member, token: string, os_type = 'android') => {
  const res = await api().call(
    'POST',
    '/api/account/register_devicetoken',
    { device_token: token, os_type },
    member.token,
  );
  expect(res.statusCode, res.body).toBe(200);
};

const subscribe = async (member: Member, endpoint: string) => {
  const res = await shop.t.app.inject({
    method: 'POST',
    url: '/api/notification/webpush_subscribe',
    payload: { endpoint, keys: browserKeys() },
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
};

type DeliveryRow = {
  target: string;
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
};
const deliveriesOf = (userId: number) =>
  selectRows<DeliveryRow>(
    db(),
    sql`select d.target, d.status, d.attempts, d.last_error, d.next_attempt_at::text
      from notification_deliveries d join notifications n on n.id = d.notification_id
      where n.user_id = ${userId} order by d.id`,
  );
const outboxOf = (userId: number) =>
  selectRows<{
    delivery_id: number;
    target: string;
    language: string;
    title: string;
    body: string;
    link: string;
  }>(
    db(),
    sql`select delivery_id, target, language, title, body, link from push_outbox where user_id = ${userId} order by id`,
  );
const devicesOf = async (userId: number) =>
  (
    await selectRows<{ token: string }>(
      db(),
      sql`select token from device_tokens where user_id = ${userId} order by token`,
    )
  ).map((r) => r.token);

/** Runs deliverDue until nothing more is due at `now`. */
async function drain(providers: PushProviders, now = new Date()) {
  let sent = 0;
  for (;;) {
    const counts = await deliverDue({ db: db(), providers }, { now, batch: 50 });
    sent += counts.sent;
    if (counts.claimed === 0) return sent;
  }
}

describe('deliverDue', () => {
  it('sends each notification once per device, in the language the member reads at delivery', async () => {
    const member = await logIn(shop.t);
    await registerApp(member, `fcm-${member.userId}`);
    await subscribe(member, `https://push.example/${member.userId}`);
    const shipped = event();
    await announce(member.userId, shipped);

    expect(await drain(outbox())).toBeGreaterThanOrEqual(2);
    const en = notificationText('order_shipped', shipped.facts, 'en');
    expect(await outboxOf(member.userId)).toEqual([
      expect.objectContaining({ target: `fcm-${member.userId}`, language: 'en', ...en, link: shipped.link }),
      expect.objectContaining({ target: `https://push.example/${member.userId}`, language: 'en', ...en }),
    ]);
    expect((await deliveriesOf(member.userId)).map((d) => d.status)).toEqual(['sent', 'sent']);
    // Nothing is left for a second run.
    expect(await drain(outbox())).toBe(0);
    expect(await outboxOf(member.userId)).toHaveLength(2);

    // Queued in English, switched to Chinese before it is sent: the push is in Chinese.
    const later = event();
    await announce(member.userId, later);
    const [chinese] = await selectRows<{ id: number }>(db(), sql`select id from languages where code = 'cn'`);
    const edit = await api().call(
      'PUT',
      '/api/account/editprofile',
      { language_id: chinese!.id },
      member.token,
    );
    expect(edit.statusCode, edit.body).toBe(200);
    await drain(outbox());
    const zh = notificationText('order_shipped', later.facts, 'zh');
    expect((await outboxOf(member.userId)).slice(2)).toEqual([
      expect.objectContaining({ language: 'zh', ...zh }),
      expect.objectContaining({ language: 'zh', ...zh }),
    ]);
  });

  it('sends nothing while the member has push notifications off, and skips what was queued', async () => {
    const member = await logIn(shop.t);
    await registerApp(member, `fcm-off-${member.userId}`, 'ios');
    const off = await api().call(
      'POST',
      '/api/account/enable_push_notification',
      { enabled: false },
      member.token,
    );
    expect(off.statusCode, off.body).toBe(200);
    await announce(member.userId);
    await drain(outbox());
    expect(await outboxOf(member.userId)).toEqual([]);
    expect(await deliveriesOf(member.userId)).toEqual([
      expect.objectContaining({ status: 'skipped', last_error: 'push notifications are off' }),
    ]);
  });

  it('logging out with a device token forgets that device only, and its queued pushes are skipped', async () => {
    const member = await logIn(shop.t);
    const other = await logIn(shop.t);
    await registerApp(member, `fcm-mine-${member.userId}`);
    await registerApp(member, `fcm-second-${member.userId}`, 'huawei');
    await registerApp(other, `fcm-theirs-${other.userId}`);
    await announce(member.userId);

    // Naming another member's token removes nothing of theirs.
    const out = await api().call(
      'POST',
      '/api/account/logout',
      { device_token: `fcm-theirs-${other.userId}`, os_type: 'android' },
      member.token,
    );
    expect(out.statusCode, out.body).toBe(200);
    expect(await devicesOf(other.userId)).toEqual([`fcm-theirs-${other.userId}`]);

    const again = await logIn(shop.t);
    await registerApp(again, `fcm-x-${again.userId}`);
    const bye = await api().call(
      'POST',
      '/api/account/logout',
      { device_token: `fcm-x-${again.userId}`, os_type: 'android' },
      again.token,
    );
    expect(bye.statusCode, bye.body).toBe(200);
    expect(await devicesOf(again.userId)).toEqual([]);

    // The member's own device named at logout: gone, and the push queued for it skipped.
    const session = await logIn(shop.t);
    await registerApp(session, `fcm-y-${session.userId}`);
    await registerApp(session, `fcm-z-${session.userId}`);
    await announce(session.userId);
    await api().call(
      'POST',
      '/api/account/logout',
      { device_token: `fcm-y-${session.userId}` },
      session.token,
    );
    expect(await devicesOf(session.userId)).toEqual([`fcm-z-${session.userId}`]);
    await drain(outbox());
    expect((await deliveriesOf(session.userId)).map((d) => [d.target, d.status])).toEqual([
      [`fcm-y-${session.userId}`, 'skipped'],
      [`fcm-z-${session.userId}`, 'sent'],
    ]);
  });

  it('forgets the device a session logged in with when it logs out without naming one', async () => {
    const member = await logIn(shop.t, { password: 'Device123' });
    const [user] = await selectRows<{ country_id: number; mobile: string }>(
      db(),
      sql`select country_id, mobile from users where id = ${member.userId}`,
    );
    const login = await api().call('POST', '/api/account/login', {
      ...user,
      password: 'Device123',
      device_token: `apns-login-${member.userId}`,
      os_type: 'ios',
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(await devicesOf(member.userId)).toEqual([`apns-login-${member.userId}`]);
    await api().call('POST', '/api/account/logout', { os_type: 'ios' }, login.json().data.token);
    expect(await devicesOf(member.userId)).toEqual([]);
  });

  it('skips a push queued for a device that another member has registered since', async () => {
    const first = await logIn(shop.t);
    const second = await logIn(shop.t);
    const shared = `https://push.example/shared-${first.userId}`;
    await subscribe(first, shared);
    await announce(first.userId);
    await subscribe(second, shared);
    await announce(second.userId);
    await drain(outbox());
    expect(await deliveriesOf(first.userId)).toEqual([
      expect.objectContaining({ status: 'skipped', last_error: "the device is no longer this member's" }),
    ]);
    expect(await outboxOf(first.userId)).toEqual([]);
    expect(await outboxOf(second.userId)).toEqual([expect.objectContaining({ target: shared })]);
  });

  it('sends Web Push to the subscription; 410 forgets it; 500 is tried again with backoff, then given up', async () => {
    const member = await logIn(shop.t);
    await subscribe(member, `${stub.url}/ok/${member.userId}`);
    await subscribe(member, `${stub.url}/gone/${member.userId}`);
    await subscribe(member, `${stub.url}/busy/${member.userId}`);
    stub.statuses.set(`/gone/${member.userId}`, 410);
    stub.statuses.set(`/busy/${member.userId}`, 500);
    await announce(member.userId);
    const providers = viaStub();
    const now = new Date();

    const first = await deliverDue({ db: db(), providers }, { now });
    expect(first).toMatchObject({ sent: 1, gone: 1, retried: 1 });
    expect(
      stub.received
        .filter((r) => r.path.endsWith(`/${member.userId}`))
        .map((r) => r.path)
        .sort(),
    ).toEqual([`/busy/${member.userId}`, `/gone/${member.userId}`, `/ok/${member.userId}`]);
    expect(await devicesOf(member.userId)).toEqual([
      `${stub.url}/busy/${member.userId}`,
      `${stub.url}/ok/${member.userId}`,
    ]);
    const [ok, gone, busy] = await deliveriesOf(member.userId);
    expect(ok).toMatchObject({ status: 'sent', attempts: 1 });
    expect(gone).toMatchObject({ status: 'gone', attempts: 1 });
    expect(busy).toMatchObject({ status: 'pending', attempts: 1, last_error: 'push service answered 500' });
    expect(new Date(busy!.next_attempt_at).getTime()).toBe(now.getTime() + RETRY_FIRST_MS);

    // Not before its time; then each failure waits twice as long, until the last attempt gives up.
    const atMs = (ms: number) => new Date(now.getTime() + ms);
    expect((await deliverDue({ db: db(), providers }, { now: atMs(RETRY_FIRST_MS - 1000) })).claimed).toBe(0);
    let elapsed = 0;
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      elapsed += retryDelayMs(attempt);
      const counts = await deliverDue({ db: db(), providers }, { now: atMs(elapsed) });
      expect(counts, `attempt ${attempt + 1}`).toMatchObject({
        claimed: 1,
        ...(attempt + 1 < MAX_ATTEMPTS ? { retried: 1 } : { failed: 1 }),
      });
    }
    expect((await deliveriesOf(member.userId))[2]).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      last_error: 'push service answered 500',
    });
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it('sends a delivery whose run died once its claim lapses', async () => {
    const member = await logIn(shop.t);
    await registerApp(member, `fcm-lapse-${member.userId}`);
    await announce(member.userId);
    const now = new Date();
    // A run claims the delivery and dies before sending: another run finds nothing until the lease lapses.
    await db().execute(
      sql`update notification_deliveries d set attempts = 1,
          next_attempt_at = ${now.toISOString()}::timestamptz + make_interval(secs => ${DELIVERY_LEASE_MS / 1000})
        from notifications n where n.id = d.notification_id and n.user_id = ${member.userId}`,
    );
    expect((await deliverDue({ db: db(), providers: outbox() }, { now })).claimed).toBe(0);
    const later = new Date(now.getTime() + DELIVERY_LEASE_MS);
    expect(await deliverDue({ db: db(), providers: outbox() }, { now: later })).toMatchObject({ sent: 1 });
    expect(await deliveriesOf(member.userId)).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 2 }),
    ]);
  });

  it('runs as the notification.deliver job, and the demo reads the pushes by mobile number', async () => {
    const member = await logIn(shop.t);
    await registerApp(member, `fcm-job-${member.userId}`);
    await announce(member.userId);
    expect(shop.t.app.jobs.names()).toContain('notification.deliver');
    const ran = await shop.t.app.jobs.runDue({ force: true });
    expect(ran['notification.deliver']).toMatchObject({ sent: expect.any(Number) });
    const [user] = await selectRows<{ mobile: string }>(
      db(),
      sql`select mobile from users where id = ${member.userId}`,
    );
    const res = await shop.t.app.inject({
      method: 'GET',
      url: `/api/dev/push-outbox?mobile=${user!.mobile}`,
    });
    expect(res.json().data).toEqual([
      expect.objectContaining({
        target: `fcm-job-${member.userId}`,
        title: 'Order shipped',
        os_type: 'android',
      }),
    ]);
  });

  itConcurrently(
    'two runs at once send each of 500 deliveries exactly once',
    async () => {
      const members = await Promise.all(Array.from({ length: 50 }, () => logIn(shop.t)));
      await db().execute(
        sql`insert into device_tokens (token, user_id, os_type)
          select 'race-' || id, id, 'android' from users where id in (${sql.join(
            members.map((m) => sql`${m.userId}`),
            sql`, `,
          )})`,
      );
      await db().transaction((tx) =>
        notifyMany(
          tx,
          members.flatMap((m) => Array.from({ length: 10 }, () => ({ userId: m.userId, event: event() }))),
        ),
      );
      const run = async () => {
        let sent = 0;
        for (;;) {
          const counts = await deliverDue({ db: db(), providers: outbox() }, { batch: 20, concurrency: 4 });
          sent += counts.sent;
          if (counts.claimed === 0) return sent;
        }
      };
      const [a, b] = await Promise.all([run(), run()]);
      const ids = sql.join(
        members.map((m) => sql`${m.userId}`),
        sql`, `,
      );
      const [proof] = await selectRows<{ rows: number; deliveries: number; pending: number }>(
        db(),
        sql`select (select count(*)::int from push_outbox where user_id in (${ids})) as rows,
            (select count(distinct delivery_id)::int from push_outbox where user_id in (${ids})) as deliveries,
            (select count(*)::int from notification_deliveries d join notifications n on n.id = d.notification_id
              where n.user_id in (${ids}) and d.status <> 'sent') as pending`,
      );
      expect(proof).toEqual({ rows: 500, deliveries: 500, pending: 0 });
      expect(a + b).toBe(500);
    },
    120_000,
  );
});

describe('the providers the settings name', () => {
  it('sends Web Push only with keys from the settings, app pushes only with a push service, the rest to the outbox', () => {
    const dir = mkdtempSync(join(tmpdir(), 'push-setup-'));
    try {
      const keys = webpush.generateVAPIDKeys();
      const demo = pushSetupFor(
        {
          web: {
            keys: { source: 'file', path: join(dir, 'vapid-keys.json') },
            subject: 'mailto:a@b.example',
          },
          app: null,
        },
        db(),
      );
      expect(Buffer.from(demo.publicKey!, 'base64url')).toHaveLength(65);
      expect([demo.providers.web.name, demo.providers.app.name]).toEqual(['outbox', 'outbox']);

      const live = pushSetupFor(
        {
          web: { keys: { source: 'setting', ...keys }, subject: 'mailto:a@b.example' },
          app: { url: `${stub.url}/app`, token: 't' },
        },
        db(),
      );
      expect(live.publicKey).toBe(keys.publicKey);
      expect([live.providers.web.name, live.providers.app.name]).toEqual(['webpush', 'app']);

      const off = pushSetupFor({ web: null, app: null }, db());
      expect(off.publicKey).toBeNull();

      // A browser subscription with its keys takes Web Push; app tokens and a keyless web token the app service.
      const target = { deliveryId: 1, userId: 1, token: 'x', keys: null };
      expect(providerFor(live.providers, { ...target, osType: 'web', keys: browserKeys() }).name).toBe(
        'webpush',
      );
      expect(providerFor(live.providers, { ...target, osType: 'web' }).name).toBe('app');
      for (const osType of ['android', 'ios', 'huawei'] as const)
        expect(providerFor(live.providers, { ...target, osType }).name).toBe('app');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('Web Push subscriptions', () => {
  it('gives the public key, subscribes the member, and unsubscribes only their own', async () => {
    const key = await shop.t.app.inject({ method: 'GET', url: '/api/notification/webpush_key' });
    expect(Buffer.from(key.json().data.public_key, 'base64url')).toHaveLength(65);

    const member = await logIn(shop.t);
    const other = await logIn(shop.t);
    const endpoint = `https://push.example/sub-${member.userId}`;
    const anonymous = await shop.t.app.inject({
      method: 'POST',
      url: '/api/notification/webpush_subscribe',
      payload: { endpoint, keys: browserKeys() },
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await shop.t.app.inject({
      method: 'POST',
      url: '/api/notification/webpush_subscribe',
      payload: { endpoint: 'not a url', keys: { p256dh: 'x' } },
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, errors: { endpoint: expect.any(Array) } });

    await subscribe(member, endpoint);
    const [row] = await selectRows<{ os_type: string; p256dh: string | null }>(
      db(),
      sql`select os_type, p256dh from device_tokens where token = ${endpoint}`,
    );
    expect(row).toMatchObject({ os_type: 'web', p256dh: expect.any(String) });

    const unsubscribe = (who: Member) =>
      shop.t.app.inject({
        method: 'POST',
        url: '/api/notification/webpush_unsubscribe',
        payload: { endpoint },
        headers: { authorization: `Bearer ${who.token}` },
      });
    expect((await unsubscribe(other)).json().data).toEqual({ removed: false });
    expect(await devicesOf(member.userId)).toEqual([endpoint]);
    expect((await unsubscribe(member)).json().data).toEqual({ removed: true });
    expect(await devicesOf(member.userId)).toEqual([]);
  });

  it('takes only https endpoints in production', async () => {
    const member = await logIn(shop.t);
    const subscription = { endpoint: 'http://push.example/plain', keys: browserKeys() };
    await expect(
      refusalAnswer(subscribeBrowser(db(), member.userId, subscription, { httpEndpoints: false })),
    ).resolves.toMatchObject({
      status: 400,
      fields: { endpoint: ['invalid_value'] },
    });
    expect(await devicesOf(member.userId)).toEqual([]);
  });
});
