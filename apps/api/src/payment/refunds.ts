import { sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../db/client';
import { move, PAYMENT_CONFIRMATION } from '../db/lifecycle';
import { DomainError } from '../errors';
import { movePayment } from './lifecycle';
import { type PaymentProvider, refundKey } from './provider';
import { REFUND_LIFECYCLE } from './refund-lifecycle';

/*
 * Money given back through the provider around a change in the shop's own tables: a paid order cancelled, an
 * approved return refunded, a charge returned because its order could no longer take it. The provider is
 * called outside any transaction (a provider call holds no database lock, and the sandbox provider writes
 * the payments table itself, which an open transaction would block), so the work is three steps, and what
 * joins them is a `refunds` row written before any money moves:
 *   1. one transaction decides under the caller's row locks and records the refund, pending (the order
 *      waits in a pending move meanwhile: see order/refunds.ts);
 *   2. the provider refunds with the refund's idempotency key;
 *   3. a second transaction marks the refund and the payment refunded and finishes the caller's move.
 * Whatever stops the work after step 1 (the provider failing, the process being killed) leaves the pending
 * row, which the refunds job (resumeRefunds) takes through steps 2 and 3 on any instance; a retry by the
 * member or the shop continues the same row. The idempotency key is one per intent (refundKey), so however
 * often step 2 runs, the provider refunds once; step 3 runs once, under the refund row's lock.
 */

export type RefundablePayment = { id: number; provider: string; provider_ref: string; amount_cents: number };

/** What step 1 gives back, and the order's move that waits for it (null: the order does not move). */
export type RefundRequest = {
  orderId: number;
  payment: RefundablePayment;
  amountCents: number;
  orderAction: string | null;
  details?: Record<string, unknown>;
};

/** A refund as recorded, with what steps 2 and 3 need. */
export type RefundRecord = {
  id: number;
  order_id: number;
  payment_id: number;
  amount_cents: number;
  idempotency_key: string;
  provider: string;
  provider_ref: string;
  order_action: string | null;
  details: Record<string, unknown>;
  provider_refund_id: string | null;
};

/** The owner's part of step 3 (the order's move), run in the transaction that records the money back. */
export type RefundFinisher = (tx: Tx, refund: RefundRecord) => Promise<void>;

/** How long a request has to finish its own refund before the refunds job may take it over. */
export const REFUND_LEASE_SECONDS = 120;
/** Between retries of a failing provider: one minute, doubling, at most an hour. */
const RETRY_FIRST_SECONDS = 60;
const RETRY_MAX_SECONDS = 3_600;

const RECORD = sql`r.id, r.order_id, r.payment_id, r.amount_cents, r.idempotency_key, p.provider, p.provider_ref,
  r.order_action, r.details, r.provider_refund_id`;

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
 * The payment whose refund an order's held move waits for, with the amount under way: a retry of the move
 * continues that refund (openRefund answers the same row).
 */
export async function findPaymentUnderRefund(
  db: Db | Tx,
  orderId: number,
): Promise<RefundablePayment | null> {
  const [payment] = await selectRows<RefundablePayment>(
    db as Db,
    sql`select p.id, p.provider, p.provider_ref, r.amount_cents from refunds r
      join payments p on p.id = r.payment_id
      where r.order_id = ${orderId} and r.status = 'pending' and r.order_action is not null`,
  );
  return payment ?? null;
}

/**
 * Step 1, in the caller's transaction: records the refund, pending (REFUND_LIFECYCLE's first state), or
 * answers the one already under way for this payment (a retry continues it rather than starting another).
 * Never more than the payment. A payment taken by another provider than the configured one (the shop
 * switched from the sandbox to Stripe) cannot be refunded from here: 502 'refund_failed', which rolls the
 * caller's transaction back, for the shop to settle by hand.
 */
export async function openRefund(
  tx: Tx,
  provider: PaymentProvider,
  request: RefundRequest,
): Promise<RefundRecord> {
  const amount = Math.min(request.amountCents, request.payment.amount_cents);
  if (amount <= 0) throw new Error(`refund of ${amount} cents for payment ${request.payment.id}`);
  if (request.payment.provider !== provider.name) throw new DomainError('refund_failed');
  await tx.execute(
    sql`insert into refunds (order_id, payment_id, amount_cents, idempotency_key, order_action, details,
        next_attempt_at)
      values (${request.orderId}, ${request.payment.id}, ${amount}, ${refundKey(request.payment.provider_ref)},
        ${request.orderAction}, ${JSON.stringify(request.details ?? {})}::jsonb,
        now() + make_interval(secs => ${REFUND_LEASE_SECONDS}))
      on conflict (payment_id) where status = 'pending' do nothing`,
  );
  const [refund] = await selectRows<RefundRecord>(
    tx as unknown as Db,
    sql`select ${RECORD} from refunds r join payments p on p.id = r.payment_id
      where r.payment_id = ${request.payment.id} and r.status = 'pending'`,
  );
  return refund!;
}

/**
 * Steps 2 and 3 for one pending refund. A provider failure (or a configured provider that cannot refund
 * this payment) is recorded on the row, which stays pending for a later retry, and answers 502
 * 'refund_failed'. Step 3 does nothing if another instance or request recorded the refund first: it reads the
 * refund under its row lock, and moves it (REFUND_LIFECYCLE) only while pending.
 */
export async function completeRefund(
  db: Db,
  provider: PaymentProvider,
  refund: RefundRecord,
  finish: RefundFinisher,
): Promise<void> {
  let providerRefundId: string;
  try {
    if (refund.provider !== provider.name)
      throw new Error(`paid through ${refund.provider}, the shop now uses ${provider.name}`);
    ({ id: providerRefundId } = await provider.refund({
      intentId: refund.provider_ref,
      amountCents: refund.amount_cents,
      idempotencyKey: refund.idempotency_key,
    }));
  } catch (err) {
    await db.execute(
      sql`update refunds set attempts = attempts + 1, updated_at = now(),
          last_error = ${err instanceof Error ? err.message : String(err)},
          next_attempt_at = now() + make_interval(secs =>
            least(${RETRY_FIRST_SECONDS} * power(2, least(attempts, 12)), ${RETRY_MAX_SECONDS}))
        where id = ${refund.id} and status = 'pending'`,
    );
    const failure = new DomainError('refund_failed');
    failure.cause = err;
    throw failure;
  }
  await db.transaction(async (tx) => {
    const [current] = await selectRows<{ status: string }>(
      tx as unknown as Db,
      sql`select status from refunds where id = ${refund.id} for update`,
    );
    if (current?.status !== 'pending') return;
    await move(tx, REFUND_LIFECYCLE, refund.id, 'succeed', PAYMENT_CONFIRMATION, { providerRefundId });
    // The sandbox provider has marked the payment already; either way it ends refunded, on the provider's word.
    await movePayment(tx, refund.payment_id, 'refund', PAYMENT_CONFIRMATION);
    await finish(tx, { ...refund, provider_refund_id: providerRefundId });
  });
}

/**
 * The one way to give money back around a change of state: `begin` runs step 1's transaction (it takes its
 * locks, decides, and either finishes on its own, answering no refund, or answers the refund its move waits
 * for, which is recorded in that same transaction); steps 2 and 3 follow with `finish`. Answers `begin`'s
 * result. A provider failure answers 502 'refund_failed' with the refund left pending for the refunds job.
 */
export async function refundAroundMove<T>(
  db: Db,
  provider: PaymentProvider,
  finish: RefundFinisher,
  begin: (tx: Tx) => Promise<{ result: T; refund: RefundRequest | null }>,
): Promise<T> {
  const { result, refund } = await db.transaction(async (tx) => {
    const step = await begin(tx);
    return { result: step.result, refund: step.refund ? await openRefund(tx, provider, step.refund) : null };
  });
  if (refund) await completeRefund(db, provider, refund, finish);
  return result;
}

/**
 * The refunds job: takes pending refunds that are due (left by a crash, or failing at the provider) and
 * completes them. Rows are claimed with `for update skip locked` and leased for REFUND_LEASE_SECONDS, so
 * several instances share the work and none takes a refund another is working on. Answers the ids it
 * completed and those that failed again.
 */
export async function resumeRefunds(
  db: Db,
  provider: PaymentProvider,
  finish: RefundFinisher,
  now: Date = new Date(),
  limit = 20,
): Promise<{ completed: number[]; failed: number[] }> {
  const due = await db.transaction(async (tx) => {
    const rows = await selectRows<RefundRecord>(
      tx as unknown as Db,
      sql`select ${RECORD} from refunds r join payments p on p.id = r.payment_id
        where r.status = 'pending' and r.next_attempt_at <= ${now.toISOString()}
        order by r.next_attempt_at, r.id limit ${limit}
        for update of r skip locked`,
    );
    if (rows.length > 0)
      await tx.execute(
        sql`update refunds set next_attempt_at = ${now.toISOString()}::timestamptz
            + make_interval(secs => ${REFUND_LEASE_SECONDS})
          where id in (${sql.join(
            rows.map((r) => sql`${r.id}`),
            sql`, `,
          )})`,
      );
    return rows;
  });
  const completed: number[] = [];
  const failed: number[] = [];
  for (const refund of due) {
    try {
      await completeRefund(db, provider, refund, finish);
      completed.push(refund.id);
    } catch {
      failed.push(refund.id);
    }
  }
  return { completed, failed };
}
