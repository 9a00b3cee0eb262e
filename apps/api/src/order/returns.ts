import { sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../db/client';

/*
 * Return requests of an order. The member's request is order/service.ts's requestReturn; the shop approves,
 * rejects and refunds (refunds.ts refundReturn) through the order's moves (order/operator.ts), whose effects
 * (ORDER_EFFECTS) move the returns (RETURN_LIFECYCLE) and read what they give back here.
 */

export type ReturnShare = {
  /** Every line of the order is returned. */
  everything: boolean;
  /** The cash to give back: the returned lines' share of the goods paid; the whole total when all are. */
  amountCents: number;
  /** The returned lines' total and all lines' total, in cents (the points share is the same fraction). */
  returned: number;
  all: number;
  /** The first approved return request: what a reversal names (one refund per order). */
  firstReturnId: number | null;
};

/** What an approved return gives back. Read before the returns are marked refunded. */
export async function returnShare(tx: Tx, orderId: number): Promise<ReturnShare> {
  const [share] = await selectRows<{
    total: number;
    shipping_fee: number;
    returned: number;
    all_lines: number;
    lines: number;
    returned_lines: number;
    first_return_id: number | null;
  }>(
    tx as unknown as Db,
    sql`select o.total_cents as total, o.shipping_fee_cents as shipping_fee,
        coalesce(sum(l.line_total_cents) filter (where r.id is not null), 0)::int as returned,
        coalesce(sum(l.line_total_cents), 0)::int as all_lines,
        count(l.id)::int as lines, count(r.id)::int as returned_lines,
        min(r.id)::int as first_return_id
      from orders o
      left join order_lines l on l.order_id = o.id
      left join return_requests r on r.order_line_id = l.id and r.status = 'approved'
      where o.id = ${orderId}
      group by o.id`,
  );
  if (!share) throw new Error(`no order ${orderId}`);
  const everything = share.returned_lines === share.lines;
  const all = Math.max(1, share.all_lines);
  const goodsPaid = share.total - share.shipping_fee;
  return {
    everything,
    amountCents: everything ? share.total : Math.round((goodsPaid * share.returned) / all),
    returned: share.returned,
    all,
    firstReturnId: share.first_return_id,
  };
}
