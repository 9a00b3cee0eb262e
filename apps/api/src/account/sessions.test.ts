import { memberSessionSchema, sessionListSchema, sessionSchema } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/client';
import { DEMO_PASSWORD } from '../seed';
import { createTestApp, type TestApp } from '../test/app';
import { hashToken } from './tokens';
import { deviceOf } from './user-agent';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SG = 1;
const CHROME_ON_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const SAFARI_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const HOST = 'shop.example';
const ORIGIN = `http://${HOST}`;

const appLogin = async (mobile: string, userAgent = 'okhttp/4.12.0', os_type = 'android') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/account/login',
    headers: { 'user-agent': userAgent },
    payload: { country_id: SG, mobile, password: DEMO_PASSWORD, os_type },
  });
  expect(res.statusCode).toBe(200);
  return sessionSchema.parse(res.json().data).token;
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const profile = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/account/profile', headers });
const sql_ = (query: ReturnType<typeof sql>) => t.database.db.execute(query);

/** Logs in as the web does: answers the session cookie's value and the Set-Cookie header. */
async function webLogin(mobile: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/account/login',
    headers: { 'x-client': 'web', host: HOST, origin: ORIGIN, 'user-agent': SAFARI_ON_MAC },
    payload: { country_id: SG, mobile, password: DEMO_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'session');
  return { res, cookie: cookie!, header: String(res.headers['set-cookie']) };
}
const withCookie = (value: string, extra: Record<string, string> = {}) => ({
  cookie: `session=${value}`,
  host: HOST,
  ...extra,
});

describe('session limits', () => {
  it('refuses a session unused for longer than the idle limit, as it refuses an ended one', async () => {
    const idle = await appLogin('81230001');
    const ended = await appLogin('81230001');
    expect((await profile(bearer(idle))).statusCode).toBe(200);
    await sql_(
      sql`update sessions set last_seen_at = now() - interval '31 days' where token_hash = ${hashToken(idle)}`,
    );
    await sql_(
      sql`update sessions set revoked_at = now(), revoke_reason = 'logout' where token_hash = ${hashToken(ended)}`,
    );
    const expired = await profile(bearer(idle));
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual((await profile(bearer(ended))).json());
  });

  it('refuses a session past the absolute limit, however recently it was used', async () => {
    const token = await appLogin('81230001');
    await sql_(
      sql`update sessions set created_at = now() - interval '181 days' where token_hash = ${hashToken(token)}`,
    );
    expect((await profile(bearer(token))).statusCode).toBe(401);
  });

  it('notes the use of a session at most every few minutes', async () => {
    const token = await appLogin('81230001');
    const seen = async () =>
      (
        await selectRows<{ at: string }>(
          t.database.db,
          sql`select last_seen_at::text as at from sessions where token_hash = ${hashToken(token)}`,
        )
      )[0]!;
    await sql_(
      sql`update sessions set last_seen_at = now() - interval '2 minutes' where token_hash = ${hashToken(token)}`,
    );
    const before = await seen();
    await profile(bearer(token));
    expect(await seen()).toEqual(before);
    await sql_(
      sql`update sessions set last_seen_at = now() - interval '10 days' where token_hash = ${hashToken(token)}`,
    );
    await profile(bearer(token));
    const after = await seen();
    expect(Date.now() - new Date(after.at).getTime()).toBeLessThan(60_000);
  });

  it('deletes sessions a month after they ended', async () => {
    const old = await appLogin('81230001');
    const live = await appLogin('81230001');
    await sql_(
      sql`update sessions set last_seen_at = now() - interval '61 days' where token_hash = ${hashToken(old)}`,
    );
    const ran = await t.app.jobs.runDue({ force: true });
    expect(ran['account.forget-sessions']).toMatchObject({ sessions: expect.any(Number) });
    const left = await selectRows(
      t.database.db,
      sql`select token_hash from sessions where token_hash in (${hashToken(old)}, ${hashToken(live)})`,
    );
    expect(left).toEqual([{ token_hash: hashToken(live) }]);
  });
});

