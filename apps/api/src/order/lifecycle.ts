import type { OrderTab } from '@beauty/shared';
import type { ORDER_STATUSES } from '../db/schema';
import { AppError } from '../http/errors';
import {
  approveReturns,
  closeReturns,
  earnCashback,
  earnPoints,
  givePointsShareBack,
  giveStockBack,
  issueVouchers,
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
export type OrderActor = 'member' | 'operator' | 'system' | 'payment';

export type OrderAction =
  | 'pay'
  | 'pay_vouchers'
  | 'cancel'
  | 'expire'
  | 'ship'
  | 'deliver'
  | 'fail_delivery'
  | 'reschedule'
  | 'complete'
  | 'request_return'
  | 'approve_return'
  | 'reject_return'
  | 'refund';

/** The orders column a move stamps with its time (paid_at, shipped_at, ...). */
type Stamp =
  | 'paid_at'
  | 'cancelled_at'
  | 'shipped_at'
  | 'delivered_at'
  | 'delivery_failed_at'
  | 'completed_at';

type Transition = {
  from: readonly OrderStatus[];
  to: OrderStatus;
  actors: readonly OrderActor[];
  /** The columns stamped with the move's time. */
  stamp?: Stamp | readonly Stamp[];
  /**
   * Only for orders whose voucher_only is this (absent: any order). moveOrder makes it part of its
   * conditional update, so the wrong one of two alternative moves (pay, pay_vouchers) is refused.
   */
  voucherOnly?: boolean;
};

/**
 * The order lifecycle, in one table: to pay → to ship → to receive → delivered → completed; cancelled from
 * to pay (member or expiry) or to ship (member, refunded); a return from delivered → requested → approved or
 * rejected → refunded. A failed delivery attempt keeps the order to receive (it records the attempt, which
 * is what allows the member's reschedule). A voucher-only order (every line a service voucher, spec section
 * 4) has nothing to ship: paying it completes it at once (pay_vouchers), its vouchers issued by the move.
 * Any other move is refused.
 */
export const ORDER_TRANSITIONS: Record<OrderAction, Transition> = {
  pay: { from: ['to_pay'], to: 'to_ship', actors: ['payment'], stamp: 'paid_at', voucherOnly: false },
  pay_vouchers: {
    from: ['to_pay'],
    to: 'completed',
    actors: ['payment'],
    stamp: ['paid_at', 'completed_at'],
    voucherOnly: true,
  },
  cancel: {
    from: ['to_pay', 'to_ship'],
    to: 'cancelled',
    actors: ['member', 'operator'],
    stamp: 'cancelled_at',
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
  reschedule: { from: ['to_receive'], to: 'to_receive', actors: ['member'] },
  deliver: { from: ['to_receive'], to: 'delivered', actors: ['operator'], stamp: 'delivered_at' },
  complete: {
    from: ['delivered'],
    to: 'completed',
    actors: ['system', 'operator', 'member'],
    stamp: 'completed_at',
  },
  request_return: { from: ['delivered'], to: 'return_requested', actors: ['member'] },
  approve_return: { from: ['return_requested'], to: 'return_approved', actors: ['operator'] },
  reject_return: { from: ['return_requested'], to: 'return_rejected', actors: ['operator'] },
  refund: { from: ['return_approved'], to: 'refunded', actors: ['operator'] },
};

/**
 * What else happens when an order moves, per action, in the order listed: moveOrder runs them in the
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

export function canTransition(status: OrderStatus, action: OrderAction, actor: OrderActor): boolean {
  const t = ORDER_TRANSITIONS[action];
  return t.from.includes(status) && t.actors.includes(actor);
}

/**
 * The state an action leads to, or a 409 when the order is not in a state that allows it (or this actor may
 * not take it). Callers apply the result with a conditional update (`where status = <from>`), so two
 * concurrent moves cannot both succeed.
 */
export function nextStatus(
  status: OrderStatus,
  action: OrderAction,
  actor: OrderActor,
  refusal: ConstructorParameters<typeof AppError>[1] = 'order_transition_refused',
): OrderStatus {
  if (!canTransition(status, action, actor)) throw new AppError(409, refusal);
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
