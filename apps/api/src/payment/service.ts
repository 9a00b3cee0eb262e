import {
  isPoNumber,
  PAYMENT_CURRENCY,
  type PaymentIntent,
  type PaymentMethod,
  type PaymentResult,
} from '@beauty/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { PAYMENT_CONFIRMATION } from '../db/lifecycle';
import { orders, payments } from '../db/schema';
import { DomainError } from '../errors';
import type { Member } from '../http/viewer';
import { canPayOrder, finishOrderRefund, lockOrderForPayment, type OrderStatus, payOrder } from '../order';
import { movePayment } from './lifecycle';
import { intentKey, type PaymentIntentRecord, type PaymentProvider } from './provider';
import { refundAroundMove } from './refunds';

/*
 * Paying an order: open (or reopen) the order's one intent, and settle what the provider says about it. The
 * provider's word is the only proof of payment; settling is idempotent and safe under concurrency, whoever
 * calls it (the member's PUT after the browser confirmed, the sandbox's card form, Stripe's webhook).
 */

/** The PO number in the `po-number` header, written in brackets: `[PO100001]`. Nothing else is accepted. */
export function poNumberFromHeader(value: string | string[] | undefined): string {
  if (value === undefined || value === '')
    throw new DomainError('validation_failed', { fields: { 'po-number': ['required'] } });
  const po = typeof value === 'string' ? /^\[(.*)\]$/.exec(value.trim())?.[1] : undefined;
  if (!isPoNumber(po))
    throw new DomainError('validation_failed', { fields: { 'po-number': ['invalid_value'] } });
  return po;
}

/**
 * The intent that charges one of the member's orders its total, created once per order and amount (the
 * idempotency key) and answered again on every later call; the method the member picked is recorded. A
 * voucher-only order (service vouchers, spec section 4) is paid by card only: another method is 400
 * payment_method_unsupported ("payment method unsupported for this purchase").
 */
export async function openIntent(
  db: Db,
  provider: PaymentProvider,
  member: Member,
  input: { poNumber: string; paymentMethod: PaymentMethod; currency?: string },
): Promise<PaymentIntent> {
  const [order] = await db
    .select({
      id: orders.id,
      status: orders.status,
      totalCents: orders.totalCents,
      currency: orders.currency,
      paymentDueAt: orders.paymentDueAt,
      voucherOnly: orders.voucherOnly,
    })
    .from(orders)
    .where(and(eq(orders.poNumber, input.poNumber), eq(orders.userId, member.userId)));
  if (!order) throw new DomainError('not_found');
  if (!provider.methods.includes(input.paymentMethod)) throw new DomainError('payment_method_unsupported');
  if (order.voucherOnly && input.paymentMethod !== VOUCHER_PAYMENT_METHOD)
    throw new DomainError('payment_method_unsupported');
  if (
    order.currency !== PAYMENT_CURRENCY ||
    (input.currency !== undefined && input.currency !== order.currency)
  )
    throw new DomainError('payment_method_unsupported');
  // An order past its payment time is about to be cancelled by the expiry job; a zero total has nothing to charge.
  if (order.status !== 'to_pay' || order.paymentDueAt.getTime() <= Date.now() || order.totalCents <= 0)
    throw new DomainError('order_not_payable');

  const intent = await provider.createIntent({
    amountCents: order.totalCents,
    currency: order.currency,
    poNumber: input.poNumber,
    paymentMethod: input.paymentMethod,
    idempotencyKey: intentKey(order.id, order.totalCents),
  });
  // A payment begins pending (PAYMENT_LIFECYCLE's first state); only a pending or failed one takes a new method.
  await db
    .insert(payments)
    .values({
      orderId: order.id,
      provider: provider.name,
      providerRef: intent.id,
      paymentMethod: input.paymentMethod,
      amountCents: intent.amountCents,
      currency: intent.currency,
    })
    .onConflictDoUpdate({
      target: [payments.provider, payments.providerRef],
      set: { paymentMethod: input.paymentMethod, updatedAt: sql`now()` },
      setWhere: inArray(payments.status, ['pending', 'failed']),
    });
  return {
    provider: provider.name,
    payment_intent_id: intent.id,
    client_secret: intent.clientSecret,
    publishable_key: provider.publishableKey,
    po_number: input.poNumber,
    amount: intent.amountCents,
    currency: intent.currency,
  };
}

/** One of the member's payments by its provider id, or a 404 (another member's intent included). */
export async function ownedPayment(db: Db, provider: PaymentProvider, member: Member, intentId: string) {
  const [found] = await db
    .select({
      id: payments.id,
      status: payments.status,
      poNumber: orders.poNumber,
      orderStatus: orders.status,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.provider, provider.name),
        eq(payments.providerRef, intentId),
        eq(orders.userId, member.userId),
      ),
    );
  if (!found) throw new DomainError('not_found');
  return found;
}

/** The one method a voucher-only order takes: a card (no bank transfer for a voucher issued at once). */
const VOUCHER_PAYMENT_METHOD: PaymentMethod = 'card';

/** What settling a payment needs of the app's settings: when a voucher-only order's earned points settle. */
export type SettleOptions = { pointsSettleDays: number };

