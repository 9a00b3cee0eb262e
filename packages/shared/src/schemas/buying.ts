import { z } from 'zod';
import { MAX_REVIEW_PHOTOS, PAYMENT_CURRENCY } from '../constants';
import { ORDER_TAB_CODES, ORDER_TABS, type OrderTab, orderTabFrom, RETURN_REASON } from '../enums';
import type { MessageKey } from '../messages';
import {
  booleanParam,
  dateField,
  emptyAsAbsent,
  idField,
  isCalendarDate,
  multilineText,
  numberParam,
  optionalTextField,
  PO_NUMBER_PATTERN,
  pageParam,
  perPageParam,
  requiredParam,
} from '../rules/validation';
import { addressSchema } from './account';
import { volumeVariationSchema } from './catalogue';

/*
 * The buying calls (spec section 7: order, purchase, payment): cart, checkout, orders and payment. Request
 * schemas accept query strings and JSON alike; issue messages are catalogue keys. Money is integer cents of
 * `currency`; points are integers.
 */

const key = (k: MessageKey): MessageKey => k;
const cents = z.number().int().describe('Amount in cents of `currency`');

// ---------------------------------------------------------------------------------------------------------
// Constants of the buying rules

/** Points earned per whole currency unit paid (after points and discounts, before shipping). */
export const POINTS_EARNED_PER_UNIT = 1;
export const SHIPPING_FEE_CENTS = 500;
/** The smallest amount a card payment may charge (Stripe's minimum for SGD); points never go below it. */
export const MIN_CHARGE_CENTS = 50;
/** Orders whose goods come to at least this much ship free. */
export const FREE_SHIPPING_MIN_CENTS = 6000;
/**
 * What sets the most points a checkout may take (summariseCheckout): the member's balance, the points the
 * products allow, the goods (points never pay for shipping), or the smallest card charge left to pay.
 */
export const POINTS_LIMITS = ['balance', 'products', 'shipping', 'min_charge'] as const;
export type PointsLimit = (typeof POINTS_LIMITS)[number];
/** Delivery time slots of a day, in the shop's time zone. */
export const DELIVERY_SLOTS = ['09:00-12:00', '12:00-15:00', '15:00-18:00', '18:00-21:00'] as const;
export type DeliverySlot = (typeof DELIVERY_SLOTS)[number];
/** Orders one slot takes before it shows as full. */
export const DELIVERY_SLOT_CAPACITY = 40;
/** How far ahead a delivery can be booked; the earliest day is tomorrow. */
export const DELIVERY_DAYS_AHEAD = 14;

