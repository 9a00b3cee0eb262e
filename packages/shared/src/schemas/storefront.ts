import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_QUERY_LENGTH } from '../constants';
import { DEAL_TYPE } from '../enums';
import type { MessageKey } from '../messages';
import { emptyAsAbsent, idField, numberParam, pageParam, perPageParam } from '../rules/validation';
import { articleSummarySchema, productCardSchema, volumeVariationSchema } from './catalogue';
import { ratingSchema } from './review';

/*
 * The storefront's browsing calls (spec section 7, page / wishlist / common stores): what they accept and what
 * they answer. Request schemas accept query strings and JSON alike; issue messages are catalogue keys.
 */

const key = (k: MessageKey): MessageKey => k;
const cents = z.number().int().describe('Amount in cents of `currency`');

// ---------------------------------------------------------------------------------------------------------
// Paging and sorting

export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'best_selling', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** Search answers are ranked by relevance unless another order is asked for. */
export const SEARCH_SORTS = ['relevance', ...PRODUCT_SORTS] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const pagingQuerySchema = z.object({
  page: pageParam.describe('1-based page number'),
  per_page: perPageParam(MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE).describe(
    `Items per page, at most ${MAX_PAGE_SIZE}`,
  ),
});

/**
 * A category, subcategory or brand as a URL names it: its link ("hair-care") or, as the spec's routes have
 * it, its name ("Hair Care"); compared lower-cased.
 */
const linkField = z
  .string({ error: key('invalid_value') })
  .trim()
  .min(1, key('required'))
  .max(MAX_QUERY_LENGTH, key('too_long'))
  .transform((s) => s.toLowerCase());

export const ALL_BRANDS = 'all';

export const shopQuerySchema = pagingQuerySchema.extend({
  category: linkField.describe('Category link ("hair-care") or name ("hair care"), in any case'),
  subcategory: emptyAsAbsent(linkField.optional()).describe(
    'Subcategory link ("hair-masks-treatments") or name ("hair masks & treatments") within the category',
  ),
  brand: emptyAsAbsent(linkField.default(ALL_BRANDS)).describe(
    'Brand link or name, or "all" (the default); the answer names the brand by its link',
  ),
  sort: emptyAsAbsent(z.enum(PRODUCT_SORTS, { error: key('invalid_value') }).default('newest')),
});
export type ShopQueryInput = z.input<typeof shopQuerySchema>;
export type ShopQuery = z.output<typeof shopQuerySchema>;

export const searchQuerySchema = pagingQuerySchema.extend({
  category: z
    .string({ error: key('required') })
    .trim()
    .min(1, key('required'))
    .max(MAX_QUERY_LENGTH, key('too_long'))
    .describe('The words searched for (the spec names this parameter `category`)'),
  sort: emptyAsAbsent(z.enum(SEARCH_SORTS, { error: key('invalid_value') }).default('relevance')),
});
export type SearchQueryInput = z.input<typeof searchQuerySchema>;
export type SearchQuery = z.output<typeof searchQuerySchema>;

export const dealsQuerySchema = pagingQuerySchema.extend({
  type: numberParam(
    z.union(
      [z.literal(DEAL_TYPE.FLASH_DEALS), z.literal(DEAL_TYPE.HOT_DEALS), z.literal(DEAL_TYPE.TOP_PICKS)],
      {
        error: key('invalid_value'),
      },
    ),
  ).describe('1 flash deals, 2 hot deals, 3 top picks'),
  top_pick_image_id: emptyAsAbsent(idField.optional()).describe('Required for type 3: the slider image id'),
  sort: emptyAsAbsent(z.enum(PRODUCT_SORTS, { error: key('invalid_value') }).optional()).describe(
    "Without it, the deal's own order",
  ),
});
export type DealsQueryInput = z.input<typeof dealsQuerySchema>;
export type DealsQuery = z.output<typeof dealsQuerySchema>;

/** Products with a partner price or for partners only; agents see the partner prices. */
export const agentDealsQuerySchema = pagingQuerySchema.extend({
  sort: emptyAsAbsent(z.enum(PRODUCT_SORTS, { error: key('invalid_value') }).default('newest')),
});
export type AgentDealsQuery = z.output<typeof agentDealsQuerySchema>;

// ---------------------------------------------------------------------------------------------------------
// Listing answers

