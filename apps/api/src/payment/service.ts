import { PAYMENT_CURRENCY, type PaymentIntent, type PaymentMethod, type PaymentResult } from '@beauty/shared';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderEvents, orders, payments } from '../db/schema';
import { AppError } from '../http/errors';
import type { Member } from '../http/viewer';
import { canTransition, nextStatus, type OrderStatus } from '../order/lifecycle';
import { earnOrderPoints, settleRedemption } from '../wallet/ledger';
import { intentKey, type PaymentIntentRecord, type PaymentProvider, refundKey } from './provider';

/*
 * Paying an order: open (or reopen) the order's one intent, and settle what the provider says about it. The
 * provider's word is the only proof of payment; settling is idempotent and safe under concurrency, whoever
 * calls it (the member's PUT after the browser confirmed, the sandbox's card form, Stripe's webhook).
 */

/** The PO number in the `po-number` header, written in brackets: `[PO100001]`. Nothing else is accepted. */
export function poNumberFromHeader(value: string | string[] | undefined): string {
  if (value === undefined || value === '')
    throw AppError.badRequest('validation_failed', { 'po-number': ['required'] });
  const match = typeof value === 'string' ? /^\[(PO\d{6,12})\]$/.exec(value.trim()) : null;
  if (!match?.[1]) throw AppError.badRequest('validation_failed', { 'po-number': ['invalid_value'] });
  return match[1];
}

/**
 * The intent that charges one of the member's orders its total, created once per order and amount (the
 * idempotency key) and answered again on every later call; the method the member picked is recorded.
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
    })
    .from(orders)
    .where(and(eq(orders.poNumber, input.poNumber), eq(orders.userId, member.userId)));
  if (!order) throw AppError.notFound();
  if (!provider.methods.includes(input.paymentMethod))
    throw AppError.badRequest('payment_method_unsupported');
  if (
    order.currency !== PAYMENT_CURRENCY ||
    (input.currency !== undefined && input.currency !== order.currency)
  )
    throw AppError.badRequest('payment_method_unsupported');
  // An order past its payment time is about to be cancelled by the expiry job; a zero total has nothing to charge.
  if (order.status !== 'to_pay' || order.paymentDueAt.getTime() <= Date.now() || order.totalCents <= 0)
    throw AppError.conflict('order_not_payable');

  const intent = await provider.createIntent({
    amountCents: order.totalCents,
    currency: order.currency,
    poNumber: input.poNumber,
    paymentMethod: input.paymentMethod,
    idempotencyKey: intentKey(order.id, order.totalCents),
  });
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
  if (!found) throw AppError.notFound();
  return found;
}

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
 *   an event by 'payment'). Settling the same intent again changes nothing and answers succeeded again.
 *   If the order cannot take it (cancelled or expired meanwhile, paid by another intent) or the amount is not
 *   the order's, the money goes back: the intent is refunded in full through the provider.
 * - failed: the payment is marked failed and the order stays to pay; a later success still settles.
 * - pending: nothing changes.
 */
export async function settleIntent(
  db: Db,
  provider: PaymentProvider,
  intent: PaymentIntentRecord,
): Promise<Settlement | null> {
  const [payment] = await db
    .select({ id: payments.id, orderId: payments.orderId })
    .from(payments)
    .where(and(eq(payments.provider, provider.name), eq(payments.providerRef, intent.id)));
  if (!payment) return null;

  if (intent.status !== 'succeeded') {
    if (intent.status === 'failed') {
      // Never over a success: a late "failed" event after the intent succeeded is old news.
      await db
        .update(payments)
        .set({ status: 'failed', failureMessage: intent.failureMessage ?? 'failed', updatedAt: sql`now()` })
        .where(and(eq(payments.id, payment.id), inArray(payments.status, ['pending', 'failed'])));
    }
    const [order] = await db
      .select({ poNumber: orders.poNumber, status: orders.status })
      .from(orders)
      .where(eq(orders.id, payment.orderId));
    if (!order) throw AppError.notFound();
    return {
      outcome: intent.status,
      poNumber: order.poNumber,
      orderStatus: order.status,
      failureMessage: intent.failureMessage,
    };
  }

  const decision = await db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        poNumber: orders.poNumber,
        userId: orders.userId,
        status: orders.status,
        totalCents: orders.totalCents,
        currency: orders.currency,
        pointsEarned: orders.pointsEarned,
      })
      .from(orders)
      .where(eq(orders.id, payment.orderId))
      .for('update');
    // Read after taking the lock: a concurrent settlement of this intent has committed by now.
    const [current] = await tx
      .select({ status: payments.status, paymentMethod: payments.paymentMethod })
      .from(payments)
      .where(eq(payments.id, payment.id));
    if (!order || !current) throw AppError.notFound();
    const answer = (outcome: Settlement['outcome'], refund: boolean) => ({
      outcome,
      refund,
      poNumber: order.poNumber,
      orderStatus: order.status as OrderStatus,
    });

    if (current.status === 'succeeded') return answer('succeeded', false);
    // Refunded already (by an earlier settlement that found the order unpayable): nothing more to give back.
    if (current.status === 'refunded') return answer('not_payable', false);
    if (intent.amountCents !== order.totalCents || intent.currency !== order.currency)
      return answer('amount_mismatch', true);
    if (!canTransition(order.status, 'pay', 'payment')) return answer('not_payable', true);

    const to = nextStatus(order.status, 'pay', 'payment', 'order_not_payable');
    // The partial unique index allows one successful payment per order, whatever else happens.
    await tx
      .update(payments)
      .set({ status: 'succeeded', failureMessage: null, updatedAt: sql`now()` })
      .where(eq(payments.id, payment.id));
    const moved = await tx
      .update(orders)
      .set({ status: to, paidAt: sql`now()`, paymentMethod: current.paymentMethod, updatedAt: sql`now()` })
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
      .returning({ id: orders.id });
    if (moved.length !== 1) throw new Error(`order ${order.id} changed under its row lock`);
    await settleRedemption(tx, order.id);
    await earnOrderPoints(tx, { userId: order.userId, orderId: order.id, points: order.pointsEarned });
    await tx.insert(orderEvents).values({
      orderId: order.id,
      fromStatus: order.status,
      toStatus: to,
      actor: 'payment',
      note: `${provider.name} ${intent.id}`,
    });
    return { ...answer('succeeded', false), orderStatus: to };
  });

  if (decision.refund) {
    // Outside the transaction: a provider call holds no database lock. The same key never refunds twice, so
    // settlements that race here, or a retry after a failed refund, are safe.
    await provider.refund({
      intentId: intent.id,
      amountCents: intent.amountCents,
      idempotencyKey: refundKey(intent.id),
    });
    await db
      .update(payments)
      .set({ status: 'refunded', updatedAt: sql`now()` })
      .where(and(eq(payments.id, payment.id), ne(payments.status, 'succeeded')));
  }
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
      throw new AppError(402, 'payment_failed');
    case 'amount_mismatch':
      throw new AppError(409, 'payment_failed');
    case 'not_payable':
      throw AppError.conflict('order_not_payable');
  }
}
