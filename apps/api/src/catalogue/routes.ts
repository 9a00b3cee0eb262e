import {
  agentDealsQuerySchema,
  dealsPageSchema,
  dealsQuerySchema,
  landingSchema,
  productPageSchema,
  searchPageSchema,
  searchQuerySchema,
  shopPageSchema,
  shopQuerySchema,
} from '@beauty/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client';
import { COUNTDOWN_MAX_AGE, sendCacheable } from '../http/cache';
import { languageQuery, requestLanguage } from '../http/language';
import { ok, okSchema } from '../http/reply';
import { LandingMemo } from './landing-memo';
import { agentDealsPage, dealsPage, shopPage } from './listing-service';
import { searchPage } from './search-service';

// Declared on every route so validation keeps it in the parsed query, where requestLanguage reads it.
const { shape: lang } = languageQuery;

const CACHING =
  'Answers carry an ETag and Cache-Control (public for visitors, private for signed-in callers); send ' +
  'If-None-Match to get 304 when nothing changed.';

export const catalogueRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;
  const landing = new LandingMemo(database);
  await landing.start();
  app.addHook('onClose', () => landing.stop());

  app.get(
    '/landing',
    {
      schema: {
        tags: ['page'],
        summary: 'Everything the home page shows, plus the legal texts and shop settings',
        description: `Prices are integer cents of \`currency\`. Partner prices are filled in for agents only. ${CACHING}`,
        querystring: languageQuery,
        response: { 200: okSchema(landingSchema) },
      },
    },
    async (request, reply) => {
      const { body, etag } = await landing.renderTagged(requestLanguage(request), request.viewer);
      return sendCacheable(request, reply, body, { viewer: request.viewer, etag, maxAge: COUNTDOWN_MAX_AGE });
    },
  );

  app.get(
    '/shop',
    {
      schema: {
        tags: ['page'],
        summary: "A category's products, with its subcategories and brands for filtering",
        description: `Links are compared lower-cased. An unknown category or subcategory answers 404; an unknown brand matches no products. Partner-only products are listed for everyone (marked \`partner_only\`). ${CACHING}`,
        querystring: shopQuerySchema.extend(lang),
        response: { 200: okSchema(shopPageSchema) },
      },
    },
    async (request, reply) => {
      const data = await shopPage(db, requestLanguage(request), request.viewer, request.query);
      return sendCacheable(request, reply, JSON.stringify(ok(data)), { viewer: request.viewer });
    },
  );

  app.get(
    '/getdealslist',
    {
      schema: {
        tags: ['page'],
        summary: 'The products of the running flash or hot deal, or of one top pick, with the time left',
        description: `type 3 needs \`top_pick_image_id\` (a top pick's \`slider_image_id\` from the landing); an unknown one answers 404. No running deal gives an empty list. ${CACHING}`,
        querystring: dealsQuerySchema.extend(lang),
        response: { 200: okSchema(dealsPageSchema) },
      },
    },
    async (request, reply) => {
      const data = await dealsPage(db, requestLanguage(request), request.viewer, request.query);
      return sendCacheable(request, reply, JSON.stringify(ok(data)), {
        viewer: request.viewer,
        maxAge: COUNTDOWN_MAX_AGE,
      });
    },
  );

  app.get(
    '/agentdeals',
    {
      schema: {
        tags: ['page'],
        summary: 'Partner-only products and products with a partner price',
        description: `Anyone may list them; partner prices are filled in for agents only. ${CACHING}`,
        querystring: agentDealsQuerySchema.extend(lang),
        response: { 200: okSchema(productPageSchema) },
      },
    },
    async (request, reply) => {
      const data = await agentDealsPage(db, requestLanguage(request), request.viewer, request.query);
      return sendCacheable(request, reply, JSON.stringify(ok(data)), { viewer: request.viewer });
    },
  );

  app.get(
    '/search',
    {
      schema: {
        tags: ['page'],
        summary: 'Products whose name, brand, category or subcategory matches the words typed',
        description: `Searches English and Chinese names whatever the answer's language; words match as prefixes, Chinese as a run of characters. Ranked by relevance unless \`sort\` says otherwise. ${CACHING}`,
        querystring: searchQuerySchema.extend(lang),
        response: { 200: okSchema(searchPageSchema) },
      },
    },
    async (request, reply) => {
      const data = await searchPage(db, requestLanguage(request), request.viewer, request.query);
      return sendCacheable(request, reply, JSON.stringify(ok(data)), { viewer: request.viewer });
    },
  );
};
