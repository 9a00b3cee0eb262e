import { sql } from 'drizzle-orm';
import { type Db, intArray, runPrepared, selectPrepared, type Tx } from '../db/client';
import { type Actor, moveAll } from '../db/lifecycle';
import { takeLocks } from '../db/locks';
import { DomainError } from '../errors';
import { cashbackRateBpsSql, shopCurrencySql } from '../reference';
import { CASHBACK_ENTRY_LIFECYCLE } from './cashback-lifecycle';

/*
 * The cash-back ledger (table cashback_entries), and its one writer: every entry is written and every status
 * changed through this file, each change a move of CASHBACK_ENTRY_LIFECYCLE (cashback-lifecycle.ts). A
 * balance is never stored for spending: it is the sum of the agent's entries, read under the agent's cashback
 * lock, so two spends at once (a conversion and a cash-out, ten cash-outs) queue and none can overdraw.
 *
 * Beside the entries, running totals per agent (balances; and the team size), per agent and team member and
 * per agent and shop month are kept by triggers on cashback_entries (migration 0017) in the transaction of
 * every write, for agent/status and agent/myteam; spending never reads them.
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
  if (cents <= 0 || balance.available < cents) throw new DomainError('cashback_not_enough');
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
 * A rejected withdrawal gives its amount back (`actor`: who rejected it): its entry becomes void (once: a
 * second call changes nothing and answers false).
 */
export async function returnWithdrawal(tx: Tx, withdrawalId: number, actor: Actor): Promise<boolean> {
  const rows = await moveAll(
    tx,
    CASHBACK_ENTRY_LIFECYCLE,
    sql`withdrawal_id = ${withdrawalId} and kind = 'withdrawn'`,
    'void',
    actor,
    {},
    { prepared: 'cashback_return_withdrawal' },
  );
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------------------
// A team member's order (called by the order's moves through ORDER_EFFECTS, order/effects.ts)
//
// These never take the agent's lock: they add to or take from the pending balance, or turn pending into
// available, so no spend can be overdrawn by them; the unique indexes make each fact one entry, whatever
// retries or races. The order's own row lock and conditional update order its moves.

/**
 * An order's goods paid, the base of its cash-back, over orders `o`: the lines at the prices charged (after
 * discounts and partner prices), less what points paid, without the delivery fee: total_cents −
 * shipping_fee_cents. Service vouchers bought are goods like any other.
 */
const GOODS_PAID = sql`(o.total_cents - o.shipping_fee_cents)`;

/** One order's id, or several (the demo seed writes a few hundred orders' moves at once): one int[]. */
type OrderIds = number | readonly number[];
const orderIdsSql = (ids: OrderIds) => intArray(typeof ids === 'number' ? [ids] : ids);

/**
 * Paid: when the buyer signed up with an agent's referral code (users.referred_by_user_id) and is not an
 * agent themselves, the agent earns cashbackOf(goods paid, their rank's rate now), pending until the order
 * completes. Only orders in the shop's currency earn (the ledger's currency); an order whose cash-back rounds
 * to 0 writes nothing. Once per order (the earned unique index): a second call adds nothing.
 */
export async function earnCashback(tx: Tx, orderIds: OrderIds): Promise<void> {
  await runPrepared(
    tx,
    'cashback_earn',
    sql`insert into cashback_entries (agent_id, kind, status, amount_cents, member_id, order_id, goods_cents,
        rate_bps)
      select a.id, 'earned', 'pending', c.amount, m.id, o.id, c.goods, c.rate
      from orders o
      join users m on m.id = o.user_id and m.role <> 'agent'
      join users a on a.id = m.referred_by_user_id and a.role = 'agent'
      cross join lateral (select ${GOODS_PAID} as goods, ${cashbackRateBpsSql(sql`a.agent_rank`)} as rate) g
      cross join lateral (select g.goods, g.rate, (g.goods::bigint * g.rate / 10000)::int as amount) c
      where o.id = any(${orderIdsSql(orderIds)}) and o.currency = ${shopCurrencySql} and c.amount > 0
      on conflict do nothing`,
  );
}

/**
 * Completed (or, for good, refunded or its return rejected; `actor`: who moved the order): the order's
 * pending entries become available.
 */
export async function settleCashback(tx: Tx, orderIds: OrderIds, actor: Actor): Promise<void> {
  // Found through the earned entry (the earned index by order) and its agent and member (the member index):
  // the order's reversal has no index of its own by order, and a scan of the ledger per completion would
  // grow with it.
  await moveAll(
    tx,
    CASHBACK_ENTRY_LIFECYCLE,
    sql`(agent_id, member_id, order_id) in (select e.agent_id, e.member_id, e.order_id from cashback_entries e
      where e.order_id = any(${orderIdsSql(orderIds)}) and e.kind = 'earned')`,
    'settle',
    actor,
    {},
    { prepared: 'cashback_settle' },
  );
}

/** Cancelled (a paid order, before shipping) or expired (`actor`: who moved it): its earnings count nowhere. */
export async function voidCashback(tx: Tx, orderId: number, actor: Actor): Promise<void> {
  await moveAll(
    tx,
    CASHBACK_ENTRY_LIFECYCLE,
    sql`order_id = ${orderId} and kind = 'earned' and status = 'pending'`,
    'void',
    actor,
    {},
    { prepared: 'cashback_void' },
  );
}

/**
 * Refunded, the whole order or part of it (the returned lines are `returned` of the lines' `all` cents, as
 * the refund itself is counted): a `reversed` entry takes back what the returned goods earned, so that what
 * stays is cashbackOf(goods kept, the earned rate) (the whole of it when everything came back: the order
 * nets to zero). Written with the earned entry's status, then, since a refunded order never completes, the
 * order's pending entries settle: the rest becomes available. Once per return (the reversed unique index).
 * `actor`: who refunded it.
 */
export async function reverseCashback(
  tx: Tx,
  refund: {
    orderId: number;
    returnRequestId: number | null;
    everything: boolean;
    returned: number;
    all: number;
  },
  actor: Actor,
): Promise<void> {
  const back = refund.everything
    ? sql`e.goods_cents`
    : sql`least(e.goods_cents, round(e.goods_cents::numeric * ${refund.returned}::numeric / ${Math.max(1, refund.all)}::numeric)::int)`;
  await tx.execute(
    sql`insert into cashback_entries (agent_id, kind, status, amount_cents, member_id, order_id, goods_cents,
        rate_bps, return_request_id)
      select e.agent_id, 'reversed', e.status,
        -(e.amount_cents - ((e.goods_cents - r.back)::bigint * e.rate_bps / 10000)::int),
        e.member_id, e.order_id, -r.back, e.rate_bps, ${refund.returnRequestId}
      from cashback_entries e
      cross join lateral (select ${back} as back) r
      where e.order_id = ${refund.orderId} and e.kind = 'earned' and e.status <> 'void' and r.back > 0
      on conflict do nothing`,
  );
  await settleCashback(tx, refund.orderId, actor);
}
