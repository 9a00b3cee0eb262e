import {
  addDays,
  message,
  orderDetailsSchema,
  paymentIntentSchema,
  SHIPPING_FEE_CENTS,
  type Shipping,
  shippingSchema,
  shopToday,
} from '@beauty/shared';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/client';
import { createTestApp, type TestApp } from '../test/app';
import { makeProduct } from '../test/catalogue';
import { buyer, logIn } from '../test/members';
import { fakePaymentProvider } from '../test/payment-provider';
import { describeConcurrently } from '../test/postgres-only';

/*
 * Service vouchers bought in the shop (spec section 4): voucher products in the cart, the voucher-only
 * checkout (no delivery, card only), the vouchers issued when the order is paid and voided when it is
 * cancelled; and the point rate as a shop setting in the cart's answers.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const OPS = 'test-operator-token-of-at-least-32-characters';
const PAID_CARD = '4242 4242 4242 4242';
const tomorrow = () => addDays(shopToday(), 1);

const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(t.database.db, query);

function refused(res: LightMyRequestResponse, status: number, key: Parameters<typeof message>[0]) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ success: false, message_key: key, error_message: message(key) });
}

function shippingOf(res: LightMyRequestResponse): Shipping {
  expect(res.statusCode, res.body).toBe(200);
  return shippingSchema.parse(res.json().data);
}

async function newBuyer(options: Parameters<typeof logIn>[1] = {}) {
  const m = await logIn(t, options);
  return { ...m, api: buyer(t.app, m.token) };
}
type Buyer = Awaited<ReturnType<typeof newBuyer>>;

/** A product that sells a voucher kind (S$30 at S$30 unless told), as the operator would set one up. */
async function voucherProduct(options: { unit?: number; points?: number; validDays?: number } = {}) {
  const product = await makeProduct(t.database.db, {
    variations: [{ unit: options.unit ?? 3000, points: options.points ?? 0 }],
  });
  const [kind] = await rows<{ id: number }>(
    sql`insert into voucher_kinds (product_id, name_en, name_zh, value_cents, valid_days, terms_en, terms_zh)
      values (${product.productId}, 'S$30 service voucher', 'S$30 服务券', 3000, ${options.validDays ?? 90},
        'Book one day ahead.', '请提前一天预约。')
      returning id`,
  );
  return { ...product, kindId: kind!.id };
}

const linesOf = (res: LightMyRequestResponse) =>
  (
    res.json().data.mycart as { items: { product_id: number; voucher_id: number; is_checked: boolean }[] }[]
  ).flatMap((g) => g.items);

async function order(po: string) {
  const [o] = await rows<{
    id: number;
    status: string;
    voucher_only: boolean;
    delivery_address: string | null;
    delivery_date: string | null;
    delivery_time: string | null;
    billing_address: string;
    shipping_fee_cents: number;
    total_cents: number;
    completed_at: string | null;
  }>(
    sql`select id, status, voucher_only, delivery_address, delivery_date::text, delivery_time, billing_address,
        shipping_fee_cents, total_cents, completed_at::text from orders where po_number = ${po}`,
  );
  return o!;
}

const vouchersOf = (orderId: number) =>
  rows<{ status: string; order_line_id: number; kind_id: number; source: string; days: number }>(
    sql`select status, order_line_id, kind_id, source, (valid_until - valid_from)::int as days
      from vouchers where order_id = ${orderId} order by id`,
  );

/** Opens the order's payment by card and pays it with the sandbox's test card. */
async function payByCard(b: Buyer, po: string) {
  const intent = await b.api.call('POST', '/payment/stripe/paymentIntent', {
    currency: 'SGD',
    po_number: po,
    payment_method: 'card',
  });
  expect(intent.statusCode, intent.body).toBe(200);
  const { payment_intent_id } = paymentIntentSchema.parse(intent.json().data);
  const res = await b.api.call('POST', '/payment/sandbox/confirm', {
    payment_intent_id,
    card_number: PAID_CARD,
    expiry: '12/39',
    cvc: '123',
  });
  expect(res.statusCode, res.body).toBe(200);
  return { intentId: payment_intent_id, result: res.json().data as { status: string; order_status: string } };
}

