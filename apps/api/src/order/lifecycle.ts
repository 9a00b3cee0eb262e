import type { MessageKey, OrderActionValue, OrderTab } from '@beauty/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  type Actor,
  type ActorRole,
  actorId,
  actorName,
  canMove,
  type Lifecycle,
  roleOf,
  type Transition,
} from '../db/lifecycle';
import type { ORDER_STATUSES } from '../db/schema';
import { DomainError } from '../errors';
import {
  approveReturns,
  closeReturns,
  earnCashback,
  earnPoints,
  givePointsShareBack,
  giveStockBack,
  issueVouchers,
  type MovedOrder,
  notifyDelivered,
  notifyDeliveryFailed,
  notifyPaid,
  notifyShipped,
  type OrderEffect,
  rejectReturns,
  releasePoints,
  reverseCashbackShare,
  scheduleEarnedPoints,
  settleCashback,
  settleRedeemedPoints,
  voidCashback,
  voidReturnedVouchers,
  voidVouchers,
} from './effects';

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who may move an order: the member, the shop's operator, the expiry job, or a payment confirmation. */
export type OrderActor = ActorRole;

export type OrderAction = OrderActionValue;

type OrderTransition = Transition<OrderStatus> & {
  /**
   * Only for orders whose voucher_only is this (absent: any order). It is part of the move's conditional
   * update, so the wrong one of two alternative moves (pay, pay_vouchers) is refused.
   */
  voucherOnly?: boolean;
};

/** What a caller tells an order's move. */
export type OrderFacts = {
  /** More columns to set with the move (a cancellation's reason, a new delivery date). */
  set?: SQL;
  /** The event's note; the action's name by default. */
  note?: string | null;
  /** For deliver and pay_vouchers: the days after which the earned points settle. */
  pointsSettleDays?: number;
};

/**
 * The order lifecycle, in one table: to pay → to ship → to receive → delivered → completed; cancelled from
 * to pay (member or expiry) or to ship (member, refunded); a return from delivered → requested → approved or
 * rejected → refunded. A failed delivery attempt keeps the order to receive (it records the attempt, which
 * is what allows the member's reschedule). A voucher-only order (every line a service voucher, spec section
 * 4) has nothing to ship: paying it completes it at once (pay_vouchers), its vouchers issued by the move.
 * Any other move is refused.
 */
export const ORDER_TRANSITIONS: Record<OrderAction, OrderTransition> = {
  pay: {
    from: ['to_pay'],
    to: 'to_ship',
    actors: ['payment'],
    stamp: 'paid_at',
    voucherOnly: false,
    refusal: 'order_not_payable',
  },
  pay_vouchers: {
    from: ['to_pay'],
    to: 'completed',
    actors: ['payment'],
    stamp: ['paid_at', 'completed_at'],
    voucherOnly: true,
    refusal: 'order_not_payable',
  },
  cancel: {
    from: ['to_pay', 'to_ship'],
    to: 'cancelled',
    actors: ['member', 'operator'],
    stamp: 'cancelled_at',
    refusal: 'order_not_cancellable',
  },
  expire: { from: ['to_pay'], to: 'cancelled', actors: ['system'], stamp: 'cancelled_at' },
  ship: { from: ['to_ship'], to: 'to_receive', actors: ['operator'], stamp: 'shipped_at' },
  fail_delivery: {
    from: ['to_receive'],
    to: 'to_receive',
    actors: ['operator'],
    stamp: 'delivery_failed_at',
  },
  // Only after a failed delivery attempt; the service checks delivery_failed_at besides this table.
  reschedule: {
    from: ['to_receive'],
    to: 'to_receive',
    actors: ['member'],
    refusal: 'reschedule_not_allowed',
  },
  deliver: { from: ['to_receive'], to: 'delivered', actors: ['operator'], stamp: 'delivered_at' },
  complete: {
    from: ['delivered'],
    to: 'completed',
    actors: ['system', 'operator', 'member'],
    stamp: 'completed_at',
  },
  request_return: {
    from: ['delivered'],
    to: 'return_requested',
    actors: ['member'],
    refusal: 'return_not_allowed',
  },
  approve_return: { from: ['return_requested'], to: 'return_approved', actors: ['operator'] },
  reject_return: { from: ['return_requested'], to: 'return_rejected', actors: ['operator'] },
  refund: { from: ['return_approved'], to: 'refunded', actors: ['operator'] },
};

/**
 * What else happens when an order moves, per action, in the order listed: `move` runs them in the
 * transaction of the move, so every path that takes an action (the member, the shop, a job, a payment, a
 * refund finishing after a crash) has the same consequences. A new consequence of an action is one line
 * here (the referrer agent's cash-back on pay, a voucher's "void" on cancel and expire).
 * Money going back is not an effect: it waits for the provider before the move (order/refunds.ts), whose
 * last step also tells the member the refund is done. The notify* effects tell the member (notification/).
 */
