import {
  DEAL_TYPE,
  dealsPageSchema,
  landingSchema,
  type ProductCard,
  payablePrice,
  productPageSchema,
  shopPageSchema,
} from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/client';
import { createTestApp, type TestApp } from '../test/app';
import { logIn, type Member } from '../test/members';

let t: TestApp;
let agentLogin: Member;
let memberLogin: Member;
beforeAll(async () => {
  t = await createTestApp();
  agentLogin = await logIn(t, { mobile: '81230001' });
  memberLogin = await logIn(t, { mobile: '81234567' });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function shop(query: string, headers: Record<string, string> = {}) {
  const res = await get(`/api/page/shop?${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return shopPageSchema.parse(res.json().data);
}

async function deals(query: string, headers: Record<string, string> = {}) {
  const res = await get(`/api/page/getdealslist?${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return dealsPageSchema.parse(res.json().data);
}

async function agentDeals(query: string, headers: Record<string, string> = {}) {
  const res = await get(`/api/page/agentdeals?${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return productPageSchema.parse(res.json().data);
}

const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(t.database.db, query);
const ids = (products: ProductCard[]) => products.map((p) => p.id);

/** Every page of a listing, concatenated. */
async function allPages(query: string, perPage: number) {
  const first = await shop(`${query}&per_page=${perPage}`);
  const products = [...first.products];
  for (let page = 2; page <= first.total_pages; page++) {
    products.push(...(await shop(`${query}&per_page=${perPage}&page=${page}`)).products);
  }
  return { first, products };
}

describe('GET /api/page/shop', () => {
  it("lists a category's active products with its subcategories and the brands in it", async () => {
    const data = await shop('category=hair-care&per_page=100');
    const [expected] = await rows<{ n: number }>(
      sql`select count(*)::int as n from products p join categories c on c.id = p.category_id
          where c.slug = 'hair-care' and p.is_active`,
    );
    expect(data.category).toMatchObject({ name: 'Hair Care', link: 'hair-care' });
    expect(data.subcategory).toBeNull();
    expect(data.total).toBe(expected!.n);
    expect(data.products).toHaveLength(Math.min(100, data.total));
    expect(data.total_pages).toBe(Math.ceil(data.total / 100));
    expect(data.subcategories.map((s) => s.link)).toContain('shampoo');
    expect(data.brands.reduce((sum, b) => sum + b.product_count, 0)).toBe(data.total);
    expect(data.brand).toBe('all');
    expect(data.sort).toBe('newest');
    const inCategory = await rows<{ id: number }>(
      sql`select p.id from products p join categories c on c.id = p.category_id where c.slug = 'hair-care'`,
    );
    const allowed = new Set(inCategory.map((r) => r.id));
    for (const p of data.products) expect(allowed.has(p.id)).toBe(true);
  });

  it('narrows to a subcategory, and counts the brands within it', async () => {
    const data = await shop('category=hair-care&subcategory=shampoo&per_page=100');
    expect(data.subcategory).toMatchObject({ link: 'shampoo', name: 'Shampoo' });
    const expected = await rows<{ id: number }>(
      sql`select p.id from products p join subcategories s on s.id = p.subcategory_id
          where s.slug = 'shampoo' and p.is_active order by p.created_at desc, p.id desc`,
    );
    expect(ids(data.products)).toEqual(expected.map((r) => r.id));
    expect(data.brands.reduce((sum, b) => sum + b.product_count, 0)).toBe(data.total);
  });

  it('filters by brand; "all" is the same as no brand', async () => {
    const all = await shop('category=hair-care&per_page=100');
    const brand = all.brands[0]!;
    const one = await shop(`category=hair-care&brand=${brand.link}&per_page=100`);
    expect(one.brand).toBe(brand.link);
    expect(one.total).toBe(brand.product_count);
    expect(one.products.every((p) => p.brand_name === brand.name)).toBe(true);
    expect(one.brands).toEqual(all.brands);
    expect(await shop('category=hair-care&brand=all&per_page=100')).toEqual(all);
  });

  it('compares links lower-cased', async () => {
    const lower = await shop('category=hair-care&subcategory=shampoo&brand=all');
    const upper = await shop('category=HAIR-CARE&subcategory=Shampoo&brand=ALL');
    expect(upper).toEqual(lower);
    const brand = lower.brands[0]!;
    const mixed = await shop(`category=Hair-Care&brand=${brand.link.toUpperCase()}`);
    expect(mixed.brand).toBe(brand.link);
    expect(mixed.products.every((p) => p.brand_name === brand.name)).toBe(true);
  });

  it("takes the spec's form too: names lower-cased, in either language, answered with their links", async () => {
    const bySlug = await shop('category=hair-care&subcategory=hair-masks-treatments');
    const byName = await shop(
      `category=${encodeURIComponent('hair care')}&subcategory=${encodeURIComponent('hair masks & treatments')}`,
    );
    expect(byName).toEqual(bySlug);
    expect(byName.category).toMatchObject({ link: 'hair-care', name: 'Hair Care' });
    expect(byName.subcategory).toMatchObject({ link: 'hair-masks-treatments' });
    const [zh] = await rows<{ name: string }>(
      sql`select name_zh as name from categories where slug = 'hair-care'`,
    );
    const inChinese = await shop(`category=${encodeURIComponent(zh!.name)}&lang=zh`);
    expect(inChinese.category).toMatchObject({ link: 'hair-care', name: zh!.name });

    const brand = (await shop('category=hair-care')).brands[0]!;
    const byBrandName = await shop(
      `category=hair+care&brand=${encodeURIComponent(brand.name.toLowerCase())}`,
    );
    expect(byBrandName.brand).toBe(brand.link);
    expect(byBrandName.total).toBe(brand.product_count);
    expect(byBrandName.products.every((p) => p.brand_name === brand.name)).toBe(true);
  });

  it('answers an unknown category or subcategory with the 404 envelope', async () => {
    for (const url of [
      '/api/page/shop?category=no-such-thing',
      '/api/page/shop?category=hair-care&subcategory=lipstick',
      '/api/page/shop?category=make-up&subcategory=shampoo',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({
        success: false,
        code: 404,
        message_key: 'page_not_found',
        error_message: 'The page you requested does not exist',
      });
    }
  });

  it('answers an unknown brand with an empty list, still offering the real brands', async () => {
    const data = await shop('category=hair-care&brand=no-such-brand');
    expect(data.products).toEqual([]);
    expect(data.total).toBe(0);
    expect(data.total_pages).toBe(0);
    expect(data.brand).toBe('no-such-brand');
    expect(data.brands.length).toBeGreaterThan(0);
  });

  it('sorts newest first by default, by creation time then id', async () => {
    const data = await shop('category=skin-care&per_page=100');
    const expected = await rows<{ id: number }>(
      sql`select p.id from products p join categories c on c.id = p.category_id
          where c.slug = 'skin-care' and p.is_active order by p.created_at desc, p.id desc limit 100`,
    );
    expect(ids(data.products)).toEqual(expected.map((r) => r.id));
  });

  it('sorts by the payable price the card shows, both ways', async () => {
    for (const category of ['hair-care', 'make-up']) {
      const up = (await allPages(`category=${category}&sort=price_asc`, 100)).products;
      const down = (await allPages(`category=${category}&sort=price_desc`, 100)).products;
      const upPrices = up.map(payablePrice);
      const downPrices = down.map(payablePrice);
      expect(upPrices).toEqual([...upPrices].sort((a, b) => a - b));
      expect(downPrices).toEqual([...downPrices].sort((a, b) => b - a));
      expect(upPrices[0]).toBeLessThan(upPrices.at(-1)!);
      expect(new Set(ids(up))).toEqual(new Set(ids(down)));
    }
  });

  it('sorts variation products by their first in-stock variation, following stock changes', async () => {
    const [product] = await rows<{ id: number; category: string }>(
      sql`select p.id, c.slug as category from products p join categories c on c.id = p.category_id
          where p.has_volume_variations and p.is_active
            and (select count(*) from variations v where v.product_id = p.id and v.stock > 0) >= 2
          order by p.id limit 1`,
    );
    const find = async () =>
      (await allPages(`category=${product!.category}&sort=price_asc`, 100)).products.find(
        (p) => p.id === product!.id,
      )!;
    const before = await find();
    const [first] = await rows<{ id: number; stock: number }>(
      sql`select id, stock from variations where product_id = ${product!.id} and stock > 0
          order by position, id limit 1`,
    );
    await t.database.db.execute(sql`update variations set stock = 0 where id = ${first!.id}`);
    try {
      const after = await find();
      expect(after.volume_variations[0]!.stock_status).toBe('Out of Stock');
      expect(payablePrice(after)).not.toBe(payablePrice(before));
      const [stored] = await rows<{ price: number }>(
        sql`select shown_price_cents as price from products where id = ${product!.id}`,
      );
      expect(stored!.price).toBe(payablePrice(after));
    } finally {
      await t.database.db.execute(sql`update variations set stock = ${first!.stock} where id = ${first!.id}`);
    }
    const [restored] = await rows<{ price: number }>(
      sql`select shown_price_cents as price from products where id = ${product!.id}`,
    );
    expect(restored!.price).toBe(payablePrice(before));
  });

  it('re-prices a product when a variation price changes, and not for stock that stays above zero', async () => {
    const [v] = await rows<{ id: number; product_id: number; unit: number; discounted: number | null }>(
      sql`select v.id, v.product_id, v.unit_price_cents as unit, v.discounted_price_cents as discounted
          from variations v join products p on p.id = v.product_id
          where not p.has_volume_variations and p.is_active and v.stock > 5 order by v.id limit 1`,
    );
    const shown = async () =>
      (
        await rows<{ price: number }>(
          sql`select shown_price_cents as price from products where id = ${v!.product_id}`,
        )
      )[0]!.price;
    expect(await shown()).toBe(v!.discounted ?? v!.unit);
    await t.database.db.execute(
      sql`update variations set unit_price_cents = unit_price_cents + 100, discounted_price_cents = null
          where id = ${v!.id}`,
    );
    try {
      expect(await shown()).toBe(v!.unit + 100);
      await t.database.db.execute(sql`update variations set stock = stock - 1 where id = ${v!.id}`);
      expect(await shown()).toBe(v!.unit + 100);
    } finally {
      await t.database.db.execute(
        sql`update variations set unit_price_cents = ${v!.unit}, discounted_price_cents = ${v!.discounted},
            stock = stock + 1 where id = ${v!.id}`,
      );
    }
    expect(await shown()).toBe(v!.discounted ?? v!.unit);
  });

  it('sorts by best selling and by rating', async () => {
    const best = await shop('category=body-bath&sort=best_selling&per_page=100');
    const sold = await rows<{ id: number; sold_count: number }>(
      sql`select id, sold_count from products where id in ${ids(best.products)}`,
    );
    const soldOf = new Map(sold.map((r) => [r.id, r.sold_count]));
    const counts = best.products.map((p) => soldOf.get(p.id)!);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const rated = await shop('category=body-bath&sort=rating&per_page=100');
    const ratings = rated.products.map((p) => [p.rate_percent, p.review_count] as const);
    expect(ratings).toEqual([...ratings].sort((a, b) => b[0] - a[0] || b[1] - a[1]));
    // Some share a rating, so the review count's order is checked too.
    expect(new Set(ratings.map(([rate]) => rate)).size).toBeLessThan(ratings.length);
  });

  it('pages without overlap; the last page holds the rest and a page past the end is empty', async () => {
    const whole = await shop('category=hair-care&per_page=100');
    const { first, products } = await allPages('category=hair-care', 7);
    expect(first.total).toBe(whole.total);
    expect(first.total_pages).toBe(Math.ceil(whole.total / 7));
    expect(ids(products)).toEqual(ids(whole.products));
    const page2 = await shop('category=hair-care&per_page=7&page=2');
    expect(ids(page2.products)).not.toEqual(ids(first.products));
    const last = await shop(`category=hair-care&per_page=7&page=${first.total_pages}`);
    expect(last.products).toHaveLength(whole.total - (first.total_pages - 1) * 7);
    const beyond = await shop(`category=hair-care&per_page=7&page=${first.total_pages + 1}`);
    expect(beyond.products).toEqual([]);
    expect(beyond.total).toBe(whole.total);
  });

  it('lists partner-only products for everyone, with partner prices for agents only', async () => {
    const [row] = await rows<{ category: string }>(
      sql`select c.slug as category from products p join categories c on c.id = p.category_id
          where p.partner_only and p.is_active group by c.slug order by count(*) desc limit 1`,
    );
    const query = `category=${row!.category}&per_page=100`;
    const visitor = await shop(query);
    const member = await shop(query, bearer(memberLogin.token));
    const agent = await shop(query, bearer(agentLogin.token));
    expect(visitor.products.some((p) => p.partner_only)).toBe(true);
    expect(ids(agent.products)).toEqual(ids(visitor.products));
    for (const list of [visitor.products, member.products]) {
      for (const p of list) expect(p.agent_price).toBeNull();
    }
    expect(agent.products.some((p) => p.agent_price !== null)).toBe(true);
  });

  it('leaves out inactive products', async () => {
    const before = await shop('category=fragrance&per_page=100');
    const hidden = before.products[0]!.id;
    await t.database.db.execute(sql`update products set is_active = false where id = ${hidden}`);
    try {
      const after = await shop('category=fragrance&per_page=100');
      expect(after.total).toBe(before.total - 1);
      expect(ids(after.products)).not.toContain(hidden);
    } finally {
      await t.database.db.execute(sql`update products set is_active = true where id = ${hidden}`);
    }
  });
});

describe('GET /api/page/getdealslist', () => {
  const dealProductIds = async (type: number) =>
    (
      await rows<{ id: number }>(
        sql`select dp.product_id as id from deal_products dp join deals d on d.id = dp.deal_id
            join products p on p.id = dp.product_id
            where d.type = ${type} and p.is_active order by dp.position, dp.product_id`,
      )
    ).map((r) => r.id);

  it("lists the running flash deal's products in the deal's order, counting down to midnight", async () => {
    const data = await deals(`type=${DEAL_TYPE.FLASH_DEALS}&per_page=100`);
    expect(data.type).toBe(1);
    expect(data.title).toBe('Flash Deals');
    expect(ids(data.products)).toEqual(await dealProductIds(1));
    expect(data.total).toBe(data.products.length);
    const left = data.remaining_hour * 3600 + data.remaining_minute * 60 + data.remaining_second;
    const sgSecondsIntoDay = (Math.floor(Date.now() / 1000) + 8 * 3600) % 86_400;
    expect(Math.abs(left - (86_400 - sgSecondsIntoDay))).toBeLessThanOrEqual(5);
    expect((await deals('type=1&lang=zh')).title).toBe('限时抢购');
  });

  it('lists the running hot deal; without an end time it reports no time left', async () => {
    const data = await deals('type=2&per_page=100');
    expect(data.title).toBe('Hot Deals');
    expect(ids(data.products)).toEqual(await dealProductIds(2));
    expect([data.remaining_hour, data.remaining_minute, data.remaining_second]).toEqual([0, 0, 0]);
  });

  it('counts down to a deal end time in hours, minutes and seconds', async () => {
    await t.database.db.execute(
      sql`update deals set ends_at = now() + interval '2 hours 3 minutes 4.5 seconds' where type = 2`,
    );
    try {
      const data = await deals('type=2');
      expect(data.remaining_hour).toBe(2);
      expect(data.remaining_minute).toBe(3);
      expect(data.remaining_second).toBeGreaterThanOrEqual(2);
    } finally {
      await t.database.db.execute(sql`update deals set ends_at = null where type = 2`);
    }
  });

  it('lists each top pick of the landing by its slider id', async () => {
    const landing = landingSchema.parse((await get('/api/page/landing')).json().data);
    expect(landing.top_pick_product_range.length).toBeGreaterThan(0);
    for (const pick of landing.top_pick_product_range) {
      const data = await deals(`type=3&top_pick_image_id=${pick.slider_image_id}&per_page=100`);
      expect(data.title).toBe(pick.title);
      expect(data.image).toBe(pick.image_desktop);
      const expected = await rows<{ id: number }>(
        sql`select product_id as id from deal_products where deal_id = ${pick.slider_image_id}
            order by position, product_id`,
      );
      expect(ids(data.products)).toEqual(expected.map((r) => r.id));
    }
  });

  it('needs a top pick id for type 3 and refuses one that is not a top pick', async () => {
    const missing = await get('/api/page/getdealslist?type=3');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      success: false,
      code: 400,
      message_key: 'validation_failed',
      errors: { top_pick_image_id: ['This field is required'] },
    });
    const [flash] = await rows<{ id: number }>(sql`select id from deals where type = 1 limit 1`);
    for (const id of [999_999, flash!.id]) {
      const res = await get(`/api/page/getdealslist?type=3&top_pick_image_id=${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 404, message_key: 'page_not_found' });
    }
    for (const query of [
      'type=3&top_pick_image_id=abc',
      'type=3&top_pick_image_id=-4',
      'type=4',
      'type=',
      '',
    ]) {
      const res = await get(`/api/page/getdealslist?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('answers an empty list, not an error, when no deal of the type runs', async () => {
    await t.database.db.execute(sql`update deals set starts_at = now() + interval '1 day' where type = 2`);
    try {
      const data = await deals('type=2');
      expect(data.products).toEqual([]);
      expect(data.total).toBe(0);
      expect(data.remaining_hour + data.remaining_minute + data.remaining_second).toBe(0);
    } finally {
      await t.database.db.execute(sql`update deals set starts_at = now() - interval '1 day' where type = 2`);
    }
  });

  it('sorts and pages a deal on request', async () => {
    const byPrice = await deals('type=1&sort=price_asc&per_page=100');
    const prices = byPrice.products.map(payablePrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const all = await deals('type=2&per_page=100');
    const page2 = await deals('type=2&per_page=5&page=2');
    expect(ids(page2.products)).toEqual(ids(all.products).slice(5, 10));
    expect(page2.total_pages).toBe(Math.ceil(all.total / 5));
  });
});

describe('GET /api/page/agentdeals', () => {
  it('lists the products partners get a better deal on, with partner prices for agents only', async () => {
    const [expected] = await rows<{ n: number }>(
      sql`select count(*)::int as n from products p where p.is_active and (p.partner_only or exists (
            select 1 from variations v where v.product_id = p.id and v.is_active and v.agent_price_cents is not null))`,
    );
    const visitor = await agentDeals('per_page=100');
    const member = await agentDeals('per_page=100', bearer(memberLogin.token));
    const agent = await agentDeals('per_page=100', bearer(agentLogin.token));
    expect(visitor.total).toBe(expected!.n);
    expect(ids(agent.products)).toEqual(ids(visitor.products));
    for (const p of [...visitor.products, ...member.products]) expect(p.agent_price).toBeNull();
    // Those open to everyone are here for a partner price.
    const open = agent.products.filter((p) => !p.partner_only);
    expect(open.length).toBeGreaterThan(0);
    for (const p of open)
      expect(p.agent_price !== null || p.volume_variations.some((v) => v.agent_price !== null)).toBe(true);
    expect(agent.products.filter((p) => p.agent_price !== null).length).toBeGreaterThan(
      agent.products.length / 2,
    );
  });

  it('leaves out products without a partner price that are open to everyone', async () => {
    const [plain] = await rows<{ id: number }>(
      sql`select p.id from products p where p.is_active and not p.partner_only and not exists (
            select 1 from variations v where v.product_id = p.id and v.agent_price_cents is not null) limit 1`,
    );
    const everything: number[] = [];
    const first = await agentDeals('per_page=100&sort=price_asc');
    everything.push(...ids(first.products));
    for (let page = 2; page <= first.total_pages; page++) {
      everything.push(...ids((await agentDeals(`per_page=100&sort=price_asc&page=${page}`)).products));
    }
    expect(everything).toHaveLength(first.total);
    expect(plain).toBeDefined();
    expect(everything).not.toContain(plain!.id);
  });
});

describe('bad listing parameters', () => {
  it('answers each with 400 in the envelope, never a 500', async () => {
    const cases: [string, string][] = [
      ['/api/page/shop?category=hair-care&page=-1', 'page'],
      ['/api/page/shop?category=hair-care&page=abc', 'page'],
      ['/api/page/shop?category=hair-care&page=1.5', 'page'],
      ['/api/page/shop?category=hair-care&per_page=1000', 'per_page'],
      ['/api/page/shop?category=hair-care&per_page=0', 'per_page'],
      ['/api/page/shop?category=hair-care&sort=bogus', 'sort'],
      ['/api/page/shop', 'category'],
      [`/api/page/shop?category=${'x'.repeat(10_000)}`, 'category'],
      ['/api/page/getdealslist?type=1&page=-1', 'page'],
      ['/api/page/agentdeals?sort=bogus', 'sort'],
      ['/api/page/agentdeals?per_page=1000', 'per_page'],
    ];
    for (const [url, field] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ success: false, code: 400, message_key: 'validation_failed' });
      expect(Object.keys(res.json().errors), url).toContain(field);
    }
  });

  it('refuses a link with a control character (NUL) as a bad parameter, naming it', async () => {
    for (const [query, field] of [
      ['category=%00', 'category'],
      ['category=hair-care&subcategory=sham%00poo', 'subcategory'],
      ['category=hair-care&brand=%00', 'brand'],
    ] as const) {
      const res = await get(`/api/page/shop?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().errors), query).toEqual([field]);
    }
  });

  it('treats empty optional parameters as absent', async () => {
    const data = await shop('category=hair-care&subcategory=&brand=&sort=&page=&per_page=');
    expect(data).toMatchObject({ subcategory: null, brand: 'all', sort: 'newest', page: 1, per_page: 24 });
  });
});

