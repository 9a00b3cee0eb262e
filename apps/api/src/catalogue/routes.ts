import { landingSchema } from '@beauty/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';
import { requestLanguage } from '../http/language';
import { okSchema } from '../http/reply';
import { LandingMemo } from './landing-memo';

const languageQuery = z.object({
  lang: z.string().max(16).optional().describe('en, zh or cn; otherwise Accept-Language decides'),
});

export const pageRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const landing = new LandingMemo(database);
  await landing.start();
  app.addHook('onClose', () => landing.stop());

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
    async (request, reply) => {
      const json = await landing.render(requestLanguage(request), request.viewer);
      // Already the serialised envelope: a string payload goes out as it is.
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );
};
