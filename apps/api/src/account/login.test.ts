import { sessionSchema, userProfileSchema } from '@beauty/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed';
import { DEMO_WELCOME_POINTS } from '../seed/wallets';
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
  it('refuses a number for 15 minutes after 5 failures, even with the right password', async () => {
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
});
