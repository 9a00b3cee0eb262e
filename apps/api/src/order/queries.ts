import { type Language, RETURN_WINDOW_DAYS } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { type Db, sqlList as idList, selectRows, type Tx } from '../db/client';
import { shopTimestamp as shopTime } from '../db/shop-clock';
import { lineReviewStateSql } from '../review';
import type { OrderStatus } from './lifecycle';

export type OrderRow = {
  id: number;
  po_number: string;
  user_id: number;
  status: OrderStatus;
  currency: string;
  subtotal: number;
  discount: number;
  points_redeemed: number;
  points_value: number;
  shipping_fee: number;
  total: number;
  points_earned: number;
  item_count: number;
  /** Null (with the date and time) for a voucher-only order. */
  delivery_address: string | null;
  /** '' for a voucher-only order placed without any address. */
  billing_address: string | null;
  delivery_date: string | null;
  delivery_time: string | null;
  voucher_only: boolean;
  payment_method: string | null;
  created_at: string;
  payment_due_at: string;
  paid_at: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  cancelled_at: string | null;
  delivery_failed_at: string | null;
  cancel_reason_id: number | null;
  cancel_note: string | null;
  /** The payment deadline has not passed yet. */
  payable: boolean;
  /** Delivered less than RETURN_WINDOW_DAYS ago. */
  in_return_window: boolean;
};

const orderColumns = sql`o.id, o.po_number, o.user_id, o.status, o.currency,
  o.subtotal_cents as subtotal, o.discount_cents as discount, o.points_redeemed,
  o.points_value_cents as points_value, o.shipping_fee_cents as shipping_fee, o.total_cents as total,
  o.points_earned,
  (select coalesce(sum(l.quantity), 0)::int from order_lines l where l.order_id = o.id) as item_count,
  o.delivery_address, o.billing_address, o.delivery_date::text as delivery_date, o.delivery_time,
  o.voucher_only, o.payment_method,
  ${shopTime(sql`o.created_at`)} as created_at,
  ${shopTime(sql`o.payment_due_at`)} as payment_due_at,
  ${shopTime(sql`o.paid_at`)} as paid_at,
  ${shopTime(sql`o.shipped_at`)} as shipped_at,
  ${shopTime(sql`o.delivered_at`)} as delivered_at,
  ${shopTime(sql`o.cancelled_at`)} as cancelled_at,
  ${shopTime(sql`o.delivery_failed_at`)} as delivery_failed_at,
  o.cancel_reason_id, o.cancel_note,
  o.payment_due_at > now() as payable,
  coalesce(o.delivered_at > now() - make_interval(days => ${RETURN_WINDOW_DAYS}), false) as in_return_window`;

/** How many of the member's orders are in each state: one grouped read for the dashboard's tab counts. */
export function countOrdersByStatus(db: Db, userId: number) {
  return selectRows<{ status: OrderStatus; n: number }>(
    db,
    sql`select status, count(*)::int as n from orders where user_id = ${userId} group by status`,
  );
}

/** One page of the member's orders in `statuses`, newest first (orders_user_status_idx). */
export function selectOrderPage(
  db: Db,
  userId: number,
  statuses: readonly OrderStatus[],
  limit: number,
  offset: number,
): Promise<OrderRow[]> {
  return selectRows<OrderRow>(
    db,
    sql`select ${orderColumns} from orders o
      where o.user_id = ${userId} and o.status in (${sql.join(
        statuses.map((s) => sql`${s}`),
        sql`, `,
      )})
      order by o.created_at desc, o.id desc limit ${limit} offset ${offset}`,
  );
}

/** The member's orders among `poNumbers`; another member's order is simply not there. */
export function selectMemberOrders(db: Db, userId: number, poNumbers: readonly string[]) {
  return selectRows<OrderRow>(
    db,
    sql`select ${orderColumns} from orders o
      where o.user_id = ${userId} and o.po_number in (${sql.join(
        poNumbers.map((p) => sql`${p}`),
        sql`, `,
      )})
      order by o.created_at desc, o.id desc`,
  );
}

/** Orders in a state, for the operator (oldest first: the queue to work through). */
export function selectOrdersForOps(db: Db, status: OrderStatus | null, limit: number) {
  return selectRows<OrderRow>(
    db,
    sql`select ${orderColumns} from orders o
      where (${status}::text is null or o.status = ${status}::text)
      order by o.created_at, o.id limit ${limit}`,
  );
}

