import type { WithdrawalStatus } from '@beauty/shared';
import type { Tx } from '../db/client';
import { returnWithdrawal } from './ledger';

/*
 * A withdrawal's life, in one table. cash_out creates it `requested` with its `withdrawn` ledger entry (the
 * amount leaves the available balance then). The operator's batch of the 1st or 15th moves what is due to
 * `processing` (the bank payment file is written from those), the bank's confirmation to `paid`; a request
 * the bank refuses, or the shop declines, is `rejected` with a reason, from requested or processing, and its
 * amount comes back. Every move is one conditional update from `from` (withdrawal-service.ts
 * moveWithdrawal), so of two racing moves one applies and its effect runs once; any move not in this table
 * (paying a rejected request, rejecting a paid one) is a 409.
 */

export type WithdrawalAction = 'process' | 'pay' | 'reject';

type Transition = {
  from: readonly WithdrawalStatus[];
  to: WithdrawalStatus;
  /** Whether the move needs the operator's reason (kept on the withdrawal). */
  reason: boolean;
  /** What else happens, in the move's transaction (after the agent's cash-back lock is taken). */
  effect: ((tx: Tx, withdrawalId: number) => Promise<unknown>) | null;
};

export const WITHDRAWAL_TRANSITIONS: Record<WithdrawalAction, Transition> = {
  process: { from: ['requested'], to: 'processing', reason: false, effect: null },
  pay: { from: ['processing'], to: 'paid', reason: false, effect: null },
  // The amount goes back to the available balance: the withdrawn entry becomes void (once, ledger.ts).
  reject: { from: ['requested', 'processing'], to: 'rejected', reason: true, effect: returnWithdrawal },
};
