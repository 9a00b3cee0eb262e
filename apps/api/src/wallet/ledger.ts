import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { type Db, runPrepared, selectPrepared, type Tx } from '../db/client';
import { type Actor, moveAll } from '../db/lifecycle';
import { takeLocks } from '../db/locks';
import { shopTimestamp } from '../db/shop-clock';
import { DomainError } from '../errors';
import { POINT_ENTRY_LIFECYCLE } from './point-entry-lifecycle';

/*
 * The points ledger (table point_entries). A balance is never stored: it is the sum of the entries, read under
 * a per-member lock whenever points are spent, so concurrent spends queue and none can overdraw.
 *
 * Entry states: a redemption is pending while its order is unpaid (the points are held), successful once paid,
 * void when released (cancellation, expiry). Earned points are pending until available_at (set at delivery,
 * a configured number of days later) has passed; they count as available from then on.
 *
 * Beside the entries, each member's sums are kept in point_totals by triggers on point_entries (migration
 * 0012), in the transaction of every write, so no writer (this file, the seed, a test, a hand-run statement)
 * can forget them. They serve the wallet summary only: spending still sums the entries under the lock.
 */

export type PointBalance = {
  /** What the member can spend now. */
  available: number;
  /** Earned but not yet settled. */
  pending: number;
  /** Everything ever earned by orders and not voided. */
  earned: number;
};

const AVAILABLE = sql`(e.status = 'successful' or (e.status = 'pending' and (e.points < 0 or e.available_at <= now())))`;

/**
 * Whether an entry of point_entries `e` is earned points not yet available: pending credits whose
 * available_at is unset (undelivered) or still ahead. Written as the index point_entries_not_yet_idx is, so
 * the wallet summary finds these rows through it.
 */
export const NOT_YET = sql`(e.status = 'pending' and e.points > 0
  and coalesce(e.available_at, 'infinity'::timestamptz) > now())`;

/**
 * Whether an entry of point_entries `e` is done, as the history shows it (Successful, else Pending): spent or
 * credited for good, or earned points whose day has come. A hold for an unpaid order stays Pending although
 * it already counts against the balance.
 */
export const SETTLED = sql`(e.status = 'successful' or (e.status = 'pending' and e.points > 0 and e.available_at <= now()))`;

/**
 * The balance as sums over a member's point_entries `e`: available, pending (earned, not yet settled) and
 * earned (by orders, all time), as pointBalance reads it. The wallet summary (points-queries.ts) computes
 * the same from point_totals, whose columns the migration defines alike; wallet/point-totals.test.ts holds
 * the two equal.
 */
export const BALANCE_SUMS = sql`coalesce(sum(e.points) filter (where ${AVAILABLE}), 0)::int as available,
  coalesce(sum(e.points) filter (where ${NOT_YET}), 0)::int as pending,
  coalesce(sum(e.points) filter (where e.kind = 'earned' and e.status <> 'void'), 0)::int as earned`;

/**
 * The available balance of the member whose id is `userId` (a column or a value), as a scalar subquery: for
 * answers that show the balance beside other data in one query (the profile).
 */
export function availablePointsSql(userId: SQL | AnyColumn | number): SQL<number> {
  return sql<number>`(select coalesce(sum(e.points), 0)::int from point_entries e
    where e.user_id = ${userId} and ${AVAILABLE})`;
}

/**
 * Serialises every change of one member's points until the transaction ends; take it before reading to
 * spend (after the member's cart lock, if at all: db/locks.ts).
 */
export async function lockPoints(tx: Tx, userId: number): Promise<void> {
  await takeLocks(tx, [['points', userId]]);
}

/** The member's balance; prepared, as every cart answer and every order reads it. */
export async function pointBalance(db: Db | Tx, userId: number): Promise<PointBalance> {
  const [row] = await selectPrepared<{ available: number; pending: number; earned: number }>(
    db,
    'point_balance',
    sql`select ${BALANCE_SUMS} from point_entries e where e.user_id = ${userId}`,
  );
  return row ?? { available: 0, pending: 0, earned: 0 };
}

/**
 * Holds points for an unpaid order. Takes the member's points lock and re-reads the balance inside the
 * transaction, so two holds at once cannot both spend the same points.
 */
export async function holdPoints(tx: Tx, input: PointsHold) {
  if (input.points <= 0) return;
  await lockPoints(tx, input.userId);
  const { available } = await pointBalance(tx, input.userId);
  if (available < input.points) throw new DomainError('not_enough_points');
  await recordHold(tx, input);
}

type PointsHold = { userId: number; orderId: number; points: number };

/**
 * Writes the hold only: for a caller that already holds the member's points lock and bounded the points by
 * the balance it read after taking it (placing an order does both in its first statements).
 */
export async function recordHold(tx: Tx, input: PointsHold) {
  if (input.points <= 0) return;
  await runPrepared(
    tx,
    'hold_points',
    sql`insert into point_entries (user_id, kind, status, points, order_id, note)
      values (${input.userId}, 'redeemed', 'pending', ${-input.points}, ${input.orderId}, 'order')`,
  );
}

/** The order was paid (`actor`: the payment's confirmation): its held points are spent for good. */
export async function settleRedemption(tx: Tx, orderId: number, actor: Actor): Promise<void> {
  await moveAll(
    tx,
    POINT_ENTRY_LIFECYCLE,
    sql`order_id = ${orderId} and kind = 'redeemed'`,
    'settle',
    actor,
    {},
  );
}

/**
 * Gives an order's points back and voids what it had earned but not yet settled: used by cancellation,
 * expiry and refunds (`actor`: who moved the order). Settled earned points are taken back by the caller with
 * an adjustment, if at all.
 */
