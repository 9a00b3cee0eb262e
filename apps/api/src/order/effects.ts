import { sql } from 'drizzle-orm';
import {
  earnCashback as earnOrderCashback,
  reverseCashback,
  settleCashback as settleOrderCashback,
  voidCashback as voidOrderCashback,
} from '../agent';
import { giveOrderStockBack } from '../catalogue';
import type { Tx } from '../db/client';
import { type Effect, type Move, moveAll } from '../db/lifecycle';
import { notify } from '../notification';
import {
  earnOrderPoints,
  issueOrderVouchers,
  releaseOrderPoints,
  scheduleEarnedPoints as schedulePoints,
  settlePartialReturn,
  settleRedemption,
  voidOrderVouchers,
} from '../wallet';
import type { OrderAction, OrderFacts, OrderStatus } from './lifecycle';
import { approvedReturnLineIds } from './queries';
import { returnShare } from './returns';
import { RETURN_LIFECYCLE } from './returns-lifecycle';

/*
 * The consequences of an order's moves, listed per action in ORDER_EFFECTS (lifecycle.ts) and run by the
 * lifecycle's `move` in the move's transaction. Function declarations, so the table can name them whichever
 * module is loaded first.
 */

/** The order as the move left it: what its effects need. */
export type MovedOrder = { id: number; po_number: string; user_id: number; points_earned: number };

export type OrderEffect = Effect<OrderStatus, OrderAction, MovedOrder, OrderFacts>;
type OrderMove = Move<OrderStatus, OrderAction, OrderFacts>;

const DAY_MS = 86_400_000;

/** Its units back in stock, and the sold counts down by as many. */
export async function giveStockBack(tx: Tx, order: MovedOrder): Promise<undefined> {
  await giveOrderStockBack(tx, order.id);
}

/** Its held points back and what it had earned, unsettled, void. */
export async function releasePoints(tx: Tx, order: MovedOrder, move: OrderMove): Promise<undefined> {
  await releaseOrderPoints(tx, order.id, move.actor);
}

/** Paid: its held points are spent for good. */
export async function settleRedeemedPoints(tx: Tx, order: MovedOrder, move: OrderMove): Promise<undefined> {
  await settleRedemption(tx, order.id, move.actor);
}

/** Paid: the points it earns, pending until delivery says when they settle. */
export async function earnPoints(tx: Tx, order: MovedOrder): Promise<undefined> {
  await earnOrderPoints(tx, { userId: order.user_id, orderId: order.id, points: order.points_earned });
}

/** Delivered (a voucher-only order: paid): its earned points settle the configured number of days later. */
export async function scheduleEarnedPoints(tx: Tx, order: MovedOrder, move: OrderMove): Promise<undefined> {
  const days = move.facts.pointsSettleDays;
  if (days === undefined) throw new Error('this move needs pointsSettleDays');
  await schedulePoints(tx, order.id, new Date(move.at.getTime() + days * DAY_MS));
}

/** Paid: a service voucher for every unit of its voucher lines, in the member's wallet (wallet/vouchers.ts). */
export async function issueVouchers(tx: Tx, order: MovedOrder): Promise<undefined> {
  await issueOrderVouchers(tx, { id: order.id, userId: order.user_id });
}

/** Cancelled or expired: the vouchers it bought and not used yet are void (an unpaid order has none). */
export async function voidVouchers(tx: Tx, order: MovedOrder, move: OrderMove): Promise<undefined> {
  await voidOrderVouchers(tx, order.id, move.actor, 'order cancelled');
}

/** Refunded: the vouchers of the returned lines, if any, are void; the others stay the member's. */
export async function voidReturnedVouchers(tx: Tx, order: MovedOrder, move: OrderMove): Promise<undefined> {
  const lines = await approvedReturnLineIds(tx, order.id);
  await voidOrderVouchers(tx, order.id, move.actor, 'order refunded', lines);
}

export async function approveReturns(tx: Tx, order: MovedOrder, move: OrderMove): Promise<undefined> {
  await moveAll(tx, RETURN_LIFECYCLE, sql`order_id = ${order.id}`, 'approve', move.actor, {});
}

