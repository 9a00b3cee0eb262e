import type { PaymentIntent } from '@beauty/shared';
import { configureApiClient, resetApiClient } from '@beauty/ui';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CardInputError, payStripe } from './payment-api';

const intent: PaymentIntent = {
  provider: 'stripe',
  payment_intent_id: 'pi_1',
  client_secret: 'pi_1_secret_x',
  publishable_key: 'pk_test_1',
  po_number: 'PO100001',
  amount: 1250,
  currency: 'SGD',
};
const card = {} as StripeCardElement;

/** A Stripe whose confirmCardPayment answers (or throws) what the test says, and records its arguments. */
function fakeStripe(answer: () => Promise<unknown>) {
  const confirmCardPayment = vi.fn(answer);
  return { stripe: { confirmCardPayment } as unknown as Stripe, confirmCardPayment };
}

let puts: unknown[];
beforeEach(() => {
  puts = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    puts.push(JSON.parse(String(init.body)));
    return new Response(
      JSON.stringify({
        success: true,
        data: { po_number: 'PO100001', status: 'succeeded', order_status: 'to_ship', message: null },
      }),
      { status: 200, headers: { 'Content-Type': 'application/json' } },
    );
  });
  resetApiClient();
  configureApiClient({ getLanguage: () => 'en' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetApiClient();
});

describe('payStripe', () => {
  it('confirms with the client secret and the card element, then asks the server', async () => {
    const { stripe, confirmCardPayment } = fakeStripe(async () => ({
      paymentIntent: { status: 'succeeded' },
    }));
    const result = await payStripe(stripe, card, intent);
    expect(confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_x', { payment_method: { card } });
    expect(puts).toEqual([{ payment_intent_id: 'pi_1' }]);
    expect(result.status).toBe('succeeded');
  });

  it("asks the server after a declined card too: the server's word decides", async () => {
    const { stripe } = fakeStripe(async () => ({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    }));
    await payStripe(stripe, card, intent);
    expect(puts).toEqual([{ payment_intent_id: 'pi_1' }]);
  });

  it('asks the server when Stripe.js itself fails', async () => {
    const { stripe } = fakeStripe(async () => {
      throw new TypeError('Failed to fetch');
    });
    await payStripe(stripe, card, intent);
    expect(puts).toHaveLength(1);
  });

  it("stops with Stripe's message when it refuses an incomplete card (nothing was sent)", async () => {
    const { stripe } = fakeStripe(async () => ({
      error: {
        type: 'validation_error',
        code: 'incomplete_number',
        message: 'Your card number is incomplete.',
      },
    }));
    const error = await payStripe(stripe, card, intent).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CardInputError);
    expect((error as Error).message).toBe('Your card number is incomplete.');
    expect(puts).toEqual([]);
  });
});
