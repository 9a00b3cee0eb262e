import { sql } from 'drizzle-orm';
import { type Db, selectPrepared, type Tx } from '../db/client';
import { takeLocks } from '../db/locks';
import { AppError } from '../http/errors';

/*
 * The cash-back ledger (table cashback_entries), and its one writer: every entry is written and every status
 * changed through this file. A balance is never stored for spending: it is the sum of the agent's entries,
 * read under the agent's cashback lock, so two spends at once (a conversion and a cash-out, ten cash-outs)
 * queue and none can overdraw.
 *
 * Statuses: `pending` counts in the pending balance (earned on an order not yet completed, and the reversal
 * of part of such an order), `available` in the available balance, `void` nowhere. Spending entries
 * (converted, withdrawn) are written available, so they come off the available balance at once.
 */

export type CashbackBalance = {
  /** What the agent can convert or withdraw now. */
  available: number;
  /** Earned on team orders not yet completed, net of their reversals. */
  pending: number;
  /** Requested or paid out (withdrawn entries not void), as a positive number. */
  withdrawn: number;
};

/** The balance as sums over an agent's cashback_entries `e`. */
export const CASHBACK_SUMS = sql`coalesce(sum(e.amount_cents) filter (where e.status = 'available'), 0)::int as available,
  coalesce(sum(e.amount_cents) filter (where e.status = 'pending'), 0)::int as pending,
  coalesce(-sum(e.amount_cents) filter (where e.kind = 'withdrawn' and e.status <> 'void'), 0)::int as withdrawn`;

/**
 * Serialises every change of one agent's cash-back until the transaction ends. Take it before reading a
 * balance to spend; a conversion takes it before the agent's points lock (db/locks.ts LOCK_ORDER).
 */
export async function lockCashback(tx: Tx, agentId: number): Promise<void> {
  await takeLocks(tx, [['cashback', agentId]]);
}

/** The agent's balance, summed from the entries (under lockCashback when about to spend). */
export async function cashbackBalance(db: Db | Tx, agentId: number): Promise<CashbackBalance> {
  const [row] = await selectPrepared<CashbackBalance>(
    db,
    'cashback_balance',
    sql`select ${CASHBACK_SUMS} from cashback_entries e where e.agent_id = ${agentId}`,
  );
  return row ?? { available: 0, pending: 0, withdrawn: 0 };
}

/**
 * Takes the agent's lock and checks that `cents` can be spent from the available balance (409
 * cashback_not_enough otherwise). The caller writes its spending entry in the same transaction.
 */
export async function reserveCashback(tx: Tx, agentId: number, cents: number): Promise<CashbackBalance> {
  await lockCashback(tx, agentId);
  const balance = await cashbackBalance(tx, agentId);
  if (cents <= 0 || balance.available < cents) throw new AppError(409, 'cashback_not_enough');
  return balance;
}

type SpendEntry = { agentId: number; cents: number };

/** A conversion into `points`: −cents, available at once. Call after reserveCashback. */
export async function recordConversion(tx: Tx, input: SpendEntry & { points: number }): Promise<number> {
  const [row] = await selectPrepared<{ id: number }>(
    tx,
    'cashback_record_conversion',
    sql`insert into cashback_entries (agent_id, kind, status, amount_cents, points, settled_at)
      values (${input.agentId}, 'converted', 'available', ${-input.cents}, ${input.points}, now()) returning id`,
  );
  return row!.id;
}

/** A withdrawal request: −cents, available at once. Call after reserveCashback. */
export async function recordWithdrawal(
  tx: Tx,
  input: SpendEntry & { withdrawalId: number },
): Promise<number> {
  const [row] = await selectPrepared<{ id: number }>(
    tx,
    'cashback_record_withdrawal',
    sql`insert into cashback_entries (agent_id, kind, status, amount_cents, withdrawal_id, settled_at)
      values (${input.agentId}, 'withdrawn', 'available', ${-input.cents}, ${input.withdrawalId}, now()) returning id`,
  );
  return row!.id;
}

/**
 * A rejected withdrawal gives its amount back: its entry becomes void (once: a second call changes nothing
 * and answers false).
 */
export async function returnWithdrawal(tx: Tx, withdrawalId: number): Promise<boolean> {
  const rows = await selectPrepared<{ id: number }>(
    tx,
    'cashback_return_withdrawal',
    sql`update cashback_entries set status = 'void', settled_at = now()
      where withdrawal_id = ${withdrawalId} and kind = 'withdrawn' and status <> 'void' returning id`,
  );
  return rows.length > 0;
}
