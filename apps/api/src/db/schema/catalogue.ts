import { DEAL_TYPE } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf, tsvector } from './columns';

/* The catalogue: categories, brands, products and their variations (what holds stock), deals and banners. */

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
  position: integer('position').notNull().default(0),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('subcategories_category_slug_idx').on(t.categoryId, t.slug)],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** The brand's colour, used for its generated product pictures. */
  colour: text('colour').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subcategoryId: integer('subcategory_id').references(() => subcategories.id),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionZh: text('description_zh').notNull(),
    image: text('image').notNull(),
    currency: text('currency').notNull().default('SGD'),
    /** 0 when the product is sold as one unit, 1 when it has volume variations to choose from. */
    hasVolumeVariations: boolean('has_volume_variations').notNull().default(false),
    agentOnly: boolean('partner_only').notNull().default(false),
    maxPerOrder: integer('max_per_order').notNull().default(10),
    ratePercent: smallint('rate_percent').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    soldCount: integer('sold_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    /** Names of the product, its brand, category and subcategory in both languages (see migration 0004). */
    searchVector: tsvector('search_vector'),
    /**
     * The payable price the product's card shows (the first in-stock variation's), kept by the triggers of
     * migration 0004 so listings can sort by price from an index.
     */
    shownPriceCents: integer('shown_price_cents').notNull().default(0),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId, t.subcategoryId),
    index('products_brand_idx').on(t.brandId),
    // Shop listings: each order reads a category's first page from an index instead of sorting the category,
    // and the count and brand filter list come from an index alone.
    index('products_category_newest_idx').on(t.categoryId, t.createdAt, t.id).where(sql`${t.isActive}`),
    index('products_category_price_idx').on(t.categoryId, t.shownPriceCents, t.id).where(sql`${t.isActive}`),
    index('products_category_sold_idx').on(t.categoryId, t.soldCount, t.id).where(sql`${t.isActive}`),
    index('products_category_rating_idx')
      .on(t.categoryId, t.ratePercent, t.reviewCount, t.id)
      .where(sql`${t.isActive}`),
    // A product page's related products (migration 0009): best sellers of its subcategory, then of the rest
    // of its category, each read in order from an index instead of sorting the category on every page.
    index('products_category_subcategory_sold_idx')
      .on(t.categoryId, t.subcategoryId, t.soldCount.desc().nullsFirst(), t.id)
      .where(sql`${t.isActive}`),
    index('products_category_sold_related_idx')
      .on(t.categoryId, t.soldCount.desc().nullsFirst(), t.id, t.subcategoryId)
      .where(sql`${t.isActive}`),
    index('products_category_brand_idx')
      .on(t.categoryId, t.subcategoryId, t.brandId)
      .where(sql`${t.isActive}`),
    index('products_newest_idx').on(t.createdAt, t.id).where(sql`${t.isActive}`),
    // Only active products are ever searched (migration 0007); fastupdate off, so no search scans a pending list.
    index('products_search_idx')
      .using('gin', t.searchVector)
      .with({ fastupdate: false })
      .where(sql`${t.isActive}`),
    check('products_rate_check', sql`${t.ratePercent} between 0 and 100`),
    check('products_max_per_order_check', sql`${t.maxPerOrder} > 0`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/**
 * What a customer actually buys and what holds stock. A product without volume variations has exactly one
 * row here with an empty name, so prices, points and stock live in one place for both kinds.
 */
export const variations = pgTable(
  'variations',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    position: integer('position').notNull().default(0),
    unitPriceCents: integer('unit_price_cents').notNull(),
    discountedPriceCents: integer('discounted_price_cents'),
    agentPriceCents: integer('agent_price_cents'),
    pointsToRedeem: integer('points_to_redeem').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('variations_product_idx').on(t.productId, t.position),
    check('variations_stock_check', sql`${t.stock} >= 0`),
    check('variations_price_check', sql`${t.unitPriceCents} > 0`),
    check(
      'variations_discount_check',
      sql`${t.discountedPriceCents} is null or (${t.discountedPriceCents} > 0 and ${t.discountedPriceCents} < ${t.unitPriceCents})`,
    ),
    check('variations_points_check', sql`${t.pointsToRedeem} >= 0`),
  ],
);

/** Flash deals (1), hot deals (2) and top picks (3); a top pick is a slider image with its own products. */
export const deals = pgTable(
  'deals',
  {
    id: serial('id').primaryKey(),
    type: smallint('type').notNull(),
    titleEn: text('title_en').notNull(),
    titleZh: text('title_zh').notNull(),
    image: text('image'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('deals_type_idx').on(t.type, t.position),
    check('deals_type_check', oneOf(t.type, DEAL_TYPE)),
  ],
);

export const dealProducts = pgTable(
  'deal_products',
  {
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dealId, t.productId] })],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  imageDesktop: text('image_desktop').notNull(),
  imageMobile: text('image_mobile').notNull(),
  altEn: text('alt_en').notNull(),
  altZh: text('alt_zh').notNull(),
  // The words the storefront sets over the picture (the picture itself carries none, so each language reads
  // its own); empty for a banner whose picture is all it says.
  headlineEn: text('headline_en').notNull().default(''),
  headlineZh: text('headline_zh').notNull().default(''),
  sublineEn: text('subline_en').notNull().default(''),
  sublineZh: text('subline_zh').notNull().default(''),
  ctaEn: text('cta_en').notNull().default(''),
  ctaZh: text('cta_zh').notNull().default(''),
  redirectType: smallint('redirect_type').notNull(),
  redirectId: integer('redirect_id'),
  url: text('url'),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/**
 * Units sold (placed, or given back as negative quantities) not yet added to products.sold_count. Placing an
 * order appends here instead of updating the product row: that row is wide (names, search vector) and ten
 * indexes, one of them GIN, cover it, so every sale rewrote all of them while holding the row that every
 * buyer of a popular product waits for. The order job folds the queue into products.sold_count
 * (catalogue/sold-counts.ts). No foreign key: its check would take a share lock on that same hot row.
 */
export const productSalesQueue = pgTable('product_sales_queue', {
  id: serial('id').primaryKey(),
  productId: integer('product_id').notNull(),
  quantity: integer('quantity').notNull(),
});
