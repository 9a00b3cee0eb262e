import { OTP_TYPE, sessionSchema, userProfileSchema } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed';
import { DEMO_WELCOME_POINTS } from '../seed/wallets';
import { accountClient } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SG = 1;
const MY = 2;
const login = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/account/login', payload });
const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/account/profile', headers: { authorization: `Bearer ${token}` } });
const loginAs = async (mobile: string, country = SG) => {
  const res = await login({ country_id: country, mobile, password: DEMO_PASSWORD });
  expect(res.statusCode).toBe(200);
  return sessionSchema.parse(res.json().data);
};

describe('POST /api/account/login', () => {
  it('logs a member in and answers with a token and the profile', async () => {
    const session = await loginAs('81234567');
    expect(session.token.length).toBeGreaterThanOrEqual(40);
    expect(session.profile).toMatchObject({
      roles: 'member',
      role_display: 'Member',
      full_name: 'Tan Mei Ling',
      is_sg: true,
      country_abbreviation: 'SG',
      ranking: null,
      point: DEMO_WELCOME_POINTS,
      referred_by_fname: 'Rachel',
    });
  });

  it('accepts the parameters as a query string, as the existing apps send them, but the password from the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/account/login?country_id=${MY}&mobile=123456789`,
      payload: { password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.profile).toMatchObject({ is_sg: false, country_abbreviation: 'MY' });
  });

  it('shows an agent with the rank', async () => {
    const { profile: p } = await loginAs('81230002');
    expect(p).toMatchObject({
      roles: 'agent',
      role_display: 'Agent',
      ranking: 'gold',
      rank_display: 'Style Gold',
    });
  });

  it('gives an unknown number and a wrong password the same answer', async () => {
    const unknown = await login({ country_id: SG, mobile: '89999999', password: 'Wrong123' });
    const wrong = await login({ country_id: SG, mobile: '81230001', password: 'Wrong123' });
    expect(unknown.statusCode).toBe(400);
    expect(wrong.statusCode).toBe(400);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toMatchObject({ success: false, error_message: 'invalid ID or password' });
  });

  it.each([
    [
      {},
      {
        country_id: ['This field is required'],
        mobile: ['This field is required'],
        password: ['This field is required'],
      },
    ],
    [{ country_id: SG, mobile: 'abc12345', password: 'x' }, { mobile: ['Numbers only'] }],
    [{ country_id: SG, mobile: '1234567', password: 'x' }, { mobile: ['Minimum 8 digits'] }],
    [{ country_id: 'one', mobile: '81234567', password: 'x' }, { country_id: ['Invalid value'] }],
    [{ country_id: SG, mobile: '81234567', password: 'x'.repeat(500) }, { password: ['Too long'] }],
  ])('refuses %j naming each field', async (payload, errors) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(errors);
  });
});

