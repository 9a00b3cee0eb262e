import type { Tx } from '../db/client';
import { brands, categories, productImages, products, subcategories, variations } from '../db/schema';
import type { FileStorage } from '../files';
import { insertBatched, type PictureFile, putPictures, reserveIds } from './batch';
import {
  BRANDS,
  type BrandDef,
  CATEGORIES,
  type CategoryDef,
  LINE_POOLS,
  makesName,
  type ProductLine,
  type ProductType,
  type SubcategoryDef,
} from './catalogue-data';
import { type PackageShape, productPicture } from './images';
import type { Random } from './random';

/*
 * Builds the demo catalogue as plain data first (deterministic for a given PRNG and clock), then writes it.
 * Keeping the two apart lets tests check the shop's rules without a database and keeps the writes batched.
 */

const PRODUCTS_PER_SUBCATEGORY = 8;
/** Reviews of the most reviewed demo products: a few thousand in all keep the seed quick. */
const MOST_REVIEWS = 20;
const DAY_MS = 86_400_000;

export type SeedVariation = {
  name: string;
  unitPriceCents: number;
  discountedPriceCents: number | null;
  agentPriceCents: number | null;
  pointsToRedeem: number;
  stock: number;
};

export type SeedProduct = {
  categoryIndex: number;
  /** Index into the flat subcategory list of the catalogue. */
  subcategoryIndex: number;
  brandIndex: number;
  nameEn: string;
  nameZh: string;
  descriptionEn: string;
  descriptionZh: string;
  shape: PackageShape;
  label: string;
  imageCount: 1 | 2 | 3 | 4;
  hasVolumeVariations: boolean;
  agentOnly: boolean;
  maxPerOrder: number;
  /** What the product is, in both languages ("Shampoo", "洗发水"): reviews name it. */
  typeName: { en: string; zh: string };
  /**
   * How many reviews the review seed (reviews.ts) gives the product, and how well they rate it (0 to 1,
   * most near the top). The product's rate_percent and review_count are then counted from those reviews.
   */
  reviews: number;
  ratingLean: number;
  soldCount: number;
  createdAt: Date;
  variations: SeedVariation[];
};

export type SeedSubcategory = SubcategoryDef & { categoryIndex: number };

export type Catalogue = {
  categories: readonly CategoryDef[];
  subcategories: SeedSubcategory[];
  brands: readonly BrandDef[];
  products: SeedProduct[];
};

/** Shelf prices end in 90 cents, as they do in Singapore shops. */
export function shelfPrice(cents: number): number {
  return Math.max(390, Math.round(cents / 100) * 100 - 10);
}

/** Larger sizes cost more but less per millilitre. */
const SIZE_FACTORS = [1, 1.65, 2.5, 3.4] as const;
const DISCOUNTS = [10, 15, 20, 25, 30, 40] as const;

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

type Draft = Omit<
  SeedProduct,
  | 'variations'
  | 'hasVolumeVariations'
  | 'agentOnly'
  | 'maxPerOrder'
  | 'typeName'
  | 'reviews'
  | 'ratingLean'
  | 'soldCount'
  | 'createdAt'
  | 'imageCount'
> & { type: ProductType };

function draftProducts(random: Random, subs: SeedSubcategory[]): Draft[] {
  // A product line belongs to one brand, as it would in a real shop: "Silk Repair" shampoo, conditioner
  // and mask all come from the same maker. Lines are dealt out evenly among the brands of each domain, so a
  // brand active in several domains does not crowd out the specialists.
  const lineBrand = new Map<string, number>();
  const linesOf = new Map<string, number>();
  const drafts: Draft[] = [];
  subs.forEach((sub, subcategoryIndex) => {
    const category = CATEGORIES[sub.categoryIndex]!;
    const pool: readonly ProductLine[] = LINE_POOLS[sub.pool];
    const domainBrands = BRANDS.flatMap((b, i) => (b.domains.includes(category.domain) ? [i] : []));
    const combos = pool.flatMap((l) => sub.types.map((t) => [l, t] as const));
    // Pairs that make no name are passed over after the shuffle, so the random draws stay as they were.
    const named = random.shuffle(combos).filter(([l, t]) => makesName(l, t));
    for (const [l, t] of named.slice(0, PRODUCTS_PER_SUBCATEGORY)) {
      const lineKey = `${category.domain}:${l.en}`;
      let brandIndex = lineBrand.get(lineKey);
      if (brandIndex === undefined) {
        const lines = (i: number) => linesOf.get(`${category.domain}:${i}`) ?? 0;
        const fewest = Math.min(...domainBrands.map(lines));
        brandIndex = random.pick(domainBrands.filter((i) => lines(i) === fewest));
        lineBrand.set(lineKey, brandIndex);
        linesOf.set(`${category.domain}:${brandIndex}`, fewest + 1);
      }
      const closing = random.pick(category.closings);
      drafts.push({
        categoryIndex: sub.categoryIndex,
        subcategoryIndex,
        brandIndex,
        nameEn: `${l.en} ${t.en}`,
        nameZh: `${l.zh}${t.zh}`,
        descriptionEn: `${l.claimEn} ${t.usageEn} ${closing.en}`,
        descriptionZh: `${l.claimZh}${t.usageZh}${closing.zh}`,
        shape: t.shape,
        label: t.en,
        type: t,
      });
    }
  });
  return drafts;
}

