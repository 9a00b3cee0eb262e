import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { charactersNotAllowed } from '../rules/validation';
import {
  addressRequestSchema,
  addressSchema,
  changePasswordSchema,
  checkCurrentPasswordSchema,
  deviceTokenSchema,
  type EditProfile,
  editProfileSchema,
  isValidSchema,
  type LoginRequest,
  loginRequestSchema,
  logoutSchema,
  otpRequestedSchema,
  pushNotificationSchema,
  type RegisterRequest,
  rankDisplay,
  referralCodeValiditySchema,
  registerRequestSchema,
  requestOtpSchema,
  resetPasswordSchema,
  sessionSchema,
  signupDetailsSchema,
  type UserProfile,
  userProfileSchema,
  validateReferralCodeSchema,
  verifyOtpSchema,
  verifyUniqueEmailSchema,
} from './account';
import { fieldKeys, query } from './test-kit';

const details = {
  name: 'Ann Lee',
  email: 'ann@example.com',
  country_id: 1,
  mobile: '91234567',
  birthday: '1990-05-17',
  gender: 2,
};

describe('loginRequestSchema', () => {
  it('accepts JSON and fills the defaults', () => {
    expect(loginRequestSchema.parse({ country_id: 1, mobile: '91234567', password: 'abc' })).toEqual({
      country_id: 1,
      mobile: '91234567',
      password: 'abc',
      os_type: 'web',
    });
  });

  it('accepts a query string, empty optionals counting as absent', () => {
    const parsed = loginRequestSchema.parse(
      query('country_id=1&mobile=91234567&password=abcdef&device_token=&os_type='),
    );
    expect(parsed).toEqual({ country_id: 1, mobile: '91234567', password: 'abcdef', os_type: 'web' });
    expect(
      loginRequestSchema.parse(query('country_id=2&mobile=91234567&password=x&device_token=tok&os_type=ios')),
    ).toEqual({ country_id: 2, mobile: '91234567', password: 'x', device_token: 'tok', os_type: 'ios' });
  });

  it('does not apply the strength rules to the password', () => {
    expect(fieldKeys(loginRequestSchema, { country_id: 1, mobile: '91234567', password: 'a' })).toEqual({});
  });

  it('reports each field', () => {
    expect(fieldKeys(loginRequestSchema, { mobile: 'abc12345', password: '', os_type: 'windows' })).toEqual({
      country_id: ['required'],
      mobile: ['numbers_only'],
      password: ['required'],
      os_type: ['invalid_value'],
    });
  });

  it('gives the documented fields and nothing else, each os_type as itself', () => {
    const full: LoginRequest = {
      country_id: 2,
      mobile: '91234567',
      password: 'abc',
      device_token: 'tok',
      os_type: 'huawei',
    };
    expect(loginRequestSchema.parse({ ...full, role: 'admin' })).toEqual(full);
    for (const os_type of ['web', 'android', 'ios', 'huawei'] as const)
      expect(loginRequestSchema.parse({ ...full, os_type }).os_type).toBe(os_type);
    expect(fieldKeys(loginRequestSchema, { ...full, country_id: 1.5 })).toEqual({
      country_id: ['invalid_value'],
    });
  });
});

describe('signupDetailsSchema', () => {
  it('accepts the details step, with or without a referral code', () => {
    expect(signupDetailsSchema.parse(details)).toEqual(details);
    expect(signupDetailsSchema.parse({ ...details, referral_code: '' })).toEqual(details);
    expect(signupDetailsSchema.parse({ ...details, referral_code: 'ann2024' })).toEqual({
      ...details,
      referral_code: 'ANN2024',
    });
  });

  it('reports every missing field', () => {
    expect(fieldKeys(signupDetailsSchema, {})).toEqual({
      name: ['required'],
      email: ['required'],
      country_id: ['required'],
      mobile: ['required'],
      birthday: ['required'],
      gender: ['invalid_gender'],
    });
  });

  it('reports bad values with their keys', () => {
    expect(
      fieldKeys(signupDetailsSchema, {
        name: 'Ann：Lee',
        email: 'ann@',
        country_id: '1',
        mobile: '1234567',
        birthday: '2021-02-30',
        gender: '3',
        referral_code: 'ab',
      }),
    ).toEqual({
      name: [charactersNotAllowed(['：'])],
      email: ['invalid_email'],
      mobile: ['mobile_min_length'],
      birthday: ['invalid_date'],
      gender: ['invalid_gender'],
      referral_code: ['invalid_referral_code'],
    });
  });
});

