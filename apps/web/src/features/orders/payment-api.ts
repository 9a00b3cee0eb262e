import {
  PAYMENT_CURRENCY,
  type PaymentIntent,
  type PaymentResult,
  type PlacedOrder,
  type paymentIntentConfirmSchema,
  type paymentIntentCreateSchema,
  type sandboxConfirmSchema,
} from '@beauty/shared';
import { api, type Body } from '@beauty/ui';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../auth/AuthProvider';
import { type OrderKeys, useOrderKeys } from './keys';
import { useOrderDetails } from './orders-api';

/**
 * Paying an order (spec section 7, payment): a payment intent for the PO number, then the card. The sandbox
 * provider takes the card on its own form (POST /payment/sandbox/confirm); Stripe's card element talks to
 * Stripe instead (Stripe.js, see buying/StripeCardForm). Either way PUT /payment/stripe/paymentIntent
 * then asks the server for the outcome.
 */

/** Failures that asking again will not change (order not payable, unknown PO). */
export const paymentIntentQuery = (keys: OrderKeys, poNumber: string) =>
  queryOptions({
    queryKey: keys.paymentIntent(poNumber),
    queryFn: () =>
      api.post<PaymentIntent>('/payment/stripe/paymentIntent', {
        currency: PAYMENT_CURRENCY,
        po_number: poNumber,
        payment_method: 'card',
      } satisfies Body<typeof paymentIntentCreateSchema>),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export function usePaymentIntent(poNumber: string) {
  const { user } = useAuth();
  const keys = useOrderKeys();
  return useQuery({ ...paymentIntentQuery(keys, poNumber), enabled: user !== null && poNumber !== '' });
}

/** The order being paid: its details from the orders API, and what placeorder said (when it was just placed). */
export function useOrderToPay(poNumber: string) {
  const queryClient = useQueryClient();
  const keys = useOrderKeys();
  const details = useOrderDetails(poNumber === '' ? null : poNumber);
  const placed = queryClient.getQueryData<PlacedOrder>(keys.placedOrder(poNumber));
  return { details, placed };
}

export type SandboxCard = { cardNumber: string; expiry: string; cvc: string };

/**
 * The sandbox card form's confirm (a declined card fails with 402 payment_failed), then the outcome from the
 * server, as the Stripe path would ask for it after Stripe.js.
 */
export async function paySandbox(intent: PaymentIntent, card: SandboxCard): Promise<PaymentResult> {
  await api.post<unknown>('/payment/sandbox/confirm', {
    payment_intent_id: intent.payment_intent_id,
    card_number: card.cardNumber,
    expiry: card.expiry,
    cvc: card.cvc,
  } satisfies Body<typeof sandboxConfirmSchema>);
  return confirmPayment(intent.payment_intent_id);
}

/** PUT /payment/stripe/paymentIntent: the server checks the provider and answers succeeded, failed or pending. */
export function confirmPayment(paymentIntentId: string): Promise<PaymentResult> {
  return api.put<PaymentResult>('/payment/stripe/paymentIntent', {
    payment_intent_id: paymentIntentId,
  } satisfies Body<typeof paymentIntentConfirmSchema>);
}

/**
 * A pay mutation: after a failure the intent is opened again, so a retry starts from a fresh one; orders, the
 * profile (points, vouchers) and the vouchers are read again either way.
 */
function usePayMutation<Input extends { intent: PaymentIntent }>(
  pay: (input: Input) => Promise<PaymentResult>,
) {
  const queryClient = useQueryClient();
  const keys = useOrderKeys();
  const reopen = (poNumber: string) =>
    void queryClient.invalidateQueries({ queryKey: keys.paymentIntent(poNumber) });
  return useMutation({
    mutationFn: pay,
    onSuccess: (result, { intent }) => {
      if (result.status !== 'succeeded') reopen(intent.po_number);
    },
    onError: (error, { intent }) => {
      // The card was not complete: nothing reached the provider, the intent is as it was.
      if (!(error instanceof CardInputError)) reopen(intent.po_number);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: keys.orders() });
      // The header's points and voucher counts, and the wallet's vouchers (a paid voucher is issued).
      void queryClient.invalidateQueries({ queryKey: keys.profile() });
      void queryClient.invalidateQueries({ queryKey: keys.vouchers() });
    },
  });
}

export function usePaySandbox() {
  return usePayMutation(({ intent, card }: { intent: PaymentIntent; card: SandboxCard }) =>
    paySandbox(intent, card),
  );
}

/** Stripe.js refused the card before sending it (incomplete or invalid number, expiry, CVC): its message. */
export class CardInputError extends Error {
  override readonly name = 'CardInputError';
}

/**
 * Stripe's card form: Stripe.js confirms the intent with the card element (and runs 3-D Secure when the bank
 * asks), then the server is asked for the outcome, whatever Stripe.js said; only a card Stripe.js did not
 * accept as complete stops before (CardInputError), since nothing was sent.
 */
export async function payStripe(
  stripe: Stripe,
  card: StripeCardElement,
  intent: PaymentIntent,
): Promise<PaymentResult> {
  let refused: string | null = null;
  try {
    const answer = await stripe.confirmCardPayment(intent.client_secret, { payment_method: { card } });
    if (answer.error?.type === 'validation_error') refused = answer.error.message ?? '';
  } catch {
    // Stripe.js could not finish (network): the server asks Stripe itself.
  }
  if (refused !== null) throw new CardInputError(refused);
  return confirmPayment(intent.payment_intent_id);
}

export function usePayStripe() {
  return usePayMutation(
    ({ stripe, card, intent }: { stripe: Stripe; card: StripeCardElement; intent: PaymentIntent }) =>
      payStripe(stripe, card, intent),
  );
}
