import { endSessionSchema, type MemberSession, sessionListSchema, sessionsEndedSchema } from '@beauty/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SessionLimits } from '../config';
import type { Db } from '../db/client';
import { MEMBER_SECURITY } from '../http/login';
import { ok, okSchema } from '../http/reply';
import { requireMember } from '../http/viewer';
import { endSessions, memberSessions } from './session-service';

/**
 * The member's signed-in devices (not in the spec; named in its style): the list, ending one, ending all but
 * this one. Each acts on the caller's own sessions only: another member's session id is not found (404).
 */
export const sessionRoutes: FastifyPluginAsyncZod<{ db: Db; sessions: SessionLimits }> = async (
  app,
  { db, sessions: limits },
) => {
  app.get(
    '/list',
    {
      schema: {
        tags: ['account'],
        summary: "The member's live sessions (web and apps), the one used last first",
        description:
          'A session ends after its idle limit unused or at its absolute limit after login (SESSION_IDLE_DAYS, SESSION_MAX_DAYS); ended ones are not listed.',
        security: MEMBER_SECURITY,
        response: { 200: okSchema(sessionListSchema) },
      },
    },
    async (request) => {
      const member = requireMember(request.viewer);
      const list: MemberSession[] = await memberSessions(db, member, limits);
      return ok({ sessions: list });
    },
  );

  app.post(
    '/revoke',
    {
      schema: {
        tags: ['account'],
        summary: 'End one of the member’s sessions (sign out that device)',
        description:
          "404 session_not_found for a session that is not the member's, or has ended. Ending the current one is a logout. The device's pushes stop.",
        security: MEMBER_SECURITY,
        body: endSessionSchema,
        response: { 200: okSchema(sessionsEndedSchema) },
      },
    },
    async (request) => {
      const member = requireMember(request.viewer);
      return ok(await endSessions(db, member, { sessionId: request.body.id }, limits));
    },
  );

  app.post(
    '/revoke-others',
    {
      schema: {
        tags: ['account'],
        summary: 'End every session of the member but this one (sign out of all other devices)',
        security: MEMBER_SECURITY,
        body: z.object({}).optional(),
        response: { 200: okSchema(sessionsEndedSchema) },
      },
    },
    async (request) => {
      const member = requireMember(request.viewer);
      return ok(await endSessions(db, member, { allBut: member.sessionId }, limits));
    },
  );
};
