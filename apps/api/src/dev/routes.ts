import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { pushOutbox, smsOutbox, users } from '../db/schema';
import { onlyFromLoopback } from '../http/loopback';
import { ok, okSchema } from '../http/reply';

/** An outbox's latest entries, read by a mobile number. */
const outboxSchema = <Row extends z.ZodRawShape>(summary: string, row: Row) => ({
  schema: {
    tags: ['dev'],
    summary,
    querystring: z.object({ mobile: z.string().regex(/^\d{1,15}$/, 'numbers_only') }),
    response: { 200: okSchema(z.array(z.object(row))) },
  },
});

/** Demo-only calls. The app registers them only outside production, and they answer only this machine. */
export const devRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  onlyFromLoopback(app);
  app.get(
    '/sms-outbox',
    outboxSchema('The latest text messages sent to a number (demo only: absent in production)', {
      id: z.number(),
      phone_code: z.string(),
      mobile: z.string(),
      body: z.string(),
      created_at: z.string(),
    }),
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

  app.get(
    '/push-outbox',
    outboxSchema(
      "The latest pushes the outbox stood in for (no push service configured) to a member's devices, by the member's mobile number, newest first (demo only: absent in production)",
      {
        id: z.number(),
        delivery_id: z.number(),
        os_type: z.string(),
        target: z.string(),
        language: z.string(),
        title: z.string(),
        body: z.string(),
        link: z.string(),
        created_at: z.string(),
      },
    ),
    async (request) => {
      const rows = await db
        .select({ push: pushOutbox })
        .from(pushOutbox)
        .innerJoin(users, eq(users.id, pushOutbox.userId))
        .where(eq(users.mobile, request.query.mobile))
        .orderBy(desc(pushOutbox.id))
        .limit(20);
      return ok(
        rows.map(({ push: r }) => ({
          id: r.id,
          delivery_id: r.deliveryId,
          os_type: r.osType,
          target: r.target,
          language: r.language,
          title: r.title,
          body: r.body,
          link: r.link,
          created_at: r.createdAt.toISOString(),
        })),
      );
    },
  );
};
