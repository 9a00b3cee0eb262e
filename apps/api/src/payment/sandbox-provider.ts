import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { moveAll, PAYMENT_CONFIRMATION } from '../db/lifecycle';
import { payments } from '../db/schema';
import { DomainError } from '../errors';
import { PAYMENT_LIFECYCLE } from './lifecycle';
import type { IntentStatus, PaymentIntentRecord, PaymentProvider } from './provider';

/*
 * The sandbox: a payment service without a network, for development, demos and tests. It keeps no table of its
 * own: an intent is the shop's `payments` row (provider 'sandbox'), whose status is also the sandbox's view of
 * the charge. The card itself is checked by POST /api/payment/sandbox/confirm (the part Stripe.js and Stripe
 * play with the real provider), which applies the outcome at once, the way Stripe's webhook would:
 *
 *   row pending   → intent pending (not confirmed yet)
 *   row failed    → intent failed (last attempt declined; it may be confirmed again, as with Stripe)
 *   row succeeded → intent succeeded
 *   row refunded  → intent succeeded (charged, then refunded in full: Stripe also keeps the intent succeeded)
 *
 * Only cards are taken; PayNow needs a real provider.
 */

export const SANDBOX_CARD_SUCCEEDS = '4242424242424242';
export const SANDBOX_CARD_DECLINED = '4000000000000002';

export type SandboxCardOutcome =
  | { status: 'succeeded' }
  | { status: 'failed'; failureMessage: 'card_declined' | 'invalid_number' }
  | { status: 'expired' };

/**
 * What the sandbox's bank says about a card: 4242 4242 4242 4242 is paid, 4000 0000 0000 0002 is declined,
 * any other number is declined as invalid. An expiry (MM/YY) before the current month is refused before any
 * charge, as Stripe.js refuses it in the browser.
 */
export function sandboxCardOutcome(cardNumber: string, expiry: string, now = new Date()): SandboxCardOutcome {
  const [month, year] = expiry.split('/').map((p) => Number.parseInt(p, 10));
  if (!month || year === undefined || Number.isNaN(year)) return { status: 'expired' };
  // A card is valid to the end of its expiry month.
  const expiryMonths = (2000 + year) * 12 + (month - 1);
  const currentMonths = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (expiryMonths < currentMonths) return { status: 'expired' };
  const digits = cardNumber.replace(/ /g, '');
  if (digits === SANDBOX_CARD_SUCCEEDS) return { status: 'succeeded' };
  if (digits === SANDBOX_CARD_DECLINED) return { status: 'failed', failureMessage: 'card_declined' };
  return { status: 'failed', failureMessage: 'invalid_number' };
}

/** The same key always names the same intent, so creating twice with one key answers the first intent. */
export const sandboxIntentId = (idempotencyKey: string) =>
  `pi_sandbox_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;

const SANDBOX_STATUS: Record<(typeof payments.$inferSelect)['status'], IntentStatus> = {
  pending: 'pending',
  failed: 'failed',
  succeeded: 'succeeded',
  refunded: 'succeeded',
};

export function sandboxProvider(db: Db): PaymentProvider & { readonly name: 'sandbox' } {
  const row = async (id: string) => {
    const [found] = await db
      .select({
        status: payments.status,
        amountCents: payments.amountCents,
        currency: payments.currency,
        failureMessage: payments.failureMessage,
      })
      .from(payments)
      .where(and(eq(payments.provider, 'sandbox'), eq(payments.providerRef, id)));
    return found;
  };

  return {
    name: 'sandbox',
    publishableKey: null,
    methods: ['card'],

    async createIntent(input) {
      if (input.paymentMethod !== 'card') throw new DomainError('payment_method_unsupported');
      const id = sandboxIntentId(input.idempotencyKey);
      const existing = await row(id);
      return {
        id,
        status: existing ? SANDBOX_STATUS[existing.status] : 'pending',
        amountCents: existing?.amountCents ?? input.amountCents,
        currency: existing?.currency ?? input.currency,
        failureMessage: existing?.failureMessage ?? null,
        clientSecret: `${id}_secret_sandbox`,
      };
    },

    async retrieveIntent(id): Promise<PaymentIntentRecord> {
      const found = await row(id);
      if (!found) throw new DomainError('not_found');
      return {
        id,
        status: SANDBOX_STATUS[found.status],
        amountCents: found.amountCents,
        currency: found.currency,
        failureMessage: found.status === 'failed' ? found.failureMessage : null,
      };
    },

    async refund(input) {
      // Idempotent by nature: the row ends refunded however often this runs.
      const updated = await db.transaction((tx) =>
        moveAll(
          tx,
          PAYMENT_LIFECYCLE,
          sql`provider = 'sandbox' and provider_ref = ${input.intentId}`,
          'refund',
          PAYMENT_CONFIRMATION,
          {},
        ),
      );
      if (updated.length === 0 && !(await row(input.intentId))) throw new DomainError('not_found');
      return { id: `re_sandbox_${input.intentId.slice('pi_sandbox_'.length)}` };
    },
  };
}
