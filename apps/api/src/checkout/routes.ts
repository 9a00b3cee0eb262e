import {
  DELIVERY_DAYS_AHEAD,
  DELIVERY_SLOT_CAPACITY,
  editBillingAddressSchema,
  editDeliveryAddressSchema,
  placedOrderSchema,
  placeOrderSchema,
  pointRedeemSchema,
  SHOP_TIME_ZONE,
  scheduleQuerySchema,
  scheduleSchema,
  shippingSchema,
} from '@beauty/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { langParam, languageQuery, requestLanguage } from '../http/language';
import { MEMBER_SECURITY } from '../http/login';
import { ok, okSchema } from '../http/reply';
import { requireMember } from '../http/viewer';
import {
  type CheckoutContext,
  chooseAddress,
  placeOrder,
  pointsNotValid,
  readSchedule,
  readShipping,
  redeemPoints,
} from './service';

export type CheckoutRouteDeps = { db: Db; orderCompletedDay: number; paymentMinutes: number };

/** Checkout (spec section 7, purchase): shipping page, points, addresses, delivery slots, place order. */
export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRouteDeps> = async (app, deps) => {
  const context = (request: Parameters<typeof requestLanguage>[0]): CheckoutContext => ({
    db: deps.db,
    language: requestLanguage(request),
    member: requireMember(request.viewer),
    orderCompletedDay: deps.orderCompletedDay,
    paymentMinutes: deps.paymentMinutes,
  });

  app.get(
    '/purchase/shipping',
    {
      schema: {
        tags: ['checkout'],
        summary: 'The checkout: checked lines, summary, points, delivery and billing address, address book',
        description:
          '`mycart` holds only the checked lines (`cart_count` still counts the whole cart). The delivery address is the one chosen with editdeliveryaddress, else the default delivery address of the address book; the billing address likewise, else the delivery address. Both null without any address. Point values use the shop setting point_rate (`point_redemption_conversion_rate` points per currency unit). When every checked line sells a service voucher (`is_voucher_only`), nothing is delivered: `delivery_address` is null, there is no shipping fee, and placeorder takes no address, date or slot (the billing address is optional).',
        security: MEMBER_SECURITY,
        querystring: languageQuery,
        response: { 200: okSchema(shippingSchema) },
      },
    },
    async (request) => ok(await readShipping(context(request))),
  );

  app.post(
    '/purchase/pointredeem',
    {
      // A points value that fails the schema is answered with the spec's own message, not the generic one.
      attachValidation: true,
      schema: {
        tags: ['checkout'],
        summary: 'Choose the points to redeem on this checkout (0 clears); answers the checkout',
        description:
          'Negative, fractional or more than this checkout may take (`max_redeemable`: the lines’ points, the balance, the goods total; `max_redeemable_reason` says which): 400 points_not_valid. More than the available balance: 409 not_enough_points.',
        security: MEMBER_SECURITY,
        body: pointRedeemSchema,
        response: { 200: okSchema(shippingSchema) },
      },
    },
    async (request) => {
      if (request.validationError) throw pointsNotValid();
      return ok(await redeemPoints(context(request), request.body.points));
    },
  );

  app.put(
    '/purchase/editdeliveryaddress',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Choose the delivery address among the caller’s addresses; answers the checkout',
        description: "Another member's address or an unknown id: 404.",
        security: MEMBER_SECURITY,
        body: editDeliveryAddressSchema,
        response: { 200: okSchema(shippingSchema) },
      },
    },
    async (request) =>
      ok(await chooseAddress(context(request), 'delivery', request.body.delivery_address_id)),
  );

  app.put(
    '/purchase/editbillingaddress',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Choose the billing address among the caller’s addresses; answers the checkout',
        description: "Another member's address or an unknown id: 404.",
        security: MEMBER_SECURITY,
        body: editBillingAddressSchema,
        response: { 200: okSchema(shippingSchema) },
      },
    },
    async (request) => ok(await chooseAddress(context(request), 'billing', request.body.billing_address_id)),
  );

  app.get(
    '/purchase/schedule',
    {
      schema: {
        tags: ['checkout'],
        summary: 'The delivery time slots of a date and whether each can still be booked',
        description: `Dates from tomorrow (shop clock, ${SHOP_TIME_ZONE}) to ${DELIVERY_DAYS_AHEAD} days ahead. Earlier: 400 delivery_date_not_allowed; later: 400 date_out_of_range (both on field \`date\`). A slot is unavailable once ${DELIVERY_SLOT_CAPACITY} orders not cancelled are booked in it.`,
        security: MEMBER_SECURITY,
        querystring: scheduleQuerySchema.extend({ lang: langParam }),
        response: { 200: okSchema(scheduleSchema) },
      },
    },
    async (request) => ok(await readSchedule(deps.db, request.query.date)),
  );

  app.post(
    '/purchase/placeorder',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Place the order for the checked lines, to be paid within the payment time',
        description:
          'One transaction. Refusals: nothing checked 409 cart_empty; a checked line flagged: its flag (409, partner_only 403); date or time missing 400 validation_failed (`required` on the field); no delivery address 409 address_required; date not allowed 400 (as schedule); slot full 409 delivery_slot_full; stock taken meanwhile 409 cart_stock_limit; points spent meanwhile 409 not_enough_points. A voucher-only checkout (every checked line sells a service voucher, `is_voucher_only` of the shipping answer) needs no date, time or address: they are ignored, the order has `voucher_only` true and no delivery, and it is paid by card only; its vouchers are issued when it is paid. On success the order is To Pay, the points are held, the ordered lines leave the cart and the checkout points go back to 0. A double submission places one order (the second finds nothing checked: cart_empty).',
        security: MEMBER_SECURITY,
        body: placeOrderSchema,
        response: { 200: okSchema(placedOrderSchema) },
      },
    },
    async (request) => ok(await placeOrder(context(request), request.body)),
  );
};
