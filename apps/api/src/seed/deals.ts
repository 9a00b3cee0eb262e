import { DEAL_TYPE } from '@beauty/shared';
import type { Tx } from '../db/client';
import { dealProducts, deals } from '../db/schema';
import type { FileStorage } from '../files';
import { insertBatched, putPictures, reserveIds } from './batch';
import type { Catalogue, SeedProduct } from './catalogue';
import { type PackageShape, topPickSlider } from './images';
import type { Random } from './random';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type SeedDeal = {
  type: (typeof DEAL_TYPE)[keyof typeof DEAL_TYPE];
  titleEn: string;
  titleZh: string;
  startsAt: Date;
  endsAt: Date | null;
  /** Slider picture of a top pick; the other deal types have none. */
  slider: { colour: string; shapes: readonly PackageShape[] } | null;
  /** Indices into the catalogue's products, in display order. */
  products: number[];
};

const TOP_PICKS = [
  {
    titleEn: 'Salon Favourites',
    titleZh: '沙龙人气之选',
    categories: ['hair-care', 'hair-styling'],
    colour: '#1d6b73',
    shapes: ['pump', 'jar'],
  },
  {
    titleEn: 'The Glow Edit',
    titleZh: '焕亮肌肤精选',
    categories: ['skin-care'],
    colour: '#a3245c',
    shapes: ['dropper', 'jar'],
  },
  {
    titleEn: 'Make-up Must-haves',
    titleZh: '必备彩妆',
    categories: ['make-up'],
    colour: '#7d2a7a',
    shapes: ['compact', 'stick'],
  },
  {
    titleEn: 'Gifts for Him',
    titleZh: '男士礼物精选',
    categories: ['mens-grooming', 'fragrance'],
    colour: '#2d3e50',
    shapes: ['spray', 'tube'],
  },
] as const;

export const inStock = (p: SeedProduct) => p.variations.some((v) => v.stock > 0);
const soldOut = (p: SeedProduct) => !inStock(p);
const hasDiscount = (p: SeedProduct) => p.variations.some((v) => v.discountedPriceCents !== null);

/**
 * Picks the deal lists from the catalogue. Deals show to every visitor, so they hold no partner-only
 * products; the flash deal carries exactly one sold-out product so the storefront's sold-out card shows.
 */
export function buildDeals(random: Random, catalogue: Catalogue, now: Date): SeedDeal[] {
  const { products } = catalogue;
  const indices = products.map((_, i) => i);
  const open = indices.filter((i) => !products[i]!.agentOnly);
  const bySold = (a: number, b: number) => products[b]!.soldCount - products[a]!.soldCount;

  const flashPool = random.shuffle(open.filter((i) => inStock(products[i]!)));
  const flash = [
    ...flashPool.filter((i) => hasDiscount(products[i]!)),
    ...flashPool.filter((i) => !hasDiscount(products[i]!)),
  ].slice(0, 11);
  const soldOutPick = random.pick(open.filter((i) => soldOut(products[i]!)));
  flash.splice(7, 0, soldOutPick);

  const taken = new Set(flash);
  // Hot deals are the best sellers currently on offer, topped up with plain best sellers if need be.
  const hotPool = open.filter((i) => !taken.has(i) && inStock(products[i]!)).sort(bySold);
  const hot = [
    ...hotPool.filter((i) => hasDiscount(products[i]!)),
    ...hotPool.filter((i) => !hasDiscount(products[i]!)),
  ].slice(0, 12);

  const result: SeedDeal[] = [
    {
      type: DEAL_TYPE.FLASH_DEALS,
      titleEn: 'Flash Deals',
      titleZh: '限时抢购',
      startsAt: new Date(now.getTime() - DAY_MS),
      // A daily flash sale: without an end time it counts down to the shop's midnight, every day, so the
      // demo never runs out of a flash deal.
      endsAt: null,
      slider: null,
      products: flash,
    },
    {
      type: DEAL_TYPE.HOT_DEALS,
      titleEn: 'Hot Deals',
      titleZh: '热门优惠',
      startsAt: new Date(now.getTime() - 30 * DAY_MS),
      endsAt: null,
      slider: null,
      products: hot,
    },
  ];
  for (const pick of TOP_PICKS) {
    const slugs: readonly string[] = pick.categories;
    const inTheme = open
      .filter(
        (i) =>
          slugs.includes(catalogue.categories[products[i]!.categoryIndex]!.slug) && inStock(products[i]!),
      )
      .sort(bySold);
    result.push({
      type: DEAL_TYPE.TOP_PICKS,
      titleEn: pick.titleEn,
      titleZh: pick.titleZh,
      startsAt: new Date(now.getTime() - 14 * DAY_MS),
      endsAt: null,
      slider: { colour: pick.colour, shapes: pick.shapes },
      products: inTheme.slice(0, random.int(8, 12)),
    });
  }
  return result;
}

export async function insertDeals(
  tx: Tx,
  storage: FileStorage,
  seedDeals: SeedDeal[],
  productIds: number[],
): Promise<number[]> {
  const ids = await reserveIds(tx, 'deals', seedDeals.length);
  const sliders = seedDeals.flatMap((d, i) =>
    d.slider
      ? [
          {
            index: i,
            key: `top-picks/${ids[i]}.svg`,
            svg: topPickSlider({ label: d.titleEn, ...d.slider }),
          },
        ]
      : [],
  );
  const paths = await putPictures(storage, sliders);
  const imageOf = new Map(sliders.map((s, k) => [s.index, paths[k]!]));
  await insertBatched(
    tx,
    deals,
    seedDeals.map((d, i) => ({
      id: ids[i]!,
      type: d.type,
      titleEn: d.titleEn,
      titleZh: d.titleZh,
      image: imageOf.get(i) ?? null,
      startsAt: d.startsAt,
      endsAt: d.endsAt,
      position: i,
    })),
  );
  await insertBatched(
    tx,
    dealProducts,
    seedDeals.flatMap((d, i) =>
      d.products.map((p, position) => ({ dealId: ids[i]!, productId: productIds[p]!, position })),
    ),
  );
  return ids;
}
