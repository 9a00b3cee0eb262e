import { OTP_TYPE } from '@beauty/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed';
import { accountClient } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { redactUrl } from './secrets';

describe('redactUrl', () => {
  it('censors the values of secret parameters and keeps the rest of the address', () => {
    expect(redactUrl('/api/account/login?mobile=81234567&password=Secret123&lang=en')).toBe(
      '/api/account/login?mobile=81234567&password=[Redacted]&lang=en',
    );
    expect(
      redactUrl(
        '/x?OTP=123456&Current_Password=a&device%5Ftoken=t&payment_intent_client_secret=pi_1_secret_2',
      ),
    ).toBe(
      '/x?OTP=[Redacted]&Current_Password=[Redacted]&device%5Ftoken=[Redacted]&payment_intent_client_secret=[Redacted]',
    );
    expect(redactUrl('/api/page/products?page=2')).toBe('/api/page/products?page=2');
  });
});

describe('secrets in the address', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => t.close());

  const login = { country_id: 1, mobile: '81234567' };

  it('refuses a password in the query string, names the field, and logs no trace of it', async () => {
    lines.length = 0;
    const query = new URLSearchParams({
      ...login,
      country_id: String(login.country_id),
      password: DEMO_PASSWORD,
    });
    const res = await t.app.inject({ method: 'POST', url: `/api/account/login?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 400,
      message_key: 'secret_in_query',
      errors: { password: [expect.any(String)] },
    });
    const logged = lines.join('');
    expect(logged).toContain('/api/account/login?');
    expect(logged).toContain('password=[Redacted]');
    expect(logged).not.toContain(DEMO_PASSWORD);
  });

  it('refuses codes and tokens in the query string even beside a body', async () => {
    for (const [name, url] of [
      ['otp', '/api/common/verify_otp?otp=123456'],
      ['device_token', '/api/account/logout?device_token=abc'],
      ['current_password', '/api/account/checkcurrentpassword?current_password=x'],
    ]) {
      const res = await t.app.inject({ method: 'POST', url, payload: { country_id: 1 } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors, url).toHaveProperty(name as string);
    }
  });

  it('takes the same password from the body, and logs no body field of it', async () => {
    lines.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { ...login, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(lines.join('')).not.toContain(DEMO_PASSWORD);
  });

  it('censors secret fields of any object written to the log', () => {
    lines.length = 0;
    t.app.log.info({ body: { password: 'Hunter22', otp: '654321' }, token: 'tok-1' }, 'probe');
    const logged = lines.join('');
    expect(logged).toContain('probe');
    for (const secret of ['Hunter22', '654321', 'tok-1']) expect(logged).not.toContain(secret);
  });

  it('logs the text message of a one-time code without the code', async () => {
    lines.length = 0;
    const client = accountClient(t.app);
    expect((await client.requestCode(1, '90000077', OTP_TYPE.REGISTER)).statusCode).toBe(200);
    const code = await client.lastCode('90000077');
    const logged = lines.join('');
    expect(logged).toContain('SMS to +65 90000077');
    expect(logged).not.toContain(code);
  });
});
