import {
  addCartSchema,
  cartSchema,
  changeVolumeVariationSchema,
  deleteCartItemsSchema,
  editCartSchema,
} from '@beauty/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { requestLanguage } from '../http/language';
import { MEMBER_SECURITY } from '../http/login';
import { ok, okSchema } from '../http/reply';
import { requireMember } from '../http/viewer';
import { addToCart, type CartContext, changeVolumeVariation, deleteCartItems, editCart } from './service';

export type CartRouteDeps = { db: Db; orderCompletedDay: number };

const FLAGS_NOTE =
  'Every answer is the whole cart. Lines carry `flags` computed when read: product_removed, volume_variation_removed, partner_only, cart_info_updated (the price moved since the member last edited or added the line; any edit naming the line acknowledges it), cart_stock_limit (stock below the quantity), exceeded_max_quantity. A flagged line stays in the cart and cannot be checked out. The order summary covers checked lines without flags.';

/**
 * The cart (spec section 7: order/addcart and the purchase cart calls). Registered inside /api without a
 * prefix of its own, since its calls live under both /order and /purchase. Every call needs login.
 */
export const cartRoutes: FastifyPluginAsyncZod<CartRouteDeps> = async (app, deps) => {
  const context = (request: Parameters<typeof requestLanguage>[0]): CartContext => ({
    db: deps.db,
    language: requestLanguage(request),
    member: requireMember(request.viewer),
    orderCompletedDay: deps.orderCompletedDay,
  });

  app.post(
    '/order/addcart',
    {
      schema: {
        tags: ['cart'],
        summary: 'Add a product to the cart, or raise the quantity of its line',
        description: `\`volume_variation_id\` is required for a product with volume variations (400 otherwise) and must be one of its active variations (another product's: 404; removed: 409 volume_variation_removed). Refusals: unknown product 404; removed product 409 product_removed; partner-only product for a non-agent 403 partner_only; the line's new quantity over the per-order maximum 409 exceeded_max_quantity, over the stock 409 cart_stock_limit. ${FLAGS_NOTE}`,
        security: MEMBER_SECURITY,
        body: addCartSchema,
        response: { 200: okSchema(cartSchema) },
      },
    },
    async (request) => ok(await addToCart(context(request), request.body.product)),
  );

  app.post(
    '/purchase/editcart',
    {
      schema: {
        tags: ['cart'],
        summary: 'The cart; with `product` or `check_all`, edits it first',
        description: `No parameters: answers the cart. \`product\` {cart_item_id, quantity?, is_checked?} changes one line (another member's line: 404; quantity over the per-order maximum 409 exceeded_max_quantity, over the stock 409 cart_stock_limit; a removed product or variation can only be unchecked or deleted). \`check_all\` checks or unchecks every line. ${FLAGS_NOTE}`,
        security: MEMBER_SECURITY,
        body: editCartSchema,
        response: { 200: okSchema(cartSchema) },
      },
    },
    async (request) => ok(await editCart(context(request), request.body)),
  );

  app.delete(
    '/purchase/deleteitems',
    {
      schema: {
        tags: ['cart'],
        summary: 'Delete lines from the cart',
        description:
          "`cart_item_id` is one id or a list (JSON array, repeated parameter or comma-separated). If any id is not one of the caller's lines (another member's, or already deleted), nothing is deleted and the answer is 404.",
        security: MEMBER_SECURITY,
        body: deleteCartItemsSchema,
        response: { 200: okSchema(cartSchema) },
      },
    },
    async (request) => ok(await deleteCartItems(context(request), request.body.cart_item_id)),
  );

  app.put(
    '/purchase/changevolumevariation',
    {
      schema: {
        tags: ['cart'],
        summary: 'Move a cart line to another variation of the same product',
        description:
          "When the caller already has a line of that variation, the two lines merge into it. Another member's line or another product's variation: 404; a removed variation 409 volume_variation_removed; the resulting quantity over the maximum or the stock: 409 exceeded_max_quantity / cart_stock_limit.",
        security: MEMBER_SECURITY,
        body: changeVolumeVariationSchema,
        response: { 200: okSchema(cartSchema) },
      },
    },
    async (request) => ok(await changeVolumeVariation(context(request), request.body)),
  );
};
