import { sql } from 'drizzle-orm';
import type { Lifecycle, Transition } from '../db/lifecycle';
import type { returnRequests } from '../db/schema';

export type ReturnStatus = (typeof returnRequests.$inferSelect)['status'];
export const RETURN_STATUSES: readonly ReturnStatus[] = ['requested', 'approved', 'rejected', 'refunded'];

export type ReturnAction = 'approve' | 'reject' | 'refund';

/**
 * The lifecycle of a return request, in the style of ORDER_TRANSITIONS: the member's request starts it
 * (requested), the shop approves or rejects it, and an approved return is refunded. Rejected and refunded are
 * final; any other move is refused. A return moves with its order (order actions approve_return,
 * reject_return and refund, taken by the shop; see ORDER_EFFECTS), never on its own.
 */
export const RETURN_TRANSITIONS: Record<ReturnAction, Transition<ReturnStatus>> = {
  approve: { from: ['requested'], to: 'approved', actors: ['operator'] },
  reject: { from: ['requested'], to: 'rejected', actors: ['operator'] },
  refund: { from: ['approved'], to: 'refunded', actors: ['operator'] },
};

export const RETURN_ACTIONS = Object.keys(RETURN_TRANSITIONS) as ReturnAction[];

export function canMoveReturn(status: ReturnStatus, action: ReturnAction): boolean {
  return RETURN_TRANSITIONS[action].from.includes(status);
}

/**
 * Return requests as the one helper moves them: an order's effects move all of its returns an action applies
 * to, `moveAll(tx, RETURN_LIFECYCLE, sql`order_id = ...`, action, actor, {})` with the order's move's actor.
 * The order's history (order_events) tells of them; they keep none of their own.
 */
export const RETURN_LIFECYCLE: Lifecycle<ReturnStatus, ReturnAction, { order_id: number }> = {
  name: 'return',
  table: 'return_requests',
  transitions: RETURN_TRANSITIONS,
  refusal: 'order_transition_refused',
  returning: sql`id, order_id`,
};
