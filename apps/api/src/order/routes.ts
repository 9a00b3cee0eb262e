import {
  buyAgainResultSchema,
  buyAgainSchema,
  cancelOrderSchema,
  cancelReasonSchema,
  multipleOrderDetailsQuerySchema,
  orderDetailsQuerySchema,
  orderDetailsSchema,
  orderIndexQuerySchema,
  orderIndexSchema,
  rescheduleOrderSchema,
  returnRefundSchema,
} from '@beauty/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { memberActor } from '../db/lifecycle';
import { langParam, languageQuery, requestLanguage } from '../http/language';
import { MEMBER_SECURITY } from '../http/login';
import { ok, okSchema } from '../http/reply';
import { requireMember } from '../http/viewer';
import type { PaymentProvider } from '../payment';
import {
  buyAgain,
  cancelOrder,
  cancelReasons,
  listOrders,
  orderDetails,
  requestReturn,
  rescheduleOrder,
} from './service';

const tags = ['order'];
const OWNER =
  "Only the caller's own orders: another member's PO number answers 404 exactly like an unknown one. Without login: 401.";

export type OrderRoutesOptions = { db: Db; payments: PaymentProvider };

/**
 * The member's orders after placement (spec section 7, order). Placing and the cart are elsewhere; the
 * order's jobs (expiry, completion) are registered with the app's scheduler (order/jobs.ts).
 */
export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (app, { db, payments }) => {
  app.get(
    '/index',
    {
      schema: {
        tags,
        summary: "One tab of the caller's orders, with the number of orders in every tab",
        description:
          'Tabs (`type`, by name or by code 1 to 7 in this order): to_pay, to_ship, to_receive, delivered, completed, cancelled, return_refund (return requested, approved, rejected and refunded). Newest first, paged. Each order carries its lines and what the caller may do with it now (`can_*`). Without login: 401.',
        security: MEMBER_SECURITY,
        querystring: orderIndexQuerySchema.extend({ lang: langParam }),
        response: { 200: okSchema(orderIndexSchema) },
      },
    },
    async (request) =>
      ok(await listOrders(db, requestLanguage(request), requireMember(request.viewer), request.query)),
  );

  app.get(
    '/details',
    {
      schema: {
        tags,
        summary: 'One order with its lines, amounts, addresses and timeline',
        description: OWNER,
        security: MEMBER_SECURITY,
        querystring: orderDetailsQuerySchema.extend({ lang: langParam }),
        response: { 200: okSchema(orderDetailsSchema) },
      },
    },
    async (request) => {
      const [order] = await orderDetails(db, requestLanguage(request), requireMember(request.viewer), [
        request.query.po_number,
      ]);
      return ok(order!);
    },
  );

  app.get(
    '/multiple_details',
    {
      schema: {
        tags,
        summary: 'Several orders by PO number (comma-separated), in the order asked',
        description: `${OWNER} One PO number that is not the caller's makes the whole answer 404.`,
        security: MEMBER_SECURITY,
        querystring: multipleOrderDetailsQuerySchema.extend({ lang: langParam }),
        response: { 200: okSchema(z.array(orderDetailsSchema)) },
      },
    },
    async (request) =>
      ok(
        await orderDetails(
          db,
          requestLanguage(request),
          requireMember(request.viewer),
          request.query.po_numbers,
        ),
      ),
  );

  app.get(
    '/cancel_reason',
    {
      schema: {
        tags,
        summary: 'Reasons a member can give for cancelling, in the request language',
        security: MEMBER_SECURITY,
        querystring: languageQuery,
        response: { 200: okSchema(z.array(cancelReasonSchema)) },
      },
    },
    async (request) => ok(cancelReasons(requestLanguage(request))),
  );

  app.put(
    '/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel an order that is to pay or to ship',
        description: `Gives the units back to stock and the redeemed points back; a paid order (to ship) is refunded in full through the payment provider. Any other state: 409 'order_not_cancellable'. A refund the provider refuses answers 502 'refund_failed': the order stays to ship, takes no other move, and is cancelled once the refund goes through (a retry, or the shop's refunds job, completes it; the member is refunded once). ${OWNER}`,
        security: MEMBER_SECURITY,
        body: cancelOrderSchema,
        response: { 200: okSchema(orderDetailsSchema) },
      },
    },
    async (request) => {
      const member = requireMember(request.viewer);
      await cancelOrder(db, payments, {
        poNumber: request.body.po_number,
        userId: member.userId,
        actor: memberActor(member.userId),
        reasonId: request.body.reason_id,
        note: request.body.note ?? null,
      });
      const [order] = await orderDetails(db, requestLanguage(request), member, [request.body.po_number]);
      return ok(order!);
    },
  );

  app.put(
    '/reschedule',
    {
      schema: {
        tags,
        summary: 'Choose a new delivery date and time after a failed delivery attempt',
        description: `Only for an order to receive whose last delivery attempt failed; otherwise 409 'reschedule_not_allowed'. The date must be tomorrow or later within the booking horizon (400, field date) and the slot must have room (409 'delivery_slot_full'). ${OWNER}`,
        security: MEMBER_SECURITY,
        body: rescheduleOrderSchema,
        response: { 200: okSchema(orderDetailsSchema) },
      },
    },
    async (request) => {
      const member = requireMember(request.viewer);
      await rescheduleOrder(db, member, request.body);
      const [order] = await orderDetails(db, requestLanguage(request), member, [request.body.po_number]);
      return ok(order!);
    },
  );

  app.post(
    '/buyagain',
    {
      schema: {
        tags,
        summary: "Put an order's lines back in the cart at today's prices",
        description: `Lines that cannot be added are listed in \`unavailable\` with the reason (product or variation removed, partner-only, stock or per-order limit reached). ${OWNER}`,
        security: MEMBER_SECURITY,
        body: buyAgainSchema,
        response: { 200: okSchema(buyAgainResultSchema) },
      },
    },
    async (request) =>
      ok(await buyAgain(db, requestLanguage(request), requireMember(request.viewer), request.body.po_number)),
  );

  app.post(
    '/return_refund',
    {
      schema: {
        tags,
        summary: 'Ask to return one line of a delivered order (defective 1, incorrect 2)',
        description: `Within 7 days of delivery and once per line; otherwise 409 'return_not_allowed'. Photos are paths from common/upload (the caller's own, at most 4: 'max_photos'). The pickup address is one of the caller's addresses (the delivery address when omitted); the pickup date is tomorrow or later. The order moves to return requested. ${OWNER}`,
        security: MEMBER_SECURITY,
        body: returnRefundSchema,
        response: { 200: okSchema(orderDetailsSchema) },
      },
    },
    async (request) => {
      const member = requireMember(request.viewer);
      await requestReturn(db, member, request.body);
      const [order] = await orderDetails(db, requestLanguage(request), member, [request.body.po_number]);
      return ok(order!);
    },
  );
};
