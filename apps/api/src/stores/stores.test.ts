import { distanceKm, storeDetailsSchema, storeSchema } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { selectRows } from '../db/client';
import { OPERATOR } from '../db/lifecycle';
import { hideReview } from '../review/moderation';
import { createTestApp, type TestApp } from '../test/app';
import { makeStoreWithStylists } from '../test/booking';
import { logIn } from '../test/members';
import { eightRatings, reviewCalls, visitsAt } from '../test/reviews';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function storeList(query = '', headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: `/api/common/storelist${query}`, headers });
  expect(res.statusCode).toBe(200);
  expect(res.json().success).toBe(true);
  return z.array(storeSchema).parse(res.json().data);
}

const storeDetails = (payload?: object, query = '') =>
  t.app.inject({ method: 'POST', url: `/api/common/storedetails${query}`, payload });

describe('GET /api/common/storelist', () => {
  it("lists every salon in the shop's order with coordinates, phone, address and image", async () => {
    const stores = await storeList();
    const rows = await selectRows<{ id: number }>(
      t.database.db,
      sql`select id from stores order by position, id`,
    );
    expect(stores.map((s) => s.store_id)).toEqual(rows.map((r) => r.id));
    expect(stores.length).toBeGreaterThanOrEqual(3);
    for (const s of stores) {
      expect(s.distance).toBeNull();
      expect(s.latitude).toBeGreaterThan(1.1);
      expect(s.latitude).toBeLessThan(1.5);
      expect(s.longitude).toBeGreaterThan(103.6);
      expect(s.longitude).toBeLessThan(104.1);
      expect(s.phone).toMatch(/^\+65 /);
      expect(s.address.length).toBeGreaterThan(0);
      expect(s.postcode).toMatch(/^\d{6}$/);
      expect(s.image.length).toBeGreaterThan(0);
      expect(s.opening_hours).toMatch(/Mon/);
    }
  });

  it('gives the opening hours in Chinese when asked', async () => {
    for (const [query, headers] of [
      ['?lang=cn', {}],
      ['', { 'accept-language': 'zh' }],
    ] as const) {
      const stores = await storeList(query, headers);
      for (const s of stores) expect(s.opening_hours).toMatch(/周/);
    }
  });
});