export async function releaseOrderPoints(tx: Tx, orderId: number, actor: Actor): Promise<void> {
  // Any state but void (the move's from states): a redemption held or spent, earned points still pending.
  await moveAll(
    tx,
    POINT_ENTRY_LIFECYCLE,
    sql`order_id = ${orderId} and (kind = 'redeemed' or (kind = 'earned' and status = 'pending'))`,
    'void',
    actor,
    {},
  );
}

/** Points an order earns, pending until delivery sets when they settle. */
export async function earnOrderPoints(tx: Tx, input: { userId: number; orderId: number; points: number }) {
  if (input.points <= 0) return;
  await tx.execute(
    sql`insert into point_entries (user_id, kind, status, points, order_id, note)
      values (${input.userId}, 'earned', 'pending', ${input.points}, ${input.orderId}, 'order')`,
  );
}

/** At delivery: the order's earned points become available at `availableAt`. */
export async function scheduleEarnedPoints(tx: Tx, orderId: number, availableAt: Date): Promise<void> {
  await tx.execute(
    sql`update point_entries set available_at = ${availableAt.toISOString()}, updated_at = now()
      where order_id = ${orderId} and kind = 'earned' and status = 'pending'`,
  );
}

/**
 * Part of an order returned and refunded (the returned lines are `returned` of the goods' `all` cents, by
 * `actor`): the same share of the points it redeemed comes back as an adjustment, and its earned points,
 * while still pending, shrink by that share (void when nothing is left). Settled earned points stay as they
 * are.
 */
export async function settlePartialReturn(
  tx: Tx,
  input: { orderId: number; returned: number; all: number },
  actor: Actor,
): Promise<void> {
  if (input.returned <= 0 || input.all <= 0) return;
  const share = sql`(${input.returned}::numeric / ${input.all}::numeric)`;
  await tx.execute(
    sql`insert into point_entries (user_id, kind, status, points, order_id, note)
      select user_id, 'adjusted', 'successful', round(-sum(points) * ${share})::int, ${input.orderId}, 'part returned'
      from point_entries
      where order_id = ${input.orderId} and kind = 'redeemed' and status = 'successful'
      group by user_id
      having round(-sum(points) * ${share})::int > 0`,
  );
  // An entry is never 0 points (a check constraint): one with nothing left keeps its points and is void (a
  // move); the others keep their state with what is left. Voided first, so the shrink finds only those.
  const kept = sql`points - round(points * ${share})::int`;
  await moveAll(
    tx,
    POINT_ENTRY_LIFECYCLE,
    sql`order_id = ${input.orderId} and kind = 'earned' and status = 'pending' and ${kept} <= 0`,
    'void',
    actor,
    {},
  );
  await tx.execute(
    sql`update point_entries set points = ${kept}, updated_at = now()
      where order_id = ${input.orderId} and kind = 'earned' and status = 'pending'`,
  );
}

/**
 * A manual or promotional change (seed balances, referral rewards, operator corrections). A negative
 * adjustment takes the lock and may not overdraw. A referral reward names its row in referral_rewards, so the
 * history can name the friend who earned it.
 */
export async function adjustPoints(
  tx: Tx,
  input: {
    userId: number;
    points: number;
    kind?: 'adjusted' | 'referral';
    note: string;
    referralRewardId?: number | null;
  },
): Promise<void> {
  if (input.points === 0) return;
  if (input.points < 0) {
    await lockPoints(tx, input.userId);
    const { available } = await pointBalance(tx, input.userId);
    if (available + input.points < 0) throw new DomainError('not_enough_points');
  }
  await tx.execute(
    sql`insert into point_entries (user_id, kind, status, points, note, referral_reward_id)
      values (${input.userId}, ${input.kind ?? 'adjusted'}, 'successful', ${input.points}, ${input.note},
        ${input.referralRewardId ?? null})`,
  );
}

/**
 * An agent's cash-back converted into points (agent/convert_point): credited at once, written under the
 * member's points lock (taken after the agent's cashback lock, db/locks.ts), in the conversion's transaction.
 */
export async function creditConvertedPoints(
  tx: Tx,
  input: { userId: number; points: number },
): Promise<void> {
  if (input.points <= 0) throw new Error('a conversion credits at least one point');
  await lockPoints(tx, input.userId);
  await runPrepared(
    tx,
    'credit_converted_points',
    sql`insert into point_entries (user_id, kind, status, points, note)
      values (${input.userId}, 'converted', 'successful', ${input.points}, 'cash back')`,
  );
}

/**
 * A transfer (wallet/transfer.ts): its row in point_transfers and its two entries, the sender's debit and the
 * recipient's credit, both settled at once and both naming it, in one statement. The caller holds both
 * members' points locks and has checked the sender's balance under them. Answers the transfer's id and its
 * time on the shop's clock.
 */
export async function recordTransfer(
  tx: Tx,
  input: { senderId: number; recipientId: number; points: number; idempotencyKey: string | null },
): Promise<{ id: number; created_at: string }> {
  const [row] = await selectPrepared<{ id: number; created_at: string }>(
    tx,
    'record_transfer',
    sql`with t as (
        insert into point_transfers (sender_id, recipient_id, points, idempotency_key)
        values (${input.senderId}, ${input.recipientId}, ${input.points}, ${input.idempotencyKey})
        returning id, created_at
      ), entries as (
        insert into point_entries (user_id, kind, status, points, transfer_id, note)
        select ${input.senderId}::int, 'transfer_out', 'successful', ${-input.points}::int, t.id, 'transfer' from t
        union all
        select ${input.recipientId}::int, 'transfer_in', 'successful', ${input.points}::int, t.id, 'transfer' from t
      )
      select t.id, ${shopTimestamp(sql`t.created_at`)} as created_at from t`,
  );
  return row!;
}