export const ORDER_EFFECTS: Record<OrderAction, readonly OrderEffect[]> = {
  // A mixed order's voucher lines are issued when it is paid, as a voucher-only order's are. The referrer
  // agent's cash-back is earned pending (agent/ledger.ts).
  pay: [settleRedeemedPoints, earnPoints, issueVouchers, earnCashback, notifyPaid],
  // Paid is delivered for a voucher-only order: its earned points settle the configured days after payment;
  // paid is also completed, so its cash-back is available at once.
  pay_vouchers: [
    settleRedeemedPoints,
    earnPoints,
    scheduleEarnedPoints,
    issueVouchers,
    earnCashback,
    notifyPaid,
    settleCashback,
  ],
  cancel: [giveStockBack, releasePoints, voidVouchers, voidCashback],
  expire: [giveStockBack, releasePoints, voidVouchers, voidCashback],
  ship: [notifyShipped],
  fail_delivery: [notifyDeliveryFailed],
  reschedule: [],
  deliver: [scheduleEarnedPoints, notifyDelivered],
  complete: [settleCashback],
  request_return: [],
  approve_return: [approveReturns],
  // A rejected return is the order's last state: nothing more can come back, so its cash-back settles.
  reject_return: [rejectReturns, settleCashback],
  // The points and cash-back shares are read from the approved returns, so they come before those are
  // marked refunded; the cash-back's reversal is in the refund's transaction, and the rest settles.
  refund: [givePointsShareBack, reverseCashbackShare, voidReturnedVouchers, closeReturns],
};

/** The move that pays `order`: a voucher-only order is completed by it, any other waits to be shipped. */
export const payAction = (order: { voucher_only: boolean }): OrderAction =>
  order.voucher_only ? 'pay_vouchers' : 'pay';

export const ORDER_ACTIONS = Object.keys(ORDER_TRANSITIONS) as OrderAction[];
export const ORDER_ACTORS: readonly OrderActor[] = ['member', 'operator', 'system', 'payment'];

/**
 * The order lifecycle as the one helper takes it (db/lifecycle.ts): every change of an order's state is
 * `move(tx, ORDER_LIFECYCLE, order, action, actor, facts)`, with the order's state as read under its row
 * lock (order/queries.ts lockOrder), so two concurrent moves of one order cannot both succeed. A move waits
 * while another is held for a refund (orders.pending_action, order/refunds.ts) and clears the hold it
 * applies; an order_events row records it with its actor; its effects (ORDER_EFFECTS) run in the same
 * transaction. Answers the order as moved (MovedOrder).
 */
export const ORDER_LIFECYCLE: Lifecycle<
  OrderStatus,
  OrderAction,
  MovedOrder,
  OrderFacts,
  never,
  OrderTransition
> = {
  name: 'order',
  table: 'orders',
  transitions: ORDER_TRANSITIONS,
  refusal: 'order_transition_refused',
  returning: sql`id, po_number, user_id, points_earned`,
  where: ({ action }) => {
    const { voucherOnly } = ORDER_TRANSITIONS[action];
    return [
      sql`(pending_action is null or pending_action = ${action})`,
      ...(voucherOnly === undefined ? [] : [sql`voucher_only = ${voucherOnly}`]),
    ];
  },
  set: ({ facts }) => [
    sql`updated_at = now()`,
    sql`pending_action = null`,
    ...(facts.set ? [facts.set] : []),
  ],
  effects: ORDER_EFFECTS,
  async record(tx, order, { action, actor, facts }) {
    await recordOrderEvent(tx, {
      orderId: order.id,
      from: order.from_status,
      to: order.status,
      actor,
      note: facts.note ?? action,
    });
  },
};

/** One line of the order's history. A refund is a line of its own that keeps the state (from = to). */
export async function recordOrderEvent(
  tx: Tx,
  event: {
    orderId: number;
    from: OrderStatus;
    to: OrderStatus;
    actor: Actor;
    note: string | null;
    refundedCents?: number;
  },
): Promise<void> {
  await tx.execute(
    sql`insert into order_events (order_id, from_status, to_status, actor, actor_id, actor_name, note,
        refunded_cents)
      values (${event.orderId}, ${event.from}, ${event.to}, ${roleOf(event.actor)}, ${actorId(event.actor)},
        ${actorName(event.actor)}, ${event.note}, ${event.refundedCents ?? null})`,
  );
}

export function canTransition(status: OrderStatus, action: OrderAction, actor: OrderActor): boolean {
  return canMove(ORDER_LIFECYCLE, status, action, actor);
}

/**
 * The state an action leads to, or a 409 `refusal` when the order is not in a state that allows it (or this
 * actor may not take it): for a check before other work; the move itself re-checks under the row's lock.
 */
export function nextStatus(
  status: OrderStatus,
  action: OrderAction,
  actor: OrderActor,
  refusal: MessageKey = 'order_transition_refused',
): OrderStatus {
  if (!canTransition(status, action, actor)) throw new DomainError(refusal, { reason: 'wrong_state' });
  return ORDER_TRANSITIONS[action].to;
}

/** The member's order tabs (spec section 4) and the states each shows. */
export const TAB_STATUSES: Record<OrderTab, readonly OrderStatus[]> = {
  to_pay: ['to_pay'],
  to_ship: ['to_ship'],
  to_receive: ['to_receive'],
  delivered: ['delivered'],
  completed: ['completed'],
  cancelled: ['cancelled'],
  return_refund: ['return_requested', 'return_approved', 'return_rejected', 'refunded'],
};
