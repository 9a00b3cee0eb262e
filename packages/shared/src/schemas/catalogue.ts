import { z } from 'zod';
import { STOCK_STATUS } from '../enums';

const cents = z.number().int().describe('Amount in cents of `currency`');
const stockStatus = z.enum([STOCK_STATUS.IN_STOCK, STOCK_STATUS.OUT_OF_STOCK]);

export const volumeVariationSchema = z.object({
  id: z.number().int(),
  name: z.string().describe('Volume label, e.g. "250 ml"'),
  unit_price: cents,
  discounted_price: cents.nullable(),
  discount_percentage: z.number().int().min(0).max(100),
  agent_price: cents.nullable().describe('Partner price; null unless the caller is an agent'),
  points_to_redeem: z.number().int().min(0),
  stock_status: stockStatus,
});
export type VolumeVariation = z.infer<typeof volumeVariationSchema>;

export const productCardSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  brand_name: z.string(),
  product_name: z.string(),
  currency: z.string(),
  unit_price: cents,
  discounted_price: cents.nullable(),
  discount_percentage: z.number().int().min(0).max(100),
  agent_price: cents.nullable().describe('Partner price; null unless the caller is an agent'),
  points_to_redeem: z.number().int().min(0),
  rate_percent: z.number().int().min(0).max(100),
  review_count: z.number().int().min(0),
  stock_status: stockStatus,
  partner_only: z.boolean(),
  volume_variation: z.union([z.literal(0), z.literal(1)]),
  volume_variations: z.array(volumeVariationSchema),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const dealDetailsSchema = z.object({
  type: z.number().int(),
  products: z.array(productCardSchema),
  remaining_hour: z.number().int().min(0),
  remaining_minute: z.number().int().min(0).max(59),
  remaining_second: z.number().int().min(0).max(59),
});
export type DealDetails = z.infer<typeof dealDetailsSchema>;

export const bannerSchema = z.object({
  id: z.number().int(),
  image_desktop: z.string(),
  image_mobile: z.string(),
  alt: z.string().describe('What the banner shows and says, for readers who cannot see it'),
  headline: z.string().describe('Set over the picture by the storefront; the picture has no words'),
  subline: z.string(),
  cta: z.string().describe('The call to action, e.g. "Shop now"'),
  redirect_type: z.number().int(),
  redirect_id: z.number().int().nullable(),
  url: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bestSellerSchema = z.object({
  slider_image_id: z.number().int(),
  image_desktop: z.string(),
  title: z.string(),
});
export type BestSeller = z.infer<typeof bestSellerSchema>;

export const articleSummarySchema = z.object({
  article_id: z.number().int(),
  title: z.string(),
  tag: z
    .string()
    .describe("The magazine's tag, e.g. Hair care; shown over the thumbnail, which has no words"),
  thumbnail: z.string(),
  summary: z.string(),
  published_at: z.string().describe('YYYY-MM-DD HH:mm:ss, shop time'),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  link: z.string().describe('URL segment, lower case'),
  subcategories: z.array(z.object({ id: z.number().int(), name: z.string(), link: z.string() })),
});
export type Category = z.infer<typeof categorySchema>;

export const landingSchema = z.object({
  membertermsandconditions: z.string().describe('HTML'),
  agenttermsandconditions: z.string().describe('HTML'),
  personaldatapolicy: z.string().describe('HTML'),
  partner_details: z.string().describe('HTML'),
  banner: z.array(bannerSchema),
  top_pick_product_range: z.array(bestSellerSchema),
  hot_deals: dealDetailsSchema,
  flash_deals: dealDetailsSchema,
  article: z.array(articleSummarySchema),
  categories: z.array(categorySchema),
  agent_min_withdrawal_amount: cents,
  customer_service_email: z.string(),
  currency: z.string(),
});
export type Landing = z.infer<typeof landingSchema>;
