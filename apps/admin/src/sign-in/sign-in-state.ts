import type { StaffLoginRequest } from '@beauty/shared';

/*
 * The sign-in's steps: the password first; once the API answers second_factor_needed, the code from the app,
 * or a recovery code instead. Pure, so the rules are tested without a page.
 */

export type SignInStep = 'password' | 'totp' | 'recovery';
export type SignInField = 'email' | 'password' | 'totp' | 'recovery_code';
export type SignInValues = { email: string; password: string; totp: string; recovery_code: string };

/** The step after a refusal: second_factor_needed asks for the code; any other answer keeps the step. */
export function stepAfterRefusal(step: SignInStep, messageKey: string | undefined): SignInStep {
  return messageKey === 'second_factor_needed' && step === 'password' ? 'totp' : step;
}

/** The field of the step's second factor, where its errors go. */
export const codeFieldOf = (step: SignInStep): SignInField | null =>
  step === 'totp' ? 'totp' : step === 'recovery' ? 'recovery_code' : null;

/** What the step sends: email and password always, and the one second factor the step asks for. */
export function loginBody(step: SignInStep, values: Partial<SignInValues>): StaffLoginRequest {
  const body: StaffLoginRequest = { email: values.email ?? '', password: values.password ?? '' };
  if (step === 'totp' && values.totp) body.totp = values.totp;
  if (step === 'recovery' && values.recovery_code) body.recovery_code = values.recovery_code;
  return body;
}

export type Refusal = {
  /** Messages under fields, in the API's words (already text or a message key). */
  fields: Partial<Record<SignInField, string>>;
  /** The message above the form, when the refusal belongs to no one field. */
  form: string | null;
};

/**
 * Where a refusal's words go. Field errors of a validation failure sit under their fields; a wrong or replayed
 * code under the code field; second_factor_needed needs no error (the code field appearing, with its
 * line of explanation, says it); the rest
 * (wrong email or password, locked, network) above the form.
 */
export function placeRefusal(
  step: SignInStep,
  refusal: { messageKey?: string; message: string; fieldErrors: Record<string, string[]> },
): Refusal {
  // The API names the code field in this answer too; an empty field in red would only alarm.
  if (refusal.messageKey === 'second_factor_needed' && step === 'password') return { fields: {}, form: null };
  const fields: Refusal['fields'] = {};
  for (const name of ['email', 'password', 'totp', 'recovery_code'] as const) {
    const first = refusal.fieldErrors[name]?.[0];
    if (first) fields[name] = first;
  }
  if (Object.keys(fields).length > 0) return { fields, form: null };
  const codeField = codeFieldOf(step);
  if (refusal.messageKey === 'second_factor_wrong' && codeField)
    return { fields: { [codeField]: refusal.message }, form: null };
  return { fields, form: refusal.message };
}

/** The field to focus after a refusal: the first one in the form's order that has an error. */
export function firstErrorField(fields: Refusal['fields']): SignInField | null {
  const order: SignInField[] = ['email', 'password', 'totp', 'recovery_code'];
  return order.find((name) => fields[name]) ?? null;
}
