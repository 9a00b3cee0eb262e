import type { Tx } from '../db/client';
import { notify } from '../notification';
import { returnWithdrawal } from './ledger';
import type { MovedWithdrawal, WithdrawalMove } from './withdrawal-lifecycle';

/*
 * The effects of a withdrawal's moves (withdrawal-lifecycle.ts WITHDRAWAL_EFFECTS). Function
 * declarations, so the table can name them whichever module is loaded first.
 */

/** The page a notification about a withdrawal opens: the partner dashboard's cash-back tab. */
const CASH_BACK_LINK = '/agent?tab=cash_back';

/** Rejected: the amount goes back to the partner's available cash-back. */
export async function giveAmountBack(
  tx: Tx,
  withdrawal: MovedWithdrawal,
  move: WithdrawalMove,
): Promise<undefined> {
  await returnWithdrawal(tx, withdrawal.id, move.actor);
}

/** Paid: the partner hears the money reached their bank. */
export async function announcePaid(tx: Tx, withdrawal: MovedWithdrawal): Promise<undefined> {
  await notify(
    tx,
    withdrawal.agent_id,
    {
      kind: 'withdrawal_paid',
      facts: { amount_cents: withdrawal.amount_cents, currency: withdrawal.currency },
      link: CASH_BACK_LINK,
    },
    `withdrawal_paid:${withdrawal.id}`,
  );
}

/** Rejected: the partner hears why, and that the amount is back in their cash-back. */
export async function announceRejected(tx: Tx, withdrawal: MovedWithdrawal): Promise<undefined> {
  await notify(
    tx,
    withdrawal.agent_id,
    {
      kind: 'withdrawal_rejected',
      facts: {
        amount_cents: withdrawal.amount_cents,
        currency: withdrawal.currency,
        reason: withdrawal.reject_reason ?? '',
      },
      link: CASH_BACK_LINK,
    },
    `withdrawal_rejected:${withdrawal.id}`,
  );
}
