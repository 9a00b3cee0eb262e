import { type Cart, cartSchema, message, SHIPPING_FEE_CENTS } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { makeProduct } from '../test/catalogue';
import { buyer, logIn } from '../test/members';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function cartOf(res: LightMyRequestResponse): Cart {
  expect(res.statusCode, res.body).toBe(200);
  return cartSchema.parse(res.json().data);
}

function refused(res: LightMyRequestResponse, status: number, key: Parameters<typeof message>[0]) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ success: false, message_key: key, error_message: message(key) });
}

const lines = (cart: Cart) => cart.mycart.flatMap((g) => g.items);

async function newBuyer(role: 'member' | 'agent' = 'member') {
  const m = await logIn(t, { role });
  return { ...m, api: buyer(t.app, m.token) };
}

describe('order/addcart', () => {
  it('needs login', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/order/addcart', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('adds a single product, then raises its quantity; lines are grouped by brand', async () => {
    const { api } = await newBuyer();
    const { productId, variationIds } = await makeProduct(t.database.db, {
      variations: [{ unit: 2000, discounted: 1500, points: 300, stock: 8 }],
    });
    let cart = cartOf(await api.add(productId, 2));
    expect(cart.cart_count).toBe(1);
    expect(cart.mycart).toHaveLength(1);
    const [line] = lines(cart);
    expect(line).toMatchObject({
      product_id: productId,
      volume_variation_id: variationIds[0],
      quantity: 2,
      unit_price: 2000,
      discounted_price: 1500,
      agent_price: null,
      price: 1500,
      line_total: 3000,
      max_quantity: 8,
      is_checked: true,
      voucher_id: 0,
      flags: [],
    });
    cart = cartOf(await api.add(productId, 3));
    expect(lines(cart)[0]!.quantity).toBe(5);
    expect(cart.cart_count).toBe(1);
    expect(cart.order_summary).toMatchObject({
      item_count: 5,
      subtotal: 10_000,
      discount: 2500,
      shipping_fee: 0,
      total: 7500,
      points_earned: 75,
    });
    expect(cart.can_checkout).toBe(true);
    expect(cart.is_voucher_only).toBe(false);
    expect(cart.order_completed_day).toBe(7);
  });

  it('needs the variation for a product with volume variations, and one of its own', async () => {
    const { api } = await newBuyer();
    const { productId, variationIds } = await makeProduct(t.database.db, {
      variations: [{ unit: 1000 }, { unit: 1800 }],
    });
    const other = await makeProduct(t.database.db);
    expect((await api.add(productId, 1)).statusCode).toBe(400);
    expect((await api.add(productId, 1, other.variationIds[0])).statusCode).toBe(404);
    const cart = cartOf(await api.add(productId, 1, variationIds[1]));
    expect(lines(cart)[0]).toMatchObject({ volume_variation_id: variationIds[1], price: 1800 });
    expect(lines(cart)[0]!.volume_variations.map((v) => v.id)).toEqual(variationIds);
    await t.database.db.execute(sql`update variations set is_active = false where id = ${variationIds[0]}`);
    refused(await api.add(productId, 1, variationIds[0]), 409, 'volume_variation_removed');
    expect((await api.add(999_999, 1)).statusCode).toBe(404);
  });

  it('keeps a line within the per-order maximum and the stock', async () => {
    const { api } = await newBuyer();
    const limited = await makeProduct(t.database.db, { maxPerOrder: 3, variations: [{ stock: 100 }] });
    cartOf(await api.add(limited.productId, 2));
    refused(await api.add(limited.productId, 2), 409, 'exceeded_max_quantity');
    const scarce = await makeProduct(t.database.db, { variations: [{ stock: 2 }] });
    cartOf(await api.add(scarce.productId, 2));
    refused(await api.add(scarce.productId, 1), 409, 'cart_stock_limit');
    const soldOut = await makeProduct(t.database.db, { variations: [{ stock: 0 }] });
    refused(await api.add(soldOut.productId, 1), 409, 'cart_stock_limit');
  });

  it('sells partner-only products to agents alone, and agents pay partner prices', async () => {
    const member = await newBuyer();
    const agent = await newBuyer('agent');
    const { productId } = await makeProduct(t.database.db, {
      agentOnly: true,
      variations: [{ unit: 3000, discounted: 2500, agent: 2000 }],
    });
    refused(await member.api.add(productId, 1), 403, 'partner_only');
    const cart = cartOf(await agent.api.add(productId, 1));
    expect(lines(cart)[0]).toMatchObject({ agent_price: 2000, price: 2000, partner_only: true });
    expect(cart.order_summary).toMatchObject({
      subtotal: 3000,
      discount: 1000,
      total: 2000 + SHIPPING_FEE_CENTS,
    });
  });

  it('refuses a removed product', async () => {
    const { api } = await newBuyer();
    const { productId } = await makeProduct(t.database.db);
    await t.database.db.execute(sql`update products set is_active = false where id = ${productId}`);
    refused(await api.add(productId, 1), 409, 'product_removed');
  });
});

