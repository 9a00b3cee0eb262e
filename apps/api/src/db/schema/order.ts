import { ORDER_STATUS_VALUES, RETURN_REASON } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './account';
import { products, variations } from './catalogue';
import { createdAt, oneOf } from './columns';

/* Orders and their lifecycle: lines, events and returns. */

/** Order lifecycle states (shared with the web); the transitions live in apps/api/src/order/lifecycle.ts. */
export const ORDER_STATUSES = ORDER_STATUS_VALUES;

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    poNumber: text('po_number').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('to_pay'),
    currency: text('currency').notNull().default('SGD'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    pointsRedeemed: integer('points_redeemed').notNull().default(0),
    pointsValueCents: integer('points_value_cents').notNull().default(0),
    shippingFeeCents: integer('shipping_fee_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    pointsEarned: integer('points_earned').notNull().default(0),
    /** Addresses as they were when ordered: a later edit of the address book does not move a parcel. */
    /** Null for a voucher-only order (nothing to deliver; billing optional); set for every other order (a check). */
    deliveryAddress: text('delivery_address'),
    billingAddress: text('billing_address'),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    deliveryTime: text('delivery_time'),
    /** Every line sells a service voucher: no delivery step, vouchers issued when paid (spec section 4). */
    voucherOnly: boolean('voucher_only').notNull().default(false),
    paymentMethod: text('payment_method'),
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReasonId: smallint('cancel_reason_id'),
    cancelNote: text('cancel_note'),
    /** Set by a failed delivery attempt; only then may the member reschedule. */
    deliveryFailedAt: timestamp('delivery_failed_at', { withTimezone: true }),
    /**
     * The move waiting for a refund to go through ('cancel' or 'refund', see order/refunds.ts): until it does,
     * the order takes no other move, so a paid order being cancelled cannot be shipped meanwhile.
     */
    pendingAction: text('pending_action'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_status_idx').on(t.userId, t.status, t.createdAt),
    index('orders_unpaid_due_idx').on(t.paymentDueAt).where(sql`${t.status} = 'to_pay'`),
    index('orders_delivery_slot_idx').on(t.deliveryDate, t.deliveryTime),
    check('orders_total_check', sql`${t.totalCents} >= 0`),
    check(
      'orders_delivery_check',
      sql`${t.voucherOnly} or (${t.deliveryAddress} is not null and ${t.billingAddress} is not null and ${t.deliveryDate} is not null and ${t.deliveryTime} is not null)`,
    ),
  ],
);

/** The lines of an order at the prices charged, with names kept as they were. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    variationId: integer('variation_id')
      .notNull()
      .references(() => variations.id),
    productNameEn: text('product_name_en').notNull(),
    productNameZh: text('product_name_zh').notNull(),
    brandName: text('brand_name').notNull(),
    variationName: text('variation_name').notNull(),
    image: text('image').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** The list price beside the price charged, so the order shows the saving. */
    listPriceCents: integer('list_price_cents').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** Every state change of an order, for its tracking timeline and for audit. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** member, operator, system (expiry job) or payment (provider confirmation). */
    actor: text('actor').notNull(),
    /** The member's or staff member's id (null for the system, and for the operator token, which has none). */
    actorId: integer('actor_id'),
    /** The staff member's or the job's name (null for a member, whose id says who). */
    actorName: text('actor_name'),
    note: text('note'),
    /** Money given back to the member with this event (a refund keeps the order's state), in cents. */
    refundedCents: integer('refunded_cents'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

export const returnRequests = pgTable(
  'return_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    reason: smallint('reason').notNull(),
    comments: text('comments').notNull().default(''),
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: ['requested', 'approved', 'rejected', 'refunded'] })
      .notNull()
      .default('requested'),
    pickupAddress: text('pickup_address'),
    pickupDate: date('pickup_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('return_requests_line_idx').on(t.orderLineId),
    check('return_requests_reason_check', oneOf(t.reason, RETURN_REASON)),
  ],
);