export async function rejectReturns(tx: Tx, order: MovedOrder, move: OrderMove): Promise<undefined> {
  await moveAll(tx, RETURN_LIFECYCLE, sql`order_id = ${order.id}`, 'reject', move.actor, {});
}

/**
 * Refunded: a whole order returned gives its redeemed points back and voids what it earned and has not
 * settled; a part return gives back that part's share of the redeemed points and takes its share off the
 * pending earned ones. Returned goods are not put back in stock: the shop inspects them first.
 */
export async function givePointsShareBack(tx: Tx, order: MovedOrder, move: OrderMove): Promise<undefined> {
  const share = await returnShare(tx, order.id);
  if (share.everything) await releaseOrderPoints(tx, order.id, move.actor);
  else
    await settlePartialReturn(
      tx,
      { orderId: order.id, returned: share.returned, all: share.all },
      move.actor,
    );
}

export async function closeReturns(tx: Tx, order: MovedOrder, move: OrderMove): Promise<undefined> {
  await moveAll(tx, RETURN_LIFECYCLE, sql`order_id = ${order.id}`, 'refund', move.actor, {});
}

/**
 * Paid: the buyer's referrer, when an agent (and the buyer is not one), earns cash-back on the goods paid,
 * pending until the order completes (agent/ledger.ts earnCashback says what goods paid is).
 */
export async function earnCashback(tx: Tx, order: MovedOrder): Promise<undefined> {
  await earnOrderCashback(tx, order.id);
}

/**
 * Completed, or its return rejected (the order can move no further, nothing more can come back): its
 * pending cash-back becomes available.
 */
export async function settleCashback(tx: Tx, order: MovedOrder, move: OrderMove): Promise<undefined> {
  await settleOrderCashback(tx, order.id, move.actor);
}

/** Cancelled or expired: its cash-back counts nowhere. */
export async function voidCashback(tx: Tx, order: MovedOrder, move: OrderMove): Promise<undefined> {
  await voidOrderCashback(tx, order.id, move.actor);
}

/**
 * Refunded: the returned lines' share of its cash-back is reversed, and the rest (nothing, when everything
 * came back) settles available, as a refunded order never completes. Reads the approved returns, so it comes
 * before closeReturns.
 */
export async function reverseCashbackShare(tx: Tx, order: MovedOrder, move: OrderMove): Promise<undefined> {
  const share = await returnShare(tx, order.id);
  await reverseCashback(
    tx,
    {
      orderId: order.id,
      returnRequestId: share.firstReturnId,
      everything: share.everything,
      returned: share.returned,
      all: share.all,
    },
    move.actor,
  );
}

type OrderNotice = 'order_paid' | 'order_shipped' | 'order_delivered' | 'order_delivery_failed';

/** The member hears of the move (a push and an inbox entry), once per order and move. */
async function announce(tx: Tx, order: MovedOrder, kind: OrderNotice, key: string): Promise<void> {
  await notify(
    tx,
    order.user_id,
    { kind, facts: { po_number: order.po_number }, link: orderLink(order.po_number) },
    key,
  );
}

/** The page a notification about an order opens. */
export const orderLink = (poNumber: string): string => `/order/detail/${encodeURIComponent(poNumber)}`;

export async function notifyPaid(tx: Tx, order: MovedOrder): Promise<undefined> {
  await announce(tx, order, 'order_paid', `order_paid:${order.id}`);
}

export async function notifyShipped(tx: Tx, order: MovedOrder): Promise<undefined> {
  await announce(tx, order, 'order_shipped', `order_shipped:${order.id}`);
}

export async function notifyDelivered(tx: Tx, order: MovedOrder): Promise<undefined> {
  await announce(tx, order, 'order_delivered', `order_delivered:${order.id}`);
}

/** Each failed attempt is news of its own (the member reschedules, and a later attempt may fail too). */
export async function notifyDeliveryFailed(tx: Tx, order: MovedOrder, move: OrderMove): Promise<undefined> {
  await announce(
    tx,
    order,
    'order_delivery_failed',
    `order_delivery_failed:${order.id}:${move.at.getTime()}`,
  );
}
