import type { CashbackEntryStatus } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import type { Lifecycle, Transition } from '../db/lifecycle';

export type CashbackEntryAction = 'settle' | 'void';

/**
 * The life of a cash-back ledger entry (ledger.ts, its one writer). An order's earned entry, and the
 * reversal of part of it, is written pending (a reversal with its earned entry's status); spending entries
 * (converted, withdrawn) are written available. An order's pending entries become available when it
 * completes, its return is rejected or it is refunded; its earned entry is void when it is cancelled or
 * expires, and a withdrawn entry is void when its withdrawal is rejected (the amount comes back). Void is
 * final. Every move is caused by an order's or a withdrawal's move and takes its actor (a payment
 * confirmation completes a voucher-only order, the member, the shop or the completion job another); the
 * seed writes its orders' history as the system.
 */
export const CASHBACK_ENTRY_TRANSITIONS: Record<CashbackEntryAction, Transition<CashbackEntryStatus>> = {
  settle: {
    from: ['pending'],
    to: 'available',
    actors: ['member', 'operator', 'payment', 'system'],
  },
  void: {
    from: ['pending', 'available'],
    to: 'void',
    actors: ['member', 'operator', 'system'],
  },
};

/**
 * Cash-back entries as the one helper moves them: always in batches (`moveAll`, an order's or a
 * withdrawal's entries), so a move that finds nothing (an order that earned nothing) is no error. No history
 * table: the order's events and the withdrawal say why; settled_at says when.
 */
export const CASHBACK_ENTRY_LIFECYCLE: Lifecycle<
  CashbackEntryStatus,
  CashbackEntryAction,
  { agent_id: number }
> = {
  name: 'cash-back entry',
  table: 'cashback_entries',
  transitions: CASHBACK_ENTRY_TRANSITIONS,
  // Only an actor the table does not list is refused (moveAll): a bug, never a member's mistake.
  refusal: 'order_transition_refused',
  returning: sql`id, agent_id`,
  // The database's clock, not a stamp of the move's: the entry settles at its transaction's time, as the
  // entries written with it are (their created_at).
  set: () => [sql`settled_at = now()`],
};
