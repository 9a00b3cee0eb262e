import type { Db } from '../db/client';
import { type Actor, move } from '../db/lifecycle';
import { DomainError } from '../errors';
import type { PaymentProvider } from '../payment';
import { ORDER_LIFECYCLE, type OrderAction, type OrderStatus } from './lifecycle';
import { lockOrder, type OrderRow, selectOrderById, selectOrdersForOps } from './queries';
import { refundReturn } from './refunds';
import { cancelOrder } from './service';

/*
 * The shop's moves of an order, until a back office exists: each command is one lifecycle action taken by
 * the operator (OPERATOR). The operator API (order/admin-routes.ts) exposes one route per command, and `npm run ops`
 * asks that API for the list, so this table is the only list of them.
 */

export const OPERATOR_COMMANDS = {
  ship: { action: 'ship', summary: 'Ship a paid order (to ship → to receive)' },
  deliver: {
    action: 'deliver',
    summary: 'Mark delivered; the points it earned settle after the configured days',
  },
  'fail-delivery': {
    action: 'fail_delivery',
    summary: 'Record a failed delivery attempt (stays to receive; the member may reschedule)',
  },
  complete: { action: 'complete', summary: 'Complete a delivered order' },
  'approve-return': { action: 'approve_return', summary: 'Approve a requested return' },
  'reject-return': { action: 'reject_return', summary: 'Reject a requested return' },
  refund: {
    action: 'refund',
    summary: 'Refund an approved return through the payment provider (→ refunded)',
  },
  cancel: {
    action: 'cancel',
    summary: 'Cancel an order that is to pay or to ship (stock and points back; a paid order is refunded)',
  },
} as const satisfies Record<string, { action: OrderAction; summary: string }>;

export type OperatorCommand = keyof typeof OPERATOR_COMMANDS;
export const OPERATOR_COMMAND_NAMES = Object.keys(OPERATOR_COMMANDS) as OperatorCommand[];

export type OperatorDeps = { db: Db; payments: PaymentProvider; pointsSettleDays: number };

/** The notes an event gets when the shop gives none. */
const DEFAULT_NOTES: Partial<Record<OperatorCommand, string>> = {
  'fail-delivery': 'delivery attempt failed',
  refund: 'refunded',
  cancel: 'cancelled by the shop',
};

/**
 * Moves an order on as the shop (`actor`: the operator): 404 for an unknown PO number, 409 'order_transition_refused' when the
 * lifecycle does not allow the move from the order's state (or another move waits for a refund). A refund
 * of an approved return and the cancellation of a paid order give the money back through the provider first
 * (502 'refund_failed' when it refuses, the move then held for the refunds job). Answers the order as it is
 * afterwards.
 */
export async function runOperatorCommand(
  deps: OperatorDeps,
  command: OperatorCommand,
  poNumber: string,
  note: string | null,
  actor: Actor,
): Promise<OrderRow> {
  const { db } = deps;
  const { action } = OPERATOR_COMMANDS[command];
  const text = note ?? DEFAULT_NOTES[command] ?? action;
  let orderId: number;
  if (command === 'cancel') {
    orderId = await cancelOrder(db, deps.payments, {
      poNumber,
      userId: null,
      actor,
      reasonId: null,
      note: text,
    });
  } else if (command === 'refund') {
    orderId = await refundReturn(db, deps.payments, poNumber, text, actor);
  } else {
    orderId = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, poNumber, null);
      if (!order) throw new DomainError('not_found');
      await move(tx, ORDER_LIFECYCLE, order, action, actor, {
        note: text,
        pointsSettleDays: deps.pointsSettleDays,
      });
      return order.id;
    });
  }
  const [row] = await selectOrderById(db, orderId);
  return row!;
}

/** Orders in a state (every order without one), oldest first: the operator's queue. */
export function ordersForOperator(db: Db, status: OrderStatus | null, limit: number): Promise<OrderRow[]> {
  return selectOrdersForOps(db, status, limit);
}
