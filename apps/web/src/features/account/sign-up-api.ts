import type {
  IsValid,
  OtpRequested,
  OtpType,
  ReferralCodeValidity,
  RegisterRequest,
  RequestOtp,
  ResetPassword,
  VerifyOtp,
  validateReferralCodeSchema,
  verifyUniqueEmailSchema,
  WebSession,
} from '@beauty/shared';
import { api, type Body } from '@beauty/ui';

/** Account calls of the sign-up and forgot-password dialogs (spec section 7, account and common). */

/** The number a code goes to. */
export type MobileTarget = Pick<RequestOtp, 'country_id' | 'mobile'>;

export const requestOtp = (target: MobileTarget, type: OtpType) =>
  api.post<OtpRequested>('/common/requestSMSOTP', { ...target, type } satisfies RequestOtp);

export const verifyOtp = (target: MobileTarget, type: OtpType, otp: string) =>
  api.post<IsValid>('/common/verify_otp', { ...target, type, otp } satisfies VerifyOtp);

export const verifyUniqueEmail = (email: string) =>
  api.post<IsValid>('/common/verify_unique_email', {
    email,
  } satisfies Body<typeof verifyUniqueEmailSchema>);

export const validateReferralCode = (referral_code: string) =>
  api.post<ReferralCodeValidity>('/common/validate_referral_code', {
    referral_code,
  } satisfies Body<typeof validateReferralCodeSchema>);

/** Sign-up from the web: the device fields are the web's; the session comes as the cookie. */
export const register = (body: Omit<RegisterRequest, 'os_type' | 'device_token'>, referral: boolean) =>
  api.post<WebSession>(referral ? '/account/register-referral' : '/account/register', {
    ...body,
    os_type: 'web',
  } satisfies RegisterRequest);

export const resetPassword = (body: ResetPassword) =>
  api.put<{ reset: boolean }>('/common/resetpassword', body);
