import {
  addressText,
  type BuyAgainResult,
  CANCEL_REASONS,
  type DeliverySlot,
  deliveryDateProblem,
  type Language,
  message,
  ORDER_TABS,
  type OrderDetails,
  type OrderIndex,
  type OrderLine,
  type OrderListItem,
  type OrderTab,
} from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { getAddress } from '../account';
import { addLines } from '../cart';
import { type Db, selectRows, type Tx } from '../db/client';
import { type Actor, canMove, memberActor, move } from '../db/lifecycle';
import { DomainError } from '../errors';
import { ownsPhoto } from '../files';
import type { Member } from '../http/viewer';
import type { PaymentProvider } from '../payment';
import { claimPlace, deliverySlot } from '../slots';
import { canTransition, ORDER_LIFECYCLE, TAB_STATUSES } from './lifecycle';
import {
  countOrdersByStatus,
  type LockedOrder,
  lockOrder,
  type OrderLineRow,
  type OrderRow,
  selectEvents,
  selectLines,
  selectMemberOrders,
  selectOrderPage,
} from './queries';
import { moveWithRefund } from './refunds';

// ---------------------------------------------------------------------------------------------------------
// Reading

/** A line the member may still return: not returned yet, and goods (a service voucher is not sent back). */
const lineReturnable = (line: OrderLineRow) => line.return_status === null && !line.is_voucher;

/** What the member may do with an order now; the endpoints enforce the same rules. */
function actions(row: OrderRow, lines: readonly OrderLineRow[]) {
  const returnable = row.status === 'delivered' && row.in_return_window;
  return {
    can_pay: row.status === 'to_pay' && row.payable,
    can_cancel: canTransition(row.status, 'cancel', 'member'),
    can_reschedule: row.status === 'to_receive' && row.delivery_failed_at !== null && !row.voucher_only,
    can_return: returnable && lines.some(lineReturnable),
    can_buy_again: row.status !== 'to_pay',
  };
}

function toLine(line: OrderLineRow, returnable: boolean): OrderLine {
  return {
    id: line.id,
    product_id: line.product_id,
    volume_variation_id: line.volume_variation_id,
    brand_name: line.brand_name,
    product_name: line.product_name,
    variation_name: line.variation_name,
    image: line.image,
    quantity: line.quantity,
    unit_price: line.unit_price,
    list_price: line.list_price,
    line_total: line.line_total,
    can_return: returnable && lineReturnable(line),
    is_voucher: line.is_voucher,
    return_status: line.return_status,
    review_state: line.review_state,
  };
}

function toListItem(row: OrderRow, lines: readonly OrderLineRow[]): OrderListItem {
  const returnable = row.status === 'delivered' && row.in_return_window;
  return {
    id: row.id,
    po_number: row.po_number,
    status: row.status,
    created_at: row.created_at,
    currency: row.currency,
    total: row.total,
    item_count: row.item_count,
    lines: lines.map((l) => toLine(l, returnable)),
    payment_due_at: row.status === 'to_pay' ? row.payment_due_at : null,
    voucher_only: row.voucher_only,
    delivery_date: row.delivery_date,
    delivery_time: row.delivery_time,
    ...actions(row, lines),
  };
}

function groupBy<T extends { order_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.order_id);
    if (list) list.push(row);
    else map.set(row.order_id, [row]);
  }
  return map;
}

function cancelReasonText(row: OrderRow, language: Language): string | null {
  const reason = CANCEL_REASONS.find((r) => r.id === row.cancel_reason_id);
  if (!reason) return row.status === 'cancelled' ? row.cancel_note : null;
  const text = message(reason.key, language);
  // Chinese punctuation is full width.
  return row.cancel_note ? `${text}${language === 'zh' ? '：' : ': '}${row.cancel_note}` : text;
}

/** One tab of the member's orders with the count of every tab: three reads whatever the page size. */
export async function listOrders(
  db: Db,
  language: Language,
  member: Member,
  query: { type: OrderTab; page: number; per_page: number },
): Promise<OrderIndex> {
  const byStatus = new Map(
    (await countOrdersByStatus(db, member.userId)).map((r) => [r.status, r.n] as const),
  );
  const counts = Object.fromEntries(
    ORDER_TABS.map((tab) => [tab, TAB_STATUSES[tab].reduce((n, s) => n + (byStatus.get(s) ?? 0), 0)]),
  ) as Record<OrderTab, number>;
  const total = counts[query.type];
  const rows =
    total === 0
      ? []
      : await selectOrderPage(
          db,
          member.userId,
          TAB_STATUSES[query.type],
          query.per_page,
          (query.page - 1) * query.per_page,
        );
  const lines = groupBy(
    await selectLines(
      db,
      language,
      rows.map((r) => r.id),
    ),
  );
  return {
    type: query.type,
    orders: rows.map((row) => toListItem(row, lines.get(row.id) ?? [])),
    counts,
    page: query.page,
    per_page: query.per_page,
    total,
    total_pages: Math.ceil(total / query.per_page),
  };
}

