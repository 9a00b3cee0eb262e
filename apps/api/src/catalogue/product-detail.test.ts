import { productDetailSchema, STOCK_STATUS } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/client';
import { createTestApp, type TestApp } from '../test/app';
import { logIn, type Member } from '../test/members';

let t: TestApp;
let member: Member;
let agent: Member;
beforeAll(async () => {
  t = await createTestApp();
  // One login per account for the whole file: a new web login ends the account's earlier web session.
  member = await logIn(t, { mobile: '81234567' });
  agent = await logIn(t, { mobile: '81230001' });
});
afterAll(() => t.close());

async function detail(productId: number | string, token?: string, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `/api/page/productdetails?product_id=${productId}${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function detailOk(productId: number, token?: string, query = '') {
  const res = await detail(productId, token, query);
  expect(res.statusCode).toBe(200);
  expect(res.json().success).toBe(true);
  return productDetailSchema.parse(res.json().data);
}

const firstId = async (where: ReturnType<typeof sql>) => {
  const [row] = await selectRows<{ id: number }>(
    t.database.db,
    sql`select p.id from products p where p.is_active and ${where} order by p.id limit 1`,
  );
  if (!row) throw new Error('no such product in the demo shop');
  return row.id;
};

describe('GET /api/page/productdetails', () => {
  it('answers a product with volume variations: each with its own prices, stock and points', async () => {
    const id = await firstId(
      sql`p.has_volume_variations and not p.partner_only
        and (select count(*) from variations v where v.product_id = p.id and v.is_active) >= 2`,
    );
    const data = await detailOk(id);
    const rows = await selectRows<{
      id: number;
      name: string;
      unit_price_cents: number;
      discounted_price_cents: number | null;
      points_to_redeem: number;
      stock: number;
    }>(
      t.database.db,
      sql`select id, name, unit_price_cents, discounted_price_cents, points_to_redeem, stock
        from variations where product_id = ${id} and is_active order by position, id`,
    );
    expect(data.id).toBe(id);
    expect(data.volume_variation).toBe(1);
    expect(data.variations.map((v) => v.id)).toEqual(rows.map((r) => r.id));
    data.variations.forEach((v, i) => {
      const r = rows[i]!;
      expect(v).toMatchObject({
        name: r.name,
        unit_price: r.unit_price_cents,
        discounted_price: r.discounted_price_cents,
        points_to_redeem: r.points_to_redeem,
        stock: r.stock,
        stock_status: r.stock > 0 ? STOCK_STATUS.IN_STOCK : STOCK_STATUS.OUT_OF_STOCK,
        agent_price: null,
      });
      expect(v.name).not.toBe('');
    });
    expect(data.stock).toBe(rows.reduce((s, r) => s + r.stock, 0));
    expect(data.volume_variations.map((v) => v.id)).toEqual(rows.map((r) => r.id));
    expect(data.can_purchase).toBe(true);
    expect(data.wish_id).toBeNull();
  });

  it('answers a product without variations with its one unnamed variation, gallery and names', async () => {
    const id = await firstId(sql`not p.has_volume_variations and not p.partner_only`);
    const data = await detailOk(id);
    const [product] = await selectRows<{
      image: string;
      description_en: string;
      max_per_order: number;
      stock: number;
      brand_slug: string;
      category_slug: string;
      subcategory_slug: string | null;
    }>(
      t.database.db,
      sql`select p.image, p.description_en, p.max_per_order, v.stock, b.slug as brand_slug,
          c.slug as category_slug, sc.slug as subcategory_slug
        from products p join variations v on v.product_id = p.id join brands b on b.id = p.brand_id
        join categories c on c.id = p.category_id left join subcategories sc on sc.id = p.subcategory_id
        where p.id = ${id}`,
    );
    expect(data.volume_variation).toBe(0);
    expect(data.volume_variations).toEqual([]);
    expect(data.variations).toHaveLength(1);
    expect(data.variations[0]!.name).toBe('');
    expect(data.variations[0]!.stock).toBe(product!.stock);
    expect(data.stock).toBe(product!.stock);
    expect(data.unit_price).toBe(data.variations[0]!.unit_price);
    expect(data.images[0]).toBe(product!.image);
    expect(new Set(data.images).size).toBe(data.images.length);
    expect(data.description).toBe(product!.description_en);
    expect(data.max_per_order).toBe(product!.max_per_order);
    expect(data.brand.link).toBe(product!.brand_slug);
    expect(data.category.link).toBe(product!.category_slug);
    expect(data.subcategory?.link ?? null).toBe(product!.subcategory_slug);
  });

  it('lists the gallery in position order, and falls back to the main image when there is none', async () => {
    const id = await firstId(sql`(select count(*) from product_images i where i.product_id = p.id) >= 3`);
    const paths = await selectRows<{ path: string }>(
      t.database.db,
      sql`select path from product_images where product_id = ${id} order by position, id`,
    );
    expect((await detailOk(id)).images).toEqual(paths.map((p) => p.path));
    await t.database.db.execute(sql`delete from product_images where product_id = ${id}`);
    const data = await detailOk(id);
    expect(data.images).toEqual([data.image]);
  });

  it('shows a partner-only product to a visitor and a member without partner price, not purchasable', async () => {
    const id = await firstId(sql`p.partner_only
      and exists (select 1 from variations v where v.product_id = p.id and v.agent_price_cents is not null)`);
    for (const token of [undefined, member.token]) {
      const data = await detailOk(id, token);
      expect(data.partner_only).toBe(true);
      expect(data.can_purchase).toBe(false);
      expect(data.agent_price).toBeNull();
      for (const v of data.variations) expect(v.agent_price).toBeNull();
    }
  });

  it('lets an agent buy a partner-only product and shows the partner prices', async () => {
    const id = await firstId(sql`p.partner_only
      and exists (select 1 from variations v where v.product_id = p.id and v.agent_price_cents is not null)`);
    const data = await detailOk(id, agent.token);
    expect(data.can_purchase).toBe(true);
    expect(data.agent_price).not.toBeNull();
    expect(data.variations.some((v) => v.agent_price !== null)).toBe(true);
  });

  it("tells a signed-in member their wishlist entry, and nobody else's", async () => {
    const id = await firstId(sql`not p.partner_only`);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/wishlist/create',
      payload: { product_id: id },
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(created.statusCode).toBe(200);
    const wishId = created.json().data.wish_id as number;
    expect((await detailOk(id, member.token)).wish_id).toBe(wishId);
    expect((await detailOk(id, agent.token)).wish_id).toBeNull();
    expect((await detailOk(id)).wish_id).toBeNull();
  });

  it('relates up to 12 active products of the same category, best sellers first, never itself', async () => {
    const id = await firstId(sql`true`);
    const data = await detailOk(id);
    expect(data.related_products.length).toBeGreaterThan(0);
    expect(data.related_products.length).toBeLessThanOrEqual(12);
    const ids = data.related_products.map((p) => p.id);
    expect(ids).not.toContain(id);
    expect(new Set(ids).size).toBe(ids.length);
    const rows = await selectRows<{ id: number; same_sub: boolean; sold_count: number; is_active: boolean }>(
      t.database.db,
      sql`select r.id, r.subcategory_id is not distinct from p.subcategory_id as same_sub, r.sold_count,
          r.is_active
        from products r join products p on p.id = ${id}
        where r.category_id = p.category_id and r.id = any(${`{${ids.join(',')}}`}::int[])`,
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(rows).toHaveLength(ids.length);
    // The same subcategory first, then the best sellers.
    const order = ids.map((id) => [byId.get(id)!.same_sub ? 1 : 0, byId.get(id)!.sold_count] as const);
    expect(order).toEqual([...order].sort((a, b) => b[0] - a[0] || b[1] - a[1]));
    // A removed product drops out of the related list.
    await t.database.db.execute(sql`update products set is_active = false where id = ${ids[0]!}`);
    expect((await detailOk(id)).related_products.map((p) => p.id)).not.toContain(ids[0]);
  });

  /** Related products as a whole-category sort defines them: the order the page promises, ties by id. */
  const expectedRelated = async (id: number) =>
    (
      await selectRows<{ id: number }>(
        t.database.db,
        sql`select r.id from products p join products r on r.category_id = p.category_id
          where p.id = ${id} and r.id <> p.id and r.is_active
          order by r.subcategory_id is not distinct from p.subcategory_id desc, r.sold_count desc, r.id
          limit 12`,
      )
    ).map((r) => r.id);
  const relatedIds = async (id: number) => (await detailOk(id)).related_products.map((p) => p.id);

  it('relates its subcategory first, then the rest of the category, best sellers first and ties by id', async () => {
    // A category whose subcategories hold fewer than 12 products, so the list runs on into the others.
    const id = await firstId(sql`p.subcategory_id is not null and (select count(*) from products o
      where o.subcategory_id = p.subcategory_id and o.is_active) between 3 and 11`);
    const [{ category_id } = { category_id: 0 }] = await selectRows<{ category_id: number }>(
      t.database.db,
      sql`select category_id from products where id = ${id}`,
    );
    // Three sales figures for the whole category, so most products tie with others.
    await t.database.db.execute(
      sql`update products set sold_count = (id % 3) * 10 where category_id = ${category_id}`,
    );
    const expected = await expectedRelated(id);
    expect(expected).toHaveLength(12);
    expect(await relatedIds(id)).toEqual(expected);
  });

  it('relates the products without a subcategory first when the product has none', async () => {
    const [{ category_id } = { category_id: 0 }] = await selectRows<{ category_id: number }>(
      t.database.db,
      sql`select category_id from products where is_active group by category_id order by count(*) desc limit 1`,
    );
    const noSubcategory = await selectRows<{ id: number }>(
      t.database.db,
      sql`update products set subcategory_id = null
        where id in (select id from products where category_id = ${category_id} and is_active order by id limit 5)
        returning id`,
    );
    const [id, ...others] = noSubcategory.map((r) => r.id).sort((a, b) => a - b);
    const expected = await expectedRelated(id!);
    expect(expected.slice(0, 4).sort((a, b) => a - b)).toEqual(others);
    expect(await relatedIds(id!)).toEqual(expected);
  });

  it('prices related products for the viewer: partner prices for agents only', async () => {
    const [{ category_id } = { category_id: 0 }] = await selectRows<{ category_id: number }>(
      t.database.db,
      sql`select p.category_id from products p join variations v on v.product_id = p.id
        where p.is_active and v.is_active and v.agent_price_cents is not null order by p.id limit 1`,
    );
    // Every product of the category relates to the others; make sure a priced one is among the first 12.
    await t.database.db.execute(sql`update products p set sold_count = 1000000 where p.category_id = ${category_id}
      and exists (select 1 from variations v where v.product_id = p.id and v.is_active and v.agent_price_cents is not null)`);
    const id = await firstId(sql`p.category_id = ${category_id}`);
    const forAgent = (await detailOk(id, agent.token)).related_products;
    const forVisitor = (await detailOk(id)).related_products;
    expect(forAgent.map((p) => p.id)).toEqual(forVisitor.map((p) => p.id));
    expect(forAgent.some((p) => p.agent_price !== null)).toBe(true);
    expect(forVisitor.every((p) => p.agent_price === null)).toBe(true);
    expect(forVisitor.map(({ agent_price: _, ...card }) => card)).toEqual(
      forAgent.map(({ agent_price: _, ...card }) => ({
        ...card,
        volume_variations: card.volume_variations.map((v) => ({ ...v, agent_price: null })),
      })),
    );
  });

  it('answers in Chinese when asked, by parameter or header', async () => {
    const id = await firstId(sql`p.subcategory_id is not null`);
    const [names] = await selectRows<{ name_zh: string; description_zh: string; category_zh: string }>(
      t.database.db,
      sql`select p.name_zh, p.description_zh, c.name_zh as category_zh
        from products p join categories c on c.id = p.category_id where p.id = ${id}`,
    );
    for (const [query, headers] of [
      ['&lang=zh', {}],
      ['&lang=cn', {}],
      ['', { 'accept-language': 'zh-CN,zh;q=0.9' }],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/page/productdetails?product_id=${id}${query}`,
        headers,
      });
      const data = productDetailSchema.parse(res.json().data);
      expect(data.product_name).toBe(names!.name_zh);
      expect(data.description).toBe(names!.description_zh);
      expect(data.category.name).toBe(names!.category_zh);
    }
  });

  it('refuses a bad product_id with a 400 envelope and an unknown or removed one with 404', async () => {
    for (const bad of ['abc', '-1', '0', '1000000000000', '1.5', '', '%00']) {
      const res = await detail(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 400 });
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/page/productdetails' });
    expect(missing.statusCode).toBe(400);
    for (const id of [2_147_483_647, 999_999]) {
      const res = await detail(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 404, message_key: 'not_found' });
    }
    const id = await firstId(sql`true`);
    await t.database.db.execute(sql`update products set is_active = false where id = ${id}`);
    expect((await detail(id)).statusCode).toBe(404);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const op = doc.paths['/api/page/productdetails'].get;
    expect(op.tags).toEqual(['page']);
    expect(op.summary).toBeTruthy();
    expect(op.description).toContain('can_purchase');
  });
});
