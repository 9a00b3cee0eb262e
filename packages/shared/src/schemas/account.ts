import { z } from 'zod';
import { AGENT_RANKS, type AgentRank, ROLES } from '../enums';
import type { MessageKey } from '../messages';
import {
  birthdayField,
  booleanParam,
  countryIdField,
  emailField,
  emptyAsAbsent,
  existingPasswordField,
  genderField,
  idField,
  mobileField,
  nameField,
  optionalTextField,
  otpField,
  otpTypeField,
  passwordConfirmationField,
  passwordField,
  postcodeField,
  referralCodeField,
  requiredParam,
  requiredReferralCodeField,
  textField,
  withPasswordConfirmation,
} from '../rules/validation';

/**
 * Request and response schemas of the account API (spec section 7, account and common). The API uses them as
 * route schemas; the web uses the request ones with react-hook-form's zodResolver. Request types come in two
 * forms: `…Input` (what a form or a query string may hold) and the parsed output.
 */

const key = (k: MessageKey): MessageKey => k;

export const OS_TYPES = ['web', 'android', 'ios', 'huawei'] as const;
export type OsType = (typeof OS_TYPES)[number];

export const osTypeField = z.enum(OS_TYPES, {
  error: (i) => (i.input == null ? 'required' : 'invalid_value'),
});

/** Long enough for a Web Push endpoint (the web sends its endpoint as device_token when logging out). */
export const DEVICE_TOKEN_MAX_LENGTH = 1024;

export const deviceTokenField = requiredParam(
  z
    .string({ error: (i) => (i.input == null ? 'required' : 'invalid_value') })
    .max(DEVICE_TOKEN_MAX_LENGTH, key('too_long')),
);

/** Device token and platform for push notifications; both optional, '' counting as absent. */
const deviceFields = {
  device_token: emptyAsAbsent(deviceTokenField.optional()),
  os_type: emptyAsAbsent(osTypeField.default('web')),
};

// ---------------------------------------------------------------------------------------------------------
// Sign-in, sign-up, OTP, reset

export const loginRequestSchema = z.object({
  country_id: countryIdField,
  mobile: mobileField,
  password: existingPasswordField,
  ...deviceFields,
});
export type LoginRequestInput = z.input<typeof loginRequestSchema>;
export type LoginRequest = z.output<typeof loginRequestSchema>;

/** The details step of the sign-up form. */
export const signupDetailsSchema = z.object({
  name: nameField,
  email: emailField,
  country_id: countryIdField,
  mobile: mobileField,
  birthday: birthdayField,
  gender: genderField,
  referral_code: referralCodeField,
});
export type SignupDetailsInput = z.input<typeof signupDetailsSchema>;
export type SignupDetails = z.output<typeof signupDetailsSchema>;

export const registerRequestSchema = withPasswordConfirmation(
  signupDetailsSchema.extend({
    password: passwordField,
    password_confirmation: passwordConfirmationField,
    ...deviceFields,
  }),
);
export type RegisterRequestInput = z.input<typeof registerRequestSchema>;
export type RegisterRequest = z.output<typeof registerRequestSchema>;

export const requestOtpSchema = z.object({
  country_id: countryIdField,
  mobile: mobileField,
  type: otpTypeField,
});
export type RequestOtpInput = z.input<typeof requestOtpSchema>;
export type RequestOtp = z.output<typeof requestOtpSchema>;

export const verifyOtpSchema = requestOtpSchema.extend({ otp: otpField });
export type VerifyOtpInput = z.input<typeof verifyOtpSchema>;
export type VerifyOtp = z.output<typeof verifyOtpSchema>;

export const resetPasswordSchema = withPasswordConfirmation(
  z.object({
    otp: otpField,
    country_id: countryIdField,
    mobile: mobileField,
    password: passwordField,
    password_confirmation: passwordConfirmationField,
  }),
);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ResetPassword = z.output<typeof resetPasswordSchema>;

export const verifyUniqueEmailSchema = z.object({ email: emailField });
export type VerifyUniqueEmailInput = z.input<typeof verifyUniqueEmailSchema>;
export type VerifyUniqueEmail = z.output<typeof verifyUniqueEmailSchema>;

export const validateReferralCodeSchema = z.object({ referral_code: requiredReferralCodeField });
export type ValidateReferralCodeInput = z.input<typeof validateReferralCodeSchema>;
export type ValidateReferralCode = z.output<typeof validateReferralCodeSchema>;

// ---------------------------------------------------------------------------------------------------------
// Profile, password, notifications, devices

const EDIT_PROFILE_FIELDS = ['name', 'full_name', 'email', 'birthday', 'gender', 'language_id'] as const;

/** Only the fields given change; at least one is needed (otherwise 'required' on path '_'). */
export const editProfileSchema = z
  .object({
    name: nameField.optional(),
    full_name: textField({ max: 100 }).optional(),
    email: emailField.optional(),
    birthday: birthdayField.optional(),
    gender: genderField.optional(),
    language_id: idField.optional(),
  })
  .refine((v) => EDIT_PROFILE_FIELDS.some((f) => v[f] !== undefined), {
    error: key('required'),
    path: ['_'],
  });
export type EditProfileInput = z.input<typeof editProfileSchema>;
export type EditProfile = z.output<typeof editProfileSchema>;

export const checkCurrentPasswordSchema = z.object({ current_password: existingPasswordField });
export type CheckCurrentPasswordInput = z.input<typeof checkCurrentPasswordSchema>;
export type CheckCurrentPassword = z.output<typeof checkCurrentPasswordSchema>;