/** Indices of `count` items chosen without repetition from `from`. */
function choose(random: Random, from: readonly number[], count: number): Set<number> {
  return new Set(random.shuffle(from).slice(0, Math.max(0, Math.min(count, from.length))));
}

function sizesFor(random: Random, sizes: readonly string[]): string[] {
  const count = random.int(2, Math.min(4, sizes.length));
  const start = random.int(0, sizes.length - count);
  return sizes.slice(start, start + count);
}

function priceVariation(
  random: Random,
  name: string,
  unitPriceCents: number,
  discountPercent: number | null,
  opts: { agent: boolean; points: boolean },
): SeedVariation {
  let discountedPriceCents: number | null = null;
  if (discountPercent !== null) {
    const d = shelfPrice(unitPriceCents * (1 - discountPercent / 100));
    discountedPriceCents = d < unitPriceCents ? d : null;
  }
  const payable = discountedPriceCents ?? unitPriceCents;
  // Partners buy at roughly 15-25% below what a member pays, rounded to 10 cents.
  const agentPriceCents = opts.agent ? Math.floor((payable * random.int(75, 85)) / 1000) * 10 : null;
  const pointsToRedeem = opts.points
    ? Math.min(2000, Math.max(100, Math.round((payable * 0.5) / 50) * 50))
    : 0;
  const stock = random.chance(0.1) ? random.int(1, 3) : random.int(4, 240);
  return { name, unitPriceCents, discountedPriceCents, agentPriceCents, pointsToRedeem, stock };
}

export function buildCatalogue(random: Random, now: Date): Catalogue {
  const subs: SeedSubcategory[] = CATEGORIES.flatMap((c, categoryIndex) =>
    c.subcategories.map((s) => ({ ...s, categoryIndex })),
  );
  const drafts = draftProducts(random, subs);
  const n = drafts.length;
  const all = drafts.map((_, i) => i);

  // Shop-wide proportions are fixed counts over shuffled indices, not per-product coin flips, so the rules
  // the storefront must handle (sold out, partner-only, discounted...) are always present in the data.
  const sizable = all.filter((i) => (drafts[i]!.type.sizes?.length ?? 0) >= 2);
  const withSizes = choose(random, sizable, Math.round(n * 0.25));
  const sizedList = [...withSizes];
  const allOutSized = choose(random, sizedList, 3);
  const wholeOut = new Set([
    ...allOutSized,
    ...choose(
      random,
      all.filter((i) => !withSizes.has(i)),
      Math.round(n * 0.08) - allOutSized.size,
    ),
  ]);
  const partlyOut = choose(
    random,
    sizedList.filter((i) => !allOutSized.has(i)),
    Math.round(withSizes.size * 0.25),
  );
  const agentOnly = choose(random, all, Math.round(n * 0.1));
  const discounted = choose(random, all, Math.round(n * 0.3));
  const lowLimit = choose(random, all, Math.round(n * 0.12));
  // Newly listed or rarely bought: no reviews yet.
  const unrated = choose(random, all, Math.round(n * 0.08));

  const products = drafts.map((draft, i): SeedProduct => {
    const { type: productType, ...rest } = draft;
    const base = shelfPrice(random.int(productType.price[0], productType.price[1]));
    const discountPercent = discounted.has(i) ? random.pick(DISCOUNTS) : null;
    const opts = { agent: agentOnly.has(i) || random.chance(0.9), points: random.chance(0.85) };
    const names = withSizes.has(i) ? sizesFor(random, productType.sizes ?? []) : [''];
    const productVariations = names.map((name, k) =>
      priceVariation(random, name, shelfPrice(base * SIZE_FACTORS[k]!), discountPercent, opts),
    );
    if (wholeOut.has(i)) for (const v of productVariations) v.stock = 0;
    if (partlyOut.has(i)) {
      // Usually the big size sells out first; sometimes the travel size.
      const outCount = random.int(1, productVariations.length - 1);
      const fromEnd = random.chance(0.7);
      for (let k = 0; k < outCount; k++) {
        productVariations[fromEnd ? productVariations.length - 1 - k : k]!.stock = 0;
      }
    }
    const rated = !unrated.has(i);
    const skew = random.next();
    return {
      ...rest,
      imageCount: random.int(1, 4) as 1 | 2 | 3 | 4,
      hasVolumeVariations: withSizes.has(i),
      agentOnly: agentOnly.has(i),
      maxPerOrder: lowLimit.has(i) ? random.int(2, 5) : 10,
      typeName: { en: productType.en, zh: productType.zh },
      // Drawn where the invented ratings were drawn, so the rest of the catalogue comes out as before.
      ratingLean: rated ? Math.sqrt(random.next()) : 0,
      reviews: rated ? 1 + Math.floor(skew * skew * MOST_REVIEWS) : 0,
      soldCount: Math.floor(random.next() ** 2 * 5000) + (rated ? Math.floor(skew * 40) : 0),
      createdAt: new Date(now.getTime() - random.int(0, 364) * DAY_MS - random.int(0, 86_399) * 1000),
      variations: productVariations,
    };
  });
  return { categories: CATEGORIES, subcategories: subs, brands: BRANDS, products };
}

