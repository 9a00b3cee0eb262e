import {
  wishlistCreateSchema,
  wishlistDeletedSchema,
  wishlistDeleteSchema,
  wishlistItemSchema,
} from '@beauty/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { languageQuery, requestLanguage } from '../http/language';
import { MEMBER_SECURITY } from '../http/login';
import { ok, okSchema } from '../http/reply';
import { requireMember } from '../http/viewer';
import { addWish, listWishlist, removeWishes } from './service';

/** The member's wishlist (spec section 7, wishlist); every call needs login. */
export const wishlistRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/index',
    {
      schema: {
        tags: ['wishlist'],
        summary: "The caller's wishlist, newest first",
        description:
          '`is_exist` is false when the product was removed, is sold out (every variation out of stock) or is partner-only and the caller is not an agent. Without login: 401.',
        security: MEMBER_SECURITY,
        querystring: languageQuery,
        response: { 200: okSchema(z.array(wishlistItemSchema)) },
      },
    },
    async (request) => {
      const member = requireMember(request.viewer);
      return ok(await listWishlist(db, requestLanguage(request), member));
    },
  );

  app.post(
    '/create',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Add a product to the wishlist',
        description:
          'Adding a product already on the list answers the existing entry (no duplicate). An unknown or removed product is 404. Without login: 401.',
        security: MEMBER_SECURITY,
        body: wishlistCreateSchema,
        response: { 200: okSchema(wishlistItemSchema) },
      },
    },
    async (request) => {
      const member = requireMember(request.viewer);
      return ok(await addWish(db, requestLanguage(request), member, request.body.product_id));
    },
  );

  app.delete(
    '/delete',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Remove one or more entries from the wishlist',
        description:
          "`wish_id` is one id or a list (JSON array, repeated parameter or comma-separated). Only the caller's own entries are deleted; ids that are not the caller's (another member's, or already deleted) are ignored and left out of `deleted`, which may therefore be empty. Without login: 401.",
        security: MEMBER_SECURITY,
        body: wishlistDeleteSchema,
        response: { 200: okSchema(wishlistDeletedSchema) },
      },
    },
    async (request) => {
      const member = requireMember(request.viewer);
      return ok(await removeWishes(db, member, request.body.wish_id));
    },
  );
};
