import {
  addressRequestSchema,
  addressSchema,
  changePasswordSchema,
  checkCurrentPasswordSchema,
  deviceTokenSchema,
  editProfileSchema,
  idField,
  loginRequestSchema,
  logoutSchema,
  pushNotificationSchema,
  registerRequestSchema,
  sessionAnswerSchema,
  userProfileSchema,
} from '@beauty/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SessionLimits } from '../config';
import { MEMBER_SECURITY } from '../http/login';
import { ok, okSchema } from '../http/reply';
import { requireMember } from '../http/viewer';
import { createAddress, deleteAddress, getAddress, listAddresses, updateAddress } from './address-service';
import { login, logout } from './login-service';
import type { OtpDeps } from './otp-service';
import { loadProfile } from './profile';
import {
  changePassword,
  checkCurrentPassword,
  editProfile,
  registerDeviceToken,
  setPushNotifications,
} from './profile-service';
import { register } from './registration-service';
import { clearSessionCookie, sessionAnswer, WEB_CLIENT_NOTE } from './web-session';

export const accountRoutes: FastifyPluginAsyncZod<OtpDeps & { sessions: SessionLimits }> = async (
  app,
  deps,
) => {
  const { db } = deps;
  const origin = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  });
  app.post(
    '/login',
    {
      schema: {
        tags: ['account'],
        summary: 'Log in with country, mobile number and password; a web login ends the earlier web session',
        description: `Unknown number and wrong password give the same answer. Failed logins lock for 15 minutes (429 login_locked): 5 within 15 minutes for one number from one address lock that pair; 20 from one address lock it for every number; 100 for one number from every address lock the number; the last two spare the addresses the member signed in from before. Password reset by SMS is not locked by failed logins. ${WEB_CLIENT_NOTE}`,
        body: loginRequestSchema,
        response: { 200: okSchema(sessionAnswerSchema) },
      },
    },
    async (request, reply) =>
      ok(
        sessionAnswer(request, reply, await login(db, request.body, origin(request)), deps.sessions.maxDays),
      ),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['account'],
        summary: 'End this session',
        description:
          "The device named by `device_token` (else the one the session was started with) gets no more of the member's pushes; another member's device is left alone. The web's session cookie is cleared.",
        security: MEMBER_SECURITY,
        body: logoutSchema,
        response: { 200: okSchema(z.object({ logged_out: z.literal(true) })) },
      },
    },
    async (request, reply) => {
      const member = requireMember(request.viewer);
      await logout(db, member, request.body.device_token ?? null);
      clearSessionCookie(request, reply);
      return ok({ logged_out: true as const });
    },
  );

  app.get(
    '/profile',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in member',
        security: MEMBER_SECURITY,
        response: { 200: okSchema(userProfileSchema) },
      },
    },
    async (request) => ok(await loadProfile(db, requireMember(request.viewer).userId)),
  );

  for (const [path, referralRequired] of [
    ['/register', false],
    ['/register-referral', true],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags: ['account'],
          summary: referralRequired
            ? 'Create a member from a referral link (referral code required) and sign them in'
            : 'Create a member and sign them in',
          description: `The mobile number must have been verified with verify_otp (type 1) within the last 30 minutes; the verification is used up. ${WEB_CLIENT_NOTE}`,
          body: registerRequestSchema,
          response: { 200: okSchema(sessionAnswerSchema) },
        },
      },
      async (request, reply) => {
        const session = await register(deps, request.body, {
          referralRequired,
          userAgent: origin(request).userAgent,
        });
        return ok(sessionAnswer(request, reply, session, deps.sessions.maxDays));
      },
    );
  }

  const member = (request: { viewer: Parameters<typeof requireMember>[0] }) => requireMember(request.viewer);
  const idParams = z.object({ id: idField });

  app.put(
    '/editprofile',
    {
      schema: {
        tags: ['account'],
        summary: 'Change any of name, full name, email, birthday, gender and language',
        security: MEMBER_SECURITY,
        body: editProfileSchema,
        response: { 200: okSchema(userProfileSchema) },
      },
    },
    async (request) => ok(await editProfile(db, member(request), request.body)),
  );

  app.post(
    '/checkcurrentpassword',
    {
      schema: {
        tags: ['account'],
        summary: 'Check the current password before the change-password step',
        security: MEMBER_SECURITY,
        body: checkCurrentPasswordSchema,
        response: { 200: okSchema(z.object({ is_valid: z.literal(true) })) },
      },
    },
    async (request) => ok(await checkCurrentPassword(db, member(request), request.body.current_password)),
  );

  app.put(
    '/changepassword',
    {
      schema: {
        tags: ['account'],
        summary: 'Change the password (current one checked); ends every session, this one included',
        security: MEMBER_SECURITY,
        body: changePasswordSchema,
        response: { 200: okSchema(z.object({ changed: z.literal(true) })) },
      },
    },
    async (request) => ok(await changePassword(db, member(request), request.body)),
  );

  app.post(
    '/enable_push_notification',
    {
      schema: {
        tags: ['account'],
        summary: 'Turn push notifications on or off',
        security: MEMBER_SECURITY,
        body: pushNotificationSchema,
        response: { 200: okSchema(userProfileSchema) },
      },
    },
    async (request) => ok(await setPushNotifications(db, member(request), request.body.enabled)),
  );

  app.post(
    '/register_devicetoken',
    {
      schema: {
        tags: ['account'],
        summary: 'Register a push-notification device token for the member',
        security: MEMBER_SECURITY,
        body: deviceTokenSchema,
        response: { 200: okSchema(z.object({ registered: z.literal(true) })) },
      },
    },
    async (request) =>
      ok(await registerDeviceToken(db, member(request), request.body.device_token, request.body.os_type)),
  );

  app.get(
    '/address',
    {
      schema: {
        tags: ['account'],
        summary: "The member's address book, default delivery address first",
        security: MEMBER_SECURITY,
        response: { 200: okSchema(z.array(addressSchema)) },
      },
    },
    async (request) => ok(await listAddresses(db, member(request))),
  );

  app.get(
    '/getaddressdetails/:id',
    {
      schema: {
        tags: ['account'],
        summary: "One address of the member (404 for anyone else's)",
        security: MEMBER_SECURITY,
        params: idParams,
        response: { 200: okSchema(addressSchema) },
      },
    },
    async (request) => ok(await getAddress(db, member(request), request.params.id)),
  );

  app.post(
    '/newaddress',
    {
      schema: {
        tags: ['account'],
        summary: 'Add an address; a new default clears the previous default of its kind',
        security: MEMBER_SECURITY,
        body: addressRequestSchema,
        response: { 200: okSchema(addressSchema) },
      },
    },
    async (request) => ok(await createAddress(db, member(request), request.body)),
  );

  app.put(
    '/editaddress/:id',
    {
      schema: {
        tags: ['account'],
        summary: 'Change an address of the member',
        security: MEMBER_SECURITY,
        params: idParams,
        body: addressRequestSchema,
        response: { 200: okSchema(addressSchema) },
      },
    },
    async (request) => ok(await updateAddress(db, member(request), request.params.id, request.body)),
  );

  app.delete(
    '/deleteaddress/:id',
    {
      schema: {
        tags: ['account'],
        summary: 'Delete an address of the member; a deleted default passes to the oldest remaining address',
        security: MEMBER_SECURITY,
        params: idParams,
        response: { 200: okSchema(z.object({ deleted: z.literal(true) })) },
      },
    },
    async (request) => ok(await deleteAddress(db, member(request), request.params.id)),
  );
};
