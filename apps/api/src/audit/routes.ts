import { auditPageSchema, auditQuerySchema } from '@beauty/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { ok, okSchema } from '../http/reply';
import { registerStaffSession, requireStaff, STAFF_SECURITY } from '../staff';
import { listAudit } from './service';

/**
 * The audit log's read for the back office, under /api/admin behind the staff session (the staff domain's
 * guard, registered in this plugin's scope as in the staff routes' own) and the permission audit.read.
 */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  registerStaffSession(app, db);

  app.get(
    '/audit',
    {
      onRequest: requireStaff('audit.read'),
      schema: {
        tags: ['admin'],
        summary:
          'The audit log: every staff write, newest first, filtered by staff member, action, record and date',
        description:
          '`from` and `to` are shop dates (Singapore), inclusive. Secrets (passwords, second-factor secrets, tokens, bank and ID numbers) read as `***` in before and after, which hold only the fields the write changed.',
        security: STAFF_SECURITY,
        querystring: auditQuerySchema,
        response: { 200: okSchema(auditPageSchema) },
      },
    },
    async (request) => ok(await listAudit(db, request.query)),
  );
};
