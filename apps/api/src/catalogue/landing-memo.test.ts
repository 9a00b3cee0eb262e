import { landingSchema } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISITOR } from '../http/viewer';
import { createTestApp, type TestApp } from '../test/app';
import { eventually } from '../test/eventually';
import { LandingMemo } from './landing-memo';

let t: TestApp;
let memo: LandingMemo;
beforeAll(async () => {
  t = await createTestApp();
  memo = new LandingMemo(t.database);
  await memo.start();
});
afterAll(async () => {
  await memo.stop();
  await t.close();
});

const read = async () => landingSchema.parse(JSON.parse(await memo.render('en', VISITOR)).data);
const firstBannerAlt = async () => (await read()).banner[0]!.alt;

describe('the landing snapshot', () => {
  it('serves repeated requests from one snapshot while nothing changes', async () => {
    const a = await memo.render('en', VISITOR);
    const b = await memo.render('en', VISITOR);
    expect(JSON.parse(b).data.categories).toEqual(JSON.parse(a).data.categories);
  });

  it('shows a committed change without a restart', async () => {
    const before = await firstBannerAlt();
    await t.database.db.execute(
      sql`update banners set alt_en = 'Changed by the shop' where id = (select min(id) from banners)`,
    );
    await eventually(async () => expect(await firstBannerAlt()).toBe('Changed by the shop'));
    await t.database.db.execute(
      sql`update banners set alt_en = ${before} where id = (select min(id) from banners)`,
    );
    await eventually(async () => expect(await firstBannerAlt()).toBe(before));
  });

  it('never shows a change that was rolled back', async () => {
    const before = await firstBannerAlt();
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(
          sql`update banners set alt_en = 'Never committed' where id = (select min(id) from banners)`,
        );
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await firstBannerAlt()).toBe(before);
  });

  it('shows a product selling out, but is not disturbed by stock moves that change nothing shown', async () => {
    const card = (await read()).hot_deals.products.find(
      (p) => p.volume_variation === 0 && p.stock_status === 'In Stock',
    )!;
    await t.database.db.execute(sql`update variations set stock = stock + 5 where product_id = ${card.id}`);
    await t.database.db.execute(sql`update variations set stock = 0 where product_id = ${card.id}`);
    await eventually(async () => {
      const now = (await read()).hot_deals.products.find((p) => p.id === card.id)!;
      expect(now.stock_status).toBe('Out of Stock');
    });
    await t.database.db.execute(sql`update variations set stock = 10 where product_id = ${card.id}`);
    await eventually(async () => {
      expect((await read()).hot_deals.products.find((p) => p.id === card.id)!.stock_status).toBe('In Stock');
    });
  });

  it('expires by itself when a deal starts, with no write at that moment', async () => {
    await t.database.db.execute(
      sql`update deals set starts_at = now() + interval '1.5 seconds' where type = 2`,
    );
    await eventually(async () => expect((await read()).hot_deals.products).toEqual([]));
    await eventually(async () => expect((await read()).hot_deals.products.length).toBeGreaterThan(0), 5000);
  });

  it('reads the database on every request while it cannot hear changes', async () => {
    const deaf = new LandingMemo(t.database);
    const before = (await deaf.render('en', VISITOR)).length;
    await t.database.db.execute(
      sql`update shop_settings set customer_service_email = 'a-much-longer-address@example.com'`,
    );
    expect((await deaf.render('en', VISITOR)).length).not.toBe(before);
  });
});
