import { sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../db/client';
import { AppError } from '../http/errors';
import { type PaymentProvider, refundKey } from './provider';

/*
 * Refunds of an order's payment (cancelling a paid order, refunding a return). The provider is called
 * outside any transaction, the way the payment settlement does it: a provider call holds no database lock
 * (and the sandbox provider writes the payments table itself, which an open transaction would block). The
 * caller therefore works in three steps:
 *   1. in a transaction, under the order's row lock, check the move is allowed and find the payment;
 *   2. refund through the provider: a failure answers 502 'refund_failed' with nothing changed;
 *   3. in a second transaction, re-check the order's state and apply the move, marking the payment refunded.
 * The idempotency key is one per intent (refundKey, shared with the settlement's refunds), so a retry after
 * a failure or a lost answer, or two paths refunding the same intent, never refund twice.
 */

export type RefundablePayment = { id: number; provider: string; provider_ref: string; amount_cents: number };
export type RefundResult = { paymentId: number; amountCents: number; refundId: string };

/** The order's succeeded payment, or null when nothing was charged (e.g. paid entirely with points). */
export async function findRefundablePayment(db: Db | Tx, orderId: number): Promise<RefundablePayment | null> {
  const [payment] = await selectRows<RefundablePayment>(
    db as Db,
    sql`select id, provider, provider_ref, amount_cents from payments
      where order_id = ${orderId} and status = 'succeeded'`,
  );
  return payment ?? null;
}

/**
 * Refunds `amountCents` (the whole payment by default, never more) through the provider. Any provider
 * failure, or a payment taken by another provider than the configured one, is 502 'refund_failed'.
 */
export async function refundPayment(
  provider: PaymentProvider,
  payment: RefundablePayment,
  amountCents: number = payment.amount_cents,
): Promise<RefundResult> {
  const amount = Math.max(0, Math.min(amountCents, payment.amount_cents));
  if (amount === 0) return { paymentId: payment.id, amountCents: 0, refundId: '' };
  // A payment taken by another provider (the shop switched from the sandbox to Stripe) cannot be refunded
  // from here; the order stays as it is for the shop to settle by hand.
  if (payment.provider !== provider.name) throw new AppError(502, 'refund_failed');
  try {
    const { id } = await provider.refund({
      intentId: payment.provider_ref,
      amountCents: amount,
      idempotencyKey: refundKey(payment.provider_ref),
    });
    return { paymentId: payment.id, amountCents: amount, refundId: id };
  } catch (err) {
    const failure = new AppError(502, 'refund_failed');
    failure.cause = err;
    throw failure;
  }
}

/** Step 3: the payment is refunded (the sandbox may have marked it already). */
export async function markPaymentRefunded(tx: Tx, paymentId: number): Promise<void> {
  await tx.execute(sql`update payments set status = 'refunded', updated_at = now() where id = ${paymentId}`);
}