/**
 * The member's orders by PO number, in the order asked. Any number that is not the member's (another
 * member's, or none at all) makes the whole answer 404, so nothing tells the two apart.
 */
export async function orderDetails(
  db: Db,
  language: Language,
  member: Member,
  poNumbers: readonly string[],
): Promise<OrderDetails[]> {
  const wanted = [...new Set(poNumbers)];
  const rows = await selectMemberOrders(db, member.userId, wanted);
  if (rows.length !== wanted.length) throw new DomainError('not_found');
  const ids = rows.map((r) => r.id);
  const [lineRows, eventRows] = await Promise.all([selectLines(db, language, ids), selectEvents(db, ids)]);
  const lines = groupBy(lineRows);
  const events = groupBy(eventRows);
  const byPo = new Map(rows.map((r) => [r.po_number, r]));
  return poNumbers.map((po) => {
    const row = byPo.get(po)!;
    return {
      ...toListItem(row, lines.get(row.id) ?? []),
      subtotal: row.subtotal,
      discount: row.discount,
      points_redeemed: row.points_redeemed,
      points_value: row.points_value,
      shipping_fee: row.shipping_fee,
      points_earned: row.points_earned,
      delivery_address: row.delivery_address,
      // A voucher-only order may be placed without any address: no billing address then.
      billing_address: row.billing_address,
      payment_method: row.payment_method,
      paid_at: row.paid_at,
      shipped_at: row.shipped_at,
      delivered_at: row.delivered_at,
      cancelled_at: row.cancelled_at,
      cancel_reason: cancelReasonText(row, language),
      delivery_failed_at: row.delivery_failed_at,
      events: (events.get(row.id) ?? []).map((e) => ({
        status: e.status,
        note: e.note,
        refunded: e.refunded_cents,
        at: e.at,
      })),
    };
  });
}

export function cancelReasons(language: Language) {
  return CANCEL_REASONS.map((r) => ({ id: r.id, reason: message(r.key, language) }));
}

// ---------------------------------------------------------------------------------------------------------
// Changing

async function lockOwnOrder(tx: Tx, member: Member, poNumber: string): Promise<LockedOrder> {
  const order = await lockOrder(tx, poNumber, member.userId);
  if (!order) throw new DomainError('not_found');
  return order;
}

/**
 * Cancels an order for the member or the operator: to pay or to ship only ('order_not_cancellable'
 * otherwise). Its units go back to stock and its points are released (ORDER_EFFECTS). A paid order (to ship)
 * is refunded in full first (order/refunds.ts): the cancellation waits for the provider, and a provider
 * failure answers 502 'refund_failed' with the order still to ship and its cancellation held, completed by a
 * retry or by the refunds job.
 */
export async function cancelOrder(
  db: Db,
  provider: PaymentProvider,
  input: {
    poNumber: string;
    userId: number | null;
    /** The member (whose order it must be, `userId`) or the shop. */
    actor: Actor;
    reasonId: number | null;
    note: string | null;
  },
): Promise<number> {
  return moveWithRefund(
    db,
    provider,
    async (tx) => {
      const order = await lockOrder(tx, input.poNumber, input.userId);
      if (!order) throw new DomainError('not_found');
      if (!canMove(ORDER_LIFECYCLE, order.status, 'cancel', input.actor))
        throw new DomainError('order_not_cancellable');
      return order;
    },
    {
      action: 'cancel',
      actor: input.actor,
      note: input.note ?? 'cancelled',
      reasonId: input.reasonId,
      cancelNote: input.note,
    },
    // Only a paid order has been charged.
    async (_tx, order, payment) => (order.status === 'to_ship' ? payment.amount_cents : 0),
  );
}

/**
 * A new delivery date and slot, allowed only after a failed delivery attempt (status to receive with
 * delivery_failed_at set) of an order that ships (never a voucher-only one): 409 'reschedule_not_allowed'
 * otherwise. The date and slot follow the checkout's
 * rules: tomorrow onward (400 on field date), a place in the slot (slots/capacity.ts: 409
 * 'delivery_slot_full' on field time). Clears the failed attempt, so one failure allows one reschedule.
 */
