import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../account';
import { selectRows } from '../db/client';
import { staffActor } from '../db/lifecycle';
import { createTestApp, type TestApp } from '../test/app';
import { refusalAnswer } from '../test/refusals';
import { createFirstOwner, createStaff, deactivateStaff, endStaffSessions } from './service';
import { totpCodeAt } from './totp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await createStaff(t.database.db, {
    email: 'Owner@Shop.test',
    name: 'Olive',
    password: OWNER_PW,
    role: 'owner',
  });
  for (const [email, role] of [
    ['manager@shop.test', 'manager'],
    ['totp@shop.test', 'manager'],
    ['recovery@shop.test', 'manager'],
    ['locked@shop.test', 'manager'],
    ['leaving@shop.test', 'store_staff'],
    ['expiring@shop.test', 'store_staff'],
    ['enrol@shop.test', 'manager'],
    ['careful@shop.test', 'owner'],
  ] as const)
    await createStaff(t.database.db, { email, name: email.split('@')[0]!, password: PW, role });
});
afterAll(() => t.close());

const OWNER_PW = 'owner password 1';
/** The owner acting through a call, as the coming staff routes pass them (staffActorOf). */
const OWNER_ACTOR = staffActor({ staffId: 1, name: 'Olive', requestId: 'req-owner', ip: '198.51.100.7' });
const PW = 'staff password 1';
/** What the back office's own pages send: the server's origin (light-my-request's host is localhost:80). */
const OWN = { origin: 'http://localhost:80' };

type Call = { cookie?: string; headers?: Record<string, string>; remoteAddress?: string };

const send = (method: 'GET' | 'POST', url: string, payload?: object, call: Call = {}) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    payload,
    remoteAddress: call.remoteAddress,
    headers: {
      ...(method === 'POST' ? OWN : {}),
      ...(call.cookie ? { cookie: `staff_session=${call.cookie}` } : {}),
      ...call.headers,
    },
  });

const login = (payload: Record<string, unknown>, call: Call = {}) =>
  send('POST', '/auth/login', payload, call);

async function signIn(email: string, password = PW, extra: Record<string, unknown> = {}) {
  const res = await login({ email, password, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'staff_session');
  expect(cookie).toBeDefined();
  return cookie!.value;
}

const me = (cookie: string) => send('GET', '/auth/me', undefined, { cookie });
const sessionOf = (cookie: string) => sql`token_hash = ${hashToken(cookie)}`;

describe('signing in', () => {
  it('sets an httpOnly, SameSite=Strict cookie for /api/admin and answers who signed in, without the token', async () => {
    const res = await login({ email: 'owner@shop.test', password: OWNER_PW });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'staff_session')!;
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/admin',
      maxAge: 12 * 3600,
    });
    expect(cookie.secure).toBeUndefined();
    expect(res.body).not.toContain(cookie.value);
    expect(res.json().data).toMatchObject({
      email: 'Owner@Shop.test',
      role: 'owner',
      second_factor: { enabled: false, required: false },
      must_enrol: false,
    });
    expect(res.json().data.permissions).toContain('staff.manage');
    expect((await me(cookie.value)).json().data.name).toBe('Olive');
  });

  it('marks the cookie Secure when the request came over HTTPS through a trusted proxy', async () => {
    const behindProxy = await createTestApp({ database: t.database, trustProxy: true });
    try {
      const res = await behindProxy.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { email: 'manager@shop.test', password: PW },
        headers: {
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'shop.example',
          origin: 'https://shop.example',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.cookies.find((c) => c.name === 'staff_session')).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Strict',
      });
    } finally {
      await behindProxy.close();
    }
    // Without a trusted proxy, the forwarded protocol is not believed.
    const direct = await login(
      { email: 'manager@shop.test', password: PW },
      { headers: { 'x-forwarded-proto': 'https' } },
    );
    expect(direct.cookies.find((c) => c.name === 'staff_session')?.secure).toBeUndefined();
  });

  it('gives one answer for an unknown email and a wrong password', async () => {
    const unknown = await login({ email: 'nobody@shop.test', password: PW }, { remoteAddress: '10.1.0.1' });
    const wrong = await login(
      { email: 'manager@shop.test', password: 'wrong password' },
      { remoteAddress: '10.1.0.2' },
    );
    expect(unknown.statusCode).toBe(400);
    expect(wrong.statusCode).toBe(unknown.statusCode);
    expect(wrong.json()).toEqual(unknown.json());
    expect(unknown.json().message_key).toBe('invalid_email_or_password');
    expect(unknown.cookies).toHaveLength(0);
  });

  it("locks an email from an address after 5 failures, as members' logins are, and spares other addresses", async () => {
    const from = { remoteAddress: '10.2.0.1' };
    for (let i = 0; i < 5; i++)
      expect((await login({ email: 'locked@shop.test', password: `wrong ${i}` }, from)).statusCode).toBe(400);
    const locked = await login({ email: 'LOCKED@shop.test', password: PW }, from);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message_key).toBe('login_locked');
    expect(
      (await login({ email: 'locked@shop.test', password: PW }, { remoteAddress: '10.2.0.2' })).statusCode,
    ).toBe(200);
  });

  it('answers 401 without a session, and forgets a made-up cookie', async () => {
    expect((await send('GET', '/auth/me')).statusCode).toBe(401);
    const res = await me('x'.repeat(43));
    expect(res.statusCode).toBe(401);
    expect(res.cookies.find((c) => c.name === 'staff_session')?.maxAge).toBe(0);
  });
});

