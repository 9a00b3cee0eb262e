import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../db/client';
import { products, variations } from '../db/schema';
import { insertBatched, reserveIds } from './batch';
import { createRandom } from './random';
import type { Variation } from './reviews';
import { insertScaleReviews, type ScaleCopy } from './scale-reviews';
import { runAsScript } from './script';

/*
 * A scale catalogue for the bench: the demo shop's products, each copied into many editions, so listings and
 * search run over about 10,000 products with the demo's realistic names, brands, prices and stock, and
 * reviews like their originals' (scale-reviews.ts), from which their stars and counts are counted. Copies
 * reuse the demo pictures and are written in batches, so the whole catalogue takes seconds.
 */

const EDITIONS = [
  ['Salon Size', '沙龙装'],
  ['Travel Size', '旅行装'],
  ['Refill', '补充装'],
  ['Limited Edition', '限量版'],
  ['Duo Pack', '双支装'],
  ['Gift Set', '礼盒装'],
  ['Professional', '专业版'],
  ['Classic', '经典款'],
  ['Sensitive', '敏感肌适用'],
  ['Fragrance Free', '无香型'],
  ['Intense', '强效版'],
  ['Light', '轻盈版'],
  ['Night', '夜间版'],
  ['Day', '日间版'],
  ['Organic', '有机版'],
  ['Mini', '迷你装'],
] as const;

const DAY_MS = 86_400_000;

type Source = {
  id: number;
  brand_id: number;
  category_id: number;
  subcategory_id: number | null;
  name_en: string;
  name_zh: string;
  description_en: string;
  description_zh: string;
  image: string;
  has_volume_variations: boolean;
  partner_only: boolean;
  max_per_order: number;
};

type SourceVariation = Omit<Variation, 'id'>;

/** Adds products until the shop has `total` active ones; does nothing when it already has that many. */
export async function seedScaleCatalogue(
  db: Db,
  total: number,
  now = new Date(),
): Promise<{ added: number; reviews: number; bigProductId: number | null }> {
  const random = createRandom('scale');
  const result = await db.transaction(async (tx) => {
    const [{ count } = { count: 0 }] = await selectRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from products where is_active`,
    );
    const missing = total - count;
    if (missing <= 0) return { added: 0, reviews: 0, bigProductId: null };
    const sources = await selectRows<Source>(
      tx,
      sql`select id, brand_id, category_id, subcategory_id, name_en, name_zh, description_en, description_zh,
            image, has_volume_variations, partner_only, max_per_order
          from products where is_active order by id`,
    );
    if (sources.length === 0) throw new Error('Seed the demo shop before the scale catalogue');
    const sourceVariations = await selectRows<SourceVariation>(
      tx,
      sql`select product_id, name, unit_price_cents, discounted_price_cents, agent_price_cents, points_to_redeem
          from variations where is_active order by product_id, position, id`,
    );
    const variationsOf = new Map<number, SourceVariation[]>();
    for (const v of sourceVariations) {
      const list = variationsOf.get(v.product_id) ?? [];
      list.push(v);
      variationsOf.set(v.product_id, list);
    }

    const ids = await reserveIds(tx, 'products', missing);
    const variationIds = await reserveIds(
      tx,
      'variations',
      ids.reduce((n, _, i) => n + (variationsOf.get(sources[i % sources.length]!.id)?.length ?? 0), 0),
    );
    const productRows: (typeof products.$inferInsert)[] = [];
    const variationRows: (typeof variations.$inferInsert & { id: number })[] = [];
    const copies: ScaleCopy[] = [];
    ids.forEach((id, i) => {
      const source = sources[i % sources.length]!;
      const [en, zh] = EDITIONS[Math.floor(i / sources.length) % EDITIONS.length]!;
      const reviewed = random.chance(0.92);
      // Prices move by up to a fifth either way, rounded to shelf prices ending in 90 cents.
      const factor = 0.8 + random.next() * 0.4;
      const shelf = (cents: number) => Math.max(390, Math.round((cents * factor) / 100) * 100 - 10);
      // Drawn where the copies' invented ratings were, so their sales, stock and dates come out as before:
      // how many reviews the copy gets against its original's, in percent (none for some), and a salt for
      // who wrote them and when.
      const reviewPercent = reviewed ? random.int(75, 125) : 0;
      const reviewSalt = reviewed ? random.int(1, 480) : 0;
      productRows.push({
        id,
        brandId: source.brand_id,
        categoryId: source.category_id,
        subcategoryId: source.subcategory_id,
        nameEn: `${source.name_en} ${en}`,
        nameZh: `${source.name_zh}${zh}`,
        descriptionEn: source.description_en,
        descriptionZh: source.description_zh,
        image: source.image,
        hasVolumeVariations: source.has_volume_variations,
        agentOnly: source.partner_only,
        maxPerOrder: source.max_per_order,
        soldCount: Math.floor(random.next() ** 2 * 5000),
        createdAt: new Date(now.getTime() - random.int(0, 364) * DAY_MS - random.int(0, 86_399) * 1000),
      });
      const soldOut = random.chance(0.08);
      (variationsOf.get(source.id) ?? []).forEach((v, position) => {
        const unit = shelf(v.unit_price_cents);
        const discounted = v.discounted_price_cents === null ? null : shelf(v.discounted_price_cents);
        const agent =
          v.agent_price_cents === null ? null : Math.floor((v.agent_price_cents * factor) / 10) * 10;
        variationRows.push({
          id: variationIds[variationRows.length]!,
          productId: id,
          name: v.name,
          position,
          unitPriceCents: unit,
          discountedPriceCents: discounted !== null && discounted < unit ? discounted : null,
          agentPriceCents: agent,
          pointsToRedeem: v.points_to_redeem,
          stock: soldOut ? 0 : random.int(0, 240),
        });
        if (position === 0) {
          const first = variationRows.at(-1)!;
          copies.push({
            id,
            sourceId: source.id,
            agentOnly: source.partner_only,
            reviewPercent,
            reviewSalt,
            variation: {
              id: first.id,
              name: v.name,
              unitPriceCents: unit,
              discountedPriceCents: first.discountedPriceCents ?? null,
              agentPriceCents: agent,
              pointsToRedeem: v.points_to_redeem,
            },
          });
        }
      });
    });
    await insertBatched(tx, products, productRows);
    await insertBatched(tx, variations, variationRows);
    const reviews = await insertScaleReviews(tx, random, copies, now);
    return { added: missing, ...reviews };
  });
  // The products are written again compactly first: counting their reviews updated every row, which left
  // the table and its indexes half dead, and the listings would measure that. Then fresh statistics and
  // visibility map (which a full vacuum clears), as a shop that has been running would have: plans and
  // index-only scans depend on them.
  await db.execute(sql`vacuum full products`);
  for (const table of ['products', 'variations', 'orders', 'order_lines', 'product_reviews', 'review_totals'])
    await db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
  return result;
}

/** `node --import tsx apps/api/src/seed/scale.ts 10000`: grows the configured database's catalogue. */
runAsScript(import.meta.url, async (database) => {
  const total = Number(process.argv[2] ?? 10_000);
  if (!Number.isInteger(total) || total < 1) throw new Error('usage: scale.ts <number of products>');
  const started = performance.now();
  const { added, reviews, bigProductId } = await seedScaleCatalogue(database.db, total);
  console.log(
    `Scale catalogue: ${added} products added with ${reviews} reviews, ${bigProductId === null ? 'none' : `product ${bigProductId}`} with the long review list (${database.kind}, ${Math.round(performance.now() - started)} ms)`,
  );
});
