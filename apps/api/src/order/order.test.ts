import {
  addDays,
  buyAgainResultSchema,
  cartSchema,
  ORDER_TAB_CODES,
  ORDER_TABS,
  orderDetailsSchema,
  orderIndexSchema,
  shopToday,
} from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { foldSoldCounts } from '../catalogue/sold-counts';
import { selectRows } from '../db/client';
import { createTestApp, type TestApp } from '../test/app';
import { makeProduct } from '../test/catalogue';
import { buyer, logIn, type Member, makeAddress } from '../test/members';
import { insertOrder, type OrderOptions } from '../test/orders';
import { fakePaymentProvider } from '../test/payment-provider';
import { uploadFile } from '../test/uploads';
import { pointBalance } from '../wallet/ledger';

let t: TestApp;
const fake = fakePaymentProvider();
/** Two demo members, one in Singapore and one in Malaysia, logged in once for the file. */
let alice: Member;
let bob: Member;
const OPS = 'test-operator-token-of-at-least-32-characters';

beforeAll(async () => {
  t = await createTestApp({ payment: fake.provider });
  alice = await logIn(t, { mobile: '81234567' });
  bob = await logIn(t, { mobile: '123456789', country: 'MY' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, as?: Member, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/order${url}`,
    payload,
    headers: as ? { authorization: `Bearer ${as.token}` } : {},
  });

const ops = (po: string, command: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/ops/orders/${po}/${command}`,
    headers: { authorization: `Bearer ${OPS}` },
  });

async function details(po: string, as = alice) {
  const res = await call('GET', `/details?po_number=${po}`, as);
  expect(res.statusCode).toBe(200);
  return orderDetailsSchema.parse(res.json().data);
}

async function stockOf(variationId: number) {
  await foldSoldCounts(t.database.db);
  const [row] = await selectRows<{ stock: number; sold_count: number }>(
    t.database.db,
    sql`select v.stock, p.sold_count from variations v join products p on p.id = v.product_id
      where v.id = ${variationId}`,
  );
  return row!;
}

/** What the product of each `order` has in stock, and has sold, before the order. */
const STOCK = 10;
const SOLD = 4;

/** An order of Alice's for two units of a product of its own. */
async function order(status: OrderOptions['status'], extra: Partial<OrderOptions> = {}) {
  const product = await makeProduct(t.database.db, { variations: [{ stock: STOCK }], soldCount: SOLD });
  const o = await insertOrder(t.database.db, {
    userId: alice.userId,
    status,
    lines: [{ variationId: product.variationId, quantity: 2 }],
    ...extra,
  });
  return { ...o, variationId: product.variationId };
}

describe('without login', () => {
  it('answers 401 on every order endpoint', async () => {
    for (const [method, url] of [
      ['GET', '/index'],
      ['GET', '/details?po_number=PO100001'],
      ['GET', '/multiple_details?po_numbers=PO100001'],
      ['GET', '/cancel_reason'],
      ['PUT', '/cancel'],
      ['PUT', '/reschedule'],
      ['POST', '/buyagain'],
      ['POST', '/return_refund'],
    ] as const) {
      const res = await call(method, url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message_key: 'unauthorized' });
    }
  });
});

describe("another member's order", () => {
  it('is 404 on every order endpoint', async () => {
    const { poNumber } = await order('to_pay');
    const shown = await order('delivered');
    const checks = [
      call('GET', `/details?po_number=${poNumber}`, bob),
      call('GET', `/multiple_details?po_numbers=${poNumber}`, bob),
      call('PUT', '/cancel', bob, { po_number: poNumber, reason_id: 1 }),
      call('PUT', '/reschedule', bob, {
        po_number: poNumber,
        date: addDays(shopToday(), 2),
        time: '09:00-12:00',
      }),
      call('POST', '/buyagain', bob, { po_number: poNumber }),
      call('POST', '/return_refund', bob, { po_number: shown.poNumber, order_line_id: 1, reason: 1 }),
      call('GET', '/details?po_number=PO999999999', alice),
    ];
    for (const res of await Promise.all(checks)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 404, message_key: 'not_found' });
    }
    expect((await details(poNumber)).status).toBe('to_pay');
    const index = orderIndexSchema.parse((await call('GET', '/index?type=to_pay', bob)).json().data);
    expect(index.orders.map((o) => o.po_number)).not.toContain(poNumber);
  });
});