describe('registerRequestSchema', () => {
  const body = { ...details, password: 'secret1', password_confirmation: 'secret1' };

  it('accepts matching passwords, from JSON or a query string', () => {
    expect(registerRequestSchema.parse(body)).toEqual({ ...body, os_type: 'web' });
    const qs = new URLSearchParams({
      ...body,
      country_id: '1',
      gender: '2',
      referral_code: '',
      device_token: 'tok',
      os_type: 'android',
    }).toString();
    expect(registerRequestSchema.parse(query(qs))).toEqual({
      ...body,
      device_token: 'tok',
      os_type: 'android',
    });
  });

  it('reports a mismatch on password_confirmation', () => {
    expect(fieldKeys(registerRequestSchema, { ...body, password_confirmation: 'secret2' })).toEqual({
      password_confirmation: ['passwords_do_not_match'],
    });
  });

  it('reports the mismatch together with the other problems', () => {
    expect(
      fieldKeys(registerRequestSchema, { ...body, name: '', password: 'abc', password_confirmation: 'abd' }),
    ).toEqual({
      name: ['required'],
      password: ['password_min_length', 'password_min_numeric'],
      password_confirmation: ['passwords_do_not_match'],
    });
  });

  it('asks for a missing confirmation without a mismatch', () => {
    expect(fieldKeys(registerRequestSchema, { ...body, password_confirmation: undefined })).toEqual({
      password_confirmation: ['required'],
    });
  });

  it('gives the documented fields and nothing else, the optional ones only when given', () => {
    const full: RegisterRequest = {
      ...body,
      gender: 1,
      referral_code: 'ANN2024',
      device_token: 'tok',
      os_type: 'ios',
    };
    expect(registerRequestSchema.parse({ ...full, roles: 'agent', point: 1000 })).toEqual(full);
    expect(Object.keys(registerRequestSchema.parse(body)).sort()).toEqual(
      [...Object.keys(body), 'os_type'].sort(),
    );
  });
});

describe('OTP schemas', () => {
  it('coerce query-string numbers', () => {
    expect(requestOtpSchema.parse(query('country_id=1&mobile=91234567&type=1'))).toEqual({
      country_id: 1,
      mobile: '91234567',
      type: 1,
    });
    expect(verifyOtpSchema.parse(query('country_id=1&mobile=91234567&type=2&otp=012345'))).toEqual({
      country_id: 1,
      mobile: '91234567',
      type: 2,
      otp: '012345',
    });
  });

  it('report bad types and codes', () => {
    expect(fieldKeys(verifyOtpSchema, query('country_id=1&mobile=91234567&type=9&otp=12345'))).toEqual({
      type: ['invalid_value'],
      otp: ['otp_format'],
    });
  });
});

describe('resetPasswordSchema', () => {
  const body = {
    otp: '123456',
    country_id: '1',
    mobile: '91234567',
    password: 'new1pw',
    password_confirmation: 'new1pw',
  };

  it('accepts matching passwords', () => {
    expect(resetPasswordSchema.parse(body)).toEqual({ ...body, country_id: 1 });
  });

  it('refuses a mismatch and weak passwords', () => {
    expect(fieldKeys(resetPasswordSchema, { ...body, password_confirmation: 'new1pW' })).toEqual({
      password_confirmation: ['passwords_do_not_match'],
    });
    expect(
      fieldKeys(resetPasswordSchema, { ...body, password: 'abcdef', password_confirmation: 'abcdef' }),
    ).toEqual({ password: ['password_min_numeric'] });
  });
});

describe('email and referral checks', () => {
  it('verifyUniqueEmailSchema', () => {
    expect(verifyUniqueEmailSchema.parse({ email: 'Ann@Example.com' })).toEqual({ email: 'Ann@Example.com' });
    expect(fieldKeys(verifyUniqueEmailSchema, { email: 'nope' })).toEqual({ email: ['invalid_email'] });
  });

  it('validateReferralCodeSchema requires a code', () => {
    expect(validateReferralCodeSchema.parse({ referral_code: ' ann2024' })).toEqual({
      referral_code: 'ANN2024',
    });
    expect(fieldKeys(validateReferralCodeSchema, { referral_code: '' })).toEqual({
      referral_code: ['required'],
    });
    expect(fieldKeys(validateReferralCodeSchema, { referral_code: 'ab' })).toEqual({
      referral_code: ['invalid_referral_code'],
    });
  });
});

