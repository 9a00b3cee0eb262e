import { type ProductCard, payablePrice, searchPageSchema } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/client';
import { createTestApp, type TestApp } from '../test/app';
import { searchTerms } from './search-terms';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(t.database.db, query);
const ids = (products: ProductCard[]) => products.map((p) => p.id);

async function search(words: string, extra = '') {
  const perPage = extra.includes('per_page=') ? '' : '&per_page=100';
  const res = await get(`/api/page/search?category=${encodeURIComponent(words)}${perPage}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return searchPageSchema.parse(res.json().data);
}

/** Every match, over all pages. */
async function everything(words: string, extra = '') {
  const first = await search(words, extra);
  const products = [...first.products];
  for (let page = 2; page <= first.total_pages; page++) {
    products.push(...(await search(words, `${extra}&page=${page}`)).products);
  }
  expect(products).toHaveLength(first.total);
  return products;
}

describe('GET /api/page/search in English', () => {
  it('finds shampoos from the first letters typed', async () => {
    const found = await everything('sham');
    const named = await rows<{ id: number }>(
      sql`select id from products where is_active and name_en ilike '%shampoo%'`,
    );
    expect(named.length).toBeGreaterThan(3);
    const foundIds = new Set(ids(found));
    for (const r of named) expect(foundIds.has(r.id)).toBe(true);
    expect(found[0]!.product_name).toMatch(/shampoo/i);
  });

  it('ranks products named after the words above those only filed under them', async () => {
    // "Hair Masks & Treatments" holds masks and treatments; only the treatments are named so.
    const found = await everything('treatment');
    const named = found.map((p) => /treatment/i.test(p.product_name));
    expect(named.some((n) => n)).toBe(true);
    expect(named.some((n) => !n)).toBe(true);
    expect(named.indexOf(false)).toBeGreaterThan(named.lastIndexOf(true));
  });

  it('puts the product whose whole name was typed first', async () => {
    const candidates = await rows<{ name: string }>(
      sql`select a.name_en as name from products a where a.is_active and exists (
            select 1 from products b where b.id <> a.id and b.is_active and b.name_en ilike '%' || a.name_en || '%')
          order by a.id limit 1`,
    );
    const [row] = candidates.length
      ? candidates
      : await rows<{ name: string }>(
          sql`select name_en as name from products where is_active order by id limit 1`,
        );
    const found = await search(row!.name.toUpperCase());
    expect(found.products[0]!.product_name).toBe(row!.name);
  });

  it('finds every product of a brand by its name', async () => {
    const [brand] = await rows<{ name: string; n: number }>(
      sql`select b.name, count(*)::int as n from brands b join products p on p.brand_id = b.id and p.is_active
          where b.name not like '% %' group by b.name order by count(*) desc limit 1`,
    );
    const found = await everything(brand!.name.toLowerCase());
    expect(found).toHaveLength(brand!.n);
    expect(found.every((p) => p.brand_name === brand!.name)).toBe(true);
  });

  it('finds products by category and subcategory name', async () => {
    const inCategory = await rows<{ id: number }>(
      sql`select p.id from products p join categories c on c.id = p.category_id
          where c.slug = 'fragrance' and p.is_active`,
    );
    const found = new Set(ids(await everything('fragrance')));
    for (const r of inCategory) expect(found.has(r.id)).toBe(true);

    const inSub = await rows<{ id: number }>(
      sql`select p.id from products p join subcategories s on s.id = p.subcategory_id
          where s.slug = 'body-scrubs' and p.is_active`,
    );
    const scrubs = new Set(ids(await everything('body scrub')));
    for (const r of inSub) expect(scrubs.has(r.id)).toBe(true);
  });

  it('needs every word to match', async () => {
    const both = await everything('silk shampoo');
    expect(both.length).toBeGreaterThan(0);
    for (const p of both.slice(0, 20)) expect(p.product_name.toLowerCase()).toContain('silk');
    expect((await search('shampoo lipstick')).total).toBe(0);
  });

  it('answers names in the language of the request', async () => {
    const en = await search('shampoo');
    const zh = await search('shampoo', '&lang=zh');
    expect(ids(zh.products)).toEqual(ids(en.products));
    expect(zh.products[0]!.product_name).toMatch(/[\u4e00-\u9fff]/);
    expect(en.products[0]!.product_name).not.toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('GET /api/page/search in Chinese', () => {
  it('finds a product from a fragment of its Chinese name, as a run of characters', async () => {
    const [product] = await rows<{ id: number; name_zh: string }>(
      sql`select id, name_zh from products where is_active and name_zh like '%洗发%' order by id limit 1`,
    );
    const found = await everything('洗发', '&lang=zh');
    expect(ids(found)).toContain(product!.id);
    for (const p of found.slice(0, 10)) expect(p.product_name).toMatch(/洗发/);
    // The same characters apart are not the phrase: a name with both, whose category names (searched too) do
    // not hold the phrase either, is not found.
    const apart = await rows<{ id: number }>(
      sql`select p.id from products p
            left join categories c on c.id = p.category_id
            left join subcategories s on s.id = p.subcategory_id
          where p.is_active and p.name_zh like '%洗%' and p.name_zh like '%发%'
            and concat_ws(' ', p.name_zh, c.name_zh, s.name_zh) not like '%洗发%'`,
    );
    expect(apart.length).toBeGreaterThan(0);
    for (const { id } of apart) expect(ids(found)).not.toContain(id);
  });

  it('searches Chinese names whatever the answer language, and English names from a Chinese page', async () => {
    const [product] = await rows<{ id: number; name_en: string; name_zh: string }>(
      sql`select id, name_en, name_zh from products where is_active and length(name_zh) >= 4 order by id desc limit 1`,
    );
    const fragment = product!.name_zh.slice(1, 4);
    const en = await everything(fragment, '&lang=en');
    const hit = en.find((p) => p.id === product!.id);
    expect(hit?.product_name).toBe(product!.name_en);
    const fromZh = await everything(product!.name_en.split(' ')[0]!, '&lang=zh');
    expect(fromZh.find((p) => p.id === product!.id)?.product_name).toBe(product!.name_zh);
  });

  it('finds products by a Chinese category name', async () => {
    const [category] = await rows<{ id: number; name_zh: string }>(
      sql`select id, name_zh from categories where slug = 'skin-care'`,
    );
    const inCategory = await rows<{ id: number }>(
      sql`select id from products where category_id = ${category!.id} and is_active`,
    );
    const found = new Set(ids(await everything(category!.name_zh)));
    for (const r of inCategory) expect(found.has(r.id)).toBe(true);
  });
});

describe('search input', () => {
  it('refuses an empty or too long query with the field named', async () => {
    for (const [query, message] of [
      ['', 'This field is required'],
      ['%20%20%20', 'This field is required'],
      ['x'.repeat(10_000), 'Too long'],
      ['x'.repeat(201), 'Too long'],
    ] as const) {
      const res = await get(`/api/page/search?category=${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 400, errors: { category: [message] } });
    }
    const missing = await get('/api/page/search');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.category).toEqual(['This field is required']);
    expect((await search('x'.repeat(200))).total).toBe(0);
  });

  it('treats tsquery syntax as plain text', async () => {
    for (const words of [
      "a & | ! :* ( '",
      "'",
      '\\',
      '!shampoo',
      'sham:*',
      "shampoo' | 'x",
      'shampoo & !silk',
      '(((',
      '<->',
      'shampoo <-> silk',
      '洗发 & shampoo',
      '😀 shampoo',
    ]) {
      const res = await get(`/api/page/search?category=${encodeURIComponent(words)}`);
      expect(res.statusCode, words).toBe(200);
      expect(res.json().success).toBe(true);
    }
    expect((await search('!shampoo')).total).toBe((await search('shampoo')).total);
    expect((await search('shampoo & !silk')).total).toBe((await search('shampoo silk')).total);
  });

  it('finds nothing when no searchable word is left', async () => {
    for (const words of ['&&&', "' ! :*", '...', '😀']) {
      const data = await search(words);
      expect(data).toMatchObject({ products: [], total: 0, total_pages: 0, query: words });
    }
  });

  it('keeps only letters and digits in the terms it builds', () => {
    expect(searchTerms("Sham:* & 'poo' | !x")).toMatchObject({ words: ["'sham':*", "'poo':*", "'x':*"] });
    expect(searchTerms('洗发水 abc').phrases).toEqual(["'洗' <-> '发' <-> '水'"]);
    expect(searchTerms('ＳＨＡＭ').words).toEqual(["'sham':*"]);
    for (const term of searchTerms("a'b\\c:d|e&f!g(h)i<j>k").words) expect(term).toMatch(/^'[a-z]+':\*$/);
  });
});