describe('HTTP caching of listings', () => {
  const listings = [
    '/api/page/shop?category=hair-care',
    '/api/page/agentdeals',
    '/api/page/search?category=shampoo',
  ];

  it('sends a strong ETag, Cache-Control and Vary, and answers If-None-Match with 304', async () => {
    for (const url of listings) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('public, max-age=30');
      expect(first.headers.vary).toMatch(/Authorization/);
      expect(first.headers.vary).toMatch(/Accept-Language/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect((await get(url, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
      expect((await get(url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
    }
  });

  it('gives different answers different tags, and a signed-in caller a private answer', async () => {
    const en = await get('/api/page/shop?category=hair-care');
    const zh = await get('/api/page/shop?category=hair-care&lang=zh');
    const page2 = await get('/api/page/shop?category=hair-care&page=2');
    const agent = await get('/api/page/shop?category=hair-care', bearer(agentLogin.token));
    const tags = [en, zh, page2, agent].map((r) => r.headers.etag);
    expect(new Set(tags).size).toBe(4);
    expect(agent.headers['cache-control']).toBe('private, max-age=30');
    expect((await get('/api/page/shop?category=hair-care', { 'if-none-match': tags[0]! })).statusCode).toBe(
      304,
    );
    const afterChange = await (async () => {
      await t.database.db.execute(
        sql`update products set rate_percent = 100 - rate_percent where id = ${en.json().data.products[0].id}`,
      );
      try {
        return await get('/api/page/shop?category=hair-care', { 'if-none-match': tags[0]! });
      } finally {
        await t.database.db.execute(
          sql`update products set rate_percent = 100 - rate_percent where id = ${en.json().data.products[0].id}`,
        );
      }
    })();
    expect(afterChange.statusCode).toBe(200);
    expect(afterChange.headers.etag).not.toBe(tags[0]);
  });

  it('validates the landing and deal answers too, which carry countdowns and are kept for less', async () => {
    for (const url of ['/api/page/landing', '/api/page/getdealslist?type=1']) {
      let status = 0;
      // The countdown changes the answer every second; a tag read just before a second turns may be stale.
      for (let attempt = 0; attempt < 3 && status !== 304; attempt++) {
        const first = await get(url);
        expect(first.headers.etag, url).toMatch(/^"[\w.-]+"$/);
        expect(first.headers['cache-control']).toBe('public, max-age=5');
        expect(first.headers.vary).toMatch(/Authorization/);
        status = (await get(url, { 'if-none-match': first.headers.etag as string })).statusCode;
      }
      expect(status, url).toBe(304);
    }
    const visitor = await get('/api/page/landing');
    const agent = await get('/api/page/landing', bearer(agentLogin.token));
    expect(agent.headers['cache-control']).toBe('private, max-age=5');
    expect(agent.headers.etag).not.toBe(visitor.headers.etag);
  });

  it('does not validate error answers', async () => {
    const res = await get('/api/page/shop?category=nowhere');
    expect(res.statusCode).toBe(404);
    expect(res.headers.etag).toBeUndefined();
  });
});
