import { sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../db/client';

/*
 * Stock given back. Taking it is placing an order's one statement (checkout/place-order.ts, the named
 * exception); giving it back, when an order is cancelled or expires (ORDER_EFFECTS), is the catalogue's, as
 * variations and product_sales_queue are its tables. It reads the order's lines to know what comes back.
 */

/**
 * Gives an order's units back: variations.stock += quantity, and the sold counts down by as many (queued, see
 * sold-counts.ts). The variations are locked in id order first, the order in which placing an order takes
 * them, so the two cannot deadlock.
 */
export async function giveOrderStockBack(tx: Tx, orderId: number): Promise<void> {
  const db = tx as unknown as Db;
  await selectRows(
    db,
    sql`select v.id from variations v
      where v.id in (select variation_id from order_lines where order_id = ${orderId})
      order by v.id for update`,
  );
  await tx.execute(
    sql`update variations v set stock = v.stock + q.qty
      from (select variation_id, sum(quantity)::int as qty from order_lines
        where order_id = ${orderId} group by variation_id) q
      where v.id = q.variation_id`,
  );
  await tx.execute(
    sql`insert into product_sales_queue (product_id, quantity)
      select product_id, -sum(quantity)::int from order_lines where order_id = ${orderId} group by product_id`,
  );
}