describe('search order and paging', () => {
  it('sorts matches by price on request', async () => {
    const up = (await everything('hair', '&sort=price_asc')).map(payablePrice);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await everything('hair', '&sort=price_desc')).map(payablePrice);
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it('pages without overlap', async () => {
    const whole = await search('shampoo');
    const page1 = await search('shampoo', '&per_page=5');
    const page2 = await search('shampoo', '&per_page=5&page=2');
    expect(ids(page1.products)).toEqual(ids(whole.products).slice(0, 5));
    expect(ids(page2.products)).toEqual(ids(whole.products).slice(5, 10));
    expect(page2.total).toBe(whole.total);
    const beyond = await search('shampoo', `&per_page=5&page=${page1.total_pages + 1}`);
    expect(beyond.products).toEqual([]);
  });
});

describe('the search index follows the catalogue', () => {
  it('indexes a renamed brand, category or product and a new product, and drops inactive ones', async () => {
    const [brand] = await rows<{ id: number; name: string; n: number }>(
      sql`select b.id, b.name, count(*)::int as n from brands b join products p on p.brand_id = b.id and p.is_active
          group by b.id order by b.id limit 1`,
    );
    await t.database.db.execute(sql`update brands set name = 'Zephyrine' where id = ${brand!.id}`);
    try {
      expect((await search('zephyr')).total).toBe(brand!.n);
    } finally {
      await t.database.db.execute(sql`update brands set name = ${brand!.name} where id = ${brand!.id}`);
    }
    expect((await search('zephyr')).total).toBe(0);

    await t.database.db.execute(sql`update subcategories set name_zh = '魔法泡泡' where slug = 'shampoo'`);
    const bubbles = await search('魔法泡泡');
    expect(bubbles.total).toBeGreaterThan(0);

    const [product] = await rows<{ id: number; name_en: string }>(
      sql`select id, name_en from products where is_active order by id limit 1`,
    );
    await t.database.db.execute(
      sql`update products set name_en = 'Quokka Glow Balm' where id = ${product!.id}`,
    );
    expect(ids((await search('quokka')).products)).toEqual([product!.id]);
    await t.database.db.execute(sql`update products set is_active = false where id = ${product!.id}`);
    expect((await search('quokka')).total).toBe(0);
    await t.database.db.execute(
      sql`update products set is_active = true, name_en = ${product!.name_en} where id = ${product!.id}`,
    );

    const [created] = await rows<{ id: number }>(
      sql`insert into products (brand_id, category_id, subcategory_id, name_en, name_zh, description_en,
            description_zh, image)
          select brand_id, category_id, subcategory_id, 'Narwhal Mist', '独角鲸喷雾', '', '', image
          from products where id = ${product!.id} returning id`,
    );
    await t.database.db.execute(
      sql`insert into variations (product_id, unit_price_cents, stock) values (${created!.id}, 1990, 5)`,
    );
    const narwhal = await search('narwhal');
    expect(ids(narwhal.products)).toEqual([created!.id]);
    expect(narwhal.products[0]!.unit_price).toBe(1990);
    expect(ids((await search('角鲸', '&lang=zh')).products)).toEqual([created!.id]);
    await t.database.db.execute(sql`delete from products where id = ${created!.id}`);
  });
});
