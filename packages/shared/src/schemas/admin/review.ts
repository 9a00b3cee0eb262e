import { z } from 'zod';
import { REVIEW_KINDS, REVIEW_STATUSES } from '../../rules/review';

/** A review of either kind (the two kinds number their reviews apart) as moderation sees it. */
export const opsReviewSchema = z.object({
  kind: z.enum(REVIEW_KINDS),
  id: z.number().int(),
  status: z.enum(REVIEW_STATUSES),
  hidden_reason: z.string().nullable(),
  member_id: z.number().int(),
  member_name: z.string().describe('In full'),
  product_id: z.number().int().nullable(),
  store_id: z.number().int().nullable(),
  stylist_id: z.number().int().nullable(),
  subject: z.string().describe('The product and size, or the salon and stylist'),
  rating: z.number().describe("Stars: a product review's, or a salon review's salon criteria (their mean)"),
  stylist_rating: z.number().nullable().describe("A salon review's stylist criteria (their mean)"),
  comments: z.string(),
  photos: z.array(z.string()),
  reply: z.string().nullable(),
  replied_at: z.string().nullable().describe('YYYY-MM-DD HH:mm:ss, shop time'),
  created_at: z.string().describe('YYYY-MM-DD HH:mm:ss, shop time'),
});
export type OpsReview = z.infer<typeof opsReviewSchema>;
