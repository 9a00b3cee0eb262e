import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../db/client';
import { tryLockExpression } from '../db/locks';
import type { Job } from '../jobs/scheduler';

/**
 * Adds the units queued in product_sales_queue (placed orders, and cancelled ones as negative quantities) to
 * products.sold_count and empties the queue, in one transaction. Listings and product pages read
 * sold_count, so "sold" and the best-selling order trail the orders by at most one run of its job.
 * One instance folds at a time (a second one skips the run, its sold_counts lock taken: db/locks.ts): two
 * folds touching the same products in different orders could otherwise deadlock. Answers how many products changed.
 */
export async function foldSoldCounts(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await selectRows<{ changed: number | null }>(
      tx as unknown as Db,
      sql`with lock as (select ${tryLockExpression(tx, ['sold_counts', 0])} as held),
        taken as (delete from product_sales_queue where (select held from lock) returning product_id, quantity),
        sums as (select product_id, sum(quantity)::int as quantity from taken group by product_id),
        changed as (
          update products p set sold_count = greatest(p.sold_count + s.quantity, 0)
          from sums s where p.id = s.product_id and s.quantity <> 0
          returning p.id)
        select count(*)::int as changed from changed`,
    );
    return row?.changed ?? 0;
  });
}

/** The fold as a job of the app's scheduler, at the pace of the order jobs that queue given-back units. */
export function soldCountsJob(db: Db): Job {
  return {
    name: 'catalogue.fold-sold-counts',
    intervalMs: 30_000,
    async run() {
      const changed = await foldSoldCounts(db);
      return changed > 0 ? { changed } : null;
    },
  };
}