describe('sessions', () => {
  it('end at logout', async () => {
    const cookie = await signIn('manager@shop.test');
    const out = await send('POST', '/auth/logout', {}, { cookie });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'staff_session')?.maxAge).toBe(0);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('end after 30 minutes unused and 12 hours after sign-in', async () => {
    const db = t.database.db;
    const idle = await signIn('expiring@shop.test');
    await db.execute(
      sql`update staff_sessions set last_seen_at = now() - interval '29 minutes' where ${sessionOf(idle)}`,
    );
    expect((await me(idle)).statusCode).toBe(200);
    await db.execute(
      sql`update staff_sessions set last_seen_at = now() - interval '31 minutes' where ${sessionOf(idle)}`,
    );
    expect((await me(idle)).statusCode).toBe(401);

    const old = await signIn('expiring@shop.test');
    await db.execute(
      sql`update staff_sessions set created_at = now() - interval '11 hours 59 minutes' where ${sessionOf(old)}`,
    );
    expect((await me(old)).statusCode).toBe(200);
    await db.execute(
      sql`update staff_sessions set created_at = now() - interval '12 hours 1 minute' where ${sessionOf(old)}`,
    );
    expect((await me(old)).statusCode).toBe(401);
  });

  it("end when the owner ends a member of staff's sessions, who may sign in again", async () => {
    const first = await signIn('expiring@shop.test');
    const second = await signIn('expiring@shop.test');
    const [row] = await selectRows<{ id: number }>(
      t.database.db,
      sql`select id from staff_members where email = 'expiring@shop.test'`,
    );
    expect(await endStaffSessions(t.database.db, row!.id, OWNER_ACTOR)).toBeGreaterThanOrEqual(2);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(await signIn('expiring@shop.test'))).statusCode).toBe(200);
  });

  it('end at once when the member of staff is deactivated, who then signs in no more', async () => {
    const first = await signIn('leaving@shop.test');
    const second = await signIn('leaving@shop.test');
    const [row] = await selectRows<{ id: number }>(
      t.database.db,
      sql`select id from staff_members where email = 'leaving@shop.test'`,
    );
    expect(await deactivateStaff(t.database.db, row!.id, OWNER_ACTOR)).toBe(true);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    const ended = await selectRows<{ end_reason: string }>(
      t.database.db,
      sql`select end_reason from staff_sessions where staff_id = ${row!.id}`,
    );
    expect(ended.map((r) => r.end_reason)).toEqual(['deactivated', 'deactivated']);
    const again = await login({ email: 'leaving@shop.test', password: PW }, { remoteAddress: '10.3.0.1' });
    expect(again.json().message_key).toBe('invalid_email_or_password');
    expect(await deactivateStaff(t.database.db, 999_999, OWNER_ACTOR)).toBe(false);
  });

  it('refuse a write from another site, the sign-in too, and take one from the own origin or with X-Client: admin', async () => {
    const cookie = await signIn('manager@shop.test');
    const evil = { origin: 'https://evil.example' };
    const refused = await send('POST', '/auth/logout', {}, { cookie, headers: evil });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message_key: 'cross_site_request' });
    const noOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/logout',
      headers: { cookie: `staff_session=${cookie}` },
    });
    expect(noOrigin.json().message_key).toBe('cross_site_request');
    expect((await login({ email: 'manager@shop.test', password: PW }, { headers: evil })).statusCode).toBe(
      403,
    );
    expect((await me(cookie)).statusCode).toBe(200);
    const byHeader = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/logout',
      headers: { cookie: `staff_session=${cookie}`, 'x-client': 'admin' },
    });
    expect(byHeader.statusCode).toBe(200);
  });
});

