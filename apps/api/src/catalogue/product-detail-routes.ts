import { productDetailQuerySchema, productDetailSchema } from '@beauty/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { langParam, requestLanguage } from '../http/language';
import { ok, okSchema } from '../http/reply';
import { loadProductDetail } from './product-detail-service';

/** Kept in the validated query, where requestLanguage reads it. */

export const productDetailRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/productdetails',
    {
      schema: {
        tags: ['page'],
        summary: 'One product with its gallery, variations, stock and related products',
        description:
          "Prices are integer cents of `currency`; partner prices are filled in for agents only. `variations` lists every active variation with its stock, including the single unnamed one of a product without volume variations. `can_purchase` is false for a partner-only product unless the caller is an agent. `wish_id` is the signed-in caller's wishlist entry (null when logged out or not wished). `related_products`: up to 12 active products of the same category, those of the same subcategory first, then best sellers. An unknown or removed product is 404.",
        querystring: productDetailQuerySchema.extend({ lang: langParam }),
        response: { 200: okSchema(productDetailSchema) },
      },
    },
    async (request) =>
      ok(await loadProductDetail(db, requestLanguage(request), request.viewer, request.query.product_id)),
  );
};
