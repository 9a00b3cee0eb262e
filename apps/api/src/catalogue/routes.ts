import { landingSchema } from '@beauty/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { requestLanguage } from '../http/language';
import { ok, okSchema } from '../http/reply';
import { getLanding } from './landing-service';

const languageQuery = z.object({
  lang: z.string().max(16).optional().describe('en, zh or cn; otherwise Accept-Language decides'),
});

export const pageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/landing',
    {
      schema: {
        tags: ['page'],
        summary: 'Everything the home page shows, plus the legal texts and shop settings',
        description: 'Prices are integer cents of `currency`. Partner prices are filled in for agents only.',
        querystring: languageQuery,
        response: { 200: okSchema(landingSchema) },
      },
    },
    async (request) => ok(await getLanding(db, requestLanguage(request), request.viewer)),
  );
};