/** The secret of an enrolment answer's otpauth URI. */
const secretOf = (uri: string) => new URL(uri).searchParams.get('secret')!;

async function enrol(cookie: string) {
  const res = await send('POST', '/auth/totp/enrol', {}, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  const { otpauth_uri, qr_svg } = res.json().data;
  expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/.*algorithm=SHA1.*digits=6.*period=30/);
  expect(qr_svg).toMatch(/^<svg/);
  return secretOf(otpauth_uri);
}

describe('the second factor', () => {
  it('is confirmed with a code, then needed at sign-in; a replayed code is refused', async () => {
    const cookie = await signIn('totp@shop.test');
    const secret = await enrol(cookie);
    const at = Date.now();
    const wrong = await send(
      'POST',
      '/auth/totp/confirm',
      { totp: '000000' === totpCodeAt(secret, at) ? '111111' : '000000' },
      { cookie },
    );
    expect(wrong.json().message_key).toBe('second_factor_wrong');
    const confirmed = await send('POST', '/auth/totp/confirm', { totp: totpCodeAt(secret, at) }, { cookie });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.recovery_codes).toHaveLength(10);
    expect((await send('POST', '/auth/totp/enrol', {}, { cookie })).json().message_key).toBe(
      'second_factor_already_enabled',
    );

    const from = { remoteAddress: '10.4.0.1' };
    const bare = await login({ email: 'totp@shop.test', password: PW }, from);
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({
      message_key: 'second_factor_needed',
      errors: { totp: [expect.any(String)] },
    });
    // The confirming code's step is used: the same code signs in no one.
    const replay = await login({ email: 'totp@shop.test', password: PW, totp: totpCodeAt(secret, at) }, from);
    expect(replay.json().message_key).toBe('second_factor_wrong');
    const next = totpCodeAt(secret, at + 30_000);
    const ok = await login({ email: 'totp@shop.test', password: PW, totp: next }, from);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.second_factor.enabled).toBe(true);
    expect(
      (await login({ email: 'totp@shop.test', password: PW, totp: next }, from)).json().message_key,
    ).toBe('second_factor_wrong');
  });

  it('takes each recovery code once, instead of a code', async () => {
    const cookie = await signIn('recovery@shop.test');
    const secret = await enrol(cookie);
    const confirmed = await send(
      'POST',
      '/auth/totp/confirm',
      { totp: totpCodeAt(secret, Date.now()) },
      { cookie },
    );
    const [first, second] = confirmed.json().data.recovery_codes as string[];
    const from = { remoteAddress: '10.5.0.1' };
    const used = await login(
      { email: 'recovery@shop.test', password: PW, recovery_code: first!.toUpperCase() },
      from,
    );
    expect(used.statusCode, used.body).toBe(200);
    const again = await login({ email: 'recovery@shop.test', password: PW, recovery_code: first }, from);
    expect(again.json()).toMatchObject({
      message_key: 'second_factor_wrong',
      errors: { recovery_code: [expect.any(String)] },
    });
    expect(
      (await login({ email: 'recovery@shop.test', password: PW, recovery_code: second }, from)).statusCode,
    ).toBe(200);
    const stored = await selectRows<{ code_hash: string }>(
      t.database.db,
      sql`select code_hash from staff_recovery_codes where code_hash = ${first!}`,
    );
    expect(stored).toHaveLength(0);
  });

  it('when the owner requires it, a session without one can only enrol until it is confirmed', async () => {
    const owner = await signIn('careful@shop.test');
    const manager = await signIn('manager@shop.test');
    expect(
      (await send('POST', '/settings/second-factor', { required: true }, { cookie: manager })).statusCode,
    ).toBe(403);
    // An owner requires of all staff only what they have: else their next call could only enrol.
    const first = await send('POST', '/settings/second-factor', { required: true }, { cookie: owner });
    expect([first.statusCode, first.json().message_key]).toEqual([409, 'second_factor_own_first']);
    const ownSecret = await enrol(owner);
    await send('POST', '/auth/totp/confirm', { totp: totpCodeAt(ownSecret, Date.now()) }, { cookie: owner });
    const set = await send('POST', '/settings/second-factor', { required: true }, { cookie: owner });
    expect(set.statusCode, set.body).toBe(200);
    try {
      const cookie = await signIn('enrol@shop.test');
      expect((await me(cookie)).json().data).toMatchObject({
        must_enrol: true,
        second_factor: { required: true },
      });
      const blocked = await send('POST', '/settings/second-factor', { required: false }, { cookie });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().message_key).toBe('enrol_second_factor_first');
      const secret = await enrol(cookie);
      await send('POST', '/auth/totp/confirm', { totp: totpCodeAt(secret, Date.now()) }, { cookie });
      expect((await me(cookie)).json().data.must_enrol).toBe(false);
      // Now the role decides: a manager does not hold settings.manage.
      const now = await send('POST', '/settings/second-factor', { required: false }, { cookie });
      expect(now.json().message_key).toBe('forbidden');
    } finally {
      const off = await send('POST', '/settings/second-factor', { required: false }, { cookie: owner });
      expect(off.statusCode, off.body).toBe(200);
    }
  });

  it('keeps the secret sealed at rest', async () => {
    const rows = await selectRows<{ totp_secret: string }>(
      t.database.db,
      sql`select totp_secret from staff_members where email = 'totp@shop.test'`,
    );
    expect(rows[0]!.totp_secret).toMatch(/^v1\./);
  });
});

