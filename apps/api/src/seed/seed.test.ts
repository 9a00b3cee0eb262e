import { Readable } from 'node:stream';
import {
  AGENT_RANKS,
  addDays,
  BANNER_REDIRECT,
  cashbackOf,
  DEAL_TYPE,
  hasDisallowedCharacters,
  hasLeadingOrRepeatedSpaces,
  MAX_REVIEW_COMMENT_LENGTH,
  REVIEW_WINDOW_DAYS,
  ratePercentOf,
  replacedTermsIn,
  STORE_CRITERIA,
  STYLIST_CRITERIA,
  shopToday,
  starBucketOf,
  summariseCheckout,
  tncStatusOf,
  unspacedLatin,
} from '@beauty/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../account/password';
import { CASHBACK_SUMS } from '../agent/ledger';
import { type Database, selectRows } from '../db/client';
import {
  agentApplications,
  articles,
  banners,
  bookingServices,
  bookings,
  brands,
  cashbackEntries,
  categories,
  countries,
  dealProducts,
  deals,
  languages,
  notifications,
  orderEvents,
  orderLines,
  orders,
  payments,
  pointEntries,
  productImages,
  productReviews,
  products,
  refunds,
  returnRequests,
  reviewTotals,
  services,
  shopSettings,
  storeReviewScores,
  storeReviews,
  storeServices,
  stores,
  storeVisits,
  stylistBreaks,
  stylistHours,
  stylistLeave,
  stylistServices,
  stylists,
  subcategories,
  users,
  variations,
} from '../db/schema';
import { contentTypeOf, FILES_URL_PREFIX, type FileStorage } from '../files/storage';
import { ownsPhoto, thumbnailOf } from '../files/uploads';
import { cashbackTotalsMismatches } from '../test/agents';
import { createTestDatabase } from '../test/db';
import { describeConcurrently } from '../test/postgres-only';
import { totalsMismatches } from '../test/reviews';
import { DEMO_APPLICANT, DEMO_CONVERSIONS, DEMO_TEAMS, TEAM_MEMBERS } from './agents';
import { STORE_WEEK, storeKind } from './booking-plan';
import { buildCatalogue } from './catalogue';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoShop } from './index';
import { DEMO_MEMBER } from './people';
import { createRandom } from './random';
import { seedScaleCatalogue } from './scale';
import { BIG_PRODUCT_REVIEWS } from './scale-reviews';
import { VOUCHER_PRODUCTS } from './vouchers';

const NOW = new Date('2025-06-01T04:00:00Z');
const DAY_MS = 86_400_000;

type MemoryStorage = FileStorage & { files: Map<string, Buffer> };

function memoryStorage(failAfter = Number.POSITIVE_INFINITY): MemoryStorage {
  const files = new Map<string, Buffer>();
  return {
    files,
    async put(key, body) {
      if (files.size >= failAfter) throw new Error('disk full');
      files.set(key, Buffer.from(body));
      return FILES_URL_PREFIX + key;
    },
    async get(key) {
      const body = files.get(key);
      return body === undefined
        ? null
        : {
            body: Readable.from([body]),
            contentType: contentTypeOf(key),
            size: null,
            etag: null,
            lastModified: null,
          };
    },
    async delete(key) {
      files.delete(key);
    },
  };
}

const TABLES = {
  countries,
  languages,
  users,
  categories,
  subcategories,
  brands,
  products,
  productImages,
  variations,
  deals,
  dealProducts,
  banners,
  articles,
  stores,
  stylists,
  services,
  storeServices,
  shopSettings,
  stylistHours,
  stylistBreaks,
  stylistLeave,
  stylistServices,
  bookings,
  bookingServices,
  storeVisits,
  orders,
  orderLines,
  orderEvents,
  payments,
  pointEntries,
  productReviews,
  storeReviews,
  storeReviewScores,
  reviewTotals,
  returnRequests,
  refunds,
  cashbackEntries,
  agentApplications,
  notifications,
} satisfies Record<string, PgTable>;

let database: Database;
const storage = memoryStorage();
let failedSeed: unknown;
let countsAfterFailure: Record<string, number>;
let firstRun: { seeded: boolean };
let seedMs: number;

/** Map.groupBy arrives in Node 21; this project runs on Node 20. */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

async function countAll(): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
    result[name] = Number(row!.n);
  }
  return result;
}