/** Places the checked lines as a voucher-only order: no date, no slot. */
async function placeVoucherOrder(b: Buyer): Promise<string> {
  const placed = await b.api.call('POST', '/purchase/placeorder', {});
  expect(placed.statusCode, placed.body).toBe(200);
  return placed.json().data.po_number as string;
}

describe('voucher products in the cart', () => {
  it("puts the voucher kind on the line (voucher_id), makes a cart of vouchers voucher-only, and the order's line says so", async () => {
    const b = await newBuyer();
    const v = await voucherProduct();
    const goods = await makeProduct(t.database.db);
    const added = await b.api.add(v.productId, 2);
    expect(added.statusCode, added.body).toBe(200);
    expect(linesOf(added)).toEqual([
      expect.objectContaining({ product_id: v.productId, voucher_id: v.kindId }),
    ]);
    expect(added.json().data.is_voucher_only).toBe(true);

    const mixed = await b.api.add(goods.productId, 1);
    expect(linesOf(mixed).find((l) => l.product_id === goods.productId)?.voucher_id).toBe(0);
    expect(mixed.json().data.is_voucher_only).toBe(false);
    const [stored] = await rows<{ voucher_id: number }>(
      sql`select voucher_id from cart_items where user_id = ${b.userId} and product_id = ${v.productId}`,
    );
    expect(stored!.voucher_id).toBe(v.kindId);
  });

  it('refuses a voucher product to a member outside Singapore, and buy again leaves it out with the reason', async () => {
    const my = await newBuyer({ country: 'MY' });
    const v = await voucherProduct();
    refused(await my.api.add(v.productId), 403, 'voucher_region_only');
    expect(linesOf(await my.api.cart())).toEqual([]);

    // An order of a Singapore member's, moved to the Malaysian member (their country changed since).
    const sg = await newBuyer();
    await sg.api.add(v.productId, 1);
    const po = await placeVoucherOrder(sg);
    await t.database.db.execute(sql`update orders set user_id = ${my.userId} where po_number = ${po}`);
    const again = await my.api.call('POST', '/order/buyagain', { po_number: po });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({
      added: [],
      unavailable: [expect.objectContaining({ reason: 'voucher_region_only' })],
    });
  });

  it('buy again of a voucher order puts the voucher line back with its kind', async () => {
    const b = await newBuyer();
    const v = await voucherProduct();
    await b.api.add(v.productId, 1);
    const po = await placeVoucherOrder(b);
    const again = await b.api.call('POST', '/order/buyagain', { po_number: po });
    expect(again.json().data.added).toHaveLength(1);
    expect(linesOf(await b.api.cart())).toEqual([
      expect.objectContaining({ product_id: v.productId, voucher_id: v.kindId }),
    ]);
  });
});