describe('GET /api/order/index', () => {
  it('answers one tab with its lines and action flags, and the count of every tab', async () => {
    const pay = await order('to_pay');
    const ship = await order('to_ship');
    await order('return_approved');
    const res = await call('GET', '/index?type=to_pay&per_page=50', alice);
    expect(res.statusCode).toBe(200);
    const index = orderIndexSchema.parse(res.json().data);
    expect(index.type).toBe('to_pay');
    const listed = index.orders.find((o) => o.po_number === pay.poNumber)!;
    expect(listed).toMatchObject({
      status: 'to_pay',
      can_pay: true,
      can_cancel: true,
      can_reschedule: false,
      can_return: false,
      can_buy_again: false,
      item_count: 2,
    });
    expect(listed.lines).toHaveLength(1);
    expect(listed.lines[0]).toMatchObject({ quantity: 2, volume_variation_id: pay.variationId });
    expect(index.orders.every((o) => o.status === 'to_pay')).toBe(true);
    expect(index.counts.to_pay).toBeGreaterThanOrEqual(1);
    expect(index.counts.to_ship).toBeGreaterThanOrEqual(1);
    expect(index.counts.return_refund).toBeGreaterThanOrEqual(1);

    const shipTab = orderIndexSchema.parse((await call('GET', '/index?type=to_ship', alice)).json().data);
    expect(shipTab.orders.find((o) => o.po_number === ship.poNumber)).toMatchObject({
      can_pay: false,
      can_cancel: true,
      can_buy_again: true,
    });
    const returns = orderIndexSchema.parse(
      (await call('GET', '/index?type=return_refund', alice)).json().data,
    );
    expect(returns.orders.every((o) => o.status.startsWith('return_') || o.status === 'refunded')).toBe(true);
  });

  it('pages newest first', async () => {
    await order('completed');
    await order('completed');
    await order('completed');
    const first = orderIndexSchema.parse(
      (await call('GET', '/index?type=completed&per_page=2', alice)).json().data,
    );
    const second = orderIndexSchema.parse(
      (await call('GET', '/index?type=completed&per_page=2&page=2', alice)).json().data,
    );
    expect(first.orders).toHaveLength(2);
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.total_pages).toBe(Math.ceil(first.total / 2));
    expect(first.orders[0]!.id).toBeGreaterThan(first.orders[1]!.id);
    expect(second.orders[0]!.id).toBeLessThan(first.orders[1]!.id);
  });

  it("takes a tab by its code in the spec's tab order as well as by its name", async () => {
    await order('to_ship');
    for (const [code, tab] of Object.entries(ORDER_TAB_CODES)) {
      const byCode = orderIndexSchema.parse((await call('GET', `/index?type=${code}`, alice)).json().data);
      const byName = orderIndexSchema.parse((await call('GET', `/index?type=${tab}`, alice)).json().data);
      expect(byCode.type, code).toBe(tab);
      expect(byCode, code).toEqual(byName);
    }
    expect(Object.values(ORDER_TAB_CODES)).toEqual([...ORDER_TABS]);
    const shipTab = await call('GET', '/index?type=2', alice);
    expect(orderIndexSchema.parse(shipTab.json().data).orders.length).toBeGreaterThan(0);
  });

  it('refuses an unknown tab', async () => {
    for (const type of ['lost', '0', '8', '2.5', '0x2', '+2']) {
      const res = await call('GET', `/index?type=${type}`, alice);
      expect(res.statusCode, type).toBe(400);
      expect(res.json().errors.type, type).toEqual(['Invalid value']);
    }
  });
});