beforeAll(async () => {
  database = await createTestDatabase();
  // A storage failure half-way through must roll back every row already written.
  failedSeed = await seedDemoShop(database.db, memoryStorage(200), { now: NOW }).catch((e: unknown) => e);
  countsAfterFailure = await countAll();
  const started = performance.now();
  firstRun = await seedDemoShop(database.db, storage, { now: NOW });
  seedMs = performance.now() - started;
  console.info(`seedDemoShop on ${database.kind}: ${Math.round(seedMs)} ms`);
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe('seedDemoShop', () => {
  it('leaves an empty database when it fails part-way', () => {
    expect(failedSeed).toBeInstanceOf(Error);
    expect((failedSeed as Error).message).toBe('disk full');
    for (const [table, n] of Object.entries(countsAfterFailure)) expect(n, table).toBe(0);
  });

  it('seeds an empty database in a few seconds', () => {
    expect(firstRun).toEqual({ seeded: true });
    expect(seedMs).toBeLessThan(20_000);
  });

  it('does nothing the second time', async () => {
    const before = await countAll();
    const filesBefore = storage.files.size;
    expect(await seedDemoShop(database.db, storage, { now: NOW })).toEqual({ seeded: false });
    expect(await countAll()).toEqual(before);
    expect(storage.files.size).toBe(filesBefore);
  });

  it('builds the same catalogue every time', () => {
    const a = buildCatalogue(createRandom('catalogue'), NOW);
    const b = buildCatalogue(createRandom('catalogue'), NOW);
    expect(a).toEqual(b);
  });
});

describe('reference data', () => {
  it('has the countries and the two languages in order', async () => {
    const rows = await database.db.select().from(countries);
    const byCode = new Map(rows.map((r) => [r.abbreviation, r.phoneCode]));
    expect(byCode.get('SG')).toBe('65');
    expect(byCode.get('MY')).toBe('60');
    expect(byCode.get('CN')).toBe('86');
    const langs = await database.db.select().from(languages).orderBy(languages.position);
    expect(langs.map((l) => l.code)).toEqual(['en', 'cn']);
  });
});

describe('catalogue', () => {
  it('has 8+ categories, each with 3-5 subcategories and kebab-case slugs', async () => {
    const cats = await database.db.select().from(categories);
    const subs = await database.db.select().from(subcategories);
    expect(cats.length).toBeGreaterThanOrEqual(8);
    // The voucher shelf is the shop's own: one subcategory of salon vouchers (see the vouchers block).
    for (const c of cats.filter((c) => c.slug !== 'salon-vouchers')) {
      const own = subs.filter((s) => s.categoryId === c.id);
      expect(own.length, c.slug).toBeGreaterThanOrEqual(3);
      expect(own.length, c.slug).toBeLessThanOrEqual(5);
      expect(c.nameZh).toMatch(/\p{Script=Han}/u);
    }
    for (const slug of [...cats, ...subs].map((r) => r.slug))
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has 20+ brands, each with a colour and products', async () => {
    const rows = await database.db
      .select({ id: brands.id, colour: brands.colour, n: sql<number>`count(${products.id})::int` })
      .from(brands)
      .leftJoin(products, eq(products.brandId, brands.id))
      .groupBy(brands.id);
    expect(rows.length).toBeGreaterThanOrEqual(20);
    for (const b of rows) {
      expect(b.colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(Number(b.n)).toBeGreaterThan(0);
    }
  });

  it('has 300+ products with translated names and descriptions', async () => {
    const rows = await database.db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(new Set(rows.map((p) => p.nameEn)).size).toBe(rows.length);
    for (const p of rows) {
      expect(p.nameZh).not.toBe(p.nameEn);
      expect(p.nameZh).toMatch(/\p{Script=Han}/u);
      expect(p.descriptionZh).toMatch(/\p{Script=Han}/u);
      expect(p.descriptionEn.split('. ').length).toBeGreaterThanOrEqual(2);
      expect(p.ratePercent).toBeGreaterThanOrEqual(0);
      expect(p.ratePercent).toBeLessThanOrEqual(100);
      expect(p.ratePercent === 0, p.nameEn).toBe(p.reviewCount === 0);
      expect(p.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(p.createdAt.getTime()).toBeGreaterThan(NOW.getTime() - 366 * DAY_MS);
    }
    const agentOnly = rows.filter((p) => p.agentOnly).length;
    expect(agentOnly / rows.length).toBeGreaterThan(0.05);
    expect(agentOnly / rows.length).toBeLessThan(0.15);
    expect(rows.some((p) => p.maxPerOrder < 10)).toBe(true);
    expect(rows.filter((p) => p.maxPerOrder === 10).length / rows.length).toBeGreaterThan(0.75);
    expect(rows.some((p) => p.ratePercent === 0)).toBe(true);
  });

  it('gives every product its variations: one unnamed row, or 2-4 sizes with rising prices', async () => {
    const prods = await database.db.select().from(products);
    const vars = await database.db
      .select()
      .from(variations)
      .orderBy(variations.productId, variations.position);
    const byProduct = groupBy(vars, (v) => v.productId);
    let withSizes = 0;
    for (const p of prods) {
      const own = byProduct.get(p.id) ?? [];
      expect(own.length, p.nameEn).toBeGreaterThanOrEqual(1);
      if (p.hasVolumeVariations) {
        withSizes++;
        expect(own.length).toBeGreaterThanOrEqual(2);
        expect(own.length).toBeLessThanOrEqual(4);
        for (let i = 1; i < own.length; i++) {
          expect(own[i]!.unitPriceCents).toBeGreaterThan(own[i - 1]!.unitPriceCents);
          expect(own[i]!.name).toMatch(/^\d+ (ml|g)$/);
        }
      } else {
        expect(own).toHaveLength(1);
        expect(own[0]!.name).toBe('');
      }
    }
    expect(withSizes / prods.length).toBeGreaterThan(0.2);
    expect(withSizes / prods.length).toBeLessThan(0.3);
  });

  it('has believable prices, discounts, partner prices and points', async () => {
    const vars = await database.db.select().from(variations);
    let discounted = 0;
    for (const v of vars) {
      expect(v.unitPriceCents).toBeGreaterThanOrEqual(390);
      expect(v.unitPriceCents % 10).toBe(0);
      const payable = v.discountedPriceCents ?? v.unitPriceCents;
      if (v.discountedPriceCents !== null) {
        discounted++;
        expect(v.discountedPriceCents).toBeLessThan(v.unitPriceCents);
      }
      if (v.agentPriceCents !== null) expect(v.agentPriceCents).toBeLessThan(payable);
      expect(v.pointsToRedeem).toBeGreaterThanOrEqual(0);
      expect(v.pointsToRedeem).toBeLessThanOrEqual(2000);
    }
    expect(discounted / vars.length).toBeGreaterThan(0.2);
    expect(vars.filter((v) => v.agentPriceCents !== null).length / vars.length).toBeGreaterThan(0.8);
    expect(vars.filter((v) => v.pointsToRedeem >= 100).length / vars.length).toBeGreaterThan(0.7);
  });

  it('names no product with a word twice', async () => {
    const repeats = (await database.db.select().from(products)).flatMap((p) => {
      const words = p.nameEn.toLowerCase().split(/[\s-]+/);
      const zh = p.nameZh.replace(/\s/g, '');
      const pairs = Array.from({ length: Math.max(0, zh.length - 1) }, (_, i) => zh.slice(i, i + 2));
      return new Set(words).size < words.length || new Set(pairs).size < pairs.length ? [p.nameEn] : [];
    });
    expect(repeats).toEqual([]);
  });

  it('has sold-out products, including variation products with every size or only some sizes out', async () => {
    const rows = await database.db
      .select({
        id: products.id,
        sized: products.hasVolumeVariations,
        total: sql<number>`count(*)::int`,
        out: sql<number>`count(*) filter (where ${variations.stock} = 0)::int`,
      })
      .from(products)
      .innerJoin(variations, eq(variations.productId, products.id))
      .groupBy(products.id);
    const allOut = rows.filter((r) => r.out === r.total);
    expect(allOut.length / rows.length).toBeGreaterThan(0.05);
    expect(allOut.length / rows.length).toBeLessThan(0.12);
    expect(allOut.filter((r) => r.sized).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.sized && r.out > 0 && r.out < r.total).length).toBeGreaterThanOrEqual(3);
  });

  it('gives every product 1-4 pictures, the first being the product image', async () => {
    const prods = await database.db.select({ id: products.id, image: products.image }).from(products);
    const images = await database.db
      .select()
      .from(productImages)
      .orderBy(productImages.productId, productImages.position);
    const byProduct = groupBy(images, (i) => i.productId);
    for (const p of prods) {
      const own = byProduct.get(p.id) ?? [];
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(4);
      expect(own[0]!.path).toBe(p.image);
      expect(p.image).toBe(`/files/products/${p.id}-1.svg`);
    }
  });
});

describe('deals', () => {
  it('has one running daily flash deal (no end time) with 12 products, one sold out', async () => {
    const flash = await database.db.select().from(deals).where(eq(deals.type, DEAL_TYPE.FLASH_DEALS));
    expect(flash).toHaveLength(1);
    expect(flash[0]!.startsAt.getTime()).toBeLessThan(NOW.getTime());
    expect(flash[0]!.endsAt).toBeNull();
    const items = await database.db
      .select({ id: dealProducts.productId, stock: sql<number>`sum(${variations.stock})::int` })
      .from(dealProducts)
      .innerJoin(variations, eq(variations.productId, dealProducts.productId))
      .where(eq(dealProducts.dealId, flash[0]!.id))
      .groupBy(dealProducts.productId);
    expect(items).toHaveLength(12);
    expect(items.filter((i) => i.stock === 0)).toHaveLength(1);
  });

  it('has hot deals and 3+ top picks with slider images and 8-12 products each', async () => {
    const all = await database.db.select().from(deals);
    const counts = await database.db
      .select({ dealId: dealProducts.dealId, n: sql<number>`count(*)::int` })
      .from(dealProducts)
      .groupBy(dealProducts.dealId);
    const n = new Map(counts.map((c) => [c.dealId, Number(c.n)]));
    const hot = all.filter((d) => d.type === DEAL_TYPE.HOT_DEALS);
    expect(hot).toHaveLength(1);
    expect(n.get(hot[0]!.id)).toBe(12);
    const picks = all.filter((d) => d.type === DEAL_TYPE.TOP_PICKS);
    expect(picks.length).toBeGreaterThanOrEqual(3);
    for (const p of picks) {
      expect(p.image).toMatch(/^\/files\/top-picks\/\d+\.svg$/);
      expect(n.get(p.id)).toBeGreaterThanOrEqual(8);
      expect(n.get(p.id)).toBeLessThanOrEqual(12);
    }
    for (const d of all.filter((d) => d.type !== DEAL_TYPE.TOP_PICKS)) expect(d.image).toBeNull();
  });

  it('keeps partner-only products out of deals', async () => {
    const rows = await database.db
      .select({ id: products.id })
      .from(dealProducts)
      .innerJoin(products, eq(products.id, dealProducts.productId))
      .where(eq(products.agentOnly, true));
    expect(rows).toHaveLength(0);
  });
});

describe('content', () => {
  it('has 5 banners covering every redirect type, pointing at rows that exist', async () => {
    const rows = await database.db.select().from(banners);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(new Set(rows.map((b) => b.redirectType))).toEqual(
      new Set([BANNER_REDIRECT.URL, BANNER_REDIRECT.PRODUCT, BANNER_REDIRECT.ARTICLE]),
    );
    for (const b of rows) {
      expect(b.altEn.length).toBeGreaterThan(10);
      expect(b.altZh).toMatch(/\p{Script=Han}/u);
      expect(b.imageDesktop).toMatch(/-desktop\.svg$/);
      expect(b.imageMobile).toMatch(/-mobile\.svg$/);
      if (b.redirectType === BANNER_REDIRECT.URL) {
        expect(b.url).toMatch(/^https:\/\/[a-z0-9.-]+\.example\//);
        expect(b.redirectId).toBeNull();
      } else {
        const table = b.redirectType === BANNER_REDIRECT.PRODUCT ? products : articles;
        const found = await database.db
          .select({ id: table.id })
          .from(table)
          .where(eq(table.id, b.redirectId!));
        expect(found, `banner ${b.id}`).toHaveLength(1);
        expect(b.url).toBeNull();
      }
    }
  });

  it('gives every banner its words in both languages and every article its tag', async () => {
    for (const b of await database.db.select().from(banners)) {
      for (const text of [b.headlineEn, b.sublineEn, b.ctaEn])
        expect(text, `banner ${b.id}`).toMatch(/^[\x20-\x7e]+$/);
      for (const text of [b.headlineZh, b.ctaZh]) expect(text, `banner ${b.id}`).toMatch(/\p{Script=Han}/u);
      expect(b.sublineZh.length, `banner ${b.id}`).toBeGreaterThan(0);
    }
    for (const a of await database.db.select().from(articles)) {
      expect(a.tagEn.length, a.titleEn).toBeGreaterThan(0);
      expect(a.tagZh, a.titleEn).toMatch(/\p{Script=Han}/u);
    }
  });

  it('has 6+ articles with HTML in both languages', async () => {
    const rows = await database.db.select().from(articles);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const a of rows) {
      for (const html of [a.contentEn, a.contentZh]) {
        expect(html).toContain('<h2>');
        expect(html).toContain('<p>');
        expect(html).toMatch(/<(ul|ol)>/);
      }
      expect(a.titleZh).toMatch(/\p{Script=Han}/u);
      expect(a.summaryZh).toMatch(/\p{Script=Han}/u);
      expect(a.publishedAt.getTime()).toBeLessThan(NOW.getTime());
    }
    expect(new Set(rows.map((a) => a.publishedAt.getTime())).size).toBe(rows.length);
  });

  it('has the shop settings: legal texts, partner details, contact and withdrawal minimum', async () => {
    const [s] = await database.db.select().from(shopSettings);
    expect(s).toBeDefined();
    const texts = [
      s!.memberTermsEn,
      s!.memberTermsZh,
      s!.agentTermsEn,
      s!.agentTermsZh,
      s!.privacyPolicyEn,
      s!.privacyPolicyZh,
      s!.agentDetailsEn,
      s!.agentDetailsZh,
    ];
    for (const html of texts) expect(html.match(/<h3>/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(s!.privacyPolicyEn).toContain('Personal Data Protection Act 2012');
    expect(s!.agentDetailsEn).toContain('1000 points (worth S$10)');
    expect(s!.agentDetailsEn).toContain('3000 points (worth S$30) and an S$30 service voucher');
    expect(s!.agentDetailsEn).toContain('1st and 15th of each month');
    expect(s!.agentDetailsEn).toContain('4–5 working days');
    for (const rank of ['Silver', 'Gold', 'Platinum', 'Executive']) {
      expect(s!.agentDetailsEn).toContain(`Style ${rank}`);
      expect(s!.agentDetailsZh).toContain(`Style ${rank}`);
    }
    expect(s!.customerServiceEmail).toMatch(/^[a-z]+@[a-z0-9-]+\.example$/);
    expect(s!.agentMinWithdrawalCents).toBe(5000);
  });
});

describe('Chinese texts', () => {
  /** Every stored Chinese text: the value of every *_zh column of every table the seed fills. */
  async function chineseTexts(): Promise<{ where: string; text: string }[]> {
    const columns = await selectRows<{ table_name: string; column_name: string }>(
      database.db,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and column_name like '%\\_zh' and data_type = 'text'
          order by table_name, column_name`,
    );
    expect(columns.length).toBeGreaterThan(10);
    const texts: { where: string; text: string }[] = [];
    for (const { table_name, column_name } of columns) {
      const rows = await selectRows<{ text: string }>(
        database.db,
        sql`select distinct ${sql.identifier(column_name)} as text from ${sql.identifier(table_name)}`,
      );
      for (const { text } of rows) texts.push({ where: `${table_name}.${column_name}`, text });
    }
    return texts;
  }

  it("uses the glossary's one word per concept (ZH-GLOSSARY.md)", async () => {
    const problems = (await chineseTexts()).flatMap(({ where, text }) =>
      replacedTermsIn(text).map(({ found, use }) => `${where}: "${found}", use ${use}`),
    );
    expect(problems).toEqual([]);
  });

  it('puts a space between Chinese and Latin letters or digits, as the interface does', async () => {
    const problems = (await chineseTexts()).flatMap(({ where, text }) => {
      const at = unspacedLatin(text);
      return at ? [`${where}: …${at}…`] : [];
    });
    expect(problems).toEqual([]);
  });
});

describe('salons', () => {
  it('has 5+ Singapore stores with addresses, coordinates and 2-4 stylists each', async () => {
    const [sg] = await database.db.select().from(countries).where(eq(countries.abbreviation, 'SG'));
    const rows = await database.db.select().from(stores);
    const team = await database.db.select().from(stylists);
    const offered = await database.db.select().from(storeServices);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const s of rows) {
      expect(s.countryId).toBe(sg!.id);
      expect(s.postcode).toMatch(/^\d{6}$/);
      expect(s.phone).toMatch(/^\+65 [689]\d{3} \d{4}$/);
      expect(s.latitude).toBeGreaterThan(1.2);
      expect(s.latitude).toBeLessThan(1.48);
      expect(s.longitude).toBeGreaterThan(103.6);
      expect(s.longitude).toBeLessThan(104.05);
      expect(s.openingHoursZh).toMatch(/\p{Script=Han}/u);
      const staff = team.filter((t) => t.storeId === s.id).length;
      expect(staff).toBeGreaterThanOrEqual(2);
      expect(staff).toBeLessThanOrEqual(4);
      expect(offered.filter((o) => o.storeId === s.id).length).toBeGreaterThanOrEqual(6);
    }
  });

  it('has 8+ services with durations and prices', async () => {
    const rows = await database.db.select().from(services);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const s of rows) {
      expect(s.durationMinutes).toBeGreaterThanOrEqual(15);
      expect(s.priceCents).toBeGreaterThan(0);
      expect(s.nameZh).toMatch(/\p{Script=Han}/u);
    }
  });
});

describe('demo accounts', () => {
  it('lists an SG member, a non-SG member and one agent per rank', () => {
    expect(DEMO_ACCOUNTS.some((a) => a.role === 'member' && a.country === 'SG')).toBe(true);
    expect(DEMO_ACCOUNTS.some((a) => a.role === 'member' && a.country !== 'SG')).toBe(true);
    expect(DEMO_ACCOUNTS.filter((a) => a.role === 'agent').map((a) => a.rank)).toEqual([...AGENT_RANKS]);
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.email)).size).toBe(DEMO_ACCOUNTS.length);
    for (const a of DEMO_ACCOUNTS) expect(a.referralCode).toMatch(/^[A-Z0-9]{8}$/);
  });

  it('can log in: each account exists by country and mobile with an argon2id hash of the demo password', async () => {
    for (const a of DEMO_ACCOUNTS) {
      const [row] = await database.db
        .select({ user: users, phoneCode: countries.phoneCode })
        .from(users)
        .innerJoin(countries, eq(countries.id, users.countryId))
        .where(and(eq(countries.abbreviation, a.country), eq(users.mobile, a.mobile)));
      expect(row, a.mobile).toBeDefined();
      const u = row!.user;
      expect(row!.phoneCode).toBe(a.phoneCode);
      expect(u.role).toBe(a.role);
      expect(u.agentRank).toBe(a.rank);
      expect(u.email).toBe(a.email);
      expect(u.referralCode).toBe(a.referralCode);
      expect(u.passwordHash.startsWith('$argon2id$')).toBe(true);
      expect(await verifyPassword(u.passwordHash, DEMO_PASSWORD)).toBe(true);
      expect(await verifyPassword(u.passwordHash, 'demo1234')).toBe(false);
    }
  });

  it('links referrals to existing accounts', async () => {
    const rows = await database.db.select().from(users);
    const ids = new Set(rows.map((u) => u.id));
    const referred = rows.filter((u) => u.referredByUserId !== null);
    expect(referred.length).toBeGreaterThan(0);
    for (const u of referred) expect(ids.has(u.referredByUserId!)).toBe(true);
  });
});

describe('vouchers', () => {
  it('sells three voucher products on the voucher shelf, each naming its voucher kind', async () => {
    const rows = await selectRows<{
      name_en: string;
      value_cents: number | null;
      service: string | null;
      valid_days: number;
      all_stores: boolean;
      stock: number;
    }>(
      database.db,
      sql`select p.name_en, k.value_cents, s.name_en as service, k.valid_days,
          cardinality(k.store_ids) = 0 as all_stores, v.stock
        from voucher_kinds k join products p on p.id = k.product_id
        join categories c on c.id = p.category_id and c.slug = 'salon-vouchers'
        join variations v on v.product_id = p.id
        left join services s on s.id = k.service_id
        order by p.id`,
    );
    expect(rows).toEqual([
      expect.objectContaining({ name_en: 'S$50 Salon Voucher', value_cents: 5000, all_stores: true }),
      expect.objectContaining({ name_en: 'S$100 Salon Voucher', value_cents: 10000, all_stores: true }),
      expect.objectContaining({
        name_en: 'Scalp Detox Treatment Voucher',
        value_cents: null,
        service: 'Scalp Detox Treatment',
        all_stores: false,
      }),
    ]);
    for (const r of rows) expect(r.stock).toBeGreaterThan(1000);
  });

  it('gives the SG demo member one voucher of each status, dated around the seed clock', async () => {
    const holder = DEMO_MEMBER;
    const rows = await selectRows<{ status: string; code: string; until_days: number; used: boolean }>(
      database.db,
      sql`select v.status, v.code, v.used_at is not null as used,
          (v.valid_until - (${NOW.toISOString()}::timestamptz at time zone 'Asia/Singapore')::date)::int as until_days
        from vouchers v join users u on u.id = v.user_id where u.referral_code = ${holder.referralCode}
        order by v.id`,
    );
    expect(rows.map((r) => r.status)).toEqual(['active', 'used', 'expired', 'void']);
    expect(rows.find((r) => r.status === 'active')!.until_days).toBeGreaterThan(0);
    expect(rows.find((r) => r.status === 'expired')!.until_days).toBeLessThan(0);
    expect(rows.find((r) => r.status === 'used')!.used).toBe(true);
    for (const r of rows) expect(r.code).toMatch(/^VC-[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
  });
});

describe('notifications', () => {
  it('gives the demo accounts an inbox of what the seed did for them: several kinds, dated, the older read', async () => {
    const rows = await selectRows<{
      mobile: string;
      kind: string;
      read: boolean;
      before: boolean;
      link: string;
    }>(
      database.db,
      sql`select u.mobile, n.kind, n.read_at is not null as read, n.created_at <= ${NOW.toISOString()}::timestamptz as before,
          n.link
        from notifications n join users u on u.id = n.user_id order by n.id`,
    );
    const meiLing = rows.filter((r) => r.mobile === DEMO_MEMBER.mobile);
    expect(new Set(meiLing.map((r) => r.kind)).size).toBeGreaterThanOrEqual(3);
    expect(meiLing.some((r) => r.read)).toBe(true);
    expect(meiLing.some((r) => !r.read)).toBe(true);
    for (const agent of DEMO_ACCOUNTS.filter((a) => a.role === 'agent'))
      expect(rows.filter((r) => r.mobile === agent.mobile).map((r) => r.kind)).toContain('partner_approved');
    expect(rows.every((r) => r.before && r.link.startsWith('/'))).toBe(true);
    // Only demo accounts, and no devices to deliver to.
    expect(new Set(rows.map((r) => r.mobile)).size).toBeLessThanOrEqual(DEMO_ACCOUNTS.length);
    const [deliveries] = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from notification_deliveries`,
    );
    expect(deliveries!.n).toBe(0);
  });
});

describe('appointments', () => {
  const today = shopToday(NOW);
  const db = () => database.db;
  /** A booking's start and end on the shop's clock: its date, ISO weekday and minutes from midnight. */
  const local = sql.raw(`with b as (
      select b.*, (b.starts_at at time zone 'Asia/Singapore') as s, (b.ends_at at time zone 'Asia/Singapore') as e
      from bookings b),
    l as (select b.*, b.s::date as day, extract(isodow from b.s)::int as weekday,
      (extract(hour from b.s) * 60 + extract(minute from b.s))::int as start_minute,
      (extract(hour from b.e) * 60 + extract(minute from b.e))::int as end_minute from b)`);

  it('gives every stylist a week inside the opening hours, one or two days off and a lunch break', async () => {
    const rows = await selectRows<{
      stylist_id: number;
      opening_hours_en: string;
      weekday: number;
      start_minute: number;
      end_minute: number;
      breaks: number;
      break_minutes: number;
      break_inside: boolean;
    }>(
      db(),
      sql`select h.stylist_id, s.opening_hours_en, h.weekday, h.start_minute, h.end_minute,
          count(k.id)::int as breaks, coalesce(sum(k.end_minute - k.start_minute), 0)::int as break_minutes,
          coalesce(bool_and(k.start_minute >= h.start_minute and k.end_minute <= h.end_minute), false) as break_inside
        from stylist_hours h join stylists st on st.id = h.stylist_id join stores s on s.id = st.store_id
        left join stylist_breaks k on k.stylist_id = h.stylist_id and k.weekday = h.weekday
        group by h.stylist_id, s.opening_hours_en, h.weekday, h.start_minute, h.end_minute`,
    );
    const team = await db().select().from(stylists);
    const byStylist = groupBy(rows, (r) => r.stylist_id);
    expect(byStylist.size).toBe(team.length);
    const lunches = new Set<number>();
    for (const [id, days] of byStylist) {
      const week = STORE_WEEK[storeKind(days[0]!.opening_hours_en)];
      const open = Object.keys(week).length;
      expect(days.length, `stylist ${id}`).toBeGreaterThanOrEqual(open - 2);
      expect(days.length, `stylist ${id}`).toBeLessThanOrEqual(open - 1);
      for (const d of days) {
        const [opens, closes] = week[d.weekday]!;
        expect(d.start_minute).toBeGreaterThanOrEqual(opens);
        expect(d.end_minute).toBeLessThanOrEqual(closes);
        expect(d.end_minute - d.start_minute).toBeGreaterThanOrEqual(6 * 60);
        expect(d.breaks).toBe(1);
        expect(d.break_minutes).toBeGreaterThanOrEqual(30);
        expect(d.break_minutes).toBeLessThanOrEqual(60);
        expect(d.break_inside).toBe(true);
        lunches.add(d.break_minutes);
      }
    }
    expect(lunches.size).toBeGreaterThan(1);
    // Every store has someone working on each day it opens.
    const [uncovered] = await selectRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from stores s, generate_series(1, case when s.opening_hours_en like '%closed on Sundays%' then 6 else 7 end) as d
        where not exists (select 1 from stylist_hours h join stylists st on st.id = h.stylist_id
          where st.store_id = s.id and h.weekday = d)`,
    );
    expect(uncovered!.n).toBe(0);
  });

  it('puts a few stylists on leave in the coming weeks', async () => {
    const rows = await db().select().from(stylistLeave);
    const ahead = rows.filter((l) => l.firstDay > today && l.firstDay <= addDays(today, 14));
    expect(new Set(ahead.map((l) => l.stylistId)).size).toBeGreaterThanOrEqual(3);
    for (const l of rows) {
      expect(l.lastDay >= l.firstDay).toBe(true);
      expect(l.reason.length).toBeGreaterThan(0);
    }
  });

  it("gives each stylist a part of the store's menu by title, and the whole menu someone who does it", async () => {
    const rows = await selectRows<{
      stylist_id: number;
      title_en: string;
      service: string;
      on_menu: boolean;
    }>(
      db(),
      sql`select st.id as stylist_id, st.title_en, s.name_en as service,
          exists (select 1 from store_services ss where ss.store_id = st.store_id and ss.service_id = s.id) as on_menu
        from stylist_services x join stylists st on st.id = x.stylist_id join services s on s.id = x.service_id`,
    );
    const byStylist = groupBy(rows, (r) => r.stylist_id);
    expect(byStylist.size).toBe((await db().select().from(stylists)).length);
    for (const [id, own] of byStylist) {
      expect(own.length, `stylist ${id}`).toBeGreaterThanOrEqual(3);
      for (const r of own) expect(r.on_menu, `${id} ${r.service}`).toBe(true);
    }
    // The specialists do their speciality: the seed has some of each, so these checks always run.
    const servicesOf = (title: string) =>
      [...byStylist.values()]
        .filter((own) => own[0]!.title_en === title)
        .map((own) => own.map((r) => r.service));
    expect(servicesOf('Colour Specialist').length).toBeGreaterThan(0);
    for (const names of servicesOf('Colour Specialist')) {
      expect(names).toEqual(expect.arrayContaining(['Full Head Colour', 'Root Touch-Up']));
      expect(names).not.toContain("Men's Cut");
    }
    expect(servicesOf('Scalp Specialist').length).toBeGreaterThan(0);
    for (const names of servicesOf('Scalp Specialist')) expect(names).toContain('Scalp Detox Treatment');
    const [unserved] = await selectRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from store_services ss where not exists (
        select 1 from stylist_services x join stylists st on st.id = x.stylist_id
        where st.store_id = ss.store_id and x.service_id = ss.service_id)`,
    );
    expect(unserved!.n).toBe(0);
    const durations = (await db().select().from(services)).map((s) => s.durationMinutes);
    expect(Math.min(...durations)).toBe(30);
    expect(Math.max(...durations)).toBe(180);
    expect(new Set(durations).size).toBeGreaterThanOrEqual(5);
  });

  it('spreads appointments over the past month (done) and the next two weeks (booked)', async () => {
    const rows = await selectRows<{ day: string; status: string; past: boolean; ahead: boolean; n: number }>(
      db(),
      sql`${local} select to_char(day, 'YYYY-MM-DD') as day, status,
          ends_at <= ${NOW.toISOString()}::timestamptz as past, starts_at > ${NOW.toISOString()}::timestamptz as ahead,
          count(*)::int as n
        from l group by 1, 2, 3, 4`,
    );
    const count = (f: (r: (typeof rows)[number]) => boolean) => rows.filter(f).reduce((n, r) => n + r.n, 0);
    for (const r of rows) {
      expect(r.day >= addDays(today, -30) && r.day <= addDays(today, 14), r.day).toBe(true);
      if (r.past) expect(r.status, r.day).not.toBe('booked');
      if (r.ahead) expect(['booked', 'cancelled'], r.day).toContain(r.status);
    }
    expect(new Set(rows.filter((r) => r.day < today).map((r) => r.day)).size).toBeGreaterThanOrEqual(28);
    expect(new Set(rows.filter((r) => r.day > today).map((r) => r.day)).size).toBe(14);
    const done = count((r) => r.past && r.status === 'completed');
    expect(done).toBeGreaterThan(800);
    expect(count((r) => r.past && r.status === 'cancelled') / done).toBeGreaterThan(0.03);
    expect(count((r) => r.past && r.status === 'no_show') / done).toBeGreaterThan(0.02);
    expect(count((r) => r.ahead && r.status === 'booked')).toBeGreaterThan(200);
    // Fuller tomorrow than in two weeks.
    const booked = (day: string) => count((r) => r.day === day && r.status === 'booked');
    const week = (from: number) =>
      [0, 1, 2, 3, 4, 5, 6].reduce((n, i) => n + booked(addDays(today, from + i)), 0);
    expect(week(1)).toBeGreaterThan(week(8));
  });

  it('never double-books a stylist or a member', async () => {
    const [overlaps] = await selectRows<{ stylist: number; member: number }>(
      db(),
      sql`select
          (select count(*)::int from bookings a join bookings b on b.stylist_id = a.stylist_id and a.id < b.id
            where a.status in ('booked', 'completed') and b.status in ('booked', 'completed')
              and a.starts_at < b.blocked_until and b.starts_at < a.blocked_until) as stylist,
          (select count(*)::int from bookings a join bookings b on b.user_id = a.user_id and a.id < b.id
            where a.status in ('booked', 'completed') and b.status in ('booked', 'completed')
              and a.starts_at < b.ends_at and b.starts_at < a.ends_at) as member`,
    );
    expect(overlaps).toEqual({ stylist: 0, member: 0 });
  });

  it("keeps every appointment inside the stylist's hours, outside breaks and leave, for services they do", async () => {
    const bad = await selectRows<{ id: number; why: string }>(
      db(),
      sql`${local} select l.id, case
            when h.stylist_id is null then 'day off'
            when l.e::date <> l.day then 'past midnight'
            when l.start_minute < h.start_minute or l.end_minute > h.end_minute then 'outside hours'
            when exists (select 1 from stylist_breaks k where k.stylist_id = l.stylist_id and k.weekday = l.weekday
              and k.start_minute < l.end_minute and l.start_minute < k.end_minute) then 'in a break'
            when exists (select 1 from stylist_leave v where v.stylist_id = l.stylist_id
              and l.day between v.first_day and v.last_day) then 'on leave'
            when exists (select 1 from booking_services bs where bs.booking_id = l.id and not exists (
              select 1 from stylist_services x where x.stylist_id = l.stylist_id and x.service_id = bs.service_id))
              then 'service not done'
            when not exists (select 1 from stylists st where st.id = l.stylist_id and st.store_id = l.store_id)
              then 'other store'
          end as why
        from l left join stylist_hours h on h.stylist_id = l.stylist_id and h.weekday = l.weekday`,
    );
    expect(bad.filter((b) => b.why !== null)).toEqual([]);
  });

  it('records what the API records: the services as booked, the total, the buffer, and a visit per completed one', async () => {
    const bad = await selectRows<{ id: number }>(
      db(),
      sql`select b.id from bookings b
        join lateral (select sum(bs.price_cents)::int as cents, sum(bs.duration_minutes)::int as minutes,
            bool_and(bs.name_en = s.name_en and bs.name_zh = s.name_zh and bs.price_cents = s.price_cents
              and bs.duration_minutes = s.duration_minutes) as same, count(*)::int as n,
            count(distinct bs.position)::int as positions
          from booking_services bs join services s on s.id = bs.service_id where bs.booking_id = b.id) x on true
        left join salon_visits v on v.booking_id = b.id
        where x.n = 0 or x.positions <> x.n or not x.same or b.total_cents <> x.cents
          or b.ends_at <> b.starts_at + make_interval(mins => x.minutes)
          or b.blocked_until <> b.ends_at + make_interval(mins => (select booking_buffer_minutes from shop_settings))
          or (b.status = 'completed') <> (v.id is not null)
          or (b.status = 'completed') <> (b.completed_at is not null)
          or (b.status = 'cancelled') <> (b.cancelled_at is not null and b.cancel_reason is not null)
          or b.created_at > ${NOW.toISOString()}::timestamptz`,
    );
    expect(bad).toEqual([]);
    const visits = await db().select().from(storeVisits);
    for (const v of visits) expect(v.posTransactionId).toMatch(/^POS\d{8}\d{8,}$/);
  });

  it('gives Tan Mei Ling visits at several salons to review and one appointment ahead, within the limit', async () => {
    const holder = DEMO_MEMBER;
    const rows = await selectRows<{
      status: string;
      store_id: number;
      starts_at: string;
      pos: string | null;
      voucher_id: number | null;
    }>(
      db(),
      sql`select b.status, b.store_id, b.starts_at::text, v.pos_transaction_id as pos, b.voucher_id
        from bookings b join users u on u.id = b.user_id left join salon_visits v on v.booking_id = b.id
        where u.referral_code = ${holder.referralCode} order by b.starts_at`,
    );
    const visits = rows.filter((r) => r.status === 'completed');
    expect(visits.length).toBeGreaterThanOrEqual(3);
    expect(new Set(visits.map((r) => r.store_id)).size).toBeGreaterThanOrEqual(3);
    for (const v of visits) expect(v.pos).not.toBeNull();
    // The scalp treatment she had with her (now used) treatment voucher.
    expect(visits.filter((v) => v.voucher_id !== null)).toHaveLength(1);
    const ahead = rows.filter((r) => r.status === 'booked');
    expect(ahead).toHaveLength(1);
    expect(new Date(ahead[0]!.starts_at).getTime() - NOW.getTime()).toBeGreaterThan(48 * 3_600_000);
  });

  it("books men's cuts for men and women's cuts for women", async () => {
    const [wrong] = await selectRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from bookings b join users u on u.id = b.user_id
        join booking_services bs on bs.booking_id = b.id
        where (bs.name_en = 'Men''s Cut' and u.gender <> 1) or (bs.name_en like 'Women''s Cut%' and u.gender <> 2)`,
    );
    expect(wrong!.n).toBe(0);
  });

  it('leaves every member below the limit of upcoming appointments', async () => {
    const [most] = await selectRows<{ n: number }>(
      db(),
      sql`select coalesce(max(n), 0)::int as n from (select count(*) as n from bookings
        where status = 'booked' and starts_at > ${NOW.toISOString()}::timestamptz group by user_id) x`,
    );
    expect(most!.n).toBeLessThan(3);
  });
});

describe('pictures', () => {
  it('wrote every picture path stored in the database', async () => {
    const paths = [
      ...(await database.db.select({ p: products.image }).from(products)),
      ...(await database.db.select({ p: productImages.path }).from(productImages)),
      ...(await database.db.select({ p: banners.imageDesktop }).from(banners)),
      ...(await database.db.select({ p: banners.imageMobile }).from(banners)),
      ...(await database.db.select({ p: articles.thumbnail }).from(articles)),
      ...(await database.db.select({ p: stores.image }).from(stores)),
      ...(await database.db.select({ p: stylists.image }).from(stylists)),
      ...(await database.db
        .select({ p: sql<string>`${deals.image}` })
        .from(deals)
        .where(inArray(deals.type, [DEAL_TYPE.TOP_PICKS]))),
    ].map((r) => r.p);
    expect(paths.length).toBeGreaterThan(600);
    for (const path of paths) {
      expect(path.startsWith(FILES_URL_PREFIX), path).toBe(true);
      expect(storage.files.has(path.slice(FILES_URL_PREFIX.length)), path).toBe(true);
    }
  });

  it('references nothing outside the project', () => {
    for (const [key, bytes] of storage.files) {
      if (!key.endsWith('.svg')) continue;
      const svg = bytes.toString('utf8');
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), key).toBe(true);
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', ''), key).not.toContain('http');
      expect(svg.length, key).toBeLessThan(8192);
    }
  });
});

type ProductReviewRow = {
  id: number;
  user_id: number;
  product_id: number;
  rating_halves: number;
  comments: string;
  photos: string[];
  status: string;
  hidden_reason: string | null;
  reply: string | null;
  created_at: string;
};
const productReviewRows = () =>
  selectRows<ProductReviewRow>(
    database.db,
    sql`select id, user_id, product_id, rating_halves, comments, photos, status, hidden_reason, reply,
        created_at::text from product_reviews order by id`,
  );
type StoreReviewRow = {
  id: number;
  user_id: number;
  store_id: number;
  stylist_id: number;
  status: string;
  photos: string[];
  comments: string;
  scores: { criterion: number; rating_halves: number }[];
};
const storeReviewRows = () =>
  selectRows<StoreReviewRow>(
    database.db,
    sql`select r.id, r.user_id, r.store_id, r.stylist_id, r.status, r.photos, r.comments,
        (select json_agg(json_build_object('criterion', s.criterion, 'rating_halves', s.rating_halves)
          order by s.criterion) from salon_review_scores s where s.review_id = r.id) as scores
      from salon_reviews r order by r.id`,
  );

/** Every product's rate_percent and review_count against a recount of its visible reviews (shared ratePercentOf). */
async function expectRatingsCounted() {
  const reviews = (await productReviewRows()).filter((r) => r.status === 'visible');
  const byProduct = groupBy(reviews, (r) => r.product_id);
  const rows = await database.db
    .select({ id: products.id, ratePercent: products.ratePercent, reviewCount: products.reviewCount })
    .from(products);
  for (const p of rows) {
    const own = byProduct.get(p.id) ?? [];
    const halves = own.reduce((n, r) => n + r.rating_halves, 0);
    expect([p.id, p.ratePercent, p.reviewCount]).toEqual([
      p.id,
      ratePercentOf(halves, own.length),
      own.length,
    ]);
  }
}

/**
 * review_totals against a recount in JS: row 0 of a product; rows 0 and per criterion of a store (1-4) and a
 * stylist (5-8), row 0 counting a review under the whole star (shared starBucketOf) of its scores' mean to the
 * half star. Visible reviews only; a target whose reviews are all hidden keeps zero rows, as hiding leaves them.
 */
async function expectTotalsCounted() {
  type Total = {
    review_count: number;
    halves_sum: number;
    with_photos: number;
    stars: [number, number, number, number, number];
  };
  const expected = new Map<string, Total>();
  const add = (key: string, visible: boolean, halves: number, photos: boolean, star: number | null) => {
    const t = expected.get(key) ?? {
      review_count: 0,
      halves_sum: 0,
      with_photos: 0,
      stars: [0, 0, 0, 0, 0],
    };
    expected.set(key, t);
    if (!visible) return;
    t.review_count++;
    t.halves_sum += halves;
    if (photos) t.with_photos++;
    if (star !== null) t.stars[star - 1]!++;
  };
  for (const r of await productReviewRows())
    add(
      `product ${r.product_id} 0`,
      r.status === 'visible',
      r.rating_halves,
      r.photos.length > 0,
      starBucketOf(r.rating_halves),
    );
  for (const r of await storeReviewRows()) {
    const visible = r.status === 'visible';
    expect(r.scores.map((s) => s.criterion)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const [target, id, criteria] of [
      ['store', r.store_id, STORE_CRITERIA],
      ['stylist', r.stylist_id, STYLIST_CRITERIA],
    ] as const) {
      const own = r.scores.filter((s) => (criteria as readonly number[]).includes(s.criterion));
      const sum = own.reduce((n, s) => n + s.rating_halves, 0);
      // The review's rating of the target: its scores' mean to the half star.
      add(`${target} ${id} 0`, visible, sum, r.photos.length > 0, starBucketOf(Math.round(sum / own.length)));
      for (const s of own) add(`${target} ${id} ${s.criterion}`, visible, s.rating_halves, false, null);
    }
  }
  const stored = await database.db.select().from(reviewTotals);
  expect(stored.length).toBe(expected.size);
  for (const t of stored) {
    expect(
      {
        review_count: t.reviewCount,
        halves_sum: t.halvesSum,
        with_photos: t.withPhotos,
        stars: [t.stars1, t.stars2, t.stars3, t.stars4, t.stars5],
      },
      `${t.target} ${t.targetId} ${t.criterion}`,
    ).toEqual(expected.get(`${t.target} ${t.targetId} ${t.criterion}`));
  }
}

describe('reviews', () => {
  const db = () => database.db;
  const meiLing = DEMO_MEMBER;

  it('gives the shop a few thousand product reviews, rated as shoppers rate: most 4 to 5 stars, some low', async () => {
    const rows = await productReviewRows();
    expect(rows.length).toBeGreaterThan(1500);
    expect(rows.length).toBeLessThan(5000);
    const share = (f: (r: ProductReviewRow) => boolean) => rows.filter(f).length / rows.length;
    expect(share((r) => r.rating_halves >= 8)).toBeGreaterThan(0.65);
    expect(share((r) => r.rating_halves <= 4)).toBeGreaterThan(0.02);
    expect(share((r) => r.rating_halves <= 4)).toBeLessThan(0.2);
    expect(share((r) => r.rating_halves % 2 === 1)).toBeGreaterThan(0.05);
    expect(share((r) => r.photos.length > 0)).toBeGreaterThan(0.01);
    expect(share((r) => r.reply !== null)).toBeGreaterThan(0.03);
    const hidden = rows.filter((r) => r.status === 'hidden');
    expect(hidden.length).toBeGreaterThan(0);
    for (const r of hidden) expect(r.hidden_reason).toBeTruthy();
    // Several reviews on the most reviewed products, none on some.
    const perProduct = groupBy(rows, (r) => r.product_id);
    expect(Math.max(...[...perProduct.values()].map((l) => l.length))).toBeGreaterThanOrEqual(15);
    const [unreviewed] = await selectRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from products p where not exists
        (select 1 from product_reviews r where r.product_id = p.id)`,
    );
    expect(unreviewed!.n).toBeGreaterThan(10);
  });

  it('writes comments in English and Chinese that keep the text rules and fit the product', async () => {
    const rows = [...(await productReviewRows()), ...(await storeReviewRows())];
    const chinese = rows.filter((r) => /\p{Script=Han}/u.test(r.comments));
    const english = rows.filter((r) => /^[A-Z]/.test(r.comments));
    expect(chinese.length).toBeGreaterThan(rows.length * 0.05);
    expect(english.length).toBeGreaterThan(rows.length * 0.5);
    expect(new Set(rows.map((r) => r.comments)).size).toBeGreaterThan(300);
    for (const { comments } of rows) {
      expect(comments.length).toBeLessThanOrEqual(MAX_REVIEW_COMMENT_LENGTH);
      expect(hasDisallowedCharacters(comments), comments).toBe(false);
      expect(hasLeadingOrRepeatedSpaces(comments), comments).toBe(false);
    }
    for (const { comments } of chinese) {
      expect(replacedTermsIn(comments), comments).toEqual([]);
      expect(unspacedLatin(comments), comments).toBeNull();
    }
  });

  it('reviews only order lines of their authors, once each, delivered before and within the window', async () => {
    const rows = await selectRows<{
      review_user: number;
      order_user: number;
      review_product: number;
      line_product: number;
      status: string;
      delivered_at: string | null;
      created_at: string;
    }>(
      db(),
      sql`select r.user_id as review_user, o.user_id as order_user, r.product_id as review_product,
          l.product_id as line_product, o.status, o.delivered_at::text, r.created_at::text
        from product_reviews r join order_lines l on l.id = r.order_line_id join orders o on o.id = l.order_id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.review_user).toBe(r.order_user);
      expect(r.review_product).toBe(r.line_product);
      expect(['delivered', 'completed']).toContain(r.status);
      const delivered = new Date(r.delivered_at!).getTime();
      const written = new Date(r.created_at).getTime();
      expect(written).toBeGreaterThan(delivered);
      expect(written - delivered).toBeLessThan(REVIEW_WINDOW_DAYS * DAY_MS);
      expect(written).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it("keeps the reviewers' orders as the shop records them: amounts, events, payment and earned points", async () => {
    const rows = await selectRows<{
      status: string;
      subtotal_cents: number;
      discount_cents: number;
      shipping_fee_cents: number;
      total_cents: number;
      points_earned: number;
      lines: { price: number; list_price: number; quantity: number; points_to_redeem: number }[];
      events: string[];
      paid: number;
      earned: number;
    }>(
      db(),
      sql`select o.status, o.subtotal_cents, o.discount_cents, o.shipping_fee_cents, o.total_cents, o.points_earned,
          (select json_agg(json_build_object('price', l.unit_price_cents, 'list_price', l.list_price_cents,
            'quantity', l.quantity, 'points_to_redeem', 0)) from order_lines l where l.order_id = o.id) as lines,
          (select json_agg(e.to_status order by e.created_at, e.id) from order_events e where e.order_id = o.id) as events,
          (select coalesce(sum(p.amount_cents), 0)::int from payments p where p.order_id = o.id and p.status = 'succeeded') as paid,
          (select coalesce(sum(e.points), 0)::int from point_entries e where e.order_id = o.id and e.kind = 'earned') as earned
        from orders o join users u on u.id = o.user_id
        where not (u.referral_code like ${`${TEAM_MEMBERS.codePrefix}%`})`,
    );
    expect(rows.length).toBeGreaterThan(500);
    for (const o of rows) {
      const sum = summariseCheckout(o.lines, { requested: 0, available: 0, rate: 100 });
      expect(o).toMatchObject({
        subtotal_cents: sum.subtotal,
        discount_cents: sum.discount,
        shipping_fee_cents: sum.shipping_fee,
        total_cents: sum.total,
        points_earned: sum.points_earned,
        paid: sum.total,
        earned: sum.points_earned,
      });
      expect(o.events.slice(0, 4)).toEqual(['to_pay', 'to_ship', 'to_receive', 'delivered']);
      expect(o.events.at(-1)).toBe(o.status);
    }
    expect(rows.some((o) => o.status === 'completed')).toBe(true);
  });

  it("counts every product's stars and reviews from its visible reviews, as ratePercentOf does", () =>
    expectRatingsCounted());

  it('holds in review_totals the sums of the visible reviews of every product, store and stylist', () =>
    expectTotalsCounted());

  it('leaves the totals as the review domain keeps them, by its own recount', async () => {
    expect(await totalsMismatches(database.db)).toEqual([]);
  });

  it('stores review photos as WebP uploads of their authors, without metadata, each with its thumbnail', async () => {
    const reviews = [...(await productReviewRows()), ...(await storeReviewRows())].filter(
      (r) => r.photos.length > 0,
    );
    expect(reviews.length).toBeGreaterThan(10);
    const seen = new Set<string>();
    for (const r of reviews) {
      for (const path of r.photos) {
        expect(ownsPhoto(r.user_id, path), path).toBe(true);
        for (const url of [path, thumbnailOf(path)]) {
          const bytes = storage.files.get(url.slice(FILES_URL_PREFIX.length));
          expect(bytes, url).toBeDefined();
          if (seen.has(url) || seen.size > 12) continue;
          seen.add(url);
          const meta = await sharp(bytes!).metadata();
          expect(meta.format).toBe('webp');
          expect(meta.exif).toBeUndefined();
          expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(
            url.includes('/thumbs/') ? 320 : 2048,
          );
        }
      }
    }
  });

  it("reviews a share of the salon clients' visits on all eight criteria, and none of the demo accounts'", async () => {
    const rows = await selectRows<{
      booker: number;
      reviewer: number;
      same_place: boolean;
      after: boolean;
      client: boolean;
    }>(
      db(),
      sql`select b.user_id as booker, r.user_id as reviewer,
          (b.store_id = r.store_id and b.stylist_id = r.stylist_id) as same_place,
          r.created_at > v.visited_at as after, u.password_hash = '!' as client
        from salon_reviews r join salon_visits v on v.id = r.visit_id join bookings b on b.id = v.booking_id
          join users u on u.id = r.user_id`,
    );
    const [visits] = await selectRows<{ n: number }>(db(), sql`select count(*)::int as n from salon_visits`);
    expect(rows.length / visits!.n).toBeGreaterThan(0.2);
    expect(rows.length / visits!.n).toBeLessThan(0.6);
    for (const r of rows)
      expect(r).toMatchObject({ reviewer: r.booker, same_place: true, after: true, client: true });
    const [scores] = await selectRows<{ n: number; reviews: number }>(
      db(),
      sql`select count(*)::int as n, count(distinct review_id)::int as reviews from salon_review_scores`,
    );
    expect(scores).toEqual({ n: rows.length * 8, reviews: rows.length });
    // Stores and stylists differ: the averages are not all alike.
    const averages = await selectRows<{ avg: number }>(
      db(),
      sql`select round(halves_sum::numeric / review_count / 8, 1)::float8 as avg from review_totals
        where target = 'stylist' and criterion = 0 and review_count > 0`,
    );
    expect(new Set(averages.map((a) => a.avg)).size).toBeGreaterThan(3);
  });

  it('leaves Tan Mei Ling her visits and some delivered lines to review, and two reviews of her own', async () => {
    const [me] = await selectRows<{
      id: number;
      to_review: number;
      reviewed: number;
      visits: number;
      visits_reviewed: number;
      pending: number;
      settled: number;
    }>(
      db(),
      sql`select u.id,
          (select count(*)::int from order_lines l join orders o on o.id = l.order_id
            where o.user_id = u.id and o.status = 'delivered'
              and not exists (select 1 from product_reviews r where r.order_line_id = l.id)) as to_review,
          (select count(*)::int from product_reviews r where r.user_id = u.id and r.status = 'visible') as reviewed,
          (select count(*)::int from salon_visits v join bookings b on b.id = v.booking_id where b.user_id = u.id) as visits,
          (select count(*)::int from salon_reviews r where r.user_id = u.id) as visits_reviewed,
          (select count(*)::int from point_entries e join orders o on o.id = e.order_id
            where o.user_id = u.id and e.kind = 'earned' and e.status = 'pending'
              and e.available_at > ${NOW.toISOString()}::timestamptz) as pending,
          (select count(*)::int from orders o where o.user_id = u.id and o.delivered_at < ${NOW.toISOString()}::timestamptz - interval '7 days') as settled
        from users u where u.referral_code = ${meiLing.referralCode}`,
    );
    expect(me).toMatchObject({ reviewed: 2, visits_reviewed: 0, settled: 0 });
    expect(me!.to_review).toBeGreaterThanOrEqual(2);
    expect(me!.visits).toBeGreaterThanOrEqual(3);
    // Delivered within the week: what her orders earned is still on its way, her balance as the wallet seed left it.
    expect(me!.pending).toBe(2);
  });
});

describe('partner teams', () => {
  const db = () => database.db;
  const agents = DEMO_ACCOUNTS.filter((a) => a.role === 'agent');
  const monthStart = Date.parse(`${shopToday(NOW).slice(0, 8)}01T00:00:00+08:00`);

  /** Every paid order of a member on a demo agent's team, with what the cash-back recount needs. */
  type TeamOrder = {
    id: number;
    agent: string;
    agent_id: number;
    rank: (typeof AGENT_RANKS)[number];
    member_id: number;
    status: string;
    goods: number;
    paid_ms: number;
    last_move_ms: number;
    lines: number;
    all_lines: number;
    returned_lines: number;
    returned: number;
  };
  const teamOrders = () =>
    selectRows<TeamOrder>(
      db(),
      sql`select o.id, a.referral_code as agent, a.id as agent_id, a.agent_rank as rank, m.id as member_id, o.status,
          o.total_cents - o.shipping_fee_cents as goods, (extract(epoch from o.paid_at) * 1000)::float8 as paid_ms,
          (select (extract(epoch from max(e.created_at)) * 1000)::float8 from order_events e where e.order_id = o.id)
            as last_move_ms,
          (select count(*)::int from order_lines l where l.order_id = o.id) as lines,
          (select sum(l.line_total_cents)::int from order_lines l where l.order_id = o.id) as all_lines,
          (select count(*)::int from return_requests r where r.order_id = o.id and r.status = 'refunded') as returned_lines,
          (select coalesce(sum(l.line_total_cents), 0)::int from order_lines l join return_requests r
            on r.order_line_id = l.id and r.status = 'refunded' where l.order_id = o.id) as returned
        from orders o join users m on m.id = o.user_id join users a on a.id = m.referred_by_user_id
        where a.role = 'agent' and m.role = 'member' and o.paid_at is not null
        order by o.id`,
    );
  const rates = async () => {
    const [s] = await db().select().from(shopSettings);
    return {
      silver: s!.cashbackSilverBps,
      gold: s!.cashbackGoldBps,
      platinum: s!.cashbackPlatinumBps,
      executive: s!.cashbackExecutiveBps,
    };
  };

  it('gives each demo agent a team that cannot log in, one not buying yet, with orders in every state over four months', async () => {
    const orders = await teamOrders();
    for (const { agent, members } of DEMO_TEAMS) {
      const [team] = await selectRows<{ seeded: number; idle: number }>(
        db(),
        sql`select count(*) filter (where m.password_hash = '!' and m.referral_code like ${`${TEAM_MEMBERS.codePrefix}%`})::int as seeded,
            count(*) filter (where not exists (select 1 from orders o where o.user_id = m.id))::int as idle
          from users m join users a on a.id = m.referred_by_user_id where a.referral_code = ${agent}`,
      );
      expect(team!.seeded, agent).toBe(members);
      expect(team!.idle, agent).toBeGreaterThanOrEqual(1);
      const own = orders.filter((o) => o.agent === agent);
      expect(new Set(own.map((o) => o.status)), agent).toEqual(
        new Set([
          'to_ship',
          'to_receive',
          'delivered',
          'completed',
          'cancelled',
          'refunded',
          'return_rejected',
          'return_requested',
        ]),
      );
      const refunded = own.filter((o) => o.status === 'refunded');
      // A whole order given back, and a part of one.
      expect(refunded.some((o) => o.returned_lines === o.lines)).toBe(true);
      expect(refunded.some((o) => o.returned_lines > 0 && o.returned_lines < o.lines)).toBe(true);
      const paid = own.map((o) => o.paid_ms);
      expect(Math.min(...paid)).toBeLessThan(NOW.getTime() - 90 * DAY_MS);
      expect(Math.max(...paid)).toBeLessThan(NOW.getTime());
      expect(
        paid.some((ms) => ms >= monthStart),
        `${agent}: paid this shop month`,
      ).toBe(true);
    }
    // Tan Mei Ling, who can log in, is on Rachel's team.
    const [mei] = await selectRows<{ agent: string }>(
      db(),
      sql`select a.referral_code as agent from users m join users a on a.id = m.referred_by_user_id
        where m.referral_code = ${DEMO_MEMBER.referralCode}`,
    );
    expect(mei!.agent).toBe('RACHEL21');
  });

  it("keeps the team's orders as the shop records them: amounts, events, payment, refund and earned points", async () => {
    const rows = await selectRows<{
      status: string;
      total_cents: number;
      shipping_fee_cents: number;
      subtotal_cents: number;
      points_earned: number;
      lines: { price: number; list_price: number; quantity: number; points_to_redeem: number }[];
      last_event: string;
      payment: string;
      refunded: number;
      refund_rows: number;
      points: { status: string; points: number }[];
    }>(
      db(),
      sql`select o.status, o.total_cents, o.shipping_fee_cents, o.subtotal_cents, o.points_earned,
          (select json_agg(json_build_object('price', l.unit_price_cents, 'list_price', l.list_price_cents,
            'quantity', l.quantity, 'points_to_redeem', 0)) from order_lines l where l.order_id = o.id) as lines,
          (select e.to_status from order_events e where e.order_id = o.id order by e.created_at desc, e.id desc limit 1)
            as last_event,
          (select string_agg(p.status, ',') from payments p where p.order_id = o.id) as payment,
          (select coalesce(sum(e.refunded_cents), 0)::int from order_events e where e.order_id = o.id) as refunded,
          (select coalesce(sum(r.amount_cents), 0)::int from refunds r where r.order_id = o.id and r.status = 'succeeded')
            as refund_rows,
          (select json_agg(json_build_object('status', e.status, 'points', e.points)) from point_entries e
            where e.order_id = o.id and e.kind = 'earned') as points
        from orders o join users m on m.id = o.user_id
        where m.referral_code like ${`${TEAM_MEMBERS.codePrefix}%`}`,
    );
    expect(rows.length).toBeGreaterThan(60);
    for (const o of rows) {
      const sum = summariseCheckout(o.lines, { requested: 0, available: 0, rate: 100 });
      expect(o).toMatchObject({
        subtotal_cents: sum.subtotal,
        total_cents: sum.total,
        points_earned: sum.points_earned,
      });
      expect(o.last_event).toBe(o.status);
      const givenBack = o.status === 'cancelled' || o.status === 'refunded';
      expect(o.payment).toBe(givenBack ? 'refunded' : 'succeeded');
      expect(o.refunded).toBe(o.refund_rows);
      if (o.status === 'cancelled') expect(o.refunded).toBe(o.total_cents);
      else if (o.status === 'refunded') expect(o.refunded).toBeGreaterThan(0);
      else expect(o.refunded).toBe(0);
      const [earned] = o.points;
      expect(o.points).toHaveLength(1);
      if (o.status === 'cancelled') expect(earned!.status).toBe('void');
      else if (o.status === 'refunded') expect(earned!.points).toBeLessThanOrEqual(o.points_earned);
      else expect(earned).toEqual({ status: 'pending', points: o.points_earned });
    }
  });

  it("writes each earned entry on its order's goods paid at the agent's rank's rate, dated when it was paid", async () => {
    const bps = await rates();
    const orders = await teamOrders();
    const entries = await selectRows<{
      order_id: number;
      agent_id: number;
      member_id: number;
      amount_cents: number;
      goods_cents: number;
      rate_bps: number;
      created_ms: number;
    }>(
      db(),
      sql`select order_id, agent_id, member_id, amount_cents, goods_cents, rate_bps,
          (extract(epoch from created_at) * 1000)::float8 as created_ms
        from cashback_entries where kind = 'earned'`,
    );
    // Every paid team order earned once, and nothing else did (no agent's own order, no order off a team).
    expect(entries.map((e) => e.order_id).sort((a, b) => a - b)).toEqual(orders.map((o) => o.id));
    const byOrder = new Map(entries.map((e) => [e.order_id, e]));
    for (const o of orders) {
      const rate = bps[o.rank];
      expect(byOrder.get(o.id)).toEqual({
        order_id: o.id,
        agent_id: o.agent_id,
        member_id: o.member_id,
        goods_cents: o.goods,
        rate_bps: rate,
        amount_cents: cashbackOf(o.goods, rate),
        created_ms: Math.floor(o.paid_ms / 1000) * 1000,
      });
    }
  });

  it('keeps every balance equal to a recount of what the orders did, each change dated by its move', async () => {
    const bps = await rates();
    const expected = new Map<number, { available: number; pending: number; withdrawn: number }>();
    for (const o of await teamOrders()) {
      const rate = bps[o.rank];
      const earned = cashbackOf(o.goods, rate);
      const balance = expected.get(o.agent_id) ?? { available: 0, pending: 0, withdrawn: 0 };
      expected.set(o.agent_id, balance);
      if (o.status === 'cancelled') continue;
      // A refund takes back the returned goods' share: what stays is the cash-back on the goods kept.
      const back = o.returned_lines === o.lines ? o.goods : Math.round((o.goods * o.returned) / o.all_lines);
      const kept = o.status === 'refunded' ? cashbackOf(o.goods - back, rate) : earned;
      if (['completed', 'return_rejected', 'refunded'].includes(o.status)) balance.available += kept;
      else balance.pending += kept;
    }
    // The seed's conversions came off the available balance.
    for (const c of DEMO_CONVERSIONS) {
      const [agent] = await selectRows<{ id: number }>(
        db(),
        sql`select id from users where referral_code = ${c.agent}`,
      );
      expected.get(agent!.id)!.available -= c.cents;
    }
    const balances = await selectRows<{
      agent_id: number;
      available: number;
      pending: number;
      withdrawn: number;
    }>(
      db(),
      sql`select e.agent_id, ${CASHBACK_SUMS} from cashback_entries e group by e.agent_id order by e.agent_id`,
    );
    expect(new Map(balances.map(({ agent_id, ...b }) => [agent_id, b]))).toEqual(expected);
    // The running totals the agent's pages read (kept by triggers, migration 0017) agree with the entries.
    expect(await cashbackTotalsMismatches(db())).toEqual([]);
    // Pending until the order's last move settled or voided it, then dated by that move, as is a reversal.
    const [misdated] = await selectRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from cashback_entries c
        join lateral (select max(e.created_at) as last from order_events e where e.order_id = c.order_id) m on true
        where (c.status = 'pending') <> (c.settled_at is null) or c.settled_at <> m.last
          or (c.kind = 'reversed' and c.created_at <> m.last) or c.created_at > ${NOW.toISOString()}::timestamptz`,
    );
    expect(misdated!.n).toBe(0);
  });

  it('leaves every demo agent more cash-back available than the minimum withdrawal, and team sales this month', async () => {
    const [s] = await db().select().from(shopSettings);
    for (const a of agents) {
      const [balance] = await selectRows<{ available: number; pending: number }>(
        db(),
        sql`select ${CASHBACK_SUMS} from cashback_entries e join users u on u.id = e.agent_id
          where u.referral_code = ${a.referralCode}`,
      );
      expect(balance!.available, a.name).toBeGreaterThan(s!.agentMinWithdrawalCents);
      expect(balance!.pending, a.name).toBeGreaterThan(0);
      // What agent/status shows as this month's team sales.
      const [month] = await selectRows<{ goods: number }>(
        db(),
        sql`select t.goods_cents as goods from cashback_month_totals t join users u on u.id = t.agent_id
          where u.referral_code = ${a.referralCode} and t.month = cashback_month_of(${NOW.toISOString()}::timestamptz)`,
      );
      expect(month?.goods, a.name).toBeGreaterThan(0);
    }
  });

  it("has Aiman's application open, the partner terms not yet accepted, and no other", async () => {
    const rows = await selectRows<{ code: string; status: 'applied'; tnc_accepted_at: string | null }>(
      db(),
      sql`select u.referral_code as code, a.status, a.tnc_accepted_at from agent_applications a join users u on u.id = a.user_id`,
    );
    expect(rows).toEqual([{ code: DEMO_APPLICANT.referralCode, status: 'applied', tnc_accepted_at: null }]);
    expect(tncStatusOf(rows[0]!.status)).toBe(tncStatusOf('applied'));
  });
});

const MEI_LING = DEMO_MEMBER.referralCode;

/** What the review seed wrote: the reviews, the orders they belong to, the shoppers and the photos. */
/** What a shop seeded before reviews lacks: the reviews, their orders and reviewers, and the partner teams. */
async function removeReviews() {
  const seededOrders = sql`(select o.id from orders o join users u on u.id = o.user_id
    where u.password_hash = '!' or u.referral_code = ${MEI_LING})`;
  for (const statement of [
    sql`delete from review_totals`,
    sql`delete from salon_reviews`,
    sql`delete from product_reviews`,
    sql`delete from cashback_entries`,
    sql`delete from agent_applications`,
    sql`delete from point_entries where kind = 'converted'`,
    sql`delete from refunds where order_id in ${seededOrders}`,
    sql`delete from return_requests where order_id in ${seededOrders}`,
    sql`delete from point_entries where order_id in ${seededOrders}`,
    sql`delete from payments where order_id in ${seededOrders}`,
    sql`delete from orders where id in ${seededOrders}`,
    sql`delete from users where referral_code like 'SH%' and mobile like '8801%'`,
    sql`delete from users where referral_code like 'TM%' and mobile like '8803%'`,
  ])
    await database.db.execute(statement);
  for (const key of storage.files.keys()) if (key.startsWith('uploads/')) storage.files.delete(key);
}

const ratings = () =>
  selectRows<{ id: number; rate_percent: number; review_count: number }>(
    database.db,
    sql`select id, rate_percent, review_count from products order by id`,
  );

// A demo database seeded before reviews (and the partner teams) existed gets them on its next start, once.
describe('a shop seeded before reviews', () => {
  it('gains the same reviews, orders, ratings and teams on its next start, and nothing more after', async () => {
    const before = await countAll();
    const ratingsBefore = await ratings();
    const filesBefore = storage.files.size;
    await removeReviews();
    expect((await countAll()).productReviews).toBe(0);
    expect(await seedDemoShop(database.db, storage, { now: NOW })).toEqual({ seeded: false });
    expect(await countAll()).toEqual(before);
    expect(await ratings()).toEqual(ratingsBefore);
    expect(await seedDemoShop(database.db, storage, { now: NOW })).toEqual({ seeded: false });
    expect(await countAll()).toEqual(before);
    expect(storage.files.size).toBe(filesBefore);
  });
});

// A demo database seeded before appointments (and reviews) existed gets them on its next start, once.
describe('a shop seeded before appointments', () => {
  it('gains the same schedule, appointments and reviews on its next start, and nothing more after', async () => {
    const before = await countAll();
    // Reviews came later still: a shop without appointments has none either.
    await removeReviews();
    for (const table of [
      'salon_visits',
      'booking_services',
      'bookings',
      'stylist_leave',
      'stylist_breaks',
      'stylist_hours',
      'stylist_services',
    ])
      await database.db.execute(sql`delete from ${sql.identifier(table)}`);
    await database.db.execute(sql`delete from users where referral_code like 'SC%' and mobile like '8800%'`);
    expect((await countAll()).bookings).toBe(0);
    expect(await seedDemoShop(database.db, storage, { now: NOW })).toEqual({ seeded: false });
    expect(await countAll()).toEqual(before);
    expect(await seedDemoShop(database.db, storage, { now: NOW })).toEqual({ seeded: false });
    expect(await countAll()).toEqual(before);
  });
});

// The bench's scale catalogue (bench/run.mjs), grown here by a few hundred products: its reviews are counted
// the way the demo's are. Last: it changes the shop the other tests read.
describe('the scale catalogue', () => {
  it("gives the copies reviews on their reviewers' order lines, one product BIG_PRODUCT_REVIEWS, all counted", async () => {
    const [{ n: before, last } = { n: 0, last: 0 }] = await selectRows<{ n: number; last: number }>(
      database.db,
      sql`select count(*) filter (where is_active)::int as n, max(id) as last from products`,
    );
    const grown = await seedScaleCatalogue(database.db, before + 400, NOW);
    expect(grown.added).toBe(400);
    expect(grown.reviews).toBeGreaterThan(BIG_PRODUCT_REVIEWS);
    const [big] = await selectRows<{ n: number; partner_only: boolean }>(
      database.db,
      sql`select count(*)::int as n, bool_or(p.partner_only) as partner_only from product_reviews r
        join products p on p.id = r.product_id where r.product_id = ${grown.bigProductId}`,
    );
    expect(big).toEqual({ n: BIG_PRODUCT_REVIEWS, partner_only: false });
    const [wrong] = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from product_reviews r join order_lines l on l.id = r.order_line_id
          join orders o on o.id = l.order_id join users u on u.id = r.user_id join products p on p.id = r.product_id
        where p.id > ${last} and (o.user_id <> r.user_id or l.product_id <> r.product_id
          or o.status <> 'completed' or r.created_at <= o.delivered_at or u.password_hash <> '!'
          or (p.partner_only and u.role <> 'agent'))`,
    );
    expect(wrong!.n).toBe(0);
    await expectRatingsCounted();
    await expectTotalsCounted();
  }, 120_000);
});

// Two API instances starting at once on one empty database.
describeConcurrently('concurrent seeding', () => {
  it('seeds once when two callers race', async () => {
    const other = await createTestDatabase();
    try {
      const files = memoryStorage();
      const results = await Promise.all([
        seedDemoShop(other.db, files, { now: NOW }),
        seedDemoShop(other.db, files, { now: NOW }),
      ]);
      expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
      const [row] = await other.db.select({ n: sql<number>`count(*)::int` }).from(products);
      expect(Number(row!.n)).toBe(
        buildCatalogue(createRandom('catalogue'), NOW).products.length + VOUCHER_PRODUCTS.length,
      );
    } finally {
      await other.close();
    }
  }, 60_000);
});