describe('editProfileSchema', () => {
  it('takes any one field', () => {
    expect(editProfileSchema.parse({ name: 'Ann' })).toEqual({ name: 'Ann' });
    expect(editProfileSchema.parse(query('gender=1&language_id=2'))).toEqual({ gender: 1, language_id: 2 });
  });

  it("needs at least one field, reported on '_'", () => {
    expect(fieldKeys(editProfileSchema, {})).toEqual({ _: ['required'] });
    expect(fieldKeys(editProfileSchema, { unknown: 'x' })).toEqual({ _: ['required'] });
  });

  it('applies the field rules to what is given', () => {
    expect(
      fieldKeys(editProfileSchema, { name: ' Ann', full_name: 'Ann <Lee>', birthday: '1799-12-31' }),
    ).toEqual({
      name: ['no_leading_multiple_spaces'],
      full_name: [charactersNotAllowed(['<', '>'])],
      birthday: ['date_out_of_range'],
    });
  });

  it('gives the documented fields and nothing else: a member cannot change their mobile, rank or points', () => {
    const full: EditProfile = {
      name: 'Ann',
      full_name: 'Ann Lee',
      email: 'ann@example.com',
      birthday: '1990-05-17',
      gender: 2,
      language_id: 2,
    };
    expect(editProfileSchema.parse({ ...full, mobile: '98765432', ranking: 'gold', point: 9999 })).toEqual(
      full,
    );
  });
});

describe('password change', () => {
  it('checkCurrentPasswordSchema only requires the password', () => {
    expect(checkCurrentPasswordSchema.parse({ current_password: 'old' })).toEqual({
      current_password: 'old',
    });
    expect(fieldKeys(checkCurrentPasswordSchema, {})).toEqual({ current_password: ['required'] });
  });

  it('changePasswordSchema checks strength and confirmation, not the current password', () => {
    const body = { current_password: 'old', password: 'new1pw', password_confirmation: 'new1pw' };
    expect(changePasswordSchema.parse(body)).toEqual(body);
    expect(
      fieldKeys(changePasswordSchema, { ...body, password: 'newpw', password_confirmation: 'x' }),
    ).toEqual({
      password: ['password_min_length', 'password_min_numeric'],
      password_confirmation: ['passwords_do_not_match'],
    });
  });
});

describe('notifications and devices', () => {
  it('pushNotificationSchema takes query-string booleans', () => {
    expect(pushNotificationSchema.parse(query('enabled=true'))).toEqual({ enabled: true });
    expect(pushNotificationSchema.parse(query('enabled=0'))).toEqual({ enabled: false });
    expect(pushNotificationSchema.parse({ enabled: false })).toEqual({ enabled: false });
    expect(fieldKeys(pushNotificationSchema, {})).toEqual({ enabled: ['required'] });
    expect(fieldKeys(pushNotificationSchema, { enabled: 'on' })).toEqual({ enabled: ['invalid_value'] });
  });

  it('deviceTokenSchema needs both fields', () => {
    expect(deviceTokenSchema.parse({ device_token: 'tok', os_type: 'android' })).toEqual({
      device_token: 'tok',
      os_type: 'android',
    });
    expect(fieldKeys(deviceTokenSchema, { device_token: '' })).toEqual({
      device_token: ['required'],
      os_type: ['required'],
    });
  });

  it('logoutSchema takes optional device fields', () => {
    expect(logoutSchema.parse({})).toEqual({ os_type: 'web' });
    expect(logoutSchema.parse(query('device_token=&os_type='))).toEqual({ os_type: 'web' });
    expect(logoutSchema.parse({ device_token: 'tok', os_type: 'ios' })).toEqual({
      device_token: 'tok',
      os_type: 'ios',
    });
  });
});