describe("the owner's staff writes are audited in their transactions", () => {
  type Row = { action: string; staff_id: number | null; record_id: string; before: unknown; after: unknown };
  const auditRows = (action: string) =>
    selectRows<Row & { request_id: string | null; ip: string | null }>(
      t.database.db,
      sql`select action, staff_id, record_id, before, after, request_id, ip from audit_log
        where action = ${action} order by id`,
    );

  it('deactivation and ending sessions: one row each, with the call', async () => {
    const [leaving] = await selectRows<{ id: number }>(
      t.database.db,
      sql`select id from staff_members where email = 'leaving@shop.test'`,
    );
    const [expiring] = await selectRows<{ id: number }>(
      t.database.db,
      sql`select id from staff_members where email = 'expiring@shop.test'`,
    );
    expect(await auditRows('staff.deactivate')).toEqual([
      {
        action: 'staff.deactivate',
        staff_id: 1,
        record_id: String(leaving!.id),
        before: { active: true },
        after: { active: false, sessions_ended: 2 },
        request_id: 'req-owner',
        ip: '198.51.100.7',
      },
    ]);
    expect(await auditRows('staff.end_sessions')).toEqual([
      expect.objectContaining({
        record_id: String(expiring!.id),
        before: null,
        after: { sessions_ended: expect.any(Number) },
      }),
    ]);
  });

  it("the second factor setting: one row per change, by the owner's session, and none when refused", async () => {
    const rows = await auditRows('staff.set_second_factor_required');
    expect(rows.map((r) => [r.before, r.after])).toEqual([
      [{ second_factor_required: false }, { second_factor_required: true }],
      [{ second_factor_required: true }, { second_factor_required: false }],
    ]);
    const [careful] = await selectRows<{ id: number }>(
      t.database.db,
      sql`select id from staff_members where email = 'careful@shop.test'`,
    );
    expect(rows.every((r) => r.staff_id === careful!.id && r.request_id !== null && r.ip !== null)).toBe(
      true,
    );
  });
});

describe('the first owner', () => {
  it('is made only on a shop without one', async () => {
    expect(
      await refusalAnswer(
        createFirstOwner(t.database.db, { email: 'second@shop.test', name: 'Second', password: OWNER_PW }),
      ),
    ).toMatchObject({ key: 'owner_exists', status: 409 });
  });
});
