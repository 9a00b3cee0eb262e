import Stripe from 'stripe';
import { DomainError } from '../errors';
import type { IntentStatus, PaymentIntentRecord, PaymentProvider } from './provider';

/*
 * Stripe on the official SDK. The shop creates PaymentIntents (one per order total, by idempotency key), the
 * browser confirms them with Stripe.js and the publishable key, and the shop then believes only Stripe: the
 * PUT after the browser's confirmation retrieves the intent, and the webhook (signed) reports it as well.
 */

export type StripeSettings = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another API address (a local stub in tests); Stripe's own otherwise. */
  apiUrl: string | null;
};

/** The part of a verified webhook event the shop acts on. */
export type StripeIntentEvent =
  | { kind: 'intent'; eventId: string; type: string; intent: PaymentIntentRecord }
  | { kind: 'ignored'; eventId: string; type: string };

export type StripeProvider = PaymentProvider & {
  readonly name: 'stripe';
  /**
   * Checks the `Stripe-Signature` header over the raw body (throws DomainError bad_request, a 400, when it does not verify) and
   * reads the event.
   */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): StripeIntentEvent;
};

const INTENT_EVENTS = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed']);

/** Stripe's intent states as the shop's three. */
export function intentStatusOf(intent: Stripe.PaymentIntent): IntentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'canceled':
      return 'failed';
    case 'requires_payment_method':
      // Back to needing a card after a declined attempt: that attempt failed; without one, nothing was tried.
      return intent.last_payment_error ? 'failed' : 'pending';
    default:
      return 'pending';
  }
}

export function intentRecordOf(intent: Stripe.PaymentIntent): PaymentIntentRecord {
  const status = intentStatusOf(intent);
  const error = intent.last_payment_error;
  return {
    id: intent.id,
    status,
    amountCents: intent.amount,
    currency: intent.currency.toUpperCase(),
    failureMessage:
      status === 'failed' ? (error?.decline_code ?? error?.code ?? error?.message ?? intent.status) : null,
  };
}

function clientOptions(apiUrl: string | null): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000, telemetry: false };
  if (apiUrl) {
    const url = new URL(apiUrl);
    options.protocol = url.protocol === 'http:' ? 'http' : 'https';
    options.host = url.hostname;
    if (url.port) options.port = url.port;
  }
  return options;
}

/**
 * A failure to reach Stripe, or a Stripe answer the shop did not expect, is an outage for the member (503),
 * never "your request was wrong": the request Stripe got was the shop's, not the member's.
 */
export function stripeProvider(
  settings: StripeSettings,
  log: (line: string) => void = console.error,
): StripeProvider {
  const stripe = new Stripe(settings.secretKey, clientOptions(settings.apiUrl));

  const callStripe = async <T>(what: string, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (err) {
      if (err instanceof Stripe.errors.StripeError) {
        log(`Stripe ${what} failed: ${err.type} ${err.code ?? ''} ${err.message}`);
        throw new DomainError('service_unavailable');
      }
      throw err;
    }
  };

  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,
    // PayNow works only when it is switched on for the Stripe account; the intent offers whatever is.
    methods: ['card', 'paynow'],

    async createIntent(input) {
      const intent = await callStripe('create intent', () =>
        stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency.toLowerCase(),
            // The same parameters whichever method the member picks, so the order's one idempotency key
            // stays valid when they switch between card and PayNow; redirect methods are not offered.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            description: `Order ${input.poNumber}`,
            metadata: { po_number: input.poNumber },
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      if (!intent.client_secret) throw new DomainError('service_unavailable');
      return { ...intentRecordOf(intent), clientSecret: intent.client_secret };
    },

    async retrieveIntent(id) {
      return intentRecordOf(await callStripe('retrieve intent', () => stripe.paymentIntents.retrieve(id)));
    },

    async refund(input) {
      const refund = await callStripe('refund', () =>
        stripe.refunds.create(
          { payment_intent: input.intentId, amount: input.amountCents },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return { id: refund.id };
    },

    verifyWebhook(rawBody, signature) {
      if (!signature) throw new DomainError('bad_request');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch {
        throw new DomainError('bad_request');
      }
      if (!INTENT_EVENTS.has(event.type)) return { kind: 'ignored', eventId: event.id, type: event.type };
      const intent = event.data.object as Stripe.PaymentIntent;
      return { kind: 'intent', eventId: event.id, type: event.type, intent: intentRecordOf(intent) };
    },
  };
}