export const changePasswordSchema = withPasswordConfirmation(
  z.object({
    current_password: existingPasswordField,
    password: passwordField,
    password_confirmation: passwordConfirmationField,
  }),
);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type ChangePassword = z.output<typeof changePasswordSchema>;

export const pushNotificationSchema = z.object({ enabled: booleanParam });
export type PushNotificationInput = z.input<typeof pushNotificationSchema>;
export type PushNotification = z.output<typeof pushNotificationSchema>;

export const deviceTokenSchema = z.object({ device_token: deviceTokenField, os_type: osTypeField });
export type DeviceTokenInput = z.input<typeof deviceTokenSchema>;
export type DeviceToken = z.output<typeof deviceTokenSchema>;

export const logoutSchema = z.object(deviceFields);
export type LogoutInput = z.input<typeof logoutSchema>;
export type Logout = z.output<typeof logoutSchema>;

// ---------------------------------------------------------------------------------------------------------
// Addresses

export const addressRequestSchema = z.object({
  receiver_name: textField({ max: 100 }),
  address: textField({ max: 200 }),
  floor_unit: optionalTextField({ max: 50 }),
  postcode: postcodeField,
  contact_no: mobileField,
  country_id: countryIdField,
  default_delivery_address: emptyAsAbsent(booleanParam.default(false)),
  default_billing_address: emptyAsAbsent(booleanParam.default(false)),
});
export type AddressRequestInput = z.input<typeof addressRequestSchema>;
export type AddressRequest = z.output<typeof addressRequestSchema>;

export const addressSchema = z.object({
  id: z.number().int(),
  receiver_name: z.string(),
  address: z.string(),
  floor_unit: z.string().nullable(),
  postcode: z.string(),
  contact_no: z.string(),
  country_id: z.number().int(),
  phone_code: z.string().describe('Dialling code without the plus sign, e.g. "65"'),
  default_delivery_address: z.boolean(),
  default_billing_address: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

// ---------------------------------------------------------------------------------------------------------
// Profile and session answers

/** Agent rank as shown: "Style Gold"; null without a rank. */
export function rankDisplay(rank: AgentRank | null | undefined): string | null {
  if (!rank) return null;
  return `Style ${rank.charAt(0).toUpperCase()}${rank.slice(1)}`;
}

export const userProfileSchema = z.object({
  roles: z.enum(ROLES),
  role_display: z.enum(['Member', 'Agent']).describe('Display form of `roles`'),
  country_id: z.number().int(),
  country_abbreviation: z.string(),
  is_sg: z.boolean().describe('Singapore-region user: appointments, vouchers, stylist reviews and stores'),
  language_id: z.number().int(),
  language_code: z.enum(['en', 'cn']),
  name: z.string(),
  full_name: z.string(),
  email: z.string(),
  mobile: z.string(),
  phone_code: z.string(),
  birthday: z.string().nullable().describe('YYYY-MM-DD'),
  gender: z.literal([1, 2]).nullable().describe('1 male, 2 female'),
  ranking: z.enum(AGENT_RANKS).nullable(),
  rank_display: z.string().nullable().describe('e.g. "Style Gold"'),
  referral_code: z.string(),
  point: z.number().int(),
  voucher_count: z.number().int(),
  next_appointment_date: z.string().nullable(),
  referred_by_fname: z.string().nullable(),
  push_enabled: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** The answer to login and register. */
export const sessionSchema = z.object({ token: z.string(), profile: userProfileSchema });
export type Session = z.infer<typeof sessionSchema>;
/**
 * The same answer as the web gets it (X-Client: web): the session is in an httpOnly cookie, so no token.
 */
export const webSessionSchema = sessionSchema.omit({ token: true });
export type WebSession = z.infer<typeof webSessionSchema>;
/** What login and register answer: the apps' session with its token, or the web's without. */
export const sessionAnswerSchema = z.union([sessionSchema, webSessionSchema]);

/** One live session of the member (session/list), to recognise it and end it. */
export const memberSessionSchema = z.object({
  id: z.number().int(),
  client: z.enum(OS_TYPES).describe('web, or the app it was started in'),
  browser: z.string().nullable().describe("The browser or app named by the login's User-Agent, if known"),
  os: z.string().nullable().describe("The operating system named by the login's User-Agent, if known"),
  created_at: z.string().describe('When the login was'),
  last_seen_at: z.string().describe('When it was last used (to within a few minutes)'),
  current: z.boolean().describe('The session this request was made with'),
});
export type MemberSession = z.infer<typeof memberSessionSchema>;
export const sessionListSchema = z.object({ sessions: z.array(memberSessionSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;
export const endSessionSchema = z.object({ id: idField.describe('A session of session/list') });
export const sessionsEndedSchema = z.object({ ended: z.number().int().describe('How many sessions ended') });

export const otpRequestedSchema = z.object({
  resend_in: z.number().int().min(0).describe('Seconds until another code may be requested'),
  expires_in: z.number().int().min(0).describe('Seconds until this code expires'),
});
export type OtpRequested = z.infer<typeof otpRequestedSchema>;

export const isValidSchema = z.object({ is_valid: z.boolean() });
export type IsValid = z.infer<typeof isValidSchema>;

export const referralCodeValiditySchema = isValidSchema.extend({
  referrer_name: z.string().nullable().describe('Name of the code owner; null when the code is not valid'),
});
export type ReferralCodeValidity = z.infer<typeof referralCodeValiditySchema>;