describe('GET /api/common/storelist with a position', () => {
  it('gives each salon its distance in km (to the metre) and lists the nearest first', async () => {
    const plain = await storeList();
    // Standing at the last salon of the shop's order: it comes first, at 0 km.
    const here = plain.at(-1)!;
    const stores = await storeList(`?lat=${here.latitude}&lng=${here.longitude}`);
    expect(stores[0]!.store_id).toBe(here.store_id);
    expect(stores[0]!.distance).toBe(0);
    expect(new Set(stores.map((s) => s.store_id))).toEqual(new Set(plain.map((s) => s.store_id)));
    for (const [i, s] of stores.entries()) {
      const km = distanceKm(here, s);
      expect(s.distance).toBeCloseTo(km, 3);
      expect(Number(s.distance!.toFixed(3))).toBe(s.distance);
      if (i > 0) expect(s.distance!).toBeGreaterThanOrEqual(stores[i - 1]!.distance!);
    }
  });

  it('measures from anywhere, also far away (Kuala Lumpur is some 300 km off)', async () => {
    const stores = await storeList('?lat=3.139&lng=101.6869&lang=zh');
    for (const s of stores) {
      expect(s.distance).toBeGreaterThan(290);
      expect(s.distance).toBeLessThan(340);
      expect(s.opening_hours).toMatch(/周/);
    }
  });

  it('needs both coordinates, each in range; empty ones count as none', async () => {
    for (const query of [
      '?lat=1.3',
      '?lng=103.8',
      '?lat=91&lng=103.8',
      '?lat=1.3&lng=-181',
      '?lat=x&lng=1',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/common/storelist${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 400 });
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/common/storelist?lng=103.8' });
    expect(Object.keys(missing.json().errors)).toEqual(['lat']);
    const blank = await storeList('?lat=&lng=');
    for (const s of blank) expect(s.distance).toBeNull();
  });
});

describe('POST /api/common/storedetails', () => {
  it('answers the salon with its active stylists and the services it offers', async () => {
    const [first] = await storeList();
    const res = await storeDetails({ store_id: first!.store_id });
    expect(res.statusCode).toBe(200);
    const data = storeDetailsSchema.parse(res.json().data);
    const { distance: _, ...store } = first!;
    expect(data).toMatchObject(store);
    const stylists = await selectRows<{ id: number }>(
      t.database.db,
      sql`select id from stylists where store_id = ${first!.store_id} and is_active order by id`,
    );
    expect(data.stylists.map((s) => s.id)).toEqual(stylists.map((s) => s.id));
    expect(data.stylists.length).toBeGreaterThan(0);
    const services = await selectRows<{ id: number }>(
      t.database.db,
      sql`select sv.id from store_services ss join services sv on sv.id = ss.service_id
        where ss.store_id = ${first!.store_id} order by sv.position, sv.id`,
    );
    expect(data.services.map((s) => s.id)).toEqual(services.map((s) => s.id));
    for (const s of data.services) {
      expect(s.price).toBeGreaterThan(0);
      expect(s.duration_minutes).toBeGreaterThan(0);
      expect(s.currency).toBe('SGD');
    }
  });

  it('leaves out a stylist who no longer works there and services the salon does not offer', async () => {
    const stores = await storeList();
    const counts = await selectRows<{ store_id: number; n: number }>(
      t.database.db,
      sql`select store_id, count(*)::int as n from store_services group by store_id`,
    );
    const total = (
      await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from services`)
    )[0]!.n;
    const partial = counts.find((c) => c.n < total);
    expect(partial).toBeDefined();
    const details = storeDetailsSchema.parse(
      (await storeDetails({ store_id: partial!.store_id })).json().data,
    );
    expect(details.services).toHaveLength(partial!.n);

    const store = stores[1]!.store_id;
    const before = storeDetailsSchema.parse((await storeDetails({ store_id: store })).json().data);
    const gone = before.stylists[0]!.id;
    await t.database.db.execute(sql`update stylists set is_active = false where id = ${gone}`);
    const after = storeDetailsSchema.parse((await storeDetails({ store_id: store })).json().data);
    expect(after.stylists.map((s) => s.id)).not.toContain(gone);
    expect(after.stylists).toHaveLength(before.stylists.length - 1);
  });

  it('accepts store_id as a query string and answers in Chinese', async () => {
    const [first] = await storeList();
    const res = await storeDetails(undefined, `?store_id=${first!.store_id}&lang=zh`);
    expect(res.statusCode).toBe(200);
    const data = storeDetailsSchema.parse(res.json().data);
    expect(data.opening_hours).toMatch(/周/);
    expect(data.services[0]!.name).toMatch(/[\u4e00-\u9fff]/);
    expect(data.stylists[0]!.title).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers 404 for an unknown store and 400 for a missing or bad id', async () => {
    const unknown = await storeDetails({ store_id: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 404, message_key: 'not_found' });
    for (const payload of [
      undefined,
      {},
      { store_id: 'abc' },
      { store_id: -1 },
      { store_id: 0 },
      { store_id: 1e12 },
    ]) {
      const res = await storeDetails(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 400 });
    }
  });
});

describe('salon and stylist ratings where salons are listed', () => {
  it('gives each salon in the list its rating and each stylist on its page theirs, from the visible reviews', async () => {
    const testStore = await makeStoreWithStylists(t.database.db, { stylists: 2 });
    const [a, b] = testStore.stylistIds as [number, number];
    const calls = reviewCalls(t.app);
    // Salon criteria and stylist criteria of three visits: two with stylist a, one with b.
    const ids: number[] = [];
    for (const [stylistId, storeStars, stylistStars] of [
      [a, 5, 4],
      [a, 4, 3],
      [b, 3, 5],
    ] as const) {
      const m = await logIn(t);
      const [visit] = await visitsAt(t.database.db, testStore, [m.userId], { stylistId });
      const res = await calls.reviewVisit(m, visit!.posTransactionId, {
        ratings: eightRatings(storeStars, stylistStars),
      });
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json().data.id);
    }
    const listed = (await storeList()).find((s) => s.store_id === testStore.storeId)!;
    expect(listed.rating).toEqual({ review_count: 3, average: 4, rate_percent: 80 });
    const details = storeDetailsSchema.parse(
      (await storeDetails({ store_id: testStore.storeId })).json().data,
    );
    expect(details.rating).toEqual(listed.rating);
    expect(details.stylists.map((s) => [s.id, s.rating])).toEqual([
      [a, { review_count: 2, average: 3.5, rate_percent: 70 }],
      [b, { review_count: 1, average: 5, rate_percent: 100 }],
    ]);

    // A hidden review leaves both at once.
    await hideReview(t.database.db, 'salon', ids[2]!, OPERATOR, 'Spam');
    expect((await storeList()).find((s) => s.store_id === testStore.storeId)!.rating).toEqual({
      review_count: 2,
      average: 4.5,
      rate_percent: 90,
    });
    const after = storeDetailsSchema.parse((await storeDetails({ store_id: testStore.storeId })).json().data);
    expect(after.stylists.find((s) => s.id === b)!.rating).toEqual({
      review_count: 0,
      average: 0,
      rate_percent: 0,
    });
  });

  it('gives a salon or stylist without reviews zeros', async () => {
    const testStore = await makeStoreWithStylists(t.database.db, { stylists: 1 });
    const listed = (await storeList()).find((s) => s.store_id === testStore.storeId)!;
    expect(listed.rating).toEqual({ review_count: 0, average: 0, rate_percent: 0 });
    const details = storeDetailsSchema.parse(
      (await storeDetails({ store_id: testStore.storeId })).json().data,
    );
    expect(details.stylists[0]!.rating).toEqual({ review_count: 0, average: 0, rate_percent: 0 });
  });
});