describe('flags on read', () => {
  it('flags a price change until the member edits the line', async () => {
    const { api } = await newBuyer();
    const { productId, variationIds } = await makeProduct(t.database.db, { variations: [{ unit: 2000 }] });
    const line = lines(cartOf(await api.add(productId, 1)))[0]!;
    await t.database.db.execute(
      sql`update variations set unit_price_cents = 2400 where id = ${variationIds[0]}`,
    );
    let cart = cartOf(await api.cart());
    expect(lines(cart)[0]).toMatchObject({ price: 2400, flags: ['cart_info_updated'] });
    expect(cart.can_checkout).toBe(false);
    expect(cart.order_summary.total).toBe(0);
    // Reading again does not clear it; the member acknowledges by editing the line.
    expect(lines(cartOf(await api.cart()))[0]!.flags).toEqual(['cart_info_updated']);
    cart = cartOf(await api.edit({ product: { cart_item_id: line.id, is_checked: true } }));
    expect(lines(cart)[0]!.flags).toEqual([]);
    expect(cart.can_checkout).toBe(true);
  });

  it('flags removed products and variations, stock below the quantity, and partner-only for a demoted agent', async () => {
    const agent = await newBuyer('agent');
    const removed = await makeProduct(t.database.db);
    const sized = await makeProduct(t.database.db, { variations: [{}, {}] });
    const scarce = await makeProduct(t.database.db, { variations: [{ stock: 5 }] });
    const agentOnlyProduct = await makeProduct(t.database.db, { agentOnly: true });
    cartOf(await agent.api.add(removed.productId, 1));
    cartOf(await agent.api.add(sized.productId, 1, sized.variationIds[0]));
    cartOf(await agent.api.add(scarce.productId, 4));
    cartOf(await agent.api.add(agentOnlyProduct.productId, 1));
    const db = t.database.db;
    await db.execute(sql`update products set is_active = false where id = ${removed.productId}`);
    await db.execute(sql`update variations set is_active = false where id = ${sized.variationIds[0]}`);
    await db.execute(sql`update variations set stock = 1 where id = ${scarce.variationIds[0]}`);
    await db.execute(sql`update users set role = 'member', agent_rank = null where id = ${agent.userId}`);
    const cart = cartOf(await agent.api.cart());
    const flagsOf = (productId: number) => lines(cart).find((l) => l.product_id === productId)!.flags;
    expect(flagsOf(removed.productId)).toEqual(['product_removed']);
    expect(flagsOf(sized.productId)).toEqual(['volume_variation_removed']);
    expect(flagsOf(scarce.productId)).toEqual(['cart_stock_limit']);
    expect(lines(cart).find((l) => l.product_id === scarce.productId)!.max_quantity).toBe(1);
    expect(flagsOf(agentOnlyProduct.productId)).toContain('partner_only');
    expect(cart.can_checkout).toBe(false);
    expect(cart.order_summary.item_count).toBe(0);
  });

  it('flags a line over a per-order maximum lowered since it was added', async () => {
    const { api } = await newBuyer();
    const { productId } = await makeProduct(t.database.db);
    cartOf(await api.add(productId, 6));
    await t.database.db.execute(sql`update products set max_per_order = 4 where id = ${productId}`);
    const line = lines(cartOf(await api.cart()))[0]!;
    expect(line.flags).toEqual(['exceeded_max_quantity']);
    expect(line.max_quantity).toBe(4);
  });
});

