import type { WithdrawalStatus } from '@beauty/shared';
import type { Tx } from '../db/client';
import { announcePaid, announceRejected, giveAmountBack } from './withdrawal-effects';

/*
 * A withdrawal's life, in one table. cash_out creates it `requested` with its `withdrawn` ledger entry (the
 * amount leaves the available balance then). The operator's batch of the 1st or 15th moves what is due to
 * `processing` (the bank payment file is written from those), the bank's confirmation to `paid`; a request
 * the bank refuses, or the shop declines, is `rejected` with a reason, from requested or processing, and its
 * amount comes back. Every move is one conditional update from `from` (withdrawal-service.ts
 * moveWithdrawal), so of two racing moves one applies and its effects run once; any move not in this table
 * (paying a rejected request, rejecting a paid one) is a 409. Paid and rejected are announced to the partner
 * (notification/) as effects, so only a move that commits is.
 */

export type WithdrawalAction = 'process' | 'pay' | 'reject';

/** The withdrawal as a move left it: what its effects need. */
export type MovedWithdrawal = {
  id: number;
  agent_id: number;
  amount_cents: number;
  currency: string;
  reject_reason: string | null;
};
export type WithdrawalEffect = (tx: Tx, withdrawal: MovedWithdrawal) => Promise<unknown>;

type Transition = {
  from: readonly WithdrawalStatus[];
  to: WithdrawalStatus;
  /** Whether the move needs the operator's reason (kept on the withdrawal). */
  reason: boolean;
  /** What else happens, in order, in the move's transaction (after the agent's cash-back lock is taken). */
  effects: readonly WithdrawalEffect[];
};

export const WITHDRAWAL_TRANSITIONS: Record<WithdrawalAction, Transition> = {
  // The batch moves many in one statement (processDueWithdrawals) and has no effects: processing is not news.
  process: { from: ['requested'], to: 'processing', reason: false, effects: [] },
  pay: { from: ['processing'], to: 'paid', reason: false, effects: [announcePaid] },
  // The amount goes back to the available balance: the withdrawn entry becomes void (once, ledger.ts).
  reject: {
    from: ['requested', 'processing'],
    to: 'rejected',
    reason: true,
    effects: [giveAmountBack, announceRejected],
  },
};
