import { wishlistDeletedSchema, wishlistItemSchema } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { selectRows } from '../db/client';
import { DEMO_PASSWORD } from '../seed';
import { createTestApp, type TestApp } from '../test/app';
import { itConcurrently } from '../test/postgres-only';

let t: TestApp;
/** Two members and an agent; one login each for the file, since a new web login ends the earlier one. */
let alice: string;
let bob: string;
let agent: string;
beforeAll(async () => {
  t = await createTestApp();
  const [my] = await selectRows<{ id: number }>(
    t.database.db,
    sql`select id from countries where abbreviation = 'MY'`,
  );
  alice = await tokenFor(1, '81234567');
  bob = await tokenFor(my!.id, '123456789');
  agent = await tokenFor(1, '81230001');
});
afterAll(() => t.close());

async function tokenFor(country_id: number, mobile: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: { country_id, mobile, password: DEMO_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.token as string;
}

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/wishlist${url}`,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

async function index(token: string) {
  const res = await call('GET', '/index', token);
  expect(res.statusCode).toBe(200);
  return z.array(wishlistItemSchema).parse(res.json().data);
}

async function create(token: string, productId: number) {
  const res = await call('POST', '/create', token, { product_id: productId });
  expect(res.statusCode).toBe(200);
  return wishlistItemSchema.parse(res.json().data);
}

async function remove(token: string, query: string, payload?: object) {
  const res = await call('DELETE', `/delete${query}`, token, payload);
  expect(res.statusCode).toBe(200);
  return wishlistDeletedSchema.parse(res.json().data).deleted;
}

/** Active products of the demo shop, distinct for each caller so tests do not share rows. */
const used = new Set<number>();
async function freshProduct(where = sql`true`): Promise<number> {
  const rows = await selectRows<{ id: number }>(
    t.database.db,
    sql`select p.id from products p where p.is_active and ${where}
      and exists (select 1 from variations v where v.product_id = p.id and v.is_active and v.stock > 0)
      order by p.id limit 200`,
  );
  const row = rows.find((r) => !used.has(r.id));
  if (!row) throw new Error('no fresh product');
  used.add(row.id);
  return row.id;
}

/** Wishlist rows for a product, whoever owns them (each test uses products no other test touches). */
async function rowsFor(productId: number): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from wishlist_items where product_id = ${productId}`,
  );
  return row!.n;
}

describe('wishlist without login', () => {
  it('answers 401 in the envelope for every call, even with bad parameters', async () => {
    for (const [method, url, payload] of [
      ['GET', '/index', undefined],
      ['POST', '/create', { product_id: 1 }],
      ['POST', '/create', { product_id: 'abc' }],
      ['DELETE', '/delete', { wish_id: 1 }],
      ['DELETE', '/delete', {}],
    ] as const) {
      const res = await call(method, url, undefined, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 401, message_key: 'unauthorized' });
    }
    const stale = await call('GET', '/index', 'not-a-real-token');
    expect(stale.statusCode).toBe(401);
  });
});

