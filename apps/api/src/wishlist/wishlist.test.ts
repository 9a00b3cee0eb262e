import { wishlistDeletedSchema, wishlistItemSchema } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { selectRows } from '../db/client';
import { createTestApp, type TestApp } from '../test/app';
import { makeProduct } from '../test/catalogue';
import { logIn, type Member } from '../test/members';
import { itConcurrently } from '../test/postgres-only';

let t: TestApp;
/** Two members and an agent; one login each for the file, since a new web login ends the earlier one. */
let alice: Member;
let bob: Member;
let agent: Member;
beforeAll(async () => {
  t = await createTestApp();
  alice = await logIn(t, { mobile: '81234567' });
  bob = await logIn(t, { mobile: '123456789', country: 'MY' });
  agent = await logIn(t, { mobile: '81230001' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/wishlist${url}`,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

async function index(as: Member) {
  const res = await call('GET', '/index', as.token);
  expect(res.statusCode).toBe(200);
  return z.array(wishlistItemSchema).parse(res.json().data);
}

async function create(as: Member, productId: number) {
  const res = await call('POST', '/create', as.token, { product_id: productId });
  expect(res.statusCode).toBe(200);
  return wishlistItemSchema.parse(res.json().data);
}

async function remove(as: Member, query: string, payload?: object) {
  const res = await call('DELETE', `/delete${query}`, as.token, payload);
  expect(res.statusCode).toBe(200);
  return wishlistDeletedSchema.parse(res.json().data).deleted;
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
    const { productId: id } = await makeProduct(t.database.db);
    const item = await create(alice, id);
    expect(item.id).toBe(id);
    expect(item.product.id).toBe(id);
    expect(item.is_exist).toBe(true);
    expect(item.added_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('answers the existing entry when the product is added again, without a second row', async () => {
    const { productId: id } = await makeProduct(t.database.db);
    const first = await create(alice, id);
    const again = await create(alice, id);
    expect(again.wish_id).toBe(first.wish_id);
    expect(await rowsFor(id)).toBe(1);
  });

  itConcurrently('keeps one row when the same product is added five times at once', async () => {
    const { productId: id } = await makeProduct(t.database.db);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', '/create', alice.token, { product_id: id })),
    );
    for (const res of results) expect(res.statusCode).toBe(200);
    const wishIds = new Set(results.map((r) => r.json().data.wish_id as number));
    expect(wishIds.size).toBe(1);
    expect(await rowsFor(id)).toBe(1);
  });

  it('accepts the product id as a query string, as the existing apps send it', async () => {
    const { productId: id } = await makeProduct(t.database.db);
    const res = await call('POST', `/create?product_id=${id}`, alice.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(id);
  });

  it('answers 404 for an unknown or removed product and 400 for a bad id', async () => {
    const { productId: id } = await makeProduct(t.database.db);
    await t.database.db.execute(sql`update products set is_active = false where id = ${id}`);
    for (const productId of [id, 999_999]) {
      const res = await call('POST', '/create', alice.token, { product_id: productId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 404, message_key: 'not_found' });
    }
    for (const bad of ['abc', -1, 0, 1e12, null]) {
      const res = await call('POST', '/create', alice.token, { product_id: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 400 });
    }
  });
});

describe('GET /api/wishlist/index', () => {
  it('lists the caller’s entries newest first and marks unavailable products', async () => {
    const { productId: soldOut } = await makeProduct(t.database.db);
    const { productId: removed } = await makeProduct(t.database.db);
    const { productId: agentOnly } = await makeProduct(t.database.db, {
      agentOnly: true,
      variations: [{ unit: 3000, agent: 2200 }],
    });
    const { productId: available } = await makeProduct(t.database.db);
    for (const id of [soldOut, removed, agentOnly, available]) await create(bob, id);
    await t.database.db.execute(sql`update variations set stock = 0 where product_id = ${soldOut}`);
    await t.database.db.execute(sql`update products set is_active = false where id = ${removed}`);

    const items = await index(bob);
    expect(items.map((i) => i.id)).toEqual([available, agentOnly, removed, soldOut]);
    const exist = Object.fromEntries(items.map((i) => [i.id, i.is_exist]));
    expect(exist).toEqual({ [soldOut]: false, [removed]: false, [agentOnly]: false, [available]: true });
    expect(items.find((i) => i.id === soldOut)!.product.stock_status).toBe('Out of Stock');
    expect(items.find((i) => i.id === agentOnly)!.product.agent_price).toBeNull();
  });

  it('counts a partner-only product as available to an agent, with the partner price', async () => {
    const { productId: id } = await makeProduct(t.database.db, {
      agentOnly: true,
      variations: [{ unit: 3000, agent: 2200 }],
    });
    await create(agent, id);
    const [item] = (await index(agent)).filter((i) => i.id === id);
    expect(item!.is_exist).toBe(true);
    expect(item!.product.agent_price).not.toBeNull();
  });
});

describe('DELETE /api/wishlist/delete', () => {
  it('deletes one entry, then a list given as JSON, comma-separated or repeated parameters', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 7; i++)
      ids.push((await create(agent, (await makeProduct(t.database.db)).productId)).wish_id);
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
      const res = await call('DELETE', '/delete', alice.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 400 });
    }
  });
});

describe("one member's wishlist is private", () => {
  it('is neither listed to nor deletable by another member', async () => {
    const mine = await create(alice, (await makeProduct(t.database.db)).productId);
    const bobsIds = new Set((await index(bob)).map((i) => i.wish_id));
    expect(bobsIds.has(mine.wish_id)).toBe(false);

    const bobsOwn = await create(bob, (await makeProduct(t.database.db)).productId);
    // Bob's delete names Alice's entry and his own: only his own goes, and only it is reported.
    expect(await remove(bob, '', { wish_id: [mine.wish_id, bobsOwn.wish_id] })).toEqual([bobsOwn.wish_id]);
    expect(await remove(bob, '', { wish_id: mine.wish_id })).toEqual([]);
    expect((await index(alice)).map((i) => i.wish_id)).toContain(mine.wish_id);
  });
});
