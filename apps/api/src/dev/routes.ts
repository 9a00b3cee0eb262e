import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { smsOutbox } from '../db/schema';
import { ok, okSchema } from '../http/reply';

/** Demo-only calls. The app registers them only outside production. */
export const devRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/sms-outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'The latest text messages sent to a number (demo only: absent in production)',
        querystring: z.object({ mobile: z.string().regex(/^\d{1,15}$/, 'numbers_only') }),
        response: {
          200: okSchema(
            z.array(
              z.object({
                id: z.number(),
                phone_code: z.string(),
                mobile: z.string(),
                body: z.string(),
                created_at: z.string(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(smsOutbox)
        .where(eq(smsOutbox.mobile, request.query.mobile))
        .orderBy(desc(smsOutbox.id))
        .limit(10);
      return ok(
        rows.map((r) => ({
          id: r.id,
          phone_code: r.phoneCode,
          mobile: r.mobile,
          body: r.body,
          created_at: r.createdAt.toISOString(),
        })),
      );
    },
  );
};
