import {
  articleDetailsQuerySchema,
  articleDetailsSchema,
  articleListQuerySchema,
  articleListSchema,
} from '@beauty/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { langParam, requestLanguage } from '../http/language';
import { ok, okSchema } from '../http/reply';
import { articleDetails, listArticles } from './service';

/** Kept in the validated query, where requestLanguage reads it. */

/** Magazine pages, registered under /page beside the other storefront pages. */
export const articleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/articlelist',
    {
      schema: {
        tags: ['page'],
        summary: 'Published articles, newest first, a page at a time',
        description: 'A page past the end answers an empty list with the real total.',
        querystring: articleListQuerySchema.extend({ lang: langParam }),
        response: { 200: okSchema(articleListSchema) },
      },
    },
    async (request) => ok(await listArticles(db, requestLanguage(request), request.query)),
  );

  app.get(
    '/articledetails',
    {
      schema: {
        tags: ['page'],
        summary: 'One article with its HTML content and its neighbours',
        description:
          '`previous` is the article published just before this one, `next` the one published just after (null at either end). An unknown or not yet published article is 404.',
        querystring: articleDetailsQuerySchema.extend({ lang: langParam }),
        response: { 200: okSchema(articleDetailsSchema) },
      },
    },
    async (request) => ok(await articleDetails(db, requestLanguage(request), request.query.article_id)),
  );
};