describe('addressRequestSchema', () => {
  const body = {
    receiver_name: 'Ann Lee',
    address: '1 Orchard Road',
    postcode: '238823',
    contact_no: '91234567',
    country_id: 1,
  };

  it('defaults the flags and drops an empty floor/unit', () => {
    expect(addressRequestSchema.parse({ ...body, floor_unit: '' })).toEqual({
      ...body,
      default_delivery_address: false,
      default_billing_address: false,
    });
  });

  it('accepts a query string', () => {
    const qs = new URLSearchParams({
      ...body,
      country_id: '1',
      floor_unit: '#03-12',
      default_delivery_address: '1',
      default_billing_address: 'false',
    }).toString();
    expect(addressRequestSchema.parse(query(qs))).toEqual({
      ...body,
      floor_unit: '#03-12',
      default_delivery_address: true,
      default_billing_address: false,
    });
  });

  it('reports each field', () => {
    expect(
      fieldKeys(addressRequestSchema, {
        receiver_name: 'Ann;',
        address: 'x'.repeat(201),
        floor_unit: ' #03',
        postcode: '2388',
        contact_no: '9123-4567',
        default_delivery_address: 'yes',
      }),
    ).toEqual({
      receiver_name: [charactersNotAllowed([';'])],
      address: ['too_long'],
      floor_unit: ['no_leading_multiple_spaces'],
      postcode: ['postcode_invalid'],
      contact_no: ['numbers_only'],
      country_id: ['required'],
      default_delivery_address: ['invalid_value'],
    });
  });
});

describe('response schemas', () => {
  const profile: UserProfile = {
    roles: 'agent',
    role_display: 'Agent',
    country_id: 1,
    country_abbreviation: 'SG',
    is_sg: true,
    language_id: 1,
    language_code: 'en',
    name: 'Ann',
    full_name: 'Ann Lee',
    email: 'ann@example.com',
    mobile: '91234567',
    phone_code: '65',
    birthday: '1990-05-17',
    gender: 2,
    ranking: 'gold',
    rank_display: 'Style Gold',
    referral_code: 'ANN2024',
    point: 1200,
    voucher_count: 2,
    next_appointment_date: null,
    referred_by_fname: null,
    push_enabled: true,
  };

  it('describe a session and a member profile', () => {
    expect(sessionSchema.parse({ token: 't', profile })).toEqual({ token: 't', profile });
    const member = {
      ...profile,
      roles: 'member',
      role_display: 'Member',
      birthday: null,
      gender: null,
      ranking: null,
      rank_display: null,
    };
    expect(userProfileSchema.safeParse(member).success).toBe(true);
    expect(userProfileSchema.safeParse({ ...profile, gender: 3 }).success).toBe(false);
    expect(userProfileSchema.safeParse({ ...profile, ranking: 'bronze' }).success).toBe(false);
  });

  it('describe addresses, OTP and validity answers', () => {
    expect(
      addressSchema.safeParse({
        id: 1,
        receiver_name: 'Ann',
        address: '1 Orchard Road',
        floor_unit: null,
        postcode: '238823',
        contact_no: '91234567',
        country_id: 1,
        phone_code: '65',
        default_delivery_address: true,
        default_billing_address: false,
      }).success,
    ).toBe(true);
    expect(otpRequestedSchema.parse({ resend_in: 60, expires_in: 300 })).toEqual({
      resend_in: 60,
      expires_in: 300,
    });
    expect(isValidSchema.parse({ is_valid: true })).toEqual({ is_valid: true });
    expect(referralCodeValiditySchema.parse({ is_valid: false, referrer_name: null })).toEqual({
      is_valid: false,
      referrer_name: null,
    });
  });

  it('turn into JSON Schema for the API docs', () => {
    for (const schema of [
      loginRequestSchema,
      registerRequestSchema,
      addressRequestSchema,
      editProfileSchema,
    ]) {
      expect(() => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })).not.toThrow();
    }
    expect(() => z.toJSONSchema(sessionSchema, { io: 'output' })).not.toThrow();
  });
});

describe('rankDisplay', () => {
  it('prefixes the rank with Style', () => {
    expect(rankDisplay('silver')).toBe('Style Silver');
    expect(rankDisplay('gold')).toBe('Style Gold');
    expect(rankDisplay('platinum')).toBe('Style Platinum');
    expect(rankDisplay('executive')).toBe('Style Executive');
    expect(rankDisplay(null)).toBeNull();
  });
});
