import type { PaymentProvider } from '../payment/provider';

/**
 * A payment provider for tests: records refunds (one per idempotency key, as a real provider does) and fails
 * them on demand: `failRefunds` refuses before refunding, `dieAfterRefund` refunds and then throws, which is
 * what the shop sees when the process is killed between the provider's refund and its own record of it.
 * `calls` lists every refund asked for, by key. Not a database mock.
 */
export function fakePaymentProvider() {
  const refunds: { intentId: string; amountCents: number; idempotencyKey: string }[] = [];
  const calls: string[] = [];
  const state = { failRefunds: false, dieAfterRefund: false };
  const provider: PaymentProvider = {
    name: 'stripe',
    publishableKey: 'pk_test_fake',
    methods: ['card'],
    async createIntent(input) {
      return {
        id: `pi_fake_${input.idempotencyKey}`,
        status: 'pending',
        amountCents: input.amountCents,
        currency: input.currency,
        failureMessage: null,
        clientSecret: 'secret',
      };
    },
    async retrieveIntent(id) {
      return { id, status: 'succeeded', amountCents: 0, currency: 'SGD', failureMessage: null };
    },
    async refund(input) {
      calls.push(input.idempotencyKey);
      if (state.failRefunds) throw new Error('provider down');
      if (!refunds.some((r) => r.idempotencyKey === input.idempotencyKey)) refunds.push(input);
      if (state.dieAfterRefund) throw new Error('process killed after the refund');
      return { id: `re_${input.idempotencyKey}` };
    },
  };
  return { provider, refunds, calls, state };
}
