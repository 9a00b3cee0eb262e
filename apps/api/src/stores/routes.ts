import {
  storeDetailsQuerySchema,
  storeDetailsSchema,
  storeListQuerySchema,
  storeSchema,
} from '@beauty/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { langParam, requestLanguage } from '../http/language';
import { ok, okSchema } from '../http/reply';
import { listStores, storeDetails } from './service';

/** The salons (spec section 7, common storelist and storedetails); public, registered under /common. */
export const storeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/storelist',
    {
      schema: {
        tags: ['common'],
        summary: 'The salons with address, phone, coordinates, opening hours and distance',
        description:
          "With `lat` and `lng` (the caller's position, both or neither): each salon's `distance` in km (great circle, earth radius 6371 km, to the metre), nearest first. Without them: the shop's order and `distance` null. Opening hours are in the request language.",
        querystring: storeListQuerySchema.safeExtend({ lang: langParam }),
        response: { 200: okSchema(z.array(storeSchema)) },
      },
    },
    async (request) => {
      const { lat, lng } = request.query;
      const from = lat !== undefined && lng !== undefined ? { latitude: lat, longitude: lng } : null;
      return ok(await listStores(db, requestLanguage(request), from));
    },
  );

  app.post(
    '/storedetails',
    {
      schema: {
        tags: ['common'],
        summary: 'One salon with its stylists and the services it offers',
        description:
          'Stylists who still work there, services in the menu order, prices in integer cents of `currency`. An unknown store is 404.',
        body: storeDetailsQuerySchema,
        response: { 200: okSchema(storeDetailsSchema) },
      },
    },
    async (request) => ok(await storeDetails(db, requestLanguage(request), request.body.store_id)),
  );
};
