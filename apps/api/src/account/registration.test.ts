import { OTP_TYPE, sessionSchema } from '@beauty/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed';
import { accountClient, newMember } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
let client: ReturnType<typeof accountClient>;
beforeAll(async () => {
  t = await createTestApp();
  client = accountClient(t.app);
});
afterAll(() => t.close());

const SG = 1;

async function verifyNumber(mobile: string, type: number = OTP_TYPE.REGISTER) {
  expect((await client.requestCode(SG, mobile, type)).statusCode).toBe(200);
  const code = await client.lastCode(mobile);
  expect((await client.verifyCode(SG, mobile, type, code)).statusCode).toBe(200);
  return code;
}

describe('sign-up', () => {
  it('creates a member after the number is verified, signs them in, and uses the verification up', async () => {
    await verifyNumber('92000001');
    const res = await client.call('POST', '/api/account/register', newMember('92000001'));
    expect(res.statusCode).toBe(200);
    const session = sessionSchema.parse(res.json().data);
    expect(session.profile).toMatchObject({
      name: 'Nur Aisyah',
      roles: 'member',
      mobile: '92000001',
      is_sg: true,
    });
    expect(session.profile.referral_code).toMatch(/^[A-Z2-9]{8}$/);
    const me = await client.call('GET', '/api/account/profile', undefined, session.token);
    expect(me.statusCode).toBe(200);
    // The same verification cannot create a second account.
    const again = await client.call(
      'POST',
      '/api/account/register',
      newMember('92000001', { email: 'other@example.com' }),
    );
    expect(again.json().message_key).toBe('mobile_not_verified');
  });

  it('refuses a number that skipped the code step', async () => {
    const res = await client.call('POST', '/api/account/register', newMember('92000002'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message_key: 'mobile_not_verified' });
  });

  it('refuses a number with a code requested but not verified', async () => {
    await client.requestCode(SG, '92000003', OTP_TYPE.REGISTER);
    expect((await client.call('POST', '/api/account/register', newMember('92000003'))).statusCode).toBe(403);
  });

  it('refuses a taken email, whatever its case, naming the field', async () => {
    await verifyNumber('92000004');
    const res = await client.call(
      'POST',
      '/api/account/register',
      newMember('92000004', { email: 'MEILING.TAN@demo.rosettebeauty.example' }),
    );
    expect(res.json()).toMatchObject({
      message_key: 'email_taken',
      errors: { email: ['This email has been taken'] },
    });
    const check = await client.call('POST', '/api/common/verify_unique_email', {
      email: 'meiling.tan@DEMO.rosettebeauty.example',
    });
    expect(check.json().data).toEqual({ is_valid: false });
    const free = await client.call('POST', '/api/common/verify_unique_email', { email: 'new@example.com' });
    expect(free.json().data).toEqual({ is_valid: true });
  });

  it('links the referrer, and refuses a referral code that belongs to nobody', async () => {
    const check = await client.call('POST', '/api/common/validate_referral_code', {
      referral_code: 'grace888',
    });
    expect(check.json().data).toEqual({ is_valid: true, referrer_name: 'Grace' });
    const bad = await client.call('POST', '/api/common/validate_referral_code', {
      referral_code: 'NOBODY12',
    });
    expect(bad.json().data).toEqual({ is_valid: false, referrer_name: null });

    await verifyNumber('92000005');
    const refused = await client.call(
      'POST',
      '/api/account/register',
      newMember('92000005', { referral_code: 'NOBODY12' }),
    );
    expect(refused.json()).toMatchObject({
      errors: { referral_code: ['This is not a valid referral code.'] },
    });
    const res = await client.call(
      'POST',
      '/api/account/register-referral',
      newMember('92000005', { referral_code: 'GRACE888' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.profile.referred_by_fname).toBe('Grace');
  });

  it('requires the referral code on the referral sign-up', async () => {
    await verifyNumber('92000006');
    const res = await client.call('POST', '/api/account/register-referral', newMember('92000006'));
    expect(res.json().errors).toEqual({ referral_code: ['This field is required'] });
  });

  it.each([
    [{ name: 'Ann;' }, { name: ['These characters are not allowed: ;'] }],
    [{ name: ' Ann' }, { name: ['No leading and multiple spaces'] }],
    [{ email: 'not-an-email' }, { email: ['Please enter a valid email address'] }],
    [{ password: 'abcdef', password_confirmation: 'abcdef' }, { password: ['1 numeric minimum'] }],
    [{ password: 'a1', password_confirmation: 'a1' }, { password: ['6 characters minimum'] }],
    [{ password_confirmation: 'Secret124' }, { password_confirmation: ['Passwords do not match'] }],
    [{ birthday: '1799-12-31' }, { birthday: ['Date is out of range'] }],
    [{ birthday: '2021-02-30' }, { birthday: ['Please enter a valid date'] }],
    [{ gender: 3 }, { gender: ['Please choose a gender'] }],
    [{ referral_code: 'ab' }, { referral_code: ['This is not a valid referral code.'] }],
  ])('refuses %j', async (change, errors) => {
    const res = await client.call('POST', '/api/account/register', newMember('92000099', change));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(errors);
  });
});

describe('password reset', () => {
  it('sets a new password with the code, ends every session, and the new password logs in', async () => {
    const login = (password: string) =>
      client.call('POST', '/api/account/login', { country_id: SG, mobile: '81230001', password });
    const before = (await login(DEMO_PASSWORD)).json().data.token as string;
    const code = await verifyNumber('81230001', OTP_TYPE.RESET_PASSWORD);
    const res = await client.call('PUT', '/api/common/resetpassword', {
      otp: code,
      country_id: SG,
      mobile: '81230001',
      password: 'Brand9new',
      password_confirmation: 'Brand9new',
    });
    expect(res.statusCode).toBe(200);
    expect((await client.call('GET', '/api/account/profile', undefined, before)).statusCode).toBe(401);
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(400);
    expect((await login('Brand9new')).statusCode).toBe(200);
  });

  it('refuses a wrong code and counts it', async () => {
    await client.requestCode(SG, '81230002', OTP_TYPE.RESET_PASSWORD);
    const code = await client.lastCode('81230002');
    const res = await client.call('PUT', '/api/common/resetpassword', {
      otp: code === '123456' ? '654321' : '123456',
      country_id: SG,
      mobile: '81230002',
      password: 'Brand9new',
      password_confirmation: 'Brand9new',
    });
    expect(res.json().message_key).toBe('otp_invalid');
  });
});
