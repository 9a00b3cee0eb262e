import type { PaymentMethod } from '@beauty/shared';

/**
 * What the shop needs from a card payment service. The sandbox provider (no network; test cards) is the
 * default outside production; the Stripe provider wraps the official SDK. Amounts are integer cents.
 */
export type IntentStatus = 'pending' | 'succeeded' | 'failed';

export type PaymentIntentRecord = {
  id: string;
  status: IntentStatus;
  amountCents: number;
  currency: string;
  /** The provider's reason for a failure, for the log; the member sees the catalogue's message. */
  failureMessage: string | null;
};

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Stripe's publishable key for the browser; null for the sandbox. */
  readonly publishableKey: string | null;
  /** The payment methods this provider can take; any other is "payment method unsupported". */
  readonly methods: readonly PaymentMethod[];
  /**
   * Creates (or, with the same idempotency key, returns again) the intent to charge an order once.
   * `clientSecret` lets the browser confirm it.
   */
  createIntent(input: {
    amountCents: number;
    currency: string;
    poNumber: string;
    paymentMethod: string;
    idempotencyKey: string;
  }): Promise<PaymentIntentRecord & { clientSecret: string }>;
  /** The provider's current view of an intent: the only source the shop trusts for "paid". */
  retrieveIntent(id: string): Promise<PaymentIntentRecord>;
  /** Refunds a succeeded intent in full; the same idempotency key never refunds twice. */
  refund(input: { intentId: string; amountCents: number; idempotencyKey: string }): Promise<{ id: string }>;
}

/** The idempotency key of the one intent that charges an order its total. */
export const intentKey = (orderId: number, amountCents: number) => `order-${orderId}-${amountCents}`;

/** The idempotency key of the full refund of an intent: however often it is asked, one refund. */
export const refundKey = (intentId: string) => `refund-${intentId}`;
