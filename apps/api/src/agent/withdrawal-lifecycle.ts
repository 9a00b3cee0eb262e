import type { WithdrawalStatus } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import type { Effect, Lifecycle, Move, Moved, Transition } from '../db/lifecycle';
import { announcePaid, announceRejected, giveAmountBack } from './withdrawal-effects';

/*
 * A withdrawal's life, in one table. cash_out creates it `requested` with its `withdrawn` ledger entry (the
 * amount leaves the available balance then). The operator's batch of the 1st or 15th moves what is due to
 * `processing` (the bank payment file is written from those), the bank's confirmation to `paid`; a request
 * the bank refuses, or the shop declines, is `rejected` with a reason, from requested or processing, and its
 * amount comes back. Every move is one conditional update from `from` (`move` and, for the batch, `moveAll`
 * with WITHDRAWAL_LIFECYCLE), so of two racing moves one applies and its effects run once; any move not in
 * this table (paying a rejected request, rejecting a paid one) is a 409. Paid and rejected are announced to
 * the partner (notification/) as effects, so only a move that commits is.
 */

export type WithdrawalAction = 'process' | 'pay' | 'reject';

type WithdrawalRow = {
  agent_id: number;
  amount_cents: number;
  currency: string;
  reject_reason: string | null;
};
/** The withdrawal as a move left it: what its effects need. */
export type MovedWithdrawal = Moved<WithdrawalStatus, WithdrawalRow>;
/** The operator's reason, kept on a rejected withdrawal. */
export type WithdrawalFacts = { reason?: string | null | undefined };
/** A withdrawal's move as its effects see it. */
export type WithdrawalMove = Move<WithdrawalStatus, WithdrawalAction, WithdrawalFacts>;

type WithdrawalTransition = Transition<WithdrawalStatus> & {
  /** Whether the move needs the operator's reason (kept on the withdrawal). */
  reason: boolean;
};

export const WITHDRAWAL_TRANSITIONS: Record<WithdrawalAction, WithdrawalTransition> = {
  process: {
    from: ['requested'],
    to: 'processing',
    actors: ['operator'],
    stamp: 'processing_at',
    reason: false,
  },
  pay: { from: ['processing'], to: 'paid', actors: ['operator'], stamp: 'paid_at', reason: false },
  reject: {
    from: ['requested', 'processing'],
    to: 'rejected',
    actors: ['operator'],
    stamp: 'rejected_at',
    reason: true,
  },
};

/** What else happens, in order, in the move's transaction (after the agent's cash-back lock is taken). */
export const WITHDRAWAL_EFFECTS: Record<
  WithdrawalAction,
  readonly Effect<WithdrawalStatus, WithdrawalAction, WithdrawalRow, WithdrawalFacts>[]
> = {
  // The batch moves many at once (processWithdrawals) and has no effects: processing is not news.
  process: [],
  pay: [announcePaid],
  // The amount goes back to the available balance: the withdrawn entry becomes void (once, ledger.ts).
  reject: [giveAmountBack, announceRejected],
};

/** The withdrawal lifecycle as `move` and `moveAll` run it (withdrawals, no history table). */
export const WITHDRAWAL_LIFECYCLE: Lifecycle<
  WithdrawalStatus,
  WithdrawalAction,
  WithdrawalRow,
  WithdrawalFacts,
  never,
  WithdrawalTransition
> = {
  name: 'withdrawal',
  table: 'withdrawals',
  transitions: WITHDRAWAL_TRANSITIONS,
  refusal: 'withdrawal_transition_refused',
  returning: sql`id, agent_id, amount_cents, currency, reject_reason`,
  set: ({ action, facts }) => [
    sql`reject_reason = ${WITHDRAWAL_TRANSITIONS[action].reason ? (facts.reason ?? null) : null}`,
  ],
  effects: WITHDRAWAL_EFFECTS,
};