describe('sessions', () => {
  it('ends the earlier web session when the member logs in on the web again', async () => {
    const first = await loginAs('81230003');
    expect((await profile(first.token)).statusCode).toBe(200);
    const second = await loginAs('81230003');
    const stale = await profile(first.token);
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ success: false, code: 401 });
    expect((await profile(second.token)).statusCode).toBe(200);
  });

  it('keeps an app session when the member logs in on the web', async () => {
    const app = sessionSchema.parse(
      (
        await login({ country_id: SG, mobile: '81230004', password: DEMO_PASSWORD, os_type: 'android' })
      ).json().data,
    );
    await loginAs('81230004');
    expect((await profile(app.token)).statusCode).toBe(200);
  });

  it('ends the session on logout', async () => {
    const { token } = await loginAs('81234567');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/account/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('answers 401 without a token, with a malformed one, or with a made-up one', async () => {
    for (const authorization of [
      undefined,
      'Bearer',
      'Basic abc',
      'Bearer short',
      `Bearer ${'x'.repeat(43)}`,
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/account/profile',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, String(authorization)).toBe(401);
    }
  });

  it('returns the profile of the token holder only', async () => {
    const a = await loginAs('81230001');
    const b = await loginAs('81230002');
    expect(userProfileSchema.parse((await profile(a.token)).json().data).mobile).toBe('81230001');
    expect(userProfileSchema.parse((await profile(b.token)).json().data).mobile).toBe('81230002');
  });
});

describe('login throttling', () => {
  const from = (ip: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/account/login', payload, remoteAddress: ip });
  const guess = (ip: string, mobile: string, country = SG) =>
    from(ip, { country_id: country, mobile, password: 'Wrong1234' });

  it('refuses a number from one address for 15 minutes after 5 failures from there, even with the right password', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await login({ country_id: MY, mobile: '123456789', password: `Wrong${i}99` });
      expect(res.json().message_key).toBe('invalid_id_or_password');
    }
    const locked = await login({ country_id: MY, mobile: '123456789', password: DEMO_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      message_key: 'login_locked',
      error_message: 'Too many failed attempts, please try again in 15 minutes',
      message_values: { minutes: 15 },
    });
    // Another number is not affected.
    await loginAs('81234567');
  });

  it("does not let a stranger's failures lock the owner out from the owner's own address", async () => {
    const stranger = '203.0.113.7';
    for (let i = 0; i < 8; i++) await guess(stranger, '81230004');
    expect((await guess(stranger, '81230004')).statusCode).toBe(429);
    const owner = await from('198.51.100.4', { country_id: SG, mobile: '81230004', password: DEMO_PASSWORD });
    expect(owner.statusCode).toBe(200);
    expect(sessionSchema.parse(owner.json().data).profile.mobile).toBe('81230004');
  });

  it('stops one address guessing across many numbers, and only that address', async () => {
    const guesser = '203.0.113.20';
    for (let i = 0; i < 20; i++) {
      expect((await guess(guesser, `8800${String(i).padStart(4, '0')}`)).statusCode).toBe(400);
    }
    const next = await from(guesser, { country_id: SG, mobile: '81234567', password: DEMO_PASSWORD });
    expect(next.statusCode).toBe(429);
    expect(next.json().message_key).toBe('login_locked');
    const elsewhere = await from('198.51.100.20', {
      country_id: SG,
      mobile: '81234567',
      password: DEMO_PASSWORD,
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('lets a member in from their usual address when a stranger there has used up its limit', async () => {
    const office = '198.51.100.50';
    const owner = { country_id: SG, mobile: '81230002', password: DEMO_PASSWORD };
    expect((await from(office, owner)).statusCode).toBe(200);
    for (let i = 0; i < 20; i++) await guess(office, `8700${String(i).padStart(4, '0')}`);
    expect((await guess(office, '87009999')).statusCode).toBe(429);
    expect((await from(office, owner)).statusCode).toBe(200);
  });

  it('locks a number guessed from many addresses, except where its owner signed in before', async () => {
    const home = '198.51.100.30';
    const owner = { country_id: SG, mobile: '81230003', password: DEMO_PASSWORD };
    expect((await from(home, owner)).statusCode).toBe(200);
    // A hundred failures from a hundred addresses (written directly: guessing is not what is tested).
    await t.database.db.execute(
      sql`insert into login_failures (country_id, mobile, ip)
          select ${SG}, ${owner.mobile}, '192.0.2.' || n from generate_series(1, 100) n`,
    );
    expect((await from('198.51.100.31', owner)).statusCode).toBe(429);
    expect((await from(home, owner)).statusCode).toBe(200);
    await t.database.db.execute(sql`delete from login_failures where mobile = ${owner.mobile}`);
  });

  it('lets the owner reset the password by SMS while the number is locked, and sign in with it at once', async () => {
    const mobile = '81230001';
    const client = accountClient(t.app, '198.51.100.40');
    for (let i = 0; i < 5; i++) await guess('198.51.100.40', mobile);
    expect((await guess('198.51.100.40', mobile)).statusCode).toBe(429);
    const requested = await client.requestCode(SG, mobile, OTP_TYPE.RESET_PASSWORD);
    expect(requested.statusCode).toBe(200);
    const otp = await client.lastCode(mobile);
    const verified = await client.verifyCode(SG, mobile, OTP_TYPE.RESET_PASSWORD, otp);
    expect(verified.statusCode).toBe(200);
    const reset = await client.call('PUT', '/api/common/resetpassword', {
      otp,
      country_id: SG,
      mobile,
      password: 'Renewed123',
      password_confirmation: 'Renewed123',
    });
    expect(reset.statusCode).toBe(200);
    const again = await from('198.51.100.40', { country_id: SG, mobile, password: 'Renewed123' });
    expect(again.statusCode).toBe(200);
  });

  it('checks at most 5 passwords for a number from one address, however many arrive at once', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => guess('203.0.113.60', '81230002')));
    // Attempts in flight count as failures until their password is found right, so a burst may be cut
    // sooner than the fifth, never later.
    const checked = answers.filter((res) => res.statusCode === 400).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(12 - checked);
  });

  it('answers a locked unknown number as it answers a locked member', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 5; i++) {
      const [unknown, wrong] = await Promise.all([guess(ip, '89999990'), guess(ip, '81230002')]);
      expect(unknown.json()).toEqual(wrong.json());
    }
    const [unknown, member] = await Promise.all([guess(ip, '89999990'), guess(ip, '81230002')]);
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json()).toEqual(member.json());
  });
});
