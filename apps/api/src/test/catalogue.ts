import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../db/client';

/*
 * Products made to measure for a test, so that no two tests share stock, prices or wishlist rows, and a test
 * reads its own numbers instead of the demo catalogue's.
 */

export type TestVariation = {
  /** Price in cents: 20.00 unless told. */
  unit?: number;
  discounted?: number | null;
  agent?: number | null;
  points?: number;
  /** 50 unless told. */
  stock?: number;
  name?: string;
};

export type TestProduct = {
  productId: number;
  /** The first variation: a single product's only one. */
  variationId: number;
  variationIds: number[];
};

/**
 * An active product of the demo shop's first brand and category, with the given variations (one: a single
 * product, which is the default). `soldCount` is what it had sold before the test.
 */
export async function makeProduct(
  db: Db,
  options: {
    variations?: TestVariation[];
    agentOnly?: boolean;
    maxPerOrder?: number;
    soldCount?: number;
  } = {},
): Promise<TestProduct> {
  const variations = options.variations ?? [{}];
  const [product] = await selectRows<{ id: number }>(
    db,
    sql`insert into products (brand_id, category_id, name_en, name_zh, description_en, description_zh, image,
        has_volume_variations, partner_only, max_per_order, sold_count)
      select (select min(id) from brands), (select min(id) from categories), 'Test serum', '测试精华', '', '',
        'test.png', ${variations.length > 1}, ${options.agentOnly ?? false}, ${options.maxPerOrder ?? 10},
        ${options.soldCount ?? 0}
      returning id`,
  );
  const productId = product!.id;
  const variationIds: number[] = [];
  for (const [i, v] of variations.entries()) {
    const [row] = await selectRows<{ id: number }>(
      db,
      sql`insert into variations (product_id, name, position, unit_price_cents, discounted_price_cents,
          agent_price_cents, points_to_redeem, stock)
        values (${productId}, ${v.name ?? (variations.length > 1 ? `${(i + 1) * 50} ml` : '')}, ${i},
          ${v.unit ?? 2000}, ${v.discounted ?? null}, ${v.agent ?? null}, ${v.points ?? 0}, ${v.stock ?? 50})
        returning id`,
    );
    variationIds.push(row!.id);
  }
  return { productId, variationId: variationIds[0]!, variationIds };
}