export type Settlement = {
  outcome: 'succeeded' | 'failed' | 'pending' | 'not_payable' | 'amount_mismatch';
  poNumber: string;
  orderStatus: OrderStatus;
  /** The provider's reason for a failure, for the log. */
  failureMessage: string | null;
};

/**
 * Applies what the provider says about an intent (null when the shop never opened it):
 * - succeeded: in one transaction under the order's row lock, the payment becomes the order's one successful
 *   payment and the order moves to_pay → to_ship (paid_at, method, held points spent, earned points pending,
 *   vouchers of its voucher lines issued, an event by 'payment'; a voucher-only order moves to completed,
 *   ORDER_TRANSITIONS pay_vouchers). Settling the same intent again changes nothing and answers succeeded again.
 *   If the order cannot take it (cancelled or expired meanwhile, paid by another intent) or the amount is not
 *   the order's, the money goes back: the intent is refunded in full through the provider, recorded first in
 *   the same transaction (payment/refunds.ts), so a crash or a provider failure (502 'refund_failed') leaves
 *   it to the refunds job, and settling the intent again continues the same refund.
 * - failed: the payment is marked failed and the order stays to pay; a later success still settles.
 * - pending: nothing changes.
 */
export async function settleIntent(
  db: Db,
  provider: PaymentProvider,
  intent: PaymentIntentRecord,
  options: SettleOptions,
): Promise<Settlement | null> {
  const [payment] = await db
    .select({ id: payments.id, orderId: payments.orderId })
    .from(payments)
    .where(and(eq(payments.provider, provider.name), eq(payments.providerRef, intent.id)));
  if (!payment) return null;

  if (intent.status !== 'succeeded') {
    // Never over a success (PAYMENT_TRANSITIONS): a late "failed" event after the intent succeeded is old news.
    if (intent.status === 'failed') {
      const failureMessage = intent.failureMessage ?? 'failed';
      await db.transaction((tx) =>
        movePayment(tx, payment.id, 'fail', PAYMENT_CONFIRMATION, { failureMessage }),
      );
    }
    const [order] = await db
      .select({ poNumber: orders.poNumber, status: orders.status })
      .from(orders)
      .where(eq(orders.id, payment.orderId));
    if (!order) throw new DomainError('not_found');
    return {
      outcome: intent.status,
      poNumber: order.poNumber,
      orderStatus: order.status,
      failureMessage: intent.failureMessage,
    };
  }

  const decision = await refundAroundMove(db, provider, finishOrderRefund, async (tx) => {
    const order = await lockOrderForPayment(tx, payment.orderId);
    // Read after taking the lock: a concurrent settlement of this intent has committed by now.
    const [current] = await tx
      .select({ status: payments.status, paymentMethod: payments.paymentMethod })
      .from(payments)
      .where(eq(payments.id, payment.id));
    if (!order || !current) throw new DomainError('not_found');
    const answer = (outcome: Settlement['outcome'], refund: boolean) => ({
      result: { outcome, poNumber: order.po_number, orderStatus: order.status },
      // The whole charge goes back: the order never took it.
      refund: refund
        ? {
            orderId: order.id,
            payment: {
              id: payment.id,
              provider: provider.name,
              provider_ref: intent.id,
              amount_cents: intent.amountCents,
            },
            amountCents: intent.amountCents,
            orderAction: null,
          }
        : null,
    });

    if (current.status === 'succeeded') return answer('succeeded', false);
    // Refunded already (by an earlier settlement that found the order unpayable): nothing more to give back.
    if (current.status === 'refunded') return answer('not_payable', false);
    if (intent.amountCents !== order.total || intent.currency !== order.currency)
      return answer('amount_mismatch', true);
    if (!canPayOrder(order)) return answer('not_payable', true);

    // The partial unique index allows one successful payment per order, whatever else happens.
    await movePayment(tx, payment.id, 'succeed', PAYMENT_CONFIRMATION);
    const paid = await payOrder(tx, order, {
      method: current.paymentMethod,
      note: `${provider.name} ${intent.id}`,
      pointsSettleDays: options.pointsSettleDays,
    });
    return {
      result: { outcome: 'succeeded' as const, poNumber: order.po_number, orderStatus: paid },
      refund: null,
    };
  });

  return {
    outcome: decision.outcome,
    poNumber: decision.poNumber,
    orderStatus: decision.orderStatus,
    failureMessage: null,
  };
}

/**
 * A settlement as the member's answer: paid or pending is a result; a failure is the catalogue's
 * "payment failed" (402), an order that can no longer be paid is 409.
 */
export function resultOrThrow(settlement: Settlement): PaymentResult {
  switch (settlement.outcome) {
    case 'succeeded':
    case 'pending':
      return {
        po_number: settlement.poNumber,
        status: settlement.outcome,
        order_status: settlement.orderStatus,
        message: null,
      };
    case 'failed':
      throw new DomainError('payment_failed');
    case 'amount_mismatch':
      throw new DomainError('payment_failed', { reason: 'amount_mismatch' });
    case 'not_payable':
      throw new DomainError('order_not_payable');
  }
}