describe('GET details and multiple_details', () => {
  it('answers the amounts, addresses and timeline', async () => {
    const { poNumber, totalCents } = await order('to_ship');
    const d = await details(poNumber);
    expect(d).toMatchObject({
      po_number: poNumber,
      total: totalCents,
      status: 'to_ship',
      payment_method: 'card',
    });
    expect(d.paid_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('answers several orders in the order asked; one foreign PO makes it 404', async () => {
    const a = await order('to_pay');
    const b = await order('completed');
    const res = await call('GET', `/multiple_details?po_numbers=${b.poNumber},${a.poNumber}`, alice);
    expect(res.statusCode).toBe(200);
    const list = z.array(orderDetailsSchema).parse(res.json().data);
    expect(list.map((o) => o.po_number)).toEqual([b.poNumber, a.poNumber]);
    const bobs = await insertOrder(t.database.db, {
      userId: bob.userId,
      lines: [{ variationId: (await makeProduct(t.database.db)).variationId, quantity: 1 }],
    });
    const mixed = await call('GET', `/multiple_details?po_numbers=${a.poNumber},${bobs.poNumber}`, alice);
    expect(mixed.statusCode).toBe(404);
  });
});

describe('GET /api/order/cancel_reason', () => {
  it('answers the reasons in the request language', async () => {
    const en = (await call('GET', '/cancel_reason', alice)).json().data;
    expect(en[0]).toEqual({ id: 1, reason: 'I changed my mind' });
    const zh = (await call('GET', '/cancel_reason?lang=zh', alice)).json().data;
    expect(zh[0]).toEqual({ id: 1, reason: '我改变主意了' });
    expect(zh).toHaveLength(5);
  });
});

describe('PUT /api/order/cancel', () => {
  it('cancels an unpaid order, giving the stock, sold count and held points back', async () => {
    const before = await pointBalance(t.database.db, alice.userId);
    const o = await order('to_pay', { pointsRedeemed: 50 });
    const taken = await stockOf(o.variationId);
    expect(taken.stock).toBe(STOCK - 2);
    const res = await call('PUT', '/cancel', alice, {
      po_number: o.poNumber,
      reason_id: 2,
      note: 'Too slow',
    });
    expect(res.statusCode).toBe(200);
    const d = orderDetailsSchema.parse(res.json().data);
    expect(d.status).toBe('cancelled');
    expect(d.cancel_reason).toBe('I found a better price elsewhere: Too slow');
    expect(d.events.at(-1)).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(o.variationId)).toEqual({ stock: STOCK, sold_count: SOLD });
    // The fixture granted 50 points and held them; the cancellation releases the hold.
    expect((await pointBalance(t.database.db, alice.userId)).available).toBe(before.available + 50);
    expect(fake.refunds.some((r) => r.intentId.endsWith(o.poNumber))).toBe(false);

    const again = await call('PUT', '/cancel', alice, { po_number: o.poNumber, reason_id: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message_key: 'order_not_cancellable',
      error_message: 'This order can no longer be cancelled',
    });
  });

  it('refunds a paid order through the provider, once', async () => {
    const o = await order('to_ship');
    const res = await call('PUT', '/cancel', alice, { po_number: o.poNumber, reason_id: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('cancelled');
    const refund = fake.refunds.find((r) => r.intentId === `pi_test_${o.poNumber}`);
    expect(refund).toMatchObject({
      amountCents: o.totalCents,
      idempotencyKey: `refund-pi_test_${o.poNumber}`,
    });
    const [payment] = await selectRows<{ status: string }>(
      t.database.db,
      sql`select status from payments where order_id = ${o.id}`,
    );
    expect(payment!.status).toBe('refunded');
    expect((await stockOf(o.variationId)).stock).toBe(STOCK);
  });

  it('keeps a paid order to ship, its stock and payment untouched, when the provider fails', async () => {
    // The cancellation then waits for the refund: see crash-safe-refunds.test.ts.
    const o = await order('to_ship');
    fake.state.failRefunds = true;
    try {
      const res = await call('PUT', '/cancel', alice, { po_number: o.poNumber, reason_id: 1 });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ success: false, message_key: 'refund_failed' });
    } finally {
      fake.state.failRefunds = false;
    }
    expect((await details(o.poNumber)).status).toBe('to_ship');
    expect((await stockOf(o.variationId)).stock).toBe(STOCK - 2);
    const [payment] = await selectRows<{ status: string }>(
      t.database.db,
      sql`select status from payments where order_id = ${o.id}`,
    );
    expect(payment!.status).toBe('succeeded');
  });

  it('refuses orders past shipping and unknown reasons', async () => {
    const o = await order('to_receive');
    const res = await call('PUT', '/cancel', alice, { po_number: o.poNumber, reason_id: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message_key).toBe('order_not_cancellable');
    const bad = await call('PUT', '/cancel', alice, { po_number: o.poNumber, reason_id: 9 });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the history of an order', () => {
  const history = (orderId: number) =>
    selectRows<{ to_status: string; actor: string; actor_id: number | null; actor_name: string | null }>(
      t.database.db,
      sql`select to_status, actor, actor_id, actor_name from order_events where order_id = ${orderId} order by id`,
    );

  it('names who moved it: the member by id, the shop by name, the refund line as its move', async () => {
    const shipped = await order('to_ship');
    expect((await ops(shipped.poNumber, 'ship')).statusCode).toBe(200);
    expect(await history(shipped.id)).toEqual([
      { to_status: 'to_receive', actor: 'operator', actor_id: null, actor_name: 'operator' },
    ]);

    const cancelled = await order('to_ship');
    const res = await call('PUT', '/cancel', alice, { po_number: cancelled.poNumber, reason_id: 1 });
    expect(res.statusCode).toBe(200);
    const member = { actor: 'member', actor_id: alice.userId, actor_name: null };
    expect(await history(cancelled.id)).toEqual([
      { to_status: 'cancelled', ...member },
      { to_status: 'cancelled', ...member },
    ]);
  });
});

describe('PUT /api/order/reschedule', () => {
  const date = () => addDays(shopToday(), 2);

  it('is refused before a failed delivery attempt and allowed once after it', async () => {
    const o = await order('to_ship');
    const early = await call('PUT', '/reschedule', alice, {
      po_number: o.poNumber,
      date: date(),
      time: '12:00-15:00',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      message_key: 'reschedule_not_allowed',
      error_message: 'Order not allowed to reschedule',
    });
    expect((await ops(o.poNumber, 'ship')).statusCode).toBe(200);
    const shipped = await call('PUT', '/reschedule', alice, {
      po_number: o.poNumber,
      date: date(),
      time: '12:00-15:00',
    });
    expect(shipped.statusCode).toBe(409);

    expect((await ops(o.poNumber, 'fail-delivery')).statusCode).toBe(200);
    const failed = await details(o.poNumber);
    expect(failed).toMatchObject({ status: 'to_receive', can_reschedule: true });
    expect(failed.delivery_failed_at).not.toBeNull();

    const today = await call('PUT', '/reschedule', alice, {
      po_number: o.poNumber,
      date: shopToday(),
      time: '12:00-15:00',
    });
    expect(today.statusCode).toBe(400);
    expect(today.json().errors.date).toEqual(['Please choose a delivery date from tomorrow on']);

    const ok = await call('PUT', '/reschedule', alice, {
      po_number: o.poNumber,
      date: date(),
      time: '12:00-15:00',
    });
    expect(ok.statusCode).toBe(200);
    const d = orderDetailsSchema.parse(ok.json().data);
    expect(d).toMatchObject({
      delivery_date: date(),
      delivery_time: '12:00-15:00',
      delivery_failed_at: null,
    });
    expect(d.can_reschedule).toBe(false);

    const twice = await call('PUT', '/reschedule', alice, {
      po_number: o.poNumber,
      date: date(),
      time: '09:00-12:00',
    });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses a full slot', async () => {
    const o = await order('to_receive', { deliveryFailed: true });
    const day = addDays(shopToday(), 5);
    await t.database.db.execute(
      sql`insert into orders (po_number, user_id, status, subtotal_cents, total_cents, delivery_address,
          billing_address, delivery_date, delivery_time, payment_due_at)
        select 'PO' || nextval('order_po_seq'), ${bob.userId}, 'to_ship', 100, 100, 'x', 'x', ${day}, '18:00-21:00', now()
        from generate_series(1, 40)`,
    );
    const res = await call('PUT', '/reschedule', alice, {
      po_number: o.poNumber,
      date: day,
      time: '18:00-21:00',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message_key).toBe('delivery_slot_full');
  });
});

describe('POST /api/order/buyagain', () => {
  it('puts the lines back in the cart and names what cannot be added', async () => {
    const ok = await makeProduct(t.database.db);
    const removed = await makeProduct(t.database.db);
    const agentOnlyProduct = await makeProduct(t.database.db, { agentOnly: true });
    const o = await insertOrder(t.database.db, {
      userId: alice.userId,
      status: 'completed',
      lines: [
        { variationId: ok.variationId, quantity: 1 },
        { variationId: removed.variationId, quantity: 1 },
        { variationId: agentOnlyProduct.variationId, quantity: 1 },
      ],
    });
    await t.database.db.execute(sql`update products set is_active = false where id = ${removed.productId}`);
    const res = await call('POST', '/buyagain', alice, { po_number: o.poNumber });
    expect(res.statusCode).toBe(200);
    const result = buyAgainResultSchema.parse(res.json().data);
    expect(result.added).toHaveLength(1);
    expect(result.unavailable.map((u) => u.reason).sort()).toEqual(['partner_only', 'product_removed']);
    const [cart] = await selectRows<{ quantity: number; is_checked: boolean }>(
      t.database.db,
      sql`select quantity, is_checked from cart_items where user_id = ${alice.userId} and variation_id = ${ok.variationId}`,
    );
    expect(cart).toEqual({ quantity: 1, is_checked: true });
    expect(result.cart_count).toBeGreaterThanOrEqual(1);

    // Again: the cart line grows, up to stock and the per-order maximum.
    await t.database.db.execute(sql`update variations set stock = 2 where id = ${ok.variationId}`);
    const again = buyAgainResultSchema.parse(
      (await call('POST', '/buyagain', alice, { po_number: o.poNumber })).json().data,
    );
    expect(again.added).toHaveLength(1);
    const third = buyAgainResultSchema.parse(
      (await call('POST', '/buyagain', alice, { po_number: o.poNumber })).json().data,
    );
    expect(third.unavailable.map((u) => u.reason)).toContain('cart_stock_limit');
  });

  it("prices a partner's line as the cart does: the partner price, never more than a member pays", async () => {
    const db = t.database.db;
    const agent = await logIn(t, { role: 'agent' });
    // A sale brought the member price below the partner price: the partner pays the lower one.
    const onSale = await makeProduct(db, { variations: [{ unit: 3000, discounted: 1500, agent: 2000 }] });
    const agentPriced = await makeProduct(db, {
      variations: [{ unit: 3000, discounted: 2500, agent: 2000 }],
    });
    const o = await insertOrder(db, {
      userId: agent.userId,
      status: 'completed',
      lines: [
        { variationId: onSale.variationIds[0]!, quantity: 1 },
        { variationId: agentPriced.variationIds[0]!, quantity: 1 },
      ],
    });
    const api = buyer(t.app, agent.token);
    const again = await api.call('POST', '/order/buyagain', { po_number: o.poNumber });
    expect(buyAgainResultSchema.parse(again.json().data).added).toHaveLength(2);

    const cart = cartSchema.parse((await api.cart()).json().data);
    const lines = cart.mycart.flatMap((g) => g.items);
    expect(lines.map((l) => [l.product_id, l.price, l.flags])).toEqual(
      expect.arrayContaining([
        [onSale.productId, 1500, []],
        [agentPriced.productId, 2000, []],
      ]),
    );
  });
});

describe('POST /api/order/return_refund', () => {
  const upload = (as?: Member) => uploadFile(t, as?.token ?? null);

  it('uploads one image for a member only', async () => {
    const res = await upload(alice);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.path).toMatch(new RegExp(`^/files/uploads/${alice.userId}/[\\w-]+\\.png$`));
    expect((await upload()).statusCode).toBe(401);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/common/upload',
      payload:
        '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nhello\r\n--b--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=b', authorization: `Bearer ${alice.token}` },
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message_key).toBe('upload_invalid_image');
  });

  it('accepts a return within 7 days of delivery, once per line', async () => {
    const o = await order('delivered', { deliveredDaysAgo: 6 });
    const d = await details(o.poNumber);
    expect(d.can_return).toBe(true);
    const photo = (await upload(alice)).json().data.path as string;
    const [address] = await selectRows<{ id: number }>(
      t.database.db,
      sql`select id from addresses where user_id = ${alice.userId} limit 1`,
    );
    const res = await call('POST', '/return_refund', alice, {
      po_number: o.poNumber,
      order_line_id: d.lines[0]!.id,
      reason: 1,
      comments: 'Broken seal',
      photos: [photo],
      pickup_date: addDays(shopToday(), 1),
      ...(address ? { pickup_address_id: address.id } : {}),
    });
    expect(res.statusCode).toBe(200);
    const after = orderDetailsSchema.parse(res.json().data);
    expect(after.status).toBe('return_requested');
    expect(after.lines[0]).toMatchObject({ return_status: 'requested', can_return: false });
    const again = await call('POST', '/return_refund', alice, {
      po_number: o.poNumber,
      order_line_id: d.lines[0]!.id,
      reason: 2,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message_key: 'return_not_allowed',
      error_message: 'Product not allowed to return/refund',
    });
  });

  it('refuses after 7 days, before delivery, and bad photos, addresses and dates', async () => {
    const late = await order('delivered', { deliveredDaysAgo: 8 });
    const lateLine = (await details(late.poNumber)).lines[0]!.id;
    expect((await details(late.poNumber)).can_return).toBe(false);
    const res = await call('POST', '/return_refund', alice, {
      po_number: late.poNumber,
      order_line_id: lateLine,
      reason: 1,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message_key).toBe('return_not_allowed');

    const early = await order('to_receive');
    const earlyLine = (await details(early.poNumber)).lines[0]!.id;
    const notYet = await call('POST', '/return_refund', alice, {
      po_number: early.poNumber,
      order_line_id: earlyLine,
      reason: 1,
    });
    expect(notYet.statusCode).toBe(409);

    const o = await order('delivered');
    const line = (await details(o.poNumber)).lines[0]!.id;
    const base = { po_number: o.poNumber, order_line_id: line, reason: 1 };
    const five = await call('POST', '/return_refund', alice, {
      ...base,
      photos: Array.from({ length: 5 }, (_, i) => `/files/uploads/${alice.userId}/p${i}.png`),
    });
    expect(five.statusCode).toBe(400);
    expect(five.json().errors.photos).toEqual(['Maximum 4 photos']);
    const foreign = await call('POST', '/return_refund', alice, {
      ...base,
      photos: [`/files/uploads/${bob.userId}/x.png`],
    });
    expect(foreign.statusCode).toBe(400);
    const badReason = await call('POST', '/return_refund', alice, { ...base, reason: 3 });
    expect(badReason.statusCode).toBe(400);
    const today = await call('POST', '/return_refund', alice, { ...base, pickup_date: shopToday() });
    expect(today.statusCode).toBe(400);
    const otherAddress = await call('POST', '/return_refund', alice, {
      ...base,
      pickup_address_id: await makeAddress(t.database.db, bob.userId),
    });
    expect(otherAddress.statusCode).toBe(404);
    const wrongLine = await call('POST', '/return_refund', alice, { ...base, order_line_id: lateLine });
    expect(wrongLine.statusCode).toBe(404);
    expect((await details(o.poNumber)).status).toBe('delivered');
  });
});