export const PAYMENT_METHODS = ['card', 'paynow'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Cancellation reasons (order/cancel_reason); texts are catalogue messages. */
export const CANCEL_REASONS = [
  { id: 1, key: 'cancel_reason_changed_mind' },
  { id: 2, key: 'cancel_reason_better_price' },
  { id: 3, key: 'cancel_reason_wrong_items' },
  { id: 4, key: 'cancel_reason_delivery_too_late' },
  { id: 5, key: 'cancel_reason_other' },
] as const satisfies readonly { id: number; key: MessageKey }[];

/** What can be wrong with a cart line, flagged on it (spec section 8 messages) rather than dropped. */
export const CART_FLAGS = [
  'product_removed',
  'volume_variation_removed',
  'cart_info_updated',
  'cart_stock_limit',
  'exceeded_max_quantity',
  'partner_only',
] as const satisfies readonly MessageKey[];
export type CartFlag = (typeof CART_FLAGS)[number];

/** Why a line cannot go (back) into the cart: a cart flag, or a service voucher for a member outside Singapore. */
export const ADD_REFUSALS = [...CART_FLAGS, 'voucher_region_only'] as const satisfies readonly MessageKey[];
export type AddRefusal = (typeof ADD_REFUSALS)[number];

// ---------------------------------------------------------------------------------------------------------
// Field rules

const quantityField = numberParam(
  z
    .number({ error: key('invalid_value') })
    .int(key('invalid_value'))
    .min(1, key('number_too_small'))
    .max(9999, key('number_too_large')),
);

const pointsField = numberParam(
  z
    .number({ error: key('points_not_valid') })
    .int(key('points_not_valid'))
    .min(0, key('points_not_valid'))
    .max(100_000_000, key('points_not_valid')),
);

const slotField = requiredParam(z.enum(DELIVERY_SLOTS, { error: key('invalid_value') }));

/** A date or slot that only some checkouts need: absent is allowed here, the service says when it is not. */
const optionalDateField = emptyAsAbsent(
  z
    .string({ error: key('required') })
    .refine(isCalendarDate, key('invalid_date'))
    .optional(),
);
const optionalSlotField = emptyAsAbsent(z.enum(DELIVERY_SLOTS, { error: key('invalid_value') }).optional());

export const poNumberField = requiredParam(
  z
    .string({ error: key('required') })
    .trim()
    .regex(PO_NUMBER_PATTERN, key('invalid_value')),
);

/** One id or a list: a JSON array, a repeated query parameter or "1,2,3". */
export function idListField() {
  return z.preprocess(
    (v) => (typeof v === 'string' && v.includes(',') ? v.split(',') : v),
    z.union([idField.transform((id) => [id]), z.array(idField).min(1, key('required')).max(100)], {
      error: key('invalid_value'),
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Cart requests

export const addCartSchema = z.object({
  product: z.object(
    {
      product_id: idField,
      volume_variation_id: emptyAsAbsent(idField.optional()).describe(
        'Required for a product with volume variations; omitted for a single product',
      ),
      quantity: emptyAsAbsent(quantityField.default(1)),
    },
    { error: key('required') },
  ),
});
export type AddCartInput = z.input<typeof addCartSchema>;

export const editCartSchema = z.object({
  product: z
    .object(
      {
        cart_item_id: idField,
        quantity: emptyAsAbsent(quantityField.optional()),
        is_checked: emptyAsAbsent(booleanParam.optional()),
      },
      { error: key('invalid_value') },
    )
    .optional()
    .describe('Without it the call only answers the cart'),
  check_all: emptyAsAbsent(booleanParam.optional()).describe('Checks or unchecks every line at once'),
});
export type EditCartInput = z.input<typeof editCartSchema>;

export const deleteCartItemsSchema = z.object({ cart_item_id: idListField() });
export type DeleteCartItemsInput = z.input<typeof deleteCartItemsSchema>;

export const changeVolumeVariationSchema = z.object({
  cart_item_id: idField,
  volume_variation_id: idField,
});
export type ChangeVolumeVariationInput = z.input<typeof changeVolumeVariationSchema>;

// ---------------------------------------------------------------------------------------------------------
// Cart answer

export const cartItemSchema = z.object({
  id: z.number().int().describe('The cart line id (cart_item_id in requests)'),
  product_id: z.number().int(),
  volume_variation_id: z.number().int(),
  brand_name: z.string(),
  product_name: z.string(),
  variation_name: z.string().describe('Empty for a product without volume variations'),
  image: z.string(),
  currency: z.string(),
  unit_price: cents.describe('List price of the variation'),
  discounted_price: cents.nullable(),
  agent_price: cents.nullable().describe('Partner price; null unless the caller is an agent'),
  price: cents.describe('What one unit costs this member now: partner, discounted or list price'),
  line_total: cents,
  points_to_redeem: z.number().int().describe('Points that may be redeemed per unit'),
  quantity: z.number().int(),
  max_quantity: z.number().int().describe('min(stock, per-order maximum)'),
  stock: z.number().int(),
  is_checked: z.boolean(),
  voucher_id: z.number().int().describe('0 for a product line'),
  partner_only: z.boolean(),
  volume_variations: z.array(volumeVariationSchema).describe('Choices for changevolumevariation'),
  flags: z
    .array(z.enum(CART_FLAGS))
    .describe('Problems with this line; a flagged line cannot be checked out'),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartGroupSchema = z.object({
  id: z.number().int(),
  name: z.string().describe('The brand the lines are grouped under'),
  items: z.array(cartItemSchema),
});
export type CartGroup = z.infer<typeof cartGroupSchema>;

export const orderSummarySchema = z.object({
  currency: z.string(),
  item_count: z.number().int().describe('Units among the checked lines'),
  subtotal: cents.describe('Checked lines at list price'),
  discount: cents.describe('Saving of discounted and partner prices against list price'),
  points_redeemed: z.number().int(),
  points_value: cents,
  shipping_fee: cents,
  total: cents,
  points_earned: z.number().int().describe('Points this order earns once delivered and settled'),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const pointSummarySchema = z.object({
  point_available: z.number().int(),
  point_available_conversion: cents.describe('Value of the available points'),
  point_redeemed: z.number().int().describe('Points chosen for this checkout'),
  point_redemption_rate: z.number().describe('Currency value of one point'),
  total_point_earn: z.number().int(),
  total_point_earn_conversion: cents,
  point_redemption_conversion_rate: z.number().int().describe('Points per currency unit'),
  max_redeemable: z.number().int().describe('Most points this checkout may take'),
  max_redeemable_reason: z
    .enum(POINTS_LIMITS)
    .describe(
      'What sets max_redeemable: the balance, the points the checked products allow, the goods total (points never pay for shipping), or the smallest card charge (points always leave it to pay)',
    ),
});
export type PointSummary = z.infer<typeof pointSummarySchema>;

export const cartSchema = pointSummarySchema.extend({
  mycart: z.array(cartGroupSchema),
  order_summary: orderSummarySchema,
  order_completed_day: z.number().int().describe('Days after delivery before earned points are available'),
  cart_count: z.number().int().describe('Lines in the cart, for the header'),
  is_voucher_only: z.boolean().describe('No checked line has voucher id 0'),
  can_checkout: z.boolean().describe('Some line is checked and no checked line is flagged'),
});
export type Cart = z.infer<typeof cartSchema>;

// ---------------------------------------------------------------------------------------------------------
// Checkout

export const pointRedeemSchema = z.object({ points: requiredParam(pointsField) });
export const editDeliveryAddressSchema = z.object({ delivery_address_id: idField });
export const editBillingAddressSchema = z.object({ billing_address_id: idField });

export const shippingSchema = cartSchema.extend({
  delivery_address: addressSchema.nullable(),
  billing_address: addressSchema.nullable(),
  addresses: z.array(addressSchema).describe("The member's address book"),
  payment_currency: z.literal(PAYMENT_CURRENCY),
});
export type Shipping = z.infer<typeof shippingSchema>;

export const scheduleQuerySchema = z.object({ date: dateField });
export const scheduleSchema = z.object({
  date: z.string(),
  earliest_date: z.string().describe('Tomorrow on the shop clock'),
  latest_date: z.string(),
  slots: z.array(z.object({ time: z.enum(DELIVERY_SLOTS), available: z.boolean() })),
});
export type Schedule = z.infer<typeof scheduleSchema>;

/**
 * The delivery date and slot: required (400 `required` on the field) unless every checked line is a service
 * voucher (`is_voucher_only`), which has nothing to deliver and ignores them.
 */
export const placeOrderSchema = z.object({
  date: optionalDateField.describe('YYYY-MM-DD; required unless the checkout is voucher-only'),
  time: optionalSlotField.describe('Required unless the checkout is voucher-only'),
});
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;

export const placedOrderSchema = z.object({
  po_number: z.string(),
  total: cents,
  currency: z.string(),
  payment_due_at: z.string().describe('YYYY-MM-DD HH:mm:ss, shop time; unpaid after this, it is cancelled'),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

// ---------------------------------------------------------------------------------------------------------
// Orders

export const ORDER_STATUS_VALUES = [
  'to_pay',
  'to_ship',
  'to_receive',
  'delivered',
  'completed',
  'cancelled',
  'return_requested',
  'return_approved',
  'return_rejected',
  'refunded',
] as const;
export type OrderStatusValue = (typeof ORDER_STATUS_VALUES)[number];

/**
 * The moves of an order (the API's ORDER_TRANSITIONS). A history event the shop moved without a note of its
 * own carries the action's name as its note, which is no text for a member: the web hides these.
 */
export const ORDER_ACTION_VALUES = [
  'pay',
  'pay_vouchers',
  'cancel',
  'expire',
  'ship',
  'deliver',
  'fail_delivery',
  'reschedule',
  'complete',
  'request_return',
  'approve_return',
  'reject_return',
  'refund',
] as const;
export type OrderActionValue = (typeof ORDER_ACTION_VALUES)[number];

type OrderTabCode = keyof typeof ORDER_TAB_CODES;
const ORDER_TAB_CODE_NUMBERS = Object.keys(ORDER_TAB_CODES).map(Number) as OrderTabCode[];

/**
 * A tab by name ("to_ship") or by its code (2, or "2" from a query string; see ORDER_TAB_CODES). Each form is
 * its own member of the union, so the OpenAPI document lists them all.
 */
const orderTabField = z
  .union(
    [
      z.enum(ORDER_TABS),
      z.enum(ORDER_TAB_CODE_NUMBERS.map(String) as [string, ...string[]]),
      z.literal(ORDER_TAB_CODE_NUMBERS),
    ],
    { error: key('invalid_value') },
  )
  // Every member of the union is a name or a code, so orderTabFrom always finds the tab.
  .transform((tab) => orderTabFrom(tab) as OrderTab);

const ORDER_TAB_FORMS = Object.entries(ORDER_TAB_CODES)
  .map(([code, tab]) => `${tab} or ${code}`)
  .join(', ');

export const orderIndexQuerySchema = z.object({
  type: emptyAsAbsent(orderTabField.default('to_pay')).describe(
    `The tab, by name or by its number in the spec's tab order: ${ORDER_TAB_FORMS}. Default to_pay.`,
  ),
  page: pageParam,
  per_page: perPageParam(50, 10),
});

export const orderLineSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  volume_variation_id: z.number().int(),
  brand_name: z.string(),
  product_name: z.string(),
  variation_name: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  unit_price: cents.describe('Price charged per unit'),
  list_price: cents,
  line_total: cents,
  can_return: z
    .boolean()
    .describe('Within 7 days of receipt and not returned yet; never for a service voucher'),
  is_voucher: z.boolean().describe('The line sold service vouchers, issued to the wallet when paid'),
  return_status: z.enum(['requested', 'approved', 'rejected', 'refunded']).nullable(),
  review_state: z
    .enum(['to_review', 'reviewed'])
    .nullable()
    .describe(
      'to_review: delivered, not given back and inside the review window (review/create takes it); reviewed: the member has reviewed it; null: neither',
    ),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

const orderActions = z.object({
  can_pay: z.boolean(),
  can_cancel: z.boolean(),
  can_reschedule: z.boolean(),
  can_return: z.boolean(),
  can_buy_again: z.boolean(),
});

export const orderListItemSchema = orderActions.extend({
  id: z.number().int(),
  po_number: z.string(),
  status: z.enum(ORDER_STATUS_VALUES),
  created_at: z.string(),
  currency: z.string(),
  total: cents,
  item_count: z.number().int(),
  lines: z.array(orderLineSchema),
  payment_due_at: z.string().nullable(),
  voucher_only: z.boolean().describe('Every line is a service voucher: nothing to deliver'),
  delivery_date: z.string().nullable().describe('Null for a voucher-only order'),
  delivery_time: z.string().nullable().describe('Null for a voucher-only order'),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

export const orderIndexSchema = z.object({
  type: z.enum(ORDER_TABS),
  orders: z.array(orderListItemSchema),
  counts: z.record(z.enum(ORDER_TABS), z.number().int()).describe('Orders in each tab, for the dashboard'),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});
export type OrderIndex = z.infer<typeof orderIndexSchema>;

export const orderDetailsQuerySchema = z.object({ po_number: poNumberField });
export const multipleOrderDetailsQuerySchema = z.object({
  po_numbers: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',') : v),
    z.array(poNumberField).min(1, key('required')).max(20),
  ),
});

export const orderEventSchema = z.object({
  status: z.enum(ORDER_STATUS_VALUES),
  note: z.string().nullable(),
  /** Money given back with this event (a refund keeps the order's state); null for any other event. */
  refunded: cents.nullable(),
  at: z.string(),
});

export const orderDetailsSchema = orderListItemSchema.extend({
  subtotal: cents,
  discount: cents,
  points_redeemed: z.number().int(),
  points_value: cents,
  shipping_fee: cents,
  points_earned: z.number().int(),
  delivery_address: z.string().nullable().describe('Null for a voucher-only order'),
  billing_address: z.string().nullable().describe('Null for a voucher-only order placed without any address'),
  payment_method: z.string().nullable(),
  paid_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  delivery_failed_at: z.string().nullable(),
  events: z.array(orderEventSchema),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

export const cancelReasonSchema = z.object({ id: z.number().int(), reason: z.string() });
export const cancelOrderSchema = z.object({
  po_number: poNumberField,
  reason_id: numberParam(z.number({ error: key('required') }).int(key('invalid_value'))).refine(
    (id) => CANCEL_REASONS.some((r) => r.id === id),
    key('invalid_value'),
  ),
  note: multilineText(optionalTextField({ max: 500 })),
});
export type CancelOrderInput = z.input<typeof cancelOrderSchema>;

export const rescheduleOrderSchema = z.object({ po_number: poNumberField, date: dateField, time: slotField });
export type RescheduleOrderInput = z.input<typeof rescheduleOrderSchema>;

export const buyAgainSchema = z.object({ po_number: poNumberField });
export const buyAgainResultSchema = z.object({
  added: z.array(z.number().int()).describe('Order line ids put back in the cart'),
  unavailable: z
    .array(
      z.object({
        order_line_id: z.number().int(),
        product_name: z.string(),
        reason: z.enum(ADD_REFUSALS),
      }),
    )
    .describe('Lines that could not be added, and why'),
  cart_count: z.number().int(),
});
export type BuyAgainResult = z.infer<typeof buyAgainResultSchema>;

export const returnRefundSchema = z.object({
  po_number: poNumberField,
  order_line_id: idField,
  reason: numberParam(
    z.union([z.literal(RETURN_REASON.DEFECTED_PRODUCT), z.literal(RETURN_REASON.INCORRECT_PRODUCT)], {
      error: key('invalid_value'),
    }),
  ),
  comments: multilineText(optionalTextField({ max: 1000 })),
  photos: emptyAsAbsent(
    z
      .array(z.string().max(300), { error: key('invalid_value') })
      .max(MAX_REVIEW_PHOTOS, key('max_photos'))
      .default([]),
  ).describe('Paths returned by common/upload; at most 4'),
  pickup_address_id: emptyAsAbsent(idField.optional()),
  pickup_date: emptyAsAbsent(dateField.optional()),
});
export type ReturnRefundInput = z.input<typeof returnRefundSchema>;

// ---------------------------------------------------------------------------------------------------------
// Payment

export const makePaymentQuerySchema = z.object({
  payment_method: requiredParam(z.enum(PAYMENT_METHODS, { error: key('payment_method_unsupported') })),
});

export const paymentIntentCreateSchema = z.object({
  currency: requiredParam(z.literal(PAYMENT_CURRENCY, { error: key('payment_method_unsupported') })),
  po_number: poNumberField,
  payment_method: requiredParam(z.enum(PAYMENT_METHODS, { error: key('payment_method_unsupported') })),
});

export const paymentIntentConfirmSchema = z.object({
  payment_intent_id: requiredParam(z.string({ error: key('required') }).max(200, key('too_long'))),
  transaction_no: emptyAsAbsent(z.string().max(200, key('too_long')).optional()),
});

export const paymentIntentSchema = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  payment_intent_id: z.string(),
  client_secret: z.string(),
  publishable_key: z.string().nullable().describe('Stripe only'),
  po_number: z.string(),
  amount: cents,
  currency: z.string(),
});
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

/** The sandbox provider's own card form posts here (never used with Stripe, whose form talks to Stripe). */
export const sandboxConfirmSchema = z.object({
  payment_intent_id: requiredParam(z.string({ error: key('required') }).max(200)),
  card_number: requiredParam(
    z.string({ error: key('required') }).regex(/^[\d ]{12,23}$/, key('invalid_value')),
  ),
  expiry: requiredParam(
    z.string({ error: key('required') }).regex(/^(0[1-9]|1[0-2])\/\d{2}$/, key('invalid_value')),
  ),
  cvc: requiredParam(z.string({ error: key('required') }).regex(/^\d{3,4}$/, key('invalid_value'))),
});

export const paymentResultSchema = z.object({
  po_number: z.string(),
  status: z.enum(['succeeded', 'failed', 'pending']),
  order_status: z.enum(ORDER_STATUS_VALUES),
  message: z.string().nullable().describe('Why it failed, in the request language'),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;
