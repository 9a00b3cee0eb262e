import {
  loginRequestSchema,
  logoutSchema,
  registerRequestSchema,
  sessionSchema,
  userProfileSchema,
} from '@beauty/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../http/reply';
import { requireMember } from '../http/viewer';
import { login } from './login-service';
import type { OtpDeps } from './otp-service';
import { loadProfile } from './profile';
import { register } from './registration-service';
import { revokeSession } from './session-queries';

const bearer = [{ bearer: [] }];

export const accountRoutes: FastifyPluginAsyncZod<OtpDeps> = async (app, deps) => {
  const { db } = deps;
  app.post(
    '/login',
    {
      schema: {
        tags: ['account'],
        summary: 'Log in with country, mobile number and password; a web login ends the earlier web session',
        description:
          'Unknown number and wrong password give the same answer. After 5 failures for a number within 15 minutes, logins for it are refused for 15 minutes (429).',
        body: loginRequestSchema,
        response: { 200: okSchema(sessionSchema) },
      },
    },
    async (request) => ok(await login(db, request.body)),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['account'],
        summary: 'End this session',
        security: bearer,
        body: logoutSchema,
        response: { 200: okSchema(z.object({ logged_out: z.literal(true) })) },
      },
    },
    async (request) => {
      const member = requireMember(request.viewer);
      await revokeSession(db, member.sessionId, 'logout');
      return ok({ logged_out: true as const });
    },
  );

  app.get(
    '/profile',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in member',
        security: bearer,
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
          description:
            'The mobile number must have been verified with verify_otp (type 1) within the last 30 minutes; the verification is used up.',
          body: registerRequestSchema,
          response: { 200: okSchema(sessionSchema) },
        },
      },
      async (request) => ok(await register(deps, request.body, { referralRequired })),
    );
  }
};
