import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from './client';
import { runPrepared } from './statements';

/*
 * Every PostgreSQL advisory lock the API takes, in one place. A lock is a namespace (the first key, one
 * number per kind of thing locked) and a key within it (a member's id, a delivery slot, a hash of a phone
 * number). Two transactions that each take two locks in opposite orders can deadlock, so every transaction
 * takes its locks in LOCK_ORDER: takeLocks sorts what it is given, and taking a lock that comes earlier in
 * the order than one the transaction already holds (and is not that lock again) is a programming error that
 * throws at once, where tests catch it, rather than a deadlock under load.
 *
 * Row locks (select ... for update of an order, the stock update of a variation) are not advisory locks and
 * are not listed here; a transaction that takes both takes the advisory ones first where it can (see
 * checkout/service.ts placeOrder, which takes the slot before the stock).
 */

/**
 * The namespaces in the order a transaction takes them:
 * - migration: one instance migrates at a time (a session lock, db/client.ts);
 * - seed: one instance seeds the demo shop; seeding then writes points (points lock);
 * - sold_counts: one fold of the sales queue into the sold counts at a time (catalogue/sold-counts.ts), tried
 *   rather than waited for (tryLockExpression): a second instance's fold skips its run;
 * - otp: one code request at a time per phone number (account/otp-service.ts);
 * - first_owner: one first owner of the back office at a time (staff/service.ts createFirstOwner), so two
 *   made at once cannot both find none;
 * - staff_owners: one demotion or deactivation of an owner at a time (staff/manage.ts), so two owners demoting
 *   each other at once cannot both count the other and leave the shop with none;
 * - booking_member: one booking or edit at a time per member (booking/service.ts), so counting their upcoming
 *   appointments against the limit and adding one cannot interleave; taken before any row lock of theirs;
 * - cart: one change at a time of a member's cart and checkout (cart/, checkout/), before
 * - cashback: one change at a time of an agent's cash-back balance (agent/ledger.ts): earning, reversing,
 *   converting (which then takes the agent's points lock) and withdrawing; before
 * - points: one spend at a time of a member's points (wallet/ledger.ts), before
 * - delivery_slot: one booking at a time of a delivery slot (slots/capacity.ts), taken last so it is held
 *   briefly by placing an order.
 */
export const LOCK_ORDER = [
  'migration',
  'seed',
  'sold_counts',
  'otp',
  'first_owner',
  'staff_owners',
  'booking_member',
  'cart',
  'cashback',
  'points',
  'delivery_slot',
] as const;
export type LockSpace = (typeof LOCK_ORDER)[number];

/**
 * The first key of each namespace. Fixed numbers: instances running side by side (or two versions during a
 * deploy) must agree on them. The existing cart, points and slot numbers are kept as they were.
 */
export const LOCK_SPACE_IDS: Record<LockSpace, number> = {
  migration: 7000,
  points: 7001,
  cart: 7002,
  delivery_slot: 7003,
  seed: 7004,
  otp: 7005,
  booking_member: 7006,
  cashback: 7007,
  sold_counts: 7008,
  first_owner: 7009,
  staff_owners: 7010,
};

/** A lock to take: its namespace and its key there (a number, or an SQL int expression such as hashtext(...)). */
export type Lock = readonly [space: LockSpace, key: number | SQL];

const rank = (space: LockSpace) => LOCK_ORDER.indexOf(space);

/** What each open transaction has taken: the highest rank, and the locks with a number key. */
const held = new WeakMap<Tx, { rank: number; locks: Set<string> }>();

function record(tx: Tx, [space, key]: Lock): void {
  const state = held.get(tx) ?? { rank: -1, locks: new Set<string>() };
  const name = typeof key === 'number' ? `${space}:${key}` : null;
  // Taking a lock the transaction already holds waits for nothing, whatever was taken since.
  if (name !== null && state.locks.has(name)) return;
  if (rank(space) < state.rank) {
    throw new Error(
      `advisory lock '${space}' taken after '${LOCK_ORDER[state.rank]}': locks are taken in LOCK_ORDER (db/locks.ts)`,
    );
  }
  state.rank = rank(space);
  if (name !== null) state.locks.add(name);
  held.set(tx, state);
}

/**
 * The expression that takes one lock until the transaction ends, for a statement that does more in the same
 * round trip (the cart lock with the product added to it). Checks and records the order as takeLocks does.
 */
export function lockExpression(tx: Tx, lock: Lock): SQL {
  record(tx, lock);
  const [space, key] = lock;
  return sql`pg_advisory_xact_lock(${LOCK_SPACE_IDS[space]}, ${key})`;
}

/**
 * The expression that tries one lock until the transaction ends: true when taken, false at once when another
 * transaction holds it, for work that one instance at a time does and a second skips rather than waits for.
 * Checks and records the order as lockExpression does.
 */
export function tryLockExpression(tx: Tx, lock: Lock): SQL {
  record(tx, lock);
  const [space, key] = lock;
  return sql`pg_try_advisory_xact_lock(${LOCK_SPACE_IDS[space]}, ${key})`;
}

/**
 * Takes the locks until the transaction ends, in LOCK_ORDER (and by key within a namespace), in one
 * prepared statement: `lock_<spaces>`, e.g. lock_cart_points. Waits while another transaction holds one.
 */
export async function takeLocks(tx: Tx, locks: readonly Lock[]): Promise<void> {
  const ordered = [...locks].sort(
    (a, b) =>
      rank(a[0]) - rank(b[0]) || (typeof a[1] === 'number' && typeof b[1] === 'number' ? a[1] - b[1] : 0),
  );
  const expressions = ordered.map((lock) => lockExpression(tx, lock));
  await runPrepared(
    tx,
    `lock_${ordered.map(([space]) => space).join('_')}`,
    sql`select ${sql.join(expressions, sql`, `)}`,
  );
}
