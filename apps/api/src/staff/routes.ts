import {
  recoveryCodesSchema,
  secondFactorSettingSchema,
  staffLoginRequestSchema,
  staffMeSchema,
  totpConfirmRequestSchema,
  totpEnrolmentSchema,
} from '@beauty/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../http/reply';
import { clearStaffCookie, setStaffCookie } from './cookie';
import { registerStaffSession, requireStaff, STAFF_SECURITY, staffActorOf, staffOf } from './guard';
import {
  confirmEnrolment,
  type StaffDeps,
  setSecondFactorRequired,
  staffLogin,
  staffLogout,
  staffMe,
  startEnrolment,
} from './service';

const SIGNING_IN = { duringEnrolment: true };

/**
 * The back office's API, /api/admin: every call first through the staff session (guard.ts: a write from
 * another site refused, the cookie read), then its own requireStaff. This slice: signing in and out, the
 * second factor, and the owner's setting that requires it.
 */
export const staffRoutes: FastifyPluginAsyncZod<StaffDeps> = async (app, deps) => {
  const { db } = deps;
  registerStaffSession(app, db);

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sign a member of staff in: email, password, and the second factor once set up',
        description:
          "Sets the httpOnly `staff_session` cookie (SameSite=Strict, path /api/admin); the answer carries no token. An unknown email, a wrong password and a deactivated account answer alike (400 invalid_email_or_password). With a second factor, `totp` (6 digits) or `recovery_code` is needed: without either 400 second_factor_needed, a wrong or replayed one 400 second_factor_wrong. Failed sign-ins lock as members' logins do (429 login_locked), counted per email and per address. The session ends after 30 minutes unused and 12 hours after sign-in.",
        body: staffLoginRequestSchema,
        response: { 200: okSchema(staffMeSchema) },
      },
    },
    async (request, reply) => {
      const session = await staffLogin(deps, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      setStaffCookie(request, reply, session.token);
      return ok(session.me);
    },
  );

  app.post(
    '/auth/logout',
    {
      onRequest: requireStaff(null, SIGNING_IN),
      schema: {
        tags: ['admin'],
        summary: 'End this staff session',
        security: STAFF_SECURITY,
        response: { 200: okSchema(z.object({ logged_out: z.literal(true) })) },
      },
    },
    async (request, reply) => {
      await staffLogout(db, staffOf(request));
      clearStaffCookie(request, reply);
      return ok({ logged_out: true as const });
    },
  );

  app.get(
    '/auth/me',
    {
      onRequest: requireStaff(null, SIGNING_IN),
      schema: {
        tags: ['admin'],
        summary: 'The signed-in member of staff: role, permissions, stores, second factor',
        description:
          '`must_enrol`: the owner requires a second factor and this member of staff has none; every other call but enrolment answers 403 enrol_second_factor_first until it is confirmed.',
        security: STAFF_SECURITY,
        response: { 200: okSchema(staffMeSchema) },
      },
    },
    async (request) => ok(await staffMe(db, staffOf(request))),
  );

  app.post(
    '/auth/totp/enrol',
    {
      onRequest: requireStaff(null, SIGNING_IN),
      schema: {
        tags: ['admin'],
        summary: 'Start setting up the second factor: a new secret as an otpauth URI and its QR code',
        description:
          'Each call makes a new secret; it counts once a code from it is confirmed. 409 second_factor_already_enabled once one is set up.',
        security: STAFF_SECURITY,
        response: { 200: okSchema(totpEnrolmentSchema) },
      },
    },
    async (request) => ok(await startEnrolment(deps, staffOf(request).staffId)),
  );

  app.post(
    '/auth/totp/confirm',
    {
      onRequest: requireStaff(null, SIGNING_IN),
      schema: {
        tags: ['admin'],
        summary: 'Confirm the second factor with a code from the app; answers the ten recovery codes, once',
        description:
          'From then on sign-in needs a code. 400 second_factor_wrong for a wrong code; 409 second_factor_not_enrolled before enrol, second_factor_already_enabled after a confirmation.',
        security: STAFF_SECURITY,
        body: totpConfirmRequestSchema,
        response: { 200: okSchema(recoveryCodesSchema) },
      },
    },
    async (request) => ok(await confirmEnrolment(deps, staffOf(request).staffId, request.body.totp)),
  );

  app.post(
    '/settings/second-factor',
    {
      onRequest: requireStaff('settings.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Require a second factor of every member of staff (the owner)',
        description:
          'While required, a member of staff without one signs in to a session that can only enrol it. Requiring it needs a second factor of your own (409 second_factor_own_first).',
        security: STAFF_SECURITY,
        body: secondFactorSettingSchema,
        response: { 200: okSchema(secondFactorSettingSchema) },
      },
    },
    async (request) => {
      await setSecondFactorRequired(
        db,
        staffOf(request).staffId,
        request.body.required,
        staffActorOf(request),
      );
      return ok({ required: request.body.required });
    },
  );
};
