import type { returnRequests } from '../db/schema';

export type ReturnStatus = (typeof returnRequests.$inferSelect)['status'];
export const RETURN_STATUSES: readonly ReturnStatus[] = ['requested', 'approved', 'rejected', 'refunded'];

export type ReturnAction = 'approve' | 'reject' | 'refund';

/**
 * The lifecycle of a return request, in the style of ORDER_TRANSITIONS: the member's request starts it
 * (requested), the shop approves or rejects it, and an approved return is refunded. Rejected and refunded are
 * final; any other move is refused. A return moves with its order (order actions approve_return,
 * reject_return and refund; see ORDER_EFFECTS), never on its own.
 */
export const RETURN_TRANSITIONS: Record<ReturnAction, { from: readonly ReturnStatus[]; to: ReturnStatus }> = {
  approve: { from: ['requested'], to: 'approved' },
  reject: { from: ['requested'], to: 'rejected' },
  refund: { from: ['approved'], to: 'refunded' },
};

export const RETURN_ACTIONS = Object.keys(RETURN_TRANSITIONS) as ReturnAction[];

export function canMoveReturn(status: ReturnStatus, action: ReturnAction): boolean {
  return RETURN_TRANSITIONS[action].from.includes(status);
}