export type CatalogueIds = { productIds: number[]; brandIds: number[]; categoryIds: number[] };

/** Writes the catalogue with reserved ids and batched inserts, and its pictures through `storage`. */
export async function insertCatalogue(
  tx: Tx,
  storage: FileStorage,
  catalogue: Catalogue,
): Promise<CatalogueIds> {
  const categoryIds = await reserveIds(tx, 'categories', catalogue.categories.length);
  const subcategoryIds = await reserveIds(tx, 'subcategories', catalogue.subcategories.length);
  const brandIds = await reserveIds(tx, 'brands', catalogue.brands.length);
  const productIds = await reserveIds(tx, 'products', catalogue.products.length);

  await insertBatched(
    tx,
    categories,
    catalogue.categories.map((c, i) => ({
      id: categoryIds[i]!,
      slug: c.slug,
      nameEn: c.en,
      nameZh: c.zh,
      position: i,
    })),
  );
  await insertBatched(
    tx,
    subcategories,
    catalogue.subcategories.map((s, i) => ({
      id: subcategoryIds[i]!,
      categoryId: categoryIds[s.categoryIndex]!,
      slug: s.slug,
      nameEn: s.en,
      nameZh: s.zh,
      position: catalogue.categories[s.categoryIndex]!.subcategories.findIndex((d) => d.slug === s.slug),
    })),
  );
  await insertBatched(
    tx,
    brands,
    catalogue.brands.map((b, i) => ({
      id: brandIds[i]!,
      slug: slugify(b.name),
      name: b.name,
      colour: b.colour,
    })),
  );

  const pictures: PictureFile[] = [];
  const pictureOwner: { product: number; position: number }[] = [];
  catalogue.products.forEach((p, i) => {
    const brand = catalogue.brands[p.brandIndex]!;
    for (let view = 1; view <= p.imageCount; view++) {
      pictures.push({
        key: `products/${productIds[i]}-${view}.svg`,
        svg: productPicture({
          brand: brand.name,
          label: p.label,
          colour: brand.colour,
          shape: p.shape,
          view: view as 1 | 2 | 3 | 4,
        }),
      });
      pictureOwner.push({ product: i, position: view - 1 });
    }
  });
  const paths = await putPictures(storage, pictures);
  const mainImage = new Map<number, string>();
  pictureOwner.forEach((o, k) => {
    if (o.position === 0) mainImage.set(o.product, paths[k]!);
  });

  await insertBatched(
    tx,
    products,
    catalogue.products.map((p, i) => ({
      id: productIds[i]!,
      brandId: brandIds[p.brandIndex]!,
      categoryId: categoryIds[p.categoryIndex]!,
      subcategoryId: subcategoryIds[p.subcategoryIndex]!,
      nameEn: p.nameEn,
      nameZh: p.nameZh,
      descriptionEn: p.descriptionEn,
      descriptionZh: p.descriptionZh,
      image: mainImage.get(i)!,
      currency: 'SGD',
      hasVolumeVariations: p.hasVolumeVariations,
      agentOnly: p.agentOnly,
      maxPerOrder: p.maxPerOrder,
      soldCount: p.soldCount,
      createdAt: p.createdAt,
    })),
  );
  await insertBatched(
    tx,
    productImages,
    pictureOwner.map((o, k) => ({
      productId: productIds[o.product]!,
      path: paths[k]!,
      position: o.position,
    })),
  );
  await insertBatched(
    tx,
    variations,
    catalogue.products.flatMap((p, i) =>
      p.variations.map((v, position) => ({ productId: productIds[i]!, position, ...v })),
    ),
  );
  return { productIds, brandIds, categoryIds };
}