describe('the web session cookie', () => {
  it('is httpOnly, SameSite=Lax and scoped to the API, and the answer carries no token', async () => {
    const { res, cookie, header } = await webLogin('81230002');
    expect(res.json().data.token).toBeUndefined();
    expect(res.json().data.profile.mobile).toBe('81230002');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(header).not.toMatch(/Secure/);
    expect((await profile(withCookie(cookie.value))).statusCode).toBe(200);
  });

  it('is Secure when the request came over HTTPS through a trusted proxy', async () => {
    const proxied = await createTestApp({ database: t.database, trustProxy: true });
    try {
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/account/login',
        headers: { 'x-client': 'web', 'x-forwarded-proto': 'https', 'x-forwarded-host': HOST },
        payload: { country_id: SG, mobile: '81230002', password: DEMO_PASSWORD },
      });
      expect(res.cookies.find((c) => c.name === 'session')).toMatchObject({ secure: true, httpOnly: true });
    } finally {
      await proxied.close();
    }
  });

  it('lets a write through only from the shop’s own origin', async () => {
    const { cookie } = await webLogin('81230002');
    const edit = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/account/editprofile',
        headers: withCookie(cookie.value, headers),
        payload: { name: 'Rachel' },
      });
    const foreign: Record<string, string>[] = [
      {},
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/x' },
    ];
    for (const headers of foreign) {
      const refused = await edit(headers);
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, code: 403, message_key: 'cross_site_request' });
    }
    expect((await edit({ origin: ORIGIN })).statusCode).toBe(200);
    expect((await edit({ referer: `${ORIGIN}/profile` })).statusCode).toBe(200);
  });

  it('ends with logout, which clears the cookie', async () => {
    const { cookie } = await webLogin('81230002');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/account/logout',
      headers: withCookie(cookie.value, { origin: ORIGIN }),
      payload: { os_type: 'web' },
    });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'session')?.value).toBe('');
    expect((await profile(withCookie(cookie.value))).statusCode).toBe(401);
  });

  it('still gives the apps a bearer token, and no cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { country_id: SG, mobile: '81230002', password: DEMO_PASSWORD, os_type: 'ios' },
    });
    expect(sessionSchema.parse(res.json().data).token.length).toBeGreaterThanOrEqual(40);
    expect(res.cookies).toEqual([]);
  });
});

describe('signed-in devices', () => {
  const list = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/session/list', headers });
    expect(res.statusCode).toBe(200);
    return sessionListSchema.parse(res.json().data).sessions;
  };
  const revoke = (headers: Record<string, string>, id: number) =>
    t.app.inject({ method: 'POST', url: '/api/session/revoke', headers, payload: { id } });

  it('lists the member’s live sessions with their device, marks the current one, and ends one', async () => {
    const phone = await appLogin('81230003', CHROME_ON_ANDROID, 'web');
    const app = await appLogin('81230003');
    const mine = await list(bearer(app));
    const current = mine.find((s) => s.current)!;
    expect(current).toMatchObject({ client: 'android', browser: 'Android app', os: null });
    const web = mine.find((s) => s.client === 'web')!;
    expect(memberSessionSchema.parse(web)).toMatchObject({
      browser: 'Chrome',
      os: 'Android',
      current: false,
    });

    const ended = await revoke(bearer(app), web.id);
    expect(ended.json()).toEqual({ success: true, data: { ended: 1 } });
    expect((await profile(bearer(phone))).statusCode).toBe(401);
    expect((await list(bearer(app))).map((s) => s.id)).not.toContain(web.id);
  });

  it('answers 404 for another member’s session, and leaves it alone', async () => {
    const stranger = await appLogin('81230004');
    const strangerSession = (await list(bearer(stranger))).find((s) => s.current)!;
    const me = await appLogin('81234567');
    const res = await revoke(bearer(me), strangerSession.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 404, message_key: 'session_not_found' });
    expect((await profile(bearer(stranger))).statusCode).toBe(200);
  });

  it('signs out of every other device, keeping this one', async () => {
    const others = [await appLogin('81230001', SAFARI_ON_MAC, 'web'), await appLogin('81230001', 'x', 'ios')];
    const me = await appLogin('81230001');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/session/revoke-others',
      headers: bearer(me),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.ended).toBeGreaterThanOrEqual(2);
    for (const token of others) expect((await profile(bearer(token))).statusCode).toBe(401);
    expect((await list(bearer(me))).map((s) => s.current)).toEqual([true]);
  });

  it('needs a login', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/session/list' })).statusCode).toBe(401);
  });
});

describe('deviceOf', () => {
  it.each([
    [CHROME_ON_ANDROID, { browser: 'Chrome', os: 'Android' }],
    [SAFARI_ON_MAC, { browser: 'Safari', os: 'macOS' }],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      { browser: 'Edge', os: 'Windows' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
      { browser: 'Chrome', os: 'iOS' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      { browser: 'Firefox', os: 'Linux' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      { browser: 'Chrome', os: 'Linux' },
    ],
    [null, { browser: null, os: null }],
    ['curl/8.5.0', { browser: null, os: null }],
  ])('%s', (userAgent, expected) => {
    expect(deviceOf(userAgent)).toEqual(expected);
  });
});
