import { PAYMENT_CURRENCY, type PaymentIntent, type PaymentResult, type PlacedOrder } from '@beauty/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/AuthProvider';
import { placedOrderKey } from './checkout';
import { api, isApiError } from './client';
import { useOrderDetails } from './orders';

/**
 * Paying an order (spec section 7, payment): a payment intent for the PO number, then the card. The sandbox
 * provider takes the card on its own form (POST /payment/sandbox/confirm); Stripe's card element would talk to
 * Stripe instead (see pages/orders/buying/StripeCardPlaceholder). Either way PUT /payment/stripe/paymentIntent
 * then asks the server for the outcome.
 */

/** Failures that asking again will not change (order not payable, unknown PO). */
function isFinal(error: unknown): boolean {
  return isApiError(error) && error.httpStatus >= 400 && error.httpStatus < 500;
}

export const paymentIntentQuery = (poNumber: string) =>
  queryOptions({
    queryKey: ['payment-intent', poNumber] as const,
    queryFn: () =>
      api.post<PaymentIntent>('/payment/stripe/paymentIntent', {
        currency: PAYMENT_CURRENCY,
        po_number: poNumber,
        payment_method: 'card',
      }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: (count, error) => !isFinal(error) && count < 2,
  });

export function usePaymentIntent(poNumber: string) {
  const { user } = useAuth();
  return useQuery({ ...paymentIntentQuery(poNumber), enabled: user !== null && poNumber !== '' });
}

/** The order being paid: its details from the orders API, and what placeorder said (when it was just placed). */
export function useOrderToPay(poNumber: string) {
  const queryClient = useQueryClient();
  const details = useOrderDetails(poNumber === '' ? null : poNumber);
  const placed = queryClient.getQueryData<PlacedOrder>(placedOrderKey(poNumber));
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
  });
  return confirmPayment(intent.payment_intent_id);
}

/** PUT /payment/stripe/paymentIntent: the server checks the provider and answers succeeded, failed or pending. */
export function confirmPayment(paymentIntentId: string): Promise<PaymentResult> {
  return api.put<PaymentResult>('/payment/stripe/paymentIntent', { payment_intent_id: paymentIntentId });
}

export function usePaySandbox() {
  const queryClient = useQueryClient();
  // After a failure the intent is opened again, so a retry starts from a fresh one.
  const reopen = (poNumber: string) =>
    void queryClient.invalidateQueries({ queryKey: paymentIntentQuery(poNumber).queryKey });
  return useMutation({
    mutationFn: ({ intent, card }: { intent: PaymentIntent; card: SandboxCard }) => paySandbox(intent, card),
    onSuccess: (result, { intent }) => {
      if (result.status !== 'succeeded') reopen(intent.po_number);
    },
    onError: (_error, { intent }) => reopen(intent.po_number),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}
