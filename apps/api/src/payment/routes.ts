import {
  makePaymentQuerySchema,
  paymentIntentConfirmSchema,
  paymentIntentCreateSchema,
  paymentIntentSchema,
  paymentResultSchema,
  sandboxConfirmSchema,
} from '@beauty/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { DomainError } from '../errors';
import { langParam } from '../http/language';
import { MEMBER_SECURITY } from '../http/login';
import { ok, okSchema } from '../http/reply';
import { requireMember } from '../http/viewer';
import type { PaymentProvider } from './provider';
import { sandboxCardOutcome } from './sandbox-provider';
import { openIntent, ownedPayment, poNumberFromHeader, resultOrThrow, settleIntent } from './service';
import type { StripeProvider } from './stripe-provider';

const tags = ['payment'];

const isStripe = (provider: PaymentProvider): provider is StripeProvider =>
  provider.name === 'stripe' && typeof (provider as Partial<StripeProvider>).verifyWebhook === 'function';

/**
 * Payment (spec section 7, payment). Every member call needs login and is checked against the caller's own
 * orders: another member's PO number or intent is 404. The sandbox's card form exists only with the sandbox
 * provider, the Stripe webhook only with Stripe.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{
  db: Db;
  provider: PaymentProvider;
  /** Days after which a voucher-only order's earned points settle (paid is delivered for it). */
  pointsSettleDays: number;
}> = async (app, { db, provider, pointsSettleDays }) => {
  const settle = { pointsSettleDays };
  app.get(
    '/makePayment',
    {
      schema: {
        tags,
        summary: 'Open (or reopen) the payment of an order',
        description:
          'The order is named by the `po-number` header, in brackets: `po-number: [PO100001]` (missing or any other form: 400). Creates the one intent that charges the order its total, or answers the same intent again (idempotency key `order-<order id>-<amount>`). Another member\'s or an unknown PO: 404. A method the provider cannot take (the sandbox takes `card` only), a method other than `card` for a voucher-only order, or an order not in SGD: 400 `payment_method_unsupported` ("payment method unsupported for this purchase"). An order that is not to pay (paid, cancelled, past its payment time): 409 `order_not_payable`.',
        security: MEMBER_SECURITY,
        querystring: makePaymentQuerySchema.extend({ lang: langParam }),
        response: { 200: okSchema(paymentIntentSchema) },
      },
    },
    async (request) => {
      const poNumber = poNumberFromHeader(request.headers['po-number']);
      return ok(
        await openIntent(db, provider, requireMember(request.viewer), {
          poNumber,
          paymentMethod: request.query.payment_method,
        }),
      );
    },
  );

  app.post(
    '/stripe/paymentIntent',
    {
      schema: {
        tags,
        summary: 'Open (or reopen) the payment of an order, by body',
        description:
          'The same as GET makePayment with the order in the body. `currency` must be SGD (otherwise 400 "payment method unsupported"). Works with either provider: `provider` in the answer says whether the browser confirms with Stripe.js (`client_secret`, `publishable_key`) or the sandbox card form.',
        security: MEMBER_SECURITY,
        body: paymentIntentCreateSchema,
        response: { 200: okSchema(paymentIntentSchema) },
      },
    },
    async (request) =>
      ok(
        await openIntent(db, provider, requireMember(request.viewer), {
          poNumber: request.body.po_number,
          paymentMethod: request.body.payment_method,
          currency: request.body.currency,
        }),
      ),
  );

  app.put(
    '/stripe/paymentIntent',
    {
      schema: {
        tags,
        summary: 'Confirm a payment after the browser has',
        description:
          "Asks the provider for the intent's status (the client's word is never taken) and settles it. Succeeded: the order is paid once, however often this is called (200, `order_status` to_ship; completed for a voucher-only order, whose vouchers are then in the wallet). Failed: 402 `payment_failed`, the order stays to pay and can be paid again. Not confirmed yet: 200 with `status` pending. The order was cancelled or expired meanwhile: the charge is refunded, 409 `order_not_payable`. The intent's amount is not the order's: refunded, 409 `payment_failed`. Another member's or an unknown intent: 404. `transaction_no` is accepted for compatibility and not used.",
        security: MEMBER_SECURITY,
        body: paymentIntentConfirmSchema,
        response: { 200: okSchema(paymentResultSchema) },
      },
    },
    async (request) => {
      const member = requireMember(request.viewer);
      const id = request.body.payment_intent_id;
      await ownedPayment(db, provider, member, id);
      const settlement = await settleIntent(db, provider, await provider.retrieveIntent(id), settle);
      if (!settlement) throw new DomainError('not_found');
      return ok(resultOrThrow(settlement));
    },
  );

  if (provider.name === 'sandbox') {
    app.post(
      '/sandbox/confirm',
      {
        schema: {
          tags,
          summary: "The sandbox's card form: pay an intent with a test card",
          description:
            "Sandbox provider only (absent with Stripe). Plays Stripe.js and Stripe: 4242 4242 4242 4242 pays (200, the order moves to to_ship at once), 4000 0000 0000 0002 is declined and any other number is declined as invalid (402 `payment_failed`; the order stays to pay and may be paid again). An expiry before this month: 400 with the field. No network is used. Another member's or an unknown intent: 404; an already paid intent answers succeeded again without charging.",
          security: MEMBER_SECURITY,
          body: sandboxConfirmSchema,
          response: { 200: okSchema(paymentResultSchema) },
        },
      },
      async (request) => {
        const member = requireMember(request.viewer);
        const { payment_intent_id: id, card_number, expiry } = request.body;
        const payment = await ownedPayment(db, provider, member, id);
        const intent = await provider.retrieveIntent(id);
        if (payment.status !== 'succeeded' && payment.status !== 'refunded') {
          const outcome = sandboxCardOutcome(card_number, expiry);
          if (outcome.status === 'expired')
            throw new DomainError('validation_failed', { fields: { expiry: ['invalid_date'] } });
          intent.status = outcome.status;
          intent.failureMessage = outcome.status === 'failed' ? outcome.failureMessage : null;
        }
        const settlement = await settleIntent(db, provider, intent, settle);
        if (!settlement) throw new DomainError('not_found');
        return ok(resultOrThrow(settlement));
      },
    );
  }

  if (isStripe(provider)) {
    await app.register(async (hook) => {
      // The signature covers the exact bytes Stripe sent, so this route (and only this one) keeps the body raw.
      hook.removeAllContentTypeParsers();
      hook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

      hook.post(
        '/stripe/webhook',
        {
          schema: {
            tags,
            summary: "Stripe's webhook",
            description:
              'Verifies the `Stripe-Signature` header over the raw body with the webhook secret (a missing or bad signature: 400). `payment_intent.succeeded` and `payment_intent.payment_failed` settle the payment as the PUT does (idempotent); other events are acknowledged and ignored.',
            response: { 200: okSchema(z.object({ received: z.literal(true) })) },
          },
        },
        async (request) => {
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const signature = request.headers['stripe-signature'];
          const event = provider.verifyWebhook(raw, typeof signature === 'string' ? signature : undefined);
          if (event.kind === 'intent') {
            const settlement = await settleIntent(db, provider, event.intent, settle);
            if (settlement && settlement.outcome !== 'succeeded' && settlement.outcome !== 'pending')
              request.log.info(
                { event: event.eventId, intent: event.intent.id, outcome: settlement.outcome },
                'payment webhook settled without paying',
              );
          }
          return ok({ received: true as const });
        },
      );
    });
  }
};