export const productPageSchema = z.object({
  products: z.array(productCardSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int().describe('Products matching, over all pages'),
  total_pages: z.number().int(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

const namedLink = z.object({ id: z.number().int(), name: z.string(), link: z.string() });

export const shopPageSchema = productPageSchema.extend({
  category: namedLink,
  subcategory: namedLink.nullable(),
  subcategories: z.array(namedLink).describe("The category's subcategories, for the filter"),
  brands: z
    .array(namedLink.extend({ product_count: z.number().int() }))
    .describe('Brands with products in the category (and subcategory), for the filter'),
  brand: z.string().describe('The brand filter applied: a brand link or "all"'),
  sort: z.enum(PRODUCT_SORTS),
});
export type ShopPage = z.infer<typeof shopPageSchema>;

export const searchPageSchema = productPageSchema.extend({
  query: z.string(),
  sort: z.enum(SEARCH_SORTS),
});
export type SearchPage = z.infer<typeof searchPageSchema>;

export const dealsPageSchema = productPageSchema.extend({
  type: z.number().int(),
  title: z.string(),
  image: z.string().nullable().describe('Top pick slider image'),
  remaining_hour: z.number().int().min(0),
  remaining_minute: z.number().int().min(0).max(59),
  remaining_second: z.number().int().min(0).max(59),
});
export type DealsPage = z.infer<typeof dealsPageSchema>;

// ---------------------------------------------------------------------------------------------------------
// Product detail

export const productDetailQuerySchema = z.object({ product_id: idField });
export type ProductDetailQueryInput = z.input<typeof productDetailQuerySchema>;

export const productVariationDetailSchema = volumeVariationSchema.extend({
  stock: z.number().int().min(0).describe('Units in stock'),
});
export type ProductVariationDetail = z.infer<typeof productVariationDetailSchema>;

export const productDetailSchema = productCardSchema.extend({
  images: z.array(z.string()).describe('Gallery, main image first'),
  description: z.string().describe('Plain text; paragraphs separated by blank lines'),
  brand: namedLink,
  category: namedLink,
  subcategory: namedLink.nullable(),
  max_per_order: z.number().int().min(1),
  stock: z.number().int().min(0).describe('Units in stock of a product without variations (sum otherwise)'),
  variations: z
    .array(productVariationDetailSchema)
    .describe(
      'Every variation with its own prices, stock and points; a product without volume variations has one',
    ),
  can_purchase: z.boolean().describe('False for partner-only products unless the caller is an agent'),
  wish_id: z.number().int().nullable().describe("The caller's wishlist entry for this product, if any"),
  related_products: z.array(productCardSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

// ---------------------------------------------------------------------------------------------------------
// Articles

export const articleListQuerySchema = pagingQuerySchema;
export const articleListSchema = z.object({
  articles: z.array(articleSummarySchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});
export type ArticleList = z.infer<typeof articleListSchema>;

export const articleDetailsQuerySchema = z.object({ article_id: idField });
export const articleDetailsSchema = articleSummarySchema.extend({
  content: z.string().describe('HTML; the web app sanitises it before showing it'),
  previous: articleSummarySchema.nullable(),
  next: articleSummarySchema.nullable(),
});
export type ArticleDetails = z.infer<typeof articleDetailsSchema>;

// ---------------------------------------------------------------------------------------------------------
// Wishlist

export const wishlistItemSchema = z.object({
  id: z.number().int().describe('The product id'),
  wish_id: z.number().int(),
  is_exist: z.boolean().describe('False when the product was removed, is sold out or is for partners only'),
  product: productCardSchema,
  added_at: z.string(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistCreateSchema = z.object({ product_id: idField });
export type WishlistCreateInput = z.input<typeof wishlistCreateSchema>;

/** One wish_id, or a list of them (JSON array, repeated query parameter or comma-separated). */
export const wishlistDeleteSchema = z.object({
  wish_id: z.preprocess(
    (v) => (typeof v === 'string' && v.includes(',') ? v.split(',') : v),
    z.union([idField.transform((id) => [id]), z.array(idField).min(1, key('required')).max(MAX_PAGE_SIZE)], {
      error: key('invalid_value'),
    }),
  ),
});
export type WishlistDeleteInput = z.input<typeof wishlistDeleteSchema>;

export const wishlistDeletedSchema = z.object({ deleted: z.array(z.number().int()) });

// ---------------------------------------------------------------------------------------------------------
// Stores

const coordinate = (limit: number) =>
  emptyAsAbsent(
    numberParam(
      z
        .number({ error: key('invalid_value') })
        .min(-limit, key('invalid_value'))
        .max(limit, key('invalid_value')),
    ).optional(),
  );

/** GET common/storelist: with the caller's position (both or neither), nearest first with distances. */
export const storeListQuerySchema = z
  .object({
    lat: coordinate(90).describe('Latitude of the caller, degrees'),
    lng: coordinate(180).describe('Longitude of the caller, degrees'),
  })
  .superRefine((q, ctx) => {
    // One coordinate alone is no position: the missing one is the field in error.
    if ((q.lat === undefined) === (q.lng === undefined)) return;
    ctx.addIssue({ code: 'custom', message: key('required'), path: [q.lat === undefined ? 'lat' : 'lng'] });
  });

const storeFields = z.object({
  store_id: z.number().int(),
  name: z.string(),
  address: z.string(),
  postcode: z.string(),
  phone: z.string(),
  email: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  opening_hours: z.string(),
  image: z.string(),
  rating: ratingSchema.describe(
    "The salon's rating: the mean of its salon criteria over its visible reviews",
  ),
});

export const storeSchema = storeFields.extend({
  distance: z
    .number()
    .nullable()
    .describe(
      'Kilometres from the given position (great circle, earth radius 6371 km), to the metre; null without one',
    ),
});
export type Store = z.infer<typeof storeSchema>;

export const storeDetailsQuerySchema = z.object({ store_id: idField });
export const storeDetailsSchema = storeFields.extend({
  stylists: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      title: z.string(),
      image: z.string(),
      rating: ratingSchema.describe('The mean of the stylist criteria over their visible reviews'),
    }),
  ),
  services: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      description: z.string(),
      duration_minutes: z.number().int(),
      price: cents,
      currency: z.string(),
    }),
  ),
});
export type StoreDetails = z.infer<typeof storeDetailsSchema>;
