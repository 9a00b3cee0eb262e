import { healthSchema } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client';
import { DomainError } from '../errors';
import { ok, okSchema } from '../http/reply';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Answers 200 when the database answers, 503 otherwise',
        response: { 200: okSchema(healthSchema) },
      },
    },
    async (request) => {
      try {
        await database.db.execute(sql`select 1`);
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        throw new DomainError('service_unavailable');
      }
      return ok({ status: 'ok' as const, database: database.kind, time: new Date().toISOString() });
    },
  );
};
