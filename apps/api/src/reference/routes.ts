import { countrySchema, languageSchema } from '@beauty/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { ok, okSchema } from '../http/reply';
import { referenceLists } from './service';

export const referenceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const reference = referenceLists(db);

  app.get(
    '/country_list',
    {
      schema: {
        tags: ['common'],
        summary: 'Countries a member can register from, with their dialling codes',
        response: { 200: okSchema(z.array(countrySchema)) },
      },
    },
    async () => ok(await reference.countries()),
  );

  app.get(
    '/language_list',
    {
      schema: {
        tags: ['common'],
        summary: 'Interface languages (code cn means Chinese)',
        response: { 200: okSchema(z.array(languageSchema)) },
      },
    },
    async () => ok(await reference.languages()),
  );
};
