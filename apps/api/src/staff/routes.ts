import {
  apiKeyListSchema,
  createApiKeyRequestSchema,
  createdApiKeySchema,
  createStaffRequestSchema,
  idField,
  recoveryCodesSchema,
  secondFactorSettingSchema,
  staffListSchema,
  staffLoginRequestSchema,
  staffMeSchema,
  staffRoleChangeSchema,
  staffSessionsEndedSchema,
  totpConfirmRequestSchema,
  totpEnrolmentSchema,
} from '@beauty/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../http/reply';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys';
import { clearStaffCookie, setStaffCookie } from './cookie';
import {
  registerStaffSession,
  requireStaff,
  STAFF_OR_KEY_SECURITY,
  STAFF_SECURITY,
  staffActorOf,
  staffOf,
} from './guard';
import {
  addStaff,
  changeStaffRole,
  deactivateStaffMember,
  endSessionsOf,
  listStaff,
  reactivateStaffMember,
  resetSecondFactor,
} from './manage';
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
 * second factor, the owner's setting that requires it, and the owner's staff page.
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

  const staffParams = z.object({ id: idField });
  const MANAGE = { onRequest: requireStaff('staff.manage') };
  const done = okSchema(z.object({ done: z.literal(true) }));

  app.get(
    '/staff',
    {
      ...MANAGE,
      schema: {
        tags: ['admin'],
        summary: 'Every member of staff: role, stores, active, second factor, last sign-in (the owner)',
        security: STAFF_OR_KEY_SECURITY,
        response: { 200: okSchema(staffListSchema) },
      },
    },
    async () => ok(await listStaff(db)),
  );

  app.post(
    '/staff',
    {
      ...MANAGE,
      schema: {
        tags: ['admin'],
        summary: 'Add a member of staff with a first password (the owner)',
        description:
          'store_ids are required (at least one) for store_staff and ignored for the other roles. 400 email_taken, store_not_found.',
        security: STAFF_OR_KEY_SECURITY,
        body: createStaffRequestSchema,
        response: { 200: okSchema(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => ok({ id: await addStaff(db, request.body) }),
  );

  app.post(
    '/staff/:id/role',
    {
      ...MANAGE,
      schema: {
        tags: ['admin'],
        summary: "Set a member of staff's role and stores (the owner)",
        description:
          'store_ids as when adding. 409 staff_not_yourself for your own role; 409 last_owner when it would leave the shop without an active owner; 404 staff_not_found.',
        security: STAFF_OR_KEY_SECURITY,
        params: staffParams,
        body: staffRoleChangeSchema,
        response: { 200: done },
      },
    },
    async (request) => {
      await changeStaffRole(db, staffOf(request).staffId, request.params.id, request.body);
      return ok({ done: true as const });
    },
  );

  app.post(
    '/staff/:id/deactivate',
    {
      ...MANAGE,
      schema: {
        tags: ['admin'],
        summary: 'Deactivate a member of staff: they sign in no more, their sessions end at once (the owner)',
        description:
          '409 staff_not_yourself for yourself; 409 last_owner for the last active owner; 404 staff_not_found.',
        security: STAFF_OR_KEY_SECURITY,
        params: staffParams,
        response: { 200: done },
      },
    },
    async (request) => {
      await deactivateStaffMember(db, staffOf(request).staffId, request.params.id, staffActorOf(request));
      return ok({ done: true as const });
    },
  );

  app.post(
    '/staff/:id/reactivate',
    {
      ...MANAGE,
      schema: {
        tags: ['admin'],
        summary: 'Let a deactivated member of staff sign in again (the owner)',
        security: STAFF_OR_KEY_SECURITY,
        params: staffParams,
        response: { 200: done },
      },
    },
    async (request) => {
      await reactivateStaffMember(db, request.params.id);
      return ok({ done: true as const });
    },
  );

  app.post(
    '/staff/:id/second-factor/reset',
    {
      ...MANAGE,
      schema: {
        tags: ['admin'],
        summary: "Reset a member of staff's second factor (a lost phone) and end their sessions (the owner)",
        description:
          'Their secret and recovery codes are forgotten; they sign in with their password and enrol again.',
        security: STAFF_OR_KEY_SECURITY,
        params: staffParams,
        response: { 200: done },
      },
    },
    async (request) => {
      await resetSecondFactor(db, request.params.id);
      return ok({ done: true as const });
    },
  );

  app.post(
    '/staff/:id/sessions/end',
    {
      ...MANAGE,
      schema: {
        tags: ['admin'],
        summary: "End every session of a member of staff (the owner's sign out everywhere)",
        security: STAFF_OR_KEY_SECURITY,
        params: staffParams,
        response: { 200: okSchema(staffSessionsEndedSchema) },
      },
    },
    async (request) => ok({ ended: await endSessionsOf(db, request.params.id, staffActorOf(request)) }),
  );

  const KEYS = { onRequest: requireStaff('api_keys.manage') };

  app.get(
    '/api-keys',
    {
      ...KEYS,
      schema: {
        tags: ['admin'],
        summary: 'The API keys: name, role, who created it, last use, revocation; never the key (the owner)',
        security: STAFF_OR_KEY_SECURITY,
        response: { 200: okSchema(apiKeyListSchema) },
      },
    },
    async () => ok(await listApiKeys(db)),
  );

  app.post(
    '/api-keys',
    {
      ...KEYS,
      schema: {
        tags: ['admin'],
        summary:
          'Create an API key with a role, for `npm run ops` and scripts; the key is answered this once',
        description:
          "Send it as `Authorization: Bearer bk_…`: it acts with its role's permissions under /api/admin and /api/ops, from anywhere (no Origin check), until revoked. store_ids as for staff. Only a SHA-256 hash is kept.",
        security: STAFF_OR_KEY_SECURITY,
        body: createApiKeyRequestSchema,
        response: { 200: okSchema(createdApiKeySchema) },
      },
    },
    async (request) => ok(await createApiKey(db, staffOf(request).staffId, request.body)),
  );

  app.post(
    '/api-keys/:id/revoke',
    {
      ...KEYS,
      schema: {
        tags: ['admin'],
        summary: 'Revoke an API key: refused from its next call on (the owner)',
        description: '404 api_key_not_found. Revoking a revoked key changes nothing.',
        security: STAFF_OR_KEY_SECURITY,
        params: staffParams,
        response: { 200: done },
      },
    },
    async (request) => {
      await revokeApiKey(db, request.params.id);
      return ok({ done: true as const });
    },
  );
};