describe('POST /api/wishlist/create', () => {
  it('adds a product and answers the entry with the product as a card', async () => {
    const id = await freshProduct(sql`not p.partner_only`);
    const item = await create(alice, id);
    expect(item.id).toBe(id);
    expect(item.product.id).toBe(id);
    expect(item.is_exist).toBe(true);
    expect(item.added_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('answers the existing entry when the product is added again, without a second row', async () => {
    const id = await freshProduct();
    const first = await create(alice, id);
    const again = await create(alice, id);
    expect(again.wish_id).toBe(first.wish_id);
    expect(await rowsFor(id)).toBe(1);
  });

  itConcurrently('keeps one row when the same product is added five times at once', async () => {
    const id = await freshProduct();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', '/create', alice, { product_id: id })),
    );
    for (const res of results) expect(res.statusCode).toBe(200);
    const wishIds = new Set(results.map((r) => r.json().data.wish_id as number));
    expect(wishIds.size).toBe(1);
    expect(await rowsFor(id)).toBe(1);
  });

  it('accepts the product id as a query string, as the existing apps send it', async () => {
    const id = await freshProduct();
    const res = await call('POST', `/create?product_id=${id}`, alice);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(id);
  });

  it('answers 404 for an unknown or removed product and 400 for a bad id', async () => {
    const id = await freshProduct();
    await t.database.db.execute(sql`update products set is_active = false where id = ${id}`);
    for (const productId of [id, 999_999]) {
      const res = await call('POST', '/create', alice, { product_id: productId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 404, message_key: 'not_found' });
    }
    for (const bad of ['abc', -1, 0, 1e12, null]) {
      const res = await call('POST', '/create', alice, { product_id: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 400 });
    }
  });
});

describe('GET /api/wishlist/index', () => {
  it('lists the caller’s entries newest first and marks unavailable products', async () => {
    const soldOut = await freshProduct(sql`not p.partner_only`);
    const removed = await freshProduct(sql`not p.partner_only`);
    const partnerOnly = await freshProduct(sql`p.partner_only`);
    const available = await freshProduct(sql`not p.partner_only`);
    for (const id of [soldOut, removed, partnerOnly, available]) await create(bob, id);
    await t.database.db.execute(sql`update variations set stock = 0 where product_id = ${soldOut}`);
    await t.database.db.execute(sql`update products set is_active = false where id = ${removed}`);

    const items = await index(bob);
    expect(items.map((i) => i.id)).toEqual([available, partnerOnly, removed, soldOut]);
    const exist = Object.fromEntries(items.map((i) => [i.id, i.is_exist]));
    expect(exist).toEqual({ [soldOut]: false, [removed]: false, [partnerOnly]: false, [available]: true });
    expect(items.find((i) => i.id === soldOut)!.product.stock_status).toBe('Out of Stock');
    expect(items.find((i) => i.id === partnerOnly)!.product.agent_price).toBeNull();
  });

  it('counts a partner-only product as available to an agent, with the partner price', async () => {
    const id = await freshProduct(sql`p.partner_only
      and exists (select 1 from variations v where v.product_id = p.id and v.agent_price_cents is not null)`);
    await create(agent, id);
    const [item] = (await index(agent)).filter((i) => i.id === id);
    expect(item!.is_exist).toBe(true);
    expect(item!.product.agent_price).not.toBeNull();
  });
});

describe('DELETE /api/wishlist/delete', () => {
  it('deletes one entry, then a list given as JSON, comma-separated or repeated parameters', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) ids.push((await create(agent, await freshProduct())).wish_id);
    const [one, a, b, c, d, e, f] = ids as [number, number, number, number, number, number, number];

    expect(await remove(agent, '', { wish_id: one })).toEqual([one]);
    expect(await remove(agent, '', { wish_id: [a, b] })).toEqual([a, b].sort((x, y) => x - y));
    expect(await remove(agent, `?wish_id=${c},${d}`)).toEqual([c, d].sort((x, y) => x - y));
    expect(await remove(agent, `?wish_id=${e}&wish_id=${f}`)).toEqual([e, f].sort((x, y) => x - y));

    const left = new Set((await index(agent)).map((i) => i.wish_id));
    for (const id of ids) expect(left.has(id)).toBe(false);
    // Deleting again is harmless: nothing is reported deleted.
    expect(await remove(agent, '', { wish_id: [one, a] })).toEqual([]);
  });

  it('refuses a missing or bad wish_id with 400', async () => {
    for (const payload of [{}, { wish_id: 'abc' }, { wish_id: [] }, { wish_id: [1, 'x'] }, { wish_id: 0 }]) {
      const res = await call('DELETE', '/delete', alice, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 400 });
    }
  });
});

describe("one member's wishlist is private", () => {
  it('is neither listed to nor deletable by another member', async () => {
    const mine = await create(alice, await freshProduct());
    const bobsIds = new Set((await index(bob)).map((i) => i.wish_id));
    expect(bobsIds.has(mine.wish_id)).toBe(false);

    const bobsOwn = await create(bob, await freshProduct());
    // Bob's delete names Alice's entry and his own: only his own goes, and only it is reported.
    expect(await remove(bob, '', { wish_id: [mine.wish_id, bobsOwn.wish_id] })).toEqual([bobsOwn.wish_id]);
    expect(await remove(bob, '', { wish_id: mine.wish_id })).toEqual([]);
    expect((await index(alice)).map((i) => i.wish_id)).toContain(mine.wish_id);
  });
});
