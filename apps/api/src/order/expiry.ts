import { RETURN_WINDOW_DAYS } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { foldSoldCounts } from '../catalogue/sold-counts';
import { type Db, selectRows } from '../db/client';
import { releaseOrderPoints } from '../wallet/ledger';
import type { OrderStatus } from './lifecycle';
import { giveStockBack } from './queries';
import { moveOrder } from './transitions';

/** Orders one run handles per kind; the next run (30 s later) takes the rest. */
export const EXPIRY_BATCH = 100;
export const ORDER_JOB_INTERVAL_MS = 30_000;

/**
 * Cancels orders still unpaid after their payment deadline: each through the lifecycle (expire, system), its
 * units back in stock, its held points released, an order event 'expired'. The rows are claimed with
 * `for update skip locked`, so several instances (or two overlapping runs) share the work and never handle
 * one order twice; a payment confirmed at the same moment wins or loses on the order's row lock and the
 * conditional update. Answers the PO numbers it cancelled.
 */
export async function expireUnpaidOrders(db: Db, now: Date = new Date(), limit = EXPIRY_BATCH) {
  return db.transaction(async (tx) => {
    const due = await selectRows<{ id: number; po_number: string; status: OrderStatus }>(
      tx as unknown as Db,
      sql`select id, po_number, status from orders
        where status = 'to_pay' and payment_due_at <= ${now.toISOString()}
        order by payment_due_at, id limit ${limit}
        for update skip locked`,
    );
    for (const order of due) {
      await moveOrder(tx, order, 'expire', 'system', { set: sql`cancelled_at = now()`, note: 'expired' });
      await giveStockBack(tx, order.id);
      await releaseOrderPoints(tx, order.id);
    }
    return due.map((o) => o.po_number);
  });
}

/**
 * Completes delivered orders whose return window has closed without a return request (the member can
 * no longer return anything, so nothing is left to happen to them). Same claiming as the expiry.
 */
export async function completeDeliveredOrders(db: Db, now: Date = new Date(), limit = EXPIRY_BATCH) {
  return db.transaction(async (tx) => {
    const due = await selectRows<{ id: number; po_number: string; status: OrderStatus }>(
      tx as unknown as Db,
      sql`select o.id, o.po_number, o.status from orders o
        where o.status = 'delivered'
          and o.delivered_at <= ${now.toISOString()}::timestamptz - make_interval(days => ${RETURN_WINDOW_DAYS})
          and not exists (select 1 from return_requests r where r.order_id = o.id)
        order by o.delivered_at, o.id limit ${limit}
        for update of o skip locked`,
    );
    for (const order of due) {
      await moveOrder(tx, order, 'complete', 'system', {
        set: sql`completed_at = now()`,
        note: 'return window closed',
      });
    }
    return due.map((o) => o.po_number);
  });
}

/** One run of the background work: expiry first, then completion, then the sold counts (with the expired). */
export async function runOrderJobs(db: Db, now: Date = new Date()) {
  const expired = await expireUnpaidOrders(db, now);
  const completed = await completeDeliveredOrders(db, now);
  await foldSoldCounts(db);
  return { expired, completed };
}

/**
 * Runs the order jobs every ORDER_JOB_INTERVAL_MS in this process, never two runs at once; the returned
 * function stops the timer and waits for a run in progress, so the database can be closed after it.
 */
export function startOrderJobs(
  db: Db,
  log: { error(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void },
  intervalMs = ORDER_JOB_INTERVAL_MS,
): () => Promise<void> {
  let current: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (current) return;
    current = runOrderJobs(db)
      .then(({ expired, completed }) => {
        if (expired.length > 0 || completed.length > 0) log.info({ expired, completed }, 'order jobs');
      })
      .catch((err: unknown) => log.error({ err }, 'order jobs failed'))
      .finally(() => {
        current = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