export function selectOrderById(db: Db | Tx, id: number) {
  return selectRows<OrderRow>(db as Db, sql`select ${orderColumns} from orders o where o.id = ${id}`);
}

export type OrderLineRow = {
  id: number;
  order_id: number;
  product_id: number;
  volume_variation_id: number;
  brand_name: string;
  product_name: string;
  variation_name: string;
  image: string;
  quantity: number;
  unit_price: number;
  list_price: number;
  line_total: number;
  return_status: 'requested' | 'approved' | 'rejected' | 'refunded' | null;
  /** The product sells a service voucher (wallet's voucher_kinds). */
  is_voucher: boolean;
  review_state: 'to_review' | 'reviewed' | null;
};

/** The lines of several orders in one read, with their return request's state. */
export function selectLines(db: Db | Tx, language: Language, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  const name = language === 'zh' ? sql`l.product_name_zh` : sql`l.product_name_en`;
  return selectRows<OrderLineRow>(
    db as Db,
    sql`select l.id, l.order_id, l.product_id, l.variation_id as volume_variation_id, l.brand_name,
        ${name} as product_name, l.variation_name, l.image, l.quantity, l.unit_price_cents as unit_price,
        l.list_price_cents as list_price, l.line_total_cents as line_total, r.status as return_status,
        exists (select 1 from voucher_kinds k where k.product_id = l.product_id) as is_voucher,
        ${lineReviewStateSql} as review_state
      from order_lines l join orders o on o.id = l.order_id
        left join return_requests r on r.order_line_id = l.id
      where l.order_id in (${idList(orderIds)})
      order by l.order_id, l.id`,
  );
}

export type OrderEventRow = {
  order_id: number;
  status: OrderStatus;
  from_status: OrderStatus | null;
  actor: string;
  note: string | null;
  refunded_cents: number | null;
  at: string;
};

export function selectEvents(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return selectRows<OrderEventRow>(
    db,
    sql`select e.order_id, e.to_status as status, e.from_status, e.actor, e.note, e.refunded_cents,
        ${shopTime(sql`e.created_at`)} as at
      from order_events e where e.order_id in (${idList(orderIds)})
      order by e.order_id, e.created_at, e.id`,
  );
}

/** The order's row, locked until the transaction ends; every state change starts here. */
export type LockedOrder = {
  id: number;
  po_number: string;
  user_id: number;
  status: OrderStatus;
  total: number;
  shipping_fee: number;
  currency: string;
  delivery_address: string | null;
  delivery_date: string | null;
  delivery_time: string | null;
  voucher_only: boolean;
  delivery_failed_at: Date | string | null;
  in_return_window: boolean;
  /** A move waiting for a refund (order/refunds.ts), or null. */
  pending_action: string | null;
};

const lockedColumns = sql`o.id, o.po_number, o.user_id, o.status, o.total_cents as total,
  o.shipping_fee_cents as shipping_fee, o.currency, o.delivery_address,
  o.delivery_date::text as delivery_date, o.delivery_time, o.voucher_only, o.delivery_failed_at,
  coalesce(o.delivered_at > now() - make_interval(days => ${RETURN_WINDOW_DAYS}), false) as in_return_window,
  o.pending_action`;

/** The order by PO number (and its member's, when `userId` is given), locked. */
export async function lockOrder(
  tx: Tx,
  poNumber: string,
  userId: number | null,
): Promise<LockedOrder | undefined> {
  const [row] = await selectRows<LockedOrder>(
    tx as unknown as Db,
    sql`select ${lockedColumns} from orders o
      where o.po_number = ${poNumber} and (${userId}::int is null or o.user_id = ${userId}::int)
      for update`,
  );
  return row;
}

/** The order by id, locked. */
export async function lockOrderById(tx: Tx, id: number): Promise<LockedOrder | undefined> {
  const [row] = await selectRows<LockedOrder>(
    tx as unknown as Db,
    sql`select ${lockedColumns} from orders o where o.id = ${id} for update`,
  );
  return row;
}

/** The order lines of its approved returns (read before a refund marks them refunded). */
export async function approvedReturnLineIds(tx: Tx, orderId: number): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    tx as unknown as Db,
    sql`select order_line_id as id from return_requests where order_id = ${orderId} and status = 'approved'`,
  );
  return rows.map((r) => r.id);
}