export async function rescheduleOrder(
  db: Db,
  member: Member,
  input: { po_number: string; date: string; time: DeliverySlot },
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, member, input.po_number);
    if (
      order.voucher_only ||
      order.delivery_failed_at === null ||
      !canTransition(order.status, 'reschedule', 'member')
    )
      throw new DomainError('reschedule_not_allowed');
    const problem = deliveryDateProblem(input.date);
    if (problem) throw new DomainError('validation_failed', { fields: { date: [problem] } });
    // A move within the slot the order holds does not count the order against it.
    const holding = order.delivery_date === input.date && order.delivery_time === input.time;
    await claimPlace(tx, deliverySlot, input, { holding });
    await move(tx, ORDER_LIFECYCLE, order, 'reschedule', memberActor(member.userId), {
      set: sql`delivery_date = ${input.date}, delivery_time = ${input.time}, delivery_failed_at = null`,
      note: `rescheduled to ${input.date} ${input.time}`,
    });
  });
}

/**
 * Puts each line of the order back in the member's cart through the cart's own rules (cart/service.ts
 * addLines: the price the member pays today, purchasability, stock and the per-order maximum counting what
 * the cart already holds). A line the cart refuses is left out and named with its reason; a line that fits
 * only in part is added up to the limit.
 */
export async function buyAgain(
  db: Db,
  language: Language,
  member: Member,
  poNumber: string,
): Promise<BuyAgainResult> {
  return db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, member, poNumber);
    const name = language === 'zh' ? sql`product_name_zh` : sql`product_name_en`;
    const lines = await selectRows<{
      id: number;
      product_id: number;
      variation_id: number;
      product_name: string;
      quantity: number;
    }>(
      tx as unknown as Db,
      sql`select id, product_id, variation_id, ${name} as product_name, quantity
        from order_lines where order_id = ${order.id} order by id`,
    );
    const result = await addLines(
      tx,
      member,
      lines.map((l) => ({
        key: l.id,
        product_id: l.product_id,
        volume_variation_id: l.variation_id,
        quantity: l.quantity,
      })),
    );
    const added: number[] = [];
    const unavailable: BuyAgainResult['unavailable'] = [];
    result.lines.forEach((outcome, i) => {
      if ('refused' in outcome) {
        unavailable.push({
          order_line_id: outcome.key,
          product_name: lines[i]!.product_name,
          reason: outcome.refused,
        });
      } else added.push(outcome.key);
    });
    return { added, unavailable, cart_count: result.cartCount };
  });
}

/**
 * A return of one line of a delivered order, within RETURN_WINDOW_DAYS of delivery, not returned yet and not
 * a service voucher (409 'return_not_allowed' otherwise). Moves the order to return requested. The pickup address is a copy
 * of one of the member's addresses (another member's is 404), or the delivery address when none is given;
 * the pickup date follows the delivery date rule (tomorrow onward).
 */
export async function requestReturn(
  db: Db,
  member: Member,
  input: {
    po_number: string;
    order_line_id: number;
    reason: number;
    comments?: string | undefined;
    photos: string[];
    pickup_address_id?: number | undefined;
    pickup_date?: string | undefined;
  },
): Promise<void> {
  const badPhotos = input.photos.filter((p) => !ownsPhoto(member.userId, p));
  if (badPhotos.length > 0)
    throw new DomainError('validation_failed', { fields: { photos: ['invalid_value'] } });
  if (input.pickup_date) {
    const problem = deliveryDateProblem(input.pickup_date);
    if (problem) throw new DomainError('validation_failed', { fields: { pickup_date: [problem] } });
  }
  await db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, member, input.po_number);
    const [line] = await selectRows<{ id: number; returned: boolean; is_voucher: boolean }>(
      tx as unknown as Db,
      sql`select l.id, exists (select 1 from return_requests r where r.order_line_id = l.id) as returned,
          exists (select 1 from voucher_kinds k where k.product_id = l.product_id) as is_voucher
        from order_lines l where l.id = ${input.order_line_id} and l.order_id = ${order.id}`,
    );
    if (!line) throw new DomainError('not_found');
    if (
      line.returned ||
      line.is_voucher ||
      !order.in_return_window ||
      !canTransition(order.status, 'request_return', 'member')
    )
      throw new DomainError('return_not_allowed');
    let pickupAddress = order.delivery_address;
    if (input.pickup_address_id) {
      pickupAddress = addressText(await getAddress(tx, member, input.pickup_address_id));
    }
    await move(tx, ORDER_LIFECYCLE, order, 'request_return', memberActor(member.userId), {
      note: `return of line ${line.id}`,
    });
    // A return request begins requested (RETURN_LIFECYCLE's first state).
    await tx.execute(
      sql`insert into return_requests (order_id, order_line_id, reason, comments, photos, pickup_address, pickup_date)
        values (${order.id}, ${line.id}, ${input.reason}, ${input.comments ?? ''},
          ${sql`array[${sql.join(
            input.photos.map((p) => sql`${p}`),
            sql`, `,
          )}]::text[]`},
          ${pickupAddress}, ${input.pickup_date ?? null})`,
    );
  });
}
