import { sql } from 'drizzle-orm';
import type { Lifecycle, Transition } from '../db/lifecycle';
import type { pointEntries } from '../db/schema';

export type PointEntryStatus = (typeof pointEntries.$inferSelect)['status'];
export type PointEntryAction = 'settle' | 'void';

/**
 * The life of a points ledger entry (ledger.ts, its one writer). An entry is written pending (a redemption
 * held for an unpaid order, points earned and not yet available) or successful (everything else). A held
 * redemption is settled successful when its order is paid; an order's redemption and its unsettled earned
 * points are void when it is cancelled, expires or comes back, and earned points with nothing left after a
 * part return are void. Void is final. Earned points that become available stay pending: their
 * available_at says so, no move. Every move is caused by an order's move and takes its actor (a payment
 * confirmation pays, the member or the shop cancels, the expiry job expires, the shop refunds); the seed
 * writes its orders' history as the system.
 */
export const POINT_ENTRY_TRANSITIONS: Record<PointEntryAction, Transition<PointEntryStatus>> = {
  settle: { from: ['pending'], to: 'successful', actors: ['payment'] },
  void: { from: ['pending', 'successful'], to: 'void', actors: ['member', 'operator', 'system'] },
};

/**
 * Point entries as the one helper moves them: always in batches (`moveAll`, an order's entries), so a move
 * that finds nothing (an order without points) is no error. No history table: the order's events say why.
 */
export const POINT_ENTRY_LIFECYCLE: Lifecycle<PointEntryStatus, PointEntryAction, { user_id: number }> = {
  name: 'point entry',
  table: 'point_entries',
  transitions: POINT_ENTRY_TRANSITIONS,
  // Only an actor the table does not list is refused (moveAll): a bug, never a member's mistake.
  refusal: 'order_transition_refused',
  returning: sql`id, user_id`,
  set: () => [sql`updated_at = now()`],
};
