import { RETURN_WINDOW_DAYS } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../db/client';
import { type Actor, move } from '../db/lifecycle';
import { notifyMany } from '../notification';
import { ORDER_LIFECYCLE, type OrderStatus } from './lifecycle';

/** Orders one run handles per kind; the next run (30 s later) takes the rest. */
export const EXPIRY_BATCH = 100;

/**
 * Cancels orders still unpaid after their payment deadline: each through the lifecycle (expire, by `actor`,
 * the job, whose effects give its units back to stock and release its held points), an order event
 * 'expired'. The rows are claimed with `for update skip locked`, so several instances (or two overlapping runs) share the work and never handle
 * one order twice; a payment confirmed at the same moment wins or loses on the order's row lock and the
 * conditional update. Answers the PO numbers it cancelled.
 */
export async function expireUnpaidOrders(db: Db, actor: Actor, now: Date = new Date(), limit = EXPIRY_BATCH) {
  return db.transaction(async (tx) => {
    const due = await selectRows<{ id: number; po_number: string; status: OrderStatus }>(
      tx as unknown as Db,
      sql`select id, po_number, status from orders
        where status = 'to_pay' and payment_due_at <= ${now.toISOString()}
        order by payment_due_at, id limit ${limit}
        for update skip locked`,
    );
    for (const order of due) await move(tx, ORDER_LIFECYCLE, order, 'expire', actor, { note: 'expired' });
    return due.map((o) => o.po_number);
  });
}

/**
 * Completes delivered orders whose return window has closed without a return request (the member can
 * no longer return anything, so nothing is left to happen to them). Same claiming as the expiry.
 */
export async function completeDeliveredOrders(
  db: Db,
  actor: Actor,
  now: Date = new Date(),
  limit = EXPIRY_BATCH,
) {
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
    for (const order of due)
      await move(tx, ORDER_LIFECYCLE, order, 'complete', actor, { note: 'return window closed' });
    return due.map((o) => o.po_number);
  });
}

/** How long before an unpaid order expires its member is reminded to pay (spec: 10 minutes). */
export const EXPIRING_NOTICE_MINUTES = 10;

/** The page a notification about an unpaid order opens: paying it. */
export const payLink = (poNumber: string): string => `/order/pay/${encodeURIComponent(poNumber)}`;

/**
 * Reminds members of their unpaid orders that expire within EXPIRING_NOTICE_MINUTES of `now`, once per order
 * (key `order_expiring:<order id>`), saying the whole minutes left (at least 1). The orders are read
 * `for share skip locked`: one a payment or the expiry job holds is left for the next run, which finds it
 * paid or gone, so a member is not told to pay an order that has just been paid. Answers how many
 * notifications were new.
 */
export async function announceExpiringOrders(db: Db, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const at = sql`${now.toISOString()}::timestamptz`;
    const due = await selectRows<{ id: number; po_number: string; user_id: number; minutes: number }>(
      tx as unknown as Db,
      sql`select id, po_number, user_id,
          greatest(1, floor(extract(epoch from payment_due_at - ${at}) / 60))::int as minutes
        from orders
        where status = 'to_pay' and payment_due_at > ${at}
          and payment_due_at <= ${at} + make_interval(mins => ${EXPIRING_NOTICE_MINUTES})
        order by payment_due_at, id
        for share skip locked`,
    );
    return notifyMany(
      tx,
      due.map((o) => ({
        userId: o.user_id,
        event: {
          kind: 'order_expiring',
          facts: { po_number: o.po_number, minutes: o.minutes },
          link: payLink(o.po_number),
        },
        key: `order_expiring:${o.id}`,
      })),
    );
  });
}
