import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/db';
import { itConcurrently } from '../test/postgres-only';
import { type Database, selectRows } from './client';
import { LOCK_ORDER, LOCK_SPACE_IDS, lockExpression, takeLocks, tryLockExpression } from './locks';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The advisory locks this session holds, as [namespace id, key]. */
async function heldLocks(db: Database['db']): Promise<[number, number][]> {
  const rows = await selectRows<{ classid: number; objid: number }>(
    db,
    sql`select classid::int as classid, objid::int as objid from pg_locks
      where locktype = 'advisory' and pid = pg_backend_pid() order by classid, objid`,
  );
  return rows.map((r) => [r.classid, r.objid]);
}

describe('advisory locks', () => {
  it('gives every namespace its own number', () => {
    const ids = LOCK_ORDER.map((space) => LOCK_SPACE_IDS[space]);
    expect(new Set(ids).size).toBe(LOCK_ORDER.length);
  });

  it('takes several locks in one statement, in LOCK_ORDER whatever order they are given in', async () => {
    await database.db.transaction(async (tx) => {
      await takeLocks(tx, [
        ['points', 42],
        ['cart', 42],
      ]);
      expect(await heldLocks(tx as never)).toEqual([
        [LOCK_SPACE_IDS.points, 42],
        [LOCK_SPACE_IDS.cart, 42],
      ]);
      // The cart lock is held now: taking it again (re-entrant) or a later namespace is fine.
      await takeLocks(tx, [['cart', 42]]);
      await takeLocks(tx, [['delivery_slot', 202611254]]);
    });
    expect(await heldLocks(database.db)).toEqual([]);
  });

  it('refuses a lock that comes earlier in LOCK_ORDER than one the transaction holds', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await takeLocks(tx, [['points', 7]]);
        await takeLocks(tx, [['cart', 7]]);
      }),
    ).rejects.toThrow("advisory lock 'cart' taken after 'points'");
    await expect(
      database.db.transaction(async (tx) => {
        await takeLocks(tx, [['delivery_slot', 1]]);
        lockExpression(tx, ['cart', 7]);
      }),
    ).rejects.toThrow("advisory lock 'cart' taken after 'delivery_slot'");
  });

  it('tries a lock: taken when free, and held until the transaction ends', async () => {
    await database.db.transaction(async (tx) => {
      const [row] = await selectRows<{ held: boolean }>(
        tx as never,
        sql`select ${tryLockExpression(tx, ['sold_counts', 0])} as held`,
      );
      expect(row!.held).toBe(true);
      expect(await heldLocks(tx as never)).toEqual([[LOCK_SPACE_IDS.sold_counts, 0]]);
    });
    expect(await heldLocks(database.db)).toEqual([]);
  });

  itConcurrently('answers false at once when another transaction holds the lock it tries', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = false;
    const first = database.db.transaction(async (tx) => {
      await takeLocks(tx, [['sold_counts', 0]]);
      locked = true;
      await released;
    });
    while (!locked) await new Promise((r) => setTimeout(r, 5));
    const [row] = await database.db.transaction((tx) =>
      selectRows<{ held: boolean }>(
        tx as never,
        sql`select ${tryLockExpression(tx, ['sold_counts', 0])} as held`,
      ),
    );
    expect(row!.held).toBe(false);
    release();
    await first;
  });

  itConcurrently('keeps a second transaction waiting until the first ends', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const order: string[] = [];
    const first = database.db.transaction(async (tx) => {
      await takeLocks(tx, [['cart', 99]]);
      order.push('first locked');
      await released;
      order.push('first done');
    });
    while (order.length === 0) await new Promise((r) => setTimeout(r, 5));
    const second = database.db.transaction(async (tx) => {
      await takeLocks(tx, [['cart', 99]]);
      order.push('second locked');
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(order).toEqual(['first locked']);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first locked', 'first done', 'second locked']);
  });
});
