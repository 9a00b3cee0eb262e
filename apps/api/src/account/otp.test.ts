import { OTP_TYPE } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { itConcurrently } from '../test/postgres-only';

let t: TestApp;
let client: ReturnType<typeof accountClient>;
beforeAll(async () => {
  t = await createTestApp();
  client = accountClient(t.app);
});
afterAll(() => t.close());

const SG = 1;
const REGISTER = OTP_TYPE.REGISTER;
/** Moves a number's codes back in time, as if the clock had moved on. */
const age = (mobile: string, seconds: number) =>
  t.database.db.execute(
    sql`update otp_codes set created_at = created_at - make_interval(secs => ${seconds}),
        expires_at = expires_at - make_interval(secs => ${seconds}) where mobile = ${mobile}`,
  );

describe('one-time codes', () => {
  it('sends a 6-digit code by SMS, stores only its hash, and verifies it', async () => {
    const res = await client.requestCode(SG, '90000001', REGISTER);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ resend_in: 60, expires_in: 300 });
    const code = await client.lastCode('90000001');
    expect(code).toMatch(/^\d{6}$/);
    const stored = await t.database.db.execute(
      sql`select code_hash from otp_codes where mobile = '90000001'`,
    );
    expect(JSON.stringify(stored)).not.toContain(code);
    const ok = await client.verifyCode(SG, '90000001', REGISTER, code);
    expect(ok.json()).toEqual({ success: true, data: { is_valid: true } });
  });

  it('words the text message in the language of the request', async () => {
    const send = (mobile: string, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/common/requestSMSOTP',
        headers,
        payload: { country_id: SG, mobile, type: REGISTER },
      });
    const outbox = async (mobile: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?mobile=${mobile}` })).json().data[0]
        .body as string;
    expect((await send('90000021', { 'accept-language': 'zh-CN,zh;q=0.9' })).statusCode).toBe(200);
    expect(await outbox('90000021')).toMatch(
      /^您的 Rosette Beauty 验证码是 \d{6}，5 分钟内有效。请勿告诉任何人。$/,
    );
    expect((await send('90000022', {})).statusCode).toBe(200);
    expect(await outbox('90000022')).toMatch(
      /^Your Rosette Beauty code is \d{6}\. It expires in 5 minutes\. Never share it\.$/,
    );
  });

  it('refuses a new code within 60 seconds, saying how long to wait', async () => {
    await client.requestCode(SG, '90000002', REGISTER);
    const again = await client.requestCode(SG, '90000002', REGISTER);
    expect(again.statusCode).toBe(429);
    expect(again.json().message_key).toBe('otp_resend_wait');
    expect(again.json().message_values.seconds).toBeGreaterThan(55);
    expect(again.json().message_values.seconds).toBeLessThanOrEqual(60);
    await age('90000002', 61);
    expect((await client.requestCode(SG, '90000002', REGISTER)).statusCode).toBe(200);
  });

  it('kills a code after 5 wrong tries, even for the right code afterwards', async () => {
    await client.requestCode(SG, '90000003', REGISTER);
    const code = await client.lastCode('90000003');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      expect((await client.verifyCode(SG, '90000003', REGISTER, wrong)).json().message_key).toBe(
        'otp_invalid',
      );
    }
    expect((await client.verifyCode(SG, '90000003', REGISTER, wrong)).json().message_key).toBe(
      'otp_too_many_attempts',
    );
    const right = await client.verifyCode(SG, '90000003', REGISTER, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({
      message_key: 'otp_too_many_attempts',
      errors: { otp: [expect.any(String)] },
    });
  });

  it('refuses an expired code', async () => {
    await client.requestCode(SG, '90000004', REGISTER);
    const code = await client.lastCode('90000004');
    await age('90000004', 301);
    expect((await client.verifyCode(SG, '90000004', REGISTER, code)).json().message_key).toBe('otp_expired');
  });

  it('keeps a code to its purpose: a register code does not reset a password', async () => {
    await client.requestCode(SG, '90000005', REGISTER);
    const code = await client.lastCode('90000005');
    expect((await client.verifyCode(SG, '90000005', OTP_TYPE.RESET_PASSWORD, code)).json().message_key).toBe(
      'otp_expired',
    );
  });

  it('caps a number at 10 codes an hour', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await client.requestCode(SG, '90000006', REGISTER)).statusCode).toBe(200);
      await age('90000006', 61);
    }
    const eleventh = await client.requestCode(SG, '90000006', REGISTER);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message_key).toBe('otp_hourly_limit');
  });

  it('caps an address at 30 codes an hour across numbers', async () => {
    const busy = accountClient(t.app, '10.9.9.9');
    for (let i = 0; i < 30; i++)
      expect((await busy.requestCode(SG, `9100${String(i).padStart(4, '0')}`, REGISTER)).statusCode).toBe(
        200,
      );
    expect((await busy.requestCode(SG, '91009999', REGISTER)).json().message_key).toBe('otp_hourly_limit');
  });

  it('refuses a register code for a registered number and a reset code for an unknown one', async () => {
    expect((await client.requestCode(SG, '81234567', REGISTER)).json().message_key).toBe('mobile_taken');
    expect((await client.requestCode(SG, '90000007', OTP_TYPE.RESET_PASSWORD)).json().message_key).toBe(
      'account_not_found',
    );
  });

  it('does not keep a code whose SMS could not be sent, so the number may ask again at once', async () => {
    const failing = await createTestApp({
      seed: false,
      sms: {
        name: 'broken',
        send: async () => {
          throw new Error('gateway down');
        },
      },
    });
    try {
      await failing.database.db.execute(
        sql`insert into countries (name, abbreviation, phone_code) values ('Singapore', 'SG', '65')`,
      );
      const broken = accountClient(failing.app);
      const res = await broken.requestCode(1, '90000008', REGISTER);
      expect(res.statusCode).toBe(503);
      expect(res.json().message_key).toBe('sms_failed');
      expect((await broken.requestCode(1, '90000008', REGISTER)).statusCode).toBe(503);
    } finally {
      await failing.close();
    }
  });

  it.each([
    [{ country_id: SG, mobile: '9000', type: 1 }, { mobile: ['Minimum 8 digits'] }],
    [{ country_id: SG, mobile: '90000009', type: 4 }, { type: ['Invalid value'] }],
    [{ country_id: 999, mobile: '90000009', type: 1 }, { country_id: ['Invalid value'] }],
  ])('refuses %j', async (payload, errors) => {
    const res = await client.call('POST', '/api/common/requestSMSOTP', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(errors);
  });

  itConcurrently('sends one code when several requests for a number arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => client.requestCode(SG, '90000010', REGISTER)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429, 429, 429, 429, 429]);
    expect(await client.outbox('90000010')).toHaveLength(1);
  });

  it('answers a malformed code with the field message', async () => {
    const res = await client.verifyCode(SG, '90000001', REGISTER, '12ab');
    expect(res.json().errors).toEqual({ otp: ['Enter the 6-digit code'] });
  });
});