describe('purchase/editcart', () => {
  it('answers the cart without parameters, and needs login', async () => {
    const { api } = await newBuyer();
    const cart = cartOf(await api.cart());
    expect(cart).toMatchObject({ mycart: [], cart_count: 0, can_checkout: false });
    expect((await t.app.inject({ method: 'POST', url: '/api/purchase/editcart' })).statusCode).toBe(401);
  });

  it('changes quantity and checked state, checks all, and refuses another member’s line', async () => {
    const { api } = await newBuyer();
    const other = await newBuyer();
    const a = await makeProduct(t.database.db, { maxPerOrder: 5, variations: [{ stock: 4, unit: 1000 }] });
    const b = await makeProduct(t.database.db, { variations: [{ unit: 3000 }] });
    cartOf(await api.add(a.productId, 1));
    const cart = cartOf(await api.add(b.productId, 1));
    const lineA = lines(cart).find((l) => l.product_id === a.productId)!;
    let next = cartOf(await api.edit({ product: { cart_item_id: lineA.id, quantity: 3 } }));
    expect(lines(next).find((l) => l.id === lineA.id)!.quantity).toBe(3);
    refused(
      await api.edit({ product: { cart_item_id: lineA.id, quantity: 6 } }),
      409,
      'exceeded_max_quantity',
    );
    refused(await api.edit({ product: { cart_item_id: lineA.id, quantity: 5 } }), 409, 'cart_stock_limit');
    next = cartOf(await api.edit({ product: { cart_item_id: lineA.id, is_checked: false } }));
    expect(next.order_summary.subtotal).toBe(3000);
    next = cartOf(await api.edit({ check_all: false }));
    expect(lines(next).every((l) => !l.is_checked)).toBe(true);
    expect(next.can_checkout).toBe(false);
    next = cartOf(await api.edit({ check_all: 'true' }));
    expect(next.order_summary.subtotal).toBe(6000);
    expect((await other.api.edit({ product: { cart_item_id: lineA.id, quantity: 1 } })).statusCode).toBe(404);
    expect((await api.edit({ product: { cart_item_id: lineA.id, quantity: 0 } })).statusCode).toBe(400);
  });
});

describe('purchase/deleteitems', () => {
  it('deletes one or several of the member’s lines; another member’s line is 404 and nothing goes', async () => {
    const { api } = await newBuyer();
    const other = await newBuyer();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { productId } = await makeProduct(t.database.db);
      const cart = cartOf(await api.add(productId, 1));
      ids.push(lines(cart).find((l) => l.product_id === productId)!.id);
    }
    const { productId } = await makeProduct(t.database.db);
    const foreign = lines(cartOf(await other.api.add(productId, 1)))[0]!.id;
    expect(
      (await api.call('DELETE', '/purchase/deleteitems', { cart_item_id: [ids[0], foreign] })).statusCode,
    ).toBe(404);
    expect(cartOf(await api.cart()).cart_count).toBe(3);
    let cart = cartOf(await api.call('DELETE', `/purchase/deleteitems?cart_item_id=${ids[0]}`));
    expect(cart.cart_count).toBe(2);
    cart = cartOf(await api.call('DELETE', '/purchase/deleteitems', { cart_item_id: [ids[1], ids[2]] }));
    expect(cart.cart_count).toBe(0);
    expect((await api.call('DELETE', '/purchase/deleteitems', { cart_item_id: ids[1] })).statusCode).toBe(
      404,
    );
  });
});

describe('purchase/changevolumevariation', () => {
  it('moves a line to another variation, merging with an existing line of it', async () => {
    const { api } = await newBuyer();
    const other = await newBuyer();
    const { productId, variationIds } = await makeProduct(t.database.db, {
      maxPerOrder: 5,
      variations: [{ unit: 1000 }, { unit: 1500 }, { unit: 2000, stock: 1 }],
    });
    const [v1, v2, v3] = variationIds as [number, number, number];
    let cart = cartOf(await api.add(productId, 2, v1));
    const line = lines(cart)[0]!;
    const change = (cart_item_id: number, volume_variation_id: number, who = api) =>
      who.call('PUT', '/purchase/changevolumevariation', { cart_item_id, volume_variation_id });
    cart = cartOf(await change(line.id, v2));
    expect(lines(cart)).toHaveLength(1);
    expect(lines(cart)[0]).toMatchObject({ id: line.id, volume_variation_id: v2, price: 1500, quantity: 2 });
    refused(await change(line.id, v3), 409, 'cart_stock_limit');
    expect((await change(line.id, v1, other.api)).statusCode).toBe(404);
    const foreignProduct = await makeProduct(t.database.db);
    expect((await change(line.id, foreignProduct.variationIds[0]!)).statusCode).toBe(404);

    cart = cartOf(await api.add(productId, 1, v1));
    expect(lines(cart)).toHaveLength(2);
    cart = cartOf(await change(line.id, v1));
    expect(lines(cart)).toHaveLength(1);
    expect(lines(cart)[0]).toMatchObject({ volume_variation_id: v1, quantity: 3 });
    await t.database.db.execute(sql`update variations set is_active = false where id = ${v2}`);
    refused(await change(lines(cart)[0]!.id, v2), 409, 'volume_variation_removed');
  });
});
