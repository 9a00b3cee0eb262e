import type { OtpRequested, OtpType, ReferralCodeValidity, Session } from '@beauty/shared';
import { api } from '../../api/client';

/** Account calls of the sign-up and forgot-password dialogs (spec section 7, account and common). */

export type MobileTarget = { country_id: number; mobile: string };

export const requestOtp = (target: MobileTarget, type: OtpType) =>
  api.post<OtpRequested>('/common/requestSMSOTP', { ...target, type });

export const verifyOtp = (target: MobileTarget, type: OtpType, otp: string) =>
  api.post<{ is_valid: boolean }>('/common/verify_otp', { ...target, type, otp });

export const verifyUniqueEmail = (email: string) =>
  api.post<{ is_valid: boolean }>('/common/verify_unique_email', { email });

export const validateReferralCode = (referral_code: string) =>
  api.post<ReferralCodeValidity>('/common/validate_referral_code', { referral_code });

export type RegisterBody = MobileTarget & {
  name: string;
  email: string;
  birthday: string;
  gender: number;
  referral_code?: string;
  password: string;
  password_confirmation: string;
};

export const register = (body: RegisterBody, referral: boolean) =>
  api.post<Session>(referral ? '/account/register-referral' : '/account/register', {
    ...body,
    os_type: 'web',
  });

export const resetPassword = (
  body: MobileTarget & { otp: string; password: string; password_confirmation: string },
) => api.put<{ reset: boolean }>('/common/resetpassword', body);