describe('the voucher-only checkout', () => {
  it('shows no delivery address and no shipping fee, and places the order without a date, slot or address', async () => {
    const b = await newBuyer({ address: false });
    const v = await voucherProduct({ unit: 2500 });
    await b.api.add(v.productId, 2);
    const s = shippingOf(await b.api.shipping());
    expect(s.is_voucher_only).toBe(true);
    expect(s.delivery_address).toBeNull();
    expect(s.order_summary).toMatchObject({ subtotal: 5000, shipping_fee: 0, total: 5000 });

    const po = await placeVoucherOrder(b);
    expect(await order(po)).toMatchObject({
      status: 'to_pay',
      voucher_only: true,
      delivery_address: null,
      delivery_date: null,
      delivery_time: null,
      billing_address: '',
      shipping_fee_cents: 0,
      total_cents: 5000,
    });
    const details = await b.api.call('GET', `/order/details?po_number=${po}`);
    expect(details.statusCode, details.body).toBe(200);
    const detail = orderDetailsSchema.parse(details.json().data);
    expect(detail).toMatchObject({
      voucher_only: true,
      delivery_date: null,
      delivery_time: null,
      delivery_address: null,
      billing_address: null,
    });
    expect(detail.lines).toEqual([expect.objectContaining({ is_voucher: true, can_return: false })]);
    const list = await b.api.call('GET', '/order/index?type=to_pay');
    expect(list.json().data.orders[0]).toMatchObject({
      po_number: po,
      voucher_only: true,
      delivery_date: null,
    });
  });

  it('ignores a date and slot sent with a voucher-only checkout, and keeps the billing address the member has', async () => {
    const b = await newBuyer();
    const v = await voucherProduct();
    await b.api.add(v.productId, 1);
    const placed = await b.api.place(tomorrow());
    expect(placed.statusCode, placed.body).toBe(200);
    const o = await order(placed.json().data.po_number);
    expect(o).toMatchObject({ voucher_only: true, delivery_date: null, delivery_time: null });
    expect(o.billing_address).toContain('Orchard Road');
  });

  it('still asks a cart with goods for the date and slot, with the messages it always had', async () => {
    const b = await newBuyer();
    const v = await voucherProduct();
    const goods = await makeProduct(t.database.db);
    await b.api.add(v.productId, 1);
    await b.api.add(goods.productId, 1);
    const res = await b.api.call('POST', '/purchase/placeorder', {});
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      message_key: 'validation_failed',
      errors: { date: [message('required')], time: [message('required')] },
    });
    const noSlot = await b.api.call('POST', '/purchase/placeorder', { date: tomorrow() });
    expect(noSlot.json().errors).toEqual({ time: [message('required')] });
    refused(
      await b.api.call('POST', '/purchase/placeorder', { date: shopToday(), time: '09:00-12:00' }),
      400,
      'delivery_date_not_allowed',
    );
    expect(shippingOf(await b.api.shipping()).order_summary.shipping_fee).toBe(SHIPPING_FEE_CENTS);
    expect((await b.api.place(tomorrow())).statusCode).toBe(200);
  });

  it('is paid by card only: another method is "payment method unsupported for this purchase"', async () => {
    // A provider that takes PayNow as well, so the refusal is the voucher rule's, not the sandbox's.
    const fake = fakePaymentProvider();
    const shop = await createTestApp({
      database: t.database,
      payment: { ...fake.provider, methods: ['card', 'paynow'] },
    });
    try {
      const b = await newBuyer();
      const api = buyer(shop.app, b.token);
      const v = await voucherProduct();
      const goods = await makeProduct(t.database.db);
      await api.add(v.productId, 1);
      const po = (await api.call('POST', '/purchase/placeorder', {})).json().data.po_number;
      const paynow = await api.call('POST', '/payment/stripe/paymentIntent', {
        currency: 'SGD',
        po_number: po,
        payment_method: 'paynow',
      });
      refused(paynow, 400, 'payment_method_unsupported');
      const header = await shop.app.inject({
        method: 'GET',
        url: '/api/payment/makePayment?payment_method=paynow',
        headers: { authorization: `Bearer ${b.token}`, 'po-number': `[${po}]` },
      });
      refused(header, 400, 'payment_method_unsupported');
      const card = await api.call('POST', '/payment/stripe/paymentIntent', {
        currency: 'SGD',
        po_number: po,
        payment_method: 'card',
      });
      expect(card.statusCode, card.body).toBe(200);

      // An order with goods still takes PayNow from this provider.
      await api.add(goods.productId, 1);
      const goodsPo = (await api.place(tomorrow())).json().data.po_number;
      const goodsPaynow = await api.call('POST', '/payment/stripe/paymentIntent', {
        currency: 'SGD',
        po_number: goodsPo,
        payment_method: 'paynow',
      });
      expect(goodsPaynow.statusCode, goodsPaynow.body).toBe(200);
    } finally {
      await shop.close();
    }
  });
});

