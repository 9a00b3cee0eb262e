import {
  isValidSchema,
  otpRequestedSchema,
  referralCodeValiditySchema,
  requestOtpSchema,
  resetPasswordSchema,
  validateReferralCodeSchema,
  verifyOtpSchema,
  verifyUniqueEmailSchema,
} from '@beauty/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../http/language';
import { ok, okSchema } from '../http/reply';
import { type OtpDeps, requestOtp, verifyOtp } from './otp-service';
import { isEmailFree, resetPassword, validateReferralCode } from './registration-service';

/** The account calls the spec files under `common`: codes, availability checks and password reset. */
export const accountCommonRoutes: FastifyPluginAsyncZod<OtpDeps> = async (app, deps) => {
  app.post(
    '/requestSMSOTP',
    {
      schema: {
        tags: ['common'],
        summary: 'Send a 6-digit code by SMS (type 1 register, 2 reset password, 3 change mobile number)',
        description:
          'A code lives 5 minutes and dies after 5 wrong tries. Another code for the same number and purpose is refused for 60 seconds (429 with message_values.seconds); a number gets at most 10 codes an hour, an address 30.',
        body: requestOtpSchema,
        response: { 200: okSchema(otpRequestedSchema) },
      },
    },
    async (request) => ok(await requestOtp(deps, request.body, request.ip, requestLanguage(request))),
  );

  app.post(
    '/verify_otp',
    {
      schema: {
        tags: ['common'],
        summary: 'Check a code; a verified register code lets the number sign up within 30 minutes',
        body: verifyOtpSchema,
        response: { 200: okSchema(z.object({ is_valid: z.literal(true) })) },
      },
    },
    async (request) => ok(await verifyOtp(deps, request.body)),
  );

  app.post(
    '/verify_unique_email',
    {
      schema: {
        tags: ['common'],
        summary: 'Whether an email is still free (compared without case)',
        body: verifyUniqueEmailSchema,
        response: { 200: okSchema(isValidSchema) },
      },
    },
    async (request) => ok({ is_valid: await isEmailFree(deps.db, request.body.email) }),
  );

  app.post(
    '/validate_referral_code',
    {
      schema: {
        tags: ['common'],
        summary: "Whether a referral code belongs to a member, with the referrer's name",
        body: validateReferralCodeSchema,
        response: { 200: okSchema(referralCodeValiditySchema) },
      },
    },
    async (request) => ok(await validateReferralCode(deps.db, request.body.referral_code)),
  );

  app.put(
    '/resetpassword',
    {
      schema: {
        tags: ['common'],
        summary: 'Set a new password with the code sent for type 2; ends every session of the account',
        body: resetPasswordSchema,
        response: { 200: okSchema(z.object({ reset: z.literal(true) })) },
      },
    },
    async (request) => ok(await resetPassword(deps, request.body)),
  );
};
