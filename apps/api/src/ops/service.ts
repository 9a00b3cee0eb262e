import { sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../db/client';
import { AppError } from '../http/errors';
import { nextStatus, type OrderAction } from '../order/lifecycle';
import { type LockedOrder, lockOrder, type OrderRow, selectOrderById } from '../order/queries';
import { cancelOrder, refundEvent } from '../order/service';
import { moveOrder } from '../order/transitions';
import type { PaymentProvider } from '../payment/provider';
import { findRefundablePayment, markPaymentRefunded, refundPayment } from '../payment/refunds';
import { releaseOrderPoints, scheduleEarnedPoints, settlePartialReturn } from '../wallet/ledger';

/** The operator's moves; each is one lifecycle action taken by the actor 'operator'. */
export const OPS_COMMANDS = [
  'ship',
  'deliver',
  'fail-delivery',
  'complete',
  'approve-return',
  'reject-return',
  'refund',
  'cancel',
] as const;
export type OpsCommand = (typeof OPS_COMMANDS)[number];

export type OpsDeps = { db: Db; payments: PaymentProvider; pointsSettleDays: number };

const DAY_MS = 86_400_000;

async function lockForOps(tx: Tx, poNumber: string): Promise<LockedOrder> {
  const order = await lockOrder(tx, poNumber, null);
  if (!order) throw AppError.notFound();
  return order;
}

/** What an approved return gives back: the returned lines' share of the goods paid; everything when all are. */
async function returnShare(tx: Tx, order: LockedOrder) {
  const [share] = await selectRows<{
    returned: number;
    all_lines: number;
    lines: number;
    returned_lines: number;
  }>(
    tx as unknown as Db,
    sql`select coalesce(sum(l.line_total_cents) filter (where r.id is not null), 0)::int as returned,
        coalesce(sum(l.line_total_cents), 0)::int as all_lines,
        count(*)::int as lines, count(r.id)::int as returned_lines
      from order_lines l left join return_requests r on r.order_line_id = l.id and r.status = 'approved'
      where l.order_id = ${order.id}`,
  );
  const everything = share !== undefined && share.returned_lines === share.lines;
  const goodsPaid = order.total - order.shipping_fee;
  const returned = share?.returned ?? 0;
  const all = Math.max(1, share?.all_lines ?? 1);
  const amountCents = everything ? order.total : Math.round((goodsPaid * returned) / all);
  return { everything, amountCents, returned, all };
}

/**
 * Refunds an approved return: checks the move under the order's lock, refunds through the provider outside
 * any transaction (a failure: 502, nothing changed), then moves the order to refunded. A whole order
 * returned gives its redeemed points back and voids what it earned and has not settled; a part return gives
 * back that part's share of the redeemed points and takes its share off the pending earned ones. Returned goods are not put back in stock: the shop
 * inspects them first (defective or incorrect products).
 */
async function refundReturn(deps: OpsDeps, poNumber: string, note: string | null): Promise<number> {
  const { db } = deps;
  const first = await db.transaction(async (tx) => {
    const order = await lockForOps(tx, poNumber);
    nextStatus(order.status, 'refund', 'operator');
    return { order, share: await returnShare(tx, order), payment: await findRefundablePayment(tx, order.id) };
  });
  const refund = first.payment
    ? await refundPayment(deps.payments, first.payment, first.share.amountCents)
    : null;
  await db.transaction(async (tx) => {
    const order = await lockForOps(tx, poNumber);
    await moveOrder(tx, { id: order.id, status: first.order.status }, 'refund', 'operator', {
      note: note ?? 'refunded',
    });
    await tx.execute(
      sql`update return_requests set status = 'refunded' where order_id = ${order.id} and status = 'approved'`,
    );
    if (first.share.everything) await releaseOrderPoints(tx, order.id);
    else await settlePartialReturn(tx, { orderId: order.id, ...first.share });
    if (refund) {
      await markPaymentRefunded(tx, refund.paymentId);
      await refundEvent(tx, order.id, 'refunded', 'operator', refund);
    }
  });
  return first.order.id;
}

const SIMPLE: Partial<Record<OpsCommand, OrderAction>> = {
  ship: 'ship',
  deliver: 'deliver',
  'fail-delivery': 'fail_delivery',
  complete: 'complete',
  'approve-return': 'approve_return',
  'reject-return': 'reject_return',
};

/**
 * Moves an order on as the shop: 404 for an unknown PO number, 409 'order_transition_refused' when the
 * lifecycle does not allow the move from the order's state. Answers the order as it is afterwards.
 */
export async function runOpsCommand(
  deps: OpsDeps,
  command: OpsCommand,
  poNumber: string,
  note: string | null,
): Promise<OrderRow> {
  const { db } = deps;
  let orderId: number;
  if (command === 'refund') {
    orderId = await refundReturn(deps, poNumber, note);
  } else if (command === 'cancel') {
    orderId = await cancelOrder(db, deps.payments, {
      poNumber,
      userId: null,
      actor: 'operator',
      reasonId: null,
      note: note ?? 'cancelled by the shop',
    });
  } else {
    orderId = await db.transaction(async (tx) => {
      const order = await lockForOps(tx, poNumber);
      const action = SIMPLE[command]!;
      const now = new Date();
      const set =
        command === 'ship'
          ? sql`shipped_at = now()`
          : command === 'deliver'
            ? sql`delivered_at = ${now.toISOString()}`
            : command === 'fail-delivery'
              ? sql`delivery_failed_at = now()`
              : command === 'complete'
                ? sql`completed_at = now()`
                : undefined;
      await moveOrder(tx, order, action, 'operator', {
        ...(set ? { set } : {}),
        note: note ?? (command === 'fail-delivery' ? 'delivery attempt failed' : action),
      });
      if (command === 'deliver') {
        await scheduleEarnedPoints(tx, order.id, new Date(now.getTime() + deps.pointsSettleDays * DAY_MS));
      } else if (command === 'approve-return' || command === 'reject-return') {
        const status = command === 'approve-return' ? 'approved' : 'rejected';
        await tx.execute(
          sql`update return_requests set status = ${status} where order_id = ${order.id} and status = 'requested'`,
        );
      }
      return order.id;
    });
  }
  const [row] = await selectOrderById(db, orderId);
  return row!;
}
