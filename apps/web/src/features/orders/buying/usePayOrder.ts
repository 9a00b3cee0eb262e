import { shopInstant } from '@beauty/shared';
import { isApiError } from '@beauty/ui';
import { useOrderToPay, usePaymentIntent } from '../payment-api';
import { payRefusal } from './checkout-rules';

/**
 * What the pay page shows of an order: the payment intent (the amount, and the provider whose card form
 * takes the card), why there is none, and the order's details and deadline (from the orders API, or from what
 * placeorder answered when the order was just placed).
 */
export function usePayOrder(poNumber: string) {
  const intent = usePaymentIntent(poNumber);
  const { details, placed } = useOrderToPay(poNumber);
  return {
    intent,
    refusal: intent.isError ? payRefusal(isApiError(intent.error) ? intent.error : null) : null,
    details: details.data,
    dueAt: shopInstant(details.data?.payment_due_at ?? placed?.payment_due_at),
  };
}