describe('paying for vouchers', () => {
  it('issues one voucher per unit on the kind’s terms and completes a voucher-only order at once', async () => {
    const b = await newBuyer();
    const v = await voucherProduct({ unit: 3000, validDays: 60 });
    await b.api.add(v.productId, 2);
    const po = await placeVoucherOrder(b);
    const paid = await payByCard(b, po);
    expect(paid.result).toMatchObject({ status: 'succeeded', order_status: 'completed' });

    const o = await order(po);
    expect(o.status).toBe('completed');
    expect(o.completed_at).not.toBeNull();
    const issued = await vouchersOf(o.id);
    expect(issued).toHaveLength(2);
    for (const voucher of issued)
      expect(voucher).toMatchObject({ status: 'active', kind_id: v.kindId, source: 'purchase', days: 59 });
    const events = await rows<{ from_status: string; to_status: string; actor: string }>(
      sql`select from_status, to_status, actor from order_events where order_id = ${o.id} order by id`,
    );
    expect(events.slice(1)).toEqual([{ from_status: 'to_pay', to_status: 'completed', actor: 'payment' }]);

    // Its earned points settle the configured days after payment, as a delivered order's after delivery.
    const [earned] = await rows<{ points: number; days: number }>(
      sql`select points, round(extract(epoch from available_at - now()) / 86400)::int as days
        from point_entries where order_id = ${o.id} and kind = 'earned'`,
    );
    expect(earned).toEqual({ points: 60, days: 7 });

    // Confirming the same payment again issues nothing more.
    const again = await b.api.call('PUT', '/payment/stripe/paymentIntent', {
      payment_intent_id: paid.intentId,
    });
    expect(again.json().data).toMatchObject({ status: 'succeeded', order_status: 'completed' });
    expect(await vouchersOf(o.id)).toHaveLength(2);
    const list = await b.api.call('GET', '/account/voucher');
    expect(list.json().data.counts.active).toBe(2);
    const detail = await b.api.call('GET', `/account/voucher/${list.json().data.vouchers[0].id}`);
    expect(detail.json().data.po_number).toBe(po);
    const profile = await b.api.call('GET', '/account/profile');
    expect(profile.json().data.voucher_count).toBe(2);

    // Nothing to reschedule, nothing to return.
    refused(
      await b.api.call('PUT', '/order/reschedule', { po_number: po, date: tomorrow(), time: '09:00-12:00' }),
      409,
      'reschedule_not_allowed',
    );
  });

  it('issues the vouchers of a mixed order when paid and ships its goods; cancelling it voids them', async () => {
    const b = await newBuyer();
    const v = await voucherProduct();
    const goods = await makeProduct(t.database.db, { variations: [{ stock: 5 }] });
    await b.api.add(v.productId, 1);
    await b.api.add(goods.productId, 1);
    const placed = await b.api.place(tomorrow());
    expect(placed.statusCode, placed.body).toBe(200);
    const po = placed.json().data.po_number as string;
    expect(await order(po)).toMatchObject({ voucher_only: false, delivery_date: tomorrow() });

    const paid = await payByCard(b, po);
    expect(paid.result.order_status).toBe('to_ship');
    const o = await order(po);
    expect((await vouchersOf(o.id)).map((x) => x.status)).toEqual(['active']);

    const cancelled = await b.api.call('PUT', '/order/cancel', { po_number: po, reason_id: 1 });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await order(po)).status).toBe('cancelled');
    expect((await vouchersOf(o.id)).map((x) => x.status)).toEqual(['void']);
    const [stock] = await rows<{ stock: number }>(
      sql`select stock from variations where id = ${goods.variationId}`,
    );
    expect(stock!.stock).toBe(5);
  });

  it('ships the goods of a paid mixed order through the operator while its vouchers stay usable', async () => {
    const b = await newBuyer();
    const v = await voucherProduct();
    const goods = await makeProduct(t.database.db);
    await b.api.add(v.productId, 1);
    await b.api.add(goods.productId, 1);
    const po = (await b.api.place(tomorrow())).json().data.po_number as string;
    await payByCard(b, po);
    const shipped = await t.app.inject({
      method: 'POST',
      url: `/api/ops/orders/${po}/ship`,
      headers: { authorization: `Bearer ${OPS}` },
    });
    expect(shipped.json().data).toMatchObject({ status: 'to_receive', voucher_only: false });
    expect((await vouchersOf((await order(po)).id)).map((x) => x.status)).toEqual(['active']);
  });

  it('cancelling an unpaid voucher order gives its stock back and issues nothing', async () => {
    const b = await newBuyer();
    const v = await voucherProduct();
    await b.api.add(v.productId, 1);
    const po = await placeVoucherOrder(b);
    const cancelled = await b.api.call('PUT', '/order/cancel', { po_number: po, reason_id: 1 });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await vouchersOf((await order(po)).id)).toEqual([]);
  });
});

