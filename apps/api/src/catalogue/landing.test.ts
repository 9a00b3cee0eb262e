import { DEAL_TYPE, isSoldOut, landingSchema, STOCK_STATUS } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/client';
import { createTestApp, type TestApp } from '../test/app';
import { eventually } from '../test/eventually';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const landing = async (query = '', headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/page/landing${query}`, headers });
  expect(res.statusCode).toBe(200);
  expect(res.json().success).toBe(true);
  return landingSchema.parse(res.json().data);
};

describe('GET /api/page/landing', () => {
  it('returns every field of the landing data, read from the database', async () => {
    const data = await landing();
    expect(data.membertermsandconditions).toContain('<');
    expect(data.agenttermsandconditions.length).toBeGreaterThan(200);
    expect(data.personaldatapolicy.length).toBeGreaterThan(200);
    expect(data.partner_details.length).toBeGreaterThan(100);
    expect(data.customer_service_email).toMatch(/@/);
    expect(data.agent_min_withdrawal_amount).toBeGreaterThan(0);
    expect(data.banner.length).toBeGreaterThan(0);
    expect(data.top_pick_product_range.length).toBeGreaterThanOrEqual(3);
    expect(data.article.length).toBeGreaterThan(0);
    expect(data.categories.length).toBeGreaterThanOrEqual(8);
    for (const c of data.categories) expect(c.subcategories.length).toBeGreaterThan(0);
  });

  it('has a running flash deal with products and the time left in separate units', async () => {
    const { flash_deals, hot_deals } = await landing();
    expect(flash_deals.type).toBe(DEAL_TYPE.FLASH_DEALS);
    expect(flash_deals.products.length).toBeGreaterThan(0);
    const seconds =
      flash_deals.remaining_hour * 3600 + flash_deals.remaining_minute * 60 + flash_deals.remaining_second;
    expect(seconds).toBeGreaterThan(0);
    expect(flash_deals.remaining_minute).toBeLessThan(60);
    expect(hot_deals.type).toBe(DEAL_TYPE.HOT_DEALS);
    expect(hot_deals.products.length).toBeGreaterThan(0);
  });

  it('shapes product cards with the shared rules: prices of the first in-stock variation', async () => {
    const { flash_deals, hot_deals } = await landing();
    const cards = [...flash_deals.products, ...hot_deals.products];
    for (const card of cards) {
      expect(Number.isInteger(card.unit_price)).toBe(true);
      expect(card.discount_percentage > 0).toBe(card.discounted_price !== null);
    }
    const discounted = cards.filter((card) => card.discounted_price !== null);
    expect(discounted.length).toBeGreaterThan(0);
    for (const card of discounted) expect(card.discounted_price).toBeLessThan(card.unit_price);
    const withVolumes = cards.filter((card) => card.volume_variation === 1);
    expect(withVolumes.length).toBeGreaterThan(0);
    for (const card of withVolumes) {
      const first =
        card.volume_variations.find((v) => v.stock_status === STOCK_STATUS.IN_STOCK) ??
        card.volume_variations[0]!;
      expect(card.unit_price).toBe(first.unit_price);
      expect(card.stock_status === STOCK_STATUS.OUT_OF_STOCK).toBe(isSoldOut(card));
    }
  });

  it('keeps partner prices from visitors', async () => {
    const { flash_deals } = await landing();
    for (const card of flash_deals.products) {
      expect(card.agent_price).toBeNull();
      for (const v of card.volume_variations) expect(v.agent_price).toBeNull();
    }
  });

  it('points every banner at something that exists, covering all three redirect types', async () => {
    const { banner } = await landing();
    expect(new Set(banner.map((b) => b.redirect_type))).toEqual(new Set([1, 2, 3]));
    const ofType = (type: number) => banner.filter((b) => b.redirect_type === type);
    for (const b of ofType(1)) expect(b.url).toMatch(/^https?:\/\//);
    for (const [type, table] of [
      [2, 'products'],
      [3, 'articles'],
    ] as const) {
      for (const b of ofType(type)) {
        const rows = await selectRows(
          t.database.db,
          sql`select id from ${sql.raw(table)} where id = ${b.redirect_id}`,
        );
        expect(rows, `${table} ${b.redirect_id}`).toHaveLength(1);
      }
    }
  });

  it('serves the stored pictures it names', async () => {
    const { banner, flash_deals } = await landing();
    for (const path of [banner[0]!.image_desktop, flash_deals.products[0]!.image]) {
      expect(path).toMatch(/^\/files\//);
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
    }
  });

  it('answers in Chinese for zh, cn or Accept-Language zh-CN', async () => {
    const en = await landing();
    const zh = await landing('?lang=zh');
    const cn = await landing('?lang=cn');
    const header = await landing('', { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(zh.categories[0]!.name).not.toBe(en.categories[0]!.name);
    expect(zh.categories[0]!.name).toMatch(/[\u4e00-\u9fff]/);
    expect(cn.categories).toEqual(zh.categories);
    expect(header.membertermsandconditions).toBe(zh.membertermsandconditions);
    expect(zh.flash_deals.products[0]!.product_name).toMatch(/[\u4e00-\u9fff]/);
  });

  it('refuses a language parameter that is not a language code, with the field named', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/page/landing?lang=${'x'.repeat(5000)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 400, errors: { lang: ['Too long'] } });
  });

  it('stops showing a flash deal once it has ended', async () => {
    await t.database.db.execute(sql`update deals set ends_at = now() - interval '1 second' where type = 1`);
    try {
      await eventually(async () => {
        const { flash_deals: f } = await landing();
        expect(f.products).toEqual([]);
        expect(f.remaining_hour + f.remaining_minute + f.remaining_second).toBe(0);
      });
    } finally {
      await t.database.db.execute(sql`update deals set ends_at = null where type = 1`);
    }
  });

  it('counts a daily flash deal down to midnight in Singapore', async () => {
    const { flash_deals: f } = await eventually(async () => {
      const data = await landing();
      expect(data.flash_deals.products.length).toBeGreaterThan(0);
      return data;
    });
    const left = f.remaining_hour * 3600 + f.remaining_minute * 60 + f.remaining_second;
    const sgSecondsIntoDay = (Math.floor(Date.now() / 1000) + 8 * 3600) % 86_400;
    expect(Math.abs(left - (86_400 - sgSecondsIntoDay))).toBeLessThanOrEqual(5);
  });

  it('counts a flash deal with an end time down to that time', async () => {
    await t.database.db.execute(
      sql`update deals set ends_at = now() + interval '1 hour 2 minutes 3.5 seconds' where type = 1`,
    );
    try {
      await eventually(async () => {
        const { flash_deals: f } = await landing();
        expect(f.remaining_hour).toBe(1);
        expect(f.remaining_minute).toBe(2);
        expect(f.remaining_second).toBeGreaterThanOrEqual(1);
        expect(f.remaining_second).toBeLessThanOrEqual(3);
      });
    } finally {
      await t.database.db.execute(sql`update deals set ends_at = null where type = 1`);
    }
  });
});
