import { describe, expect, it } from 'vitest';
import { firstErrorField, loginBody, placeRefusal, stepAfterRefusal } from './sign-in-state';

const values = { email: 'owner@example.com', password: 'secret', totp: '123456', recovery_code: 'abcd-efgh' };
const refusal = (messageKey: string | undefined, fieldErrors: Record<string, string[]> = {}) => ({
  messageKey,
  message: `the API's words for ${messageKey}`,
  fieldErrors,
});

describe('the sign-in steps', () => {
  it('asks for the code once the API says a second factor is needed, and only then', () => {
    expect(stepAfterRefusal('password', 'second_factor_needed')).toBe('totp');
    expect(stepAfterRefusal('password', 'invalid_email_or_password')).toBe('password');
    expect(stepAfterRefusal('password', undefined)).toBe('password');
    expect(stepAfterRefusal('totp', 'second_factor_wrong')).toBe('totp');
    expect(stepAfterRefusal('recovery', 'second_factor_needed')).toBe('recovery');
  });

  it('sends the one second factor the step asks for', () => {
    expect(loginBody('password', values)).toEqual({ email: values.email, password: values.password });
    expect(loginBody('totp', values)).toEqual({
      email: values.email,
      password: values.password,
      totp: '123456',
    });
    expect(loginBody('recovery', values)).toEqual({
      email: values.email,
      password: values.password,
      recovery_code: 'abcd-efgh',
    });
  });
});

describe("where the API's words go", () => {
  it('a wrong email or password, a lock or a network failure: above the form', () => {
    for (const key of ['invalid_email_or_password', 'login_locked', undefined])
      expect(placeRefusal('password', refusal(key))).toEqual({ fields: {}, form: refusal(key).message });
  });

  it('a wrong or used code: under the code field of the step', () => {
    const wrong = refusal('second_factor_wrong');
    expect(placeRefusal('totp', wrong)).toEqual({ fields: { totp: wrong.message }, form: null });
    expect(placeRefusal('recovery', wrong)).toEqual({ fields: { recovery_code: wrong.message }, form: null });
  });

  it('second factor needed: no error, the code field says it', () => {
    expect(placeRefusal('password', refusal('second_factor_needed'))).toEqual({ fields: {}, form: null });
    // The API names the code field in this answer too.
    expect(
      placeRefusal('password', refusal('second_factor_needed', { totp: ['second_factor_needed'] })),
    ).toEqual({ fields: {}, form: null });
  });

  it("a validation failure: each field's first message under it, focus on the first in the form's order", () => {
    const placed = placeRefusal(
      'totp',
      refusal('validation_failed', { totp: ['totp_code_invalid'], email: ['invalid_email', 'other'] }),
    );
    expect(placed).toEqual({ fields: { email: 'invalid_email', totp: 'totp_code_invalid' }, form: null });
    expect(firstErrorField(placed.fields)).toBe('email');
    expect(firstErrorField({ recovery_code: 'x', totp: 'y' })).toBe('totp');
    expect(firstErrorField({})).toBeNull();
  });
});