describe('the point rate (shop setting point_rate)', () => {
  it('values the points of every cart and checkout answer at the rate', async () => {
    const b = await newBuyer({ points: 1000 });
    const goods = await makeProduct(t.database.db, { variations: [{ unit: 3000, points: 500 }] });
    await b.api.add(goods.productId, 1);
    let cart = (await b.api.cart()).json().data;
    expect(cart).toMatchObject({
      point_available_conversion: 1000,
      point_redemption_conversion_rate: 100,
      point_redemption_rate: 0.01,
    });

    await t.database.db.execute(sql`update shop_settings set point_rate = 50`);
    try {
      cart = (await b.api.cart()).json().data;
      // 50 points a dollar: 1000 points are worth S$20.
      expect(cart).toMatchObject({
        point_available_conversion: 2000,
        point_redemption_conversion_rate: 50,
        point_redemption_rate: 0.02,
      });
      const s = shippingOf(await b.api.redeem(100));
      // 100 points worth S$2.
      expect(s.order_summary).toMatchObject({
        points_redeemed: 100,
        points_value: 200,
        total: 2800 + SHIPPING_FEE_CENTS,
      });
      const placed = await b.api.place(tomorrow());
      expect(placed.json().data.total).toBe(2800 + SHIPPING_FEE_CENTS);
      const [o] = await rows<{ points_value_cents: number }>(
        sql`select points_value_cents from orders where po_number = ${placed.json().data.po_number}`,
      );
      expect(o!.points_value_cents).toBe(200);
    } finally {
      await t.database.db.execute(sql`update shop_settings set point_rate = 100`);
    }
  });
});

describeConcurrently('paying the same voucher order twice at once', () => {
  it('issues its vouchers once', async () => {
    const b = await newBuyer();
    const v = await voucherProduct();
    await b.api.add(v.productId, 2);
    const po = await placeVoucherOrder(b);
    const intent = await b.api.call('POST', '/payment/stripe/paymentIntent', {
      currency: 'SGD',
      po_number: po,
      payment_method: 'card',
    });
    const { payment_intent_id } = intent.json().data;
    const confirm = () =>
      b.api.call('POST', '/payment/sandbox/confirm', {
        payment_intent_id,
        card_number: PAID_CARD,
        expiry: '12/39',
        cvc: '123',
      });
    const results = await Promise.all(Array.from({ length: 8 }, confirm));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(results.map((r) => r.json().data.order_status))).toEqual(new Set(['completed']));
    const o = await order(po);
    expect(await vouchersOf(o.id)).toHaveLength(2);
    const [pays] = await rows<{ n: number }>(
      sql`select count(*)::int as n from order_events where order_id = ${o.id} and to_status = 'completed'`,
    );
    expect(pays!.n).toBe(1);
  });
});
