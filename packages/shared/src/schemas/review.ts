import { z } from 'zod';
import { MAX_REVIEW_PHOTOS } from '../constants';
import { REVIEW_KIND, REVIEW_TAB, REVIEW_TARGET } from '../enums';
import type { MessageKey } from '../messages';
import {
  isHalfStarRating,
  MAX_REVIEW_COMMENT_LENGTH,
  REVIEW_CRITERION_IDS,
  REVIEW_SORTS,
  REVIEW_STATUSES,
  type ReviewCriterion,
  STORE_CRITERIA,
  STYLIST_CRITERIA,
} from '../rules/review';
import {
  booleanParam,
  emptyAsAbsent,
  idField,
  multilineText,
  numberParam,
  optionalTextField,
  pageParam,
  perPageParam,
  requiredParam,
  textField,
} from '../rules/validation';

/*
 * Request and answer schemas of the review calls (spec section 7, review: myreviews, create, reviews; and the
 * two reads the write pages open with). Ratings travel as stars (0.5 to 5 in half steps); averages as stars
 * with one decimal and as rate_percent (0-100), the form product cards use.
 *
 * Salon and stylist reviews rate the spec's eight criteria: 1 cleanliness, 2 ambience, 3 customer service and
 * 4 recommendable rate the salon (target type SALON=2); 5 friendliness, 6 skillfullness, 7 responsiveness and
 * 8 personal image rate the stylist (STYLIST=3). A salon's or stylist's overall rating is the mean of all its
 * criteria's scores.
 */

const key = (k: MessageKey): MessageKey => k;

const perPageField = perPageParam(50, 10);

const reviewKindField = numberParam(
  z.union([z.literal(REVIEW_KIND.ECOMMERCE), z.literal(REVIEW_KIND.STORE_STYLIST)], {
    error: key('invalid_value'),
  }),
);

/** A rating as the member gives it: 0.5 to 5 stars in half steps. */
const starRatingField = emptyAsAbsent(
  numberParam(
    z.number({ error: key('review_rating_invalid') }).refine(isHalfStarRating, key('review_rating_invalid')),
  ).optional(),
).describe('Stars, 0.5 to 5 in half steps');

const commentsField = multilineText(optionalTextField({ max: MAX_REVIEW_COMMENT_LENGTH })).describe(
  `Optional text, at most ${MAX_REVIEW_COMMENT_LENGTH} characters; the text rules of spec section 5`,
);

/** Photo paths as common/upload answered them: a JSON array, a repeated query parameter or "a,b". */
const photosField = z
  .preprocess(
    (v) => {
      if (v === undefined || v === null || v === '') return [];
      if (typeof v === 'string') return v.split(',').filter((s) => s.trim() !== '');
      return Array.isArray(v) ? v : [v];
    },
    z
      .array(z.string().max(300, key('too_long')), { error: key('invalid_value') })
      .max(MAX_REVIEW_PHOTOS, key('max_photos'))
      .transform((paths) => [...new Set(paths)]),
  )
  .describe(`Paths answered by common/upload, the caller's own; at most ${MAX_REVIEW_PHOTOS}`);

const posTransactionField = z
  .string({ error: (i) => (i.input === undefined ? key('required') : key('invalid_value')) })
  .max(40, key('too_long'));

// ---------------------------------------------------------------------------------------------------------
// Requests

/** GET review/myreviews: the caller's products or visits to review (tab 1), or their reviews (tab 2). */
export const myReviewsQuerySchema = z.object({
  type: emptyAsAbsent(reviewKindField.default(REVIEW_KIND.ECOMMERCE)).describe(
    '1 ECOMMERCE (products), 2 SALON_STYLIST (salon visits)',
  ),
  tab: emptyAsAbsent(
    numberParam(
      z.union([z.literal(REVIEW_TAB.TO_REVIEW), z.literal(REVIEW_TAB.HISTORY)], {
        error: key('invalid_value'),
      }),
    ).default(REVIEW_TAB.TO_REVIEW),
  ).describe('1 TO_REVIEW, 2 HISTORY'),
  page: pageParam,
  per_page: perPageField,
});
export type MyReviewsQueryInput = z.input<typeof myReviewsQuerySchema>;
export type MyReviewsQuery = z.output<typeof myReviewsQuerySchema>;

const CRITERION_KEYS = REVIEW_CRITERION_IDS.map(String) as `${ReviewCriterion}`[];

/** The eight criteria's ratings of a salon visit, keyed by criterion number: {"1": 4.5, ..., "8": 5}. */
const criteriaRatingsField = emptyAsAbsent(
  z
    .object(
      Object.fromEntries(CRITERION_KEYS.map((c) => [c, starRatingField])) as Record<
        `${ReviewCriterion}`,
        typeof starRatingField
      >,
      { error: key('invalid_value') },
    )
    .optional(),
).describe(
  `Type 2: stars per criterion, keyed "1" to "8", every one required; ${STORE_CRITERIA.join(', ')} rate the salon, ${STYLIST_CRITERIA.join(', ')} the stylist`,
);

/**
 * POST review/create. Type 1 (the default): one delivered order line of the caller's (`order_line_id`) and its
 * rating (`reviews`). Type 2: one completed salon visit of the caller's (`pos_transaction_id`) and a rating for
 * each of the eight criteria (`ratings`). A missing rating is 'review_rating_required' under its field
 * (`reviews`, or `ratings.<n>`). Once per line or visit.
 */
export const createReviewSchema = z
  .object({
    type: emptyAsAbsent(reviewKindField.default(REVIEW_KIND.ECOMMERCE)).describe(
      '1 ECOMMERCE (a product bought), 2 SALON_STYLIST (a salon visit)',
    ),
    order_line_id: emptyAsAbsent(idField.optional()).describe('Type 1: the order line reviewed'),
    reviews: starRatingField.describe('Type 1: the stars given, 0.5 to 5 in half steps'),
    pos_transaction_id: emptyAsAbsent(posTransactionField.optional()).describe('Type 2: the visit reviewed'),
    ratings: criteriaRatingsField,
    comments: commentsField,
    photos: photosField,
  })
  .superRefine((v, ctx) => {
    const require = (ok: boolean, path: (string | number)[], message: MessageKey) => {
      if (!ok) ctx.addIssue({ code: 'custom', path, message });
    };
    if (v.type === REVIEW_KIND.ECOMMERCE) {
      require(v.order_line_id !== undefined, ['order_line_id'], 'required');
      require(v.reviews !== undefined, ['reviews'], 'review_rating_required');
    } else {
      require(v.pos_transaction_id !== undefined, ['pos_transaction_id'], 'required');
      for (const c of CRITERION_KEYS)
        require(v.ratings?.[c] !== undefined, ['ratings', c], 'review_rating_required');
    }
  })
  .transform((v) =>
    v.type === REVIEW_KIND.ECOMMERCE
      ? {
          type: REVIEW_KIND.ECOMMERCE,
          order_line_id: v.order_line_id as number,
          rating: v.reviews as number,
          comments: v.comments ?? '',
          photos: v.photos,
        }
      : {
          type: REVIEW_KIND.STORE_STYLIST,
          pos_transaction_id: v.pos_transaction_id as string,
          ratings: REVIEW_CRITERION_IDS.map((criterion) => ({
            criterion,
            rating: v.ratings?.[`${criterion}`] as number,
          })),
          comments: v.comments ?? '',
          photos: v.photos,
        },
  );
export type CreateReviewInput = z.input<typeof createReviewSchema>;
/** What create works with: a product review (`rating` in stars) or a visit's eight criterion ratings. */
export type CreateReview = z.output<typeof createReviewSchema>;

/** GET review/orderline: one order line of the caller's, as the write page shows it, and its review if any. */
export const orderLineReviewQuerySchema = z.object({ order_line_id: idField });

/** GET review/visit: one salon visit of the caller's, as the review pages show it, and its review if any. */
export const visitReviewQuerySchema = z.object({
  pos_transaction_id: requiredParam(posTransactionField),
});

const reviewSortField = z.preprocess(
  (v) => {
    // Old clients number the orders: 1 newest, 2 highest, 3 lowest.
    const numbered = { '1': 'newest', '2': 'highest', '3': 'lowest' } as Record<string, string>;
    return typeof v === 'string' || typeof v === 'number' ? (numbered[String(v)] ?? v) : v;
  },
  z.enum(REVIEW_SORTS, { error: key('invalid_value') }),
);

/**
 * GET review/reviews: the public reviews of a product (`product_id`), or of a salon or a stylist
 * (`target_type` 2 or 3 with `target_id`, the store's or stylist's id).
 */
export const reviewsQuerySchema = z
  .object({
    product_id: emptyAsAbsent(idField.optional()),
    target_type: emptyAsAbsent(
      numberParam(
        z.union([z.literal(REVIEW_TARGET.STORE), z.literal(REVIEW_TARGET.STYLIST)], {
          error: key('invalid_value'),
        }),
      ).optional(),
    ).describe('2 SALON or 3 STYLIST, with target_id'),
    target_id: emptyAsAbsent(idField.optional()).describe('The store or stylist id'),
    sort: emptyAsAbsent(reviewSortField.default('newest')).describe(
      'newest (1), highest (2) or lowest (3) rated first',
    ),
    with_photos: emptyAsAbsent(booleanParam.default(false)).describe('Only reviews with photos'),
    star: emptyAsAbsent(numberParam(z.number().int().min(1).max(5)).optional()).describe(
      'Only reviews counted under this whole star (4 takes 4 and 4.5)',
    ),
    page: pageParam,
    per_page: perPageField,
  })
  .refine((q) => q.product_id !== undefined || (q.target_type !== undefined && q.target_id !== undefined), {
    error: key('required'),
    path: ['product_id'],
  });
export type ReviewsQueryInput = z.input<typeof reviewsQuerySchema>;
export type ReviewsQuery = z.output<typeof reviewsQuerySchema>;

/** The shop's reply to a review (the operator's): free text by the text rules, shown under the review. */
export const reviewReplyRequestSchema = z.object({
  text: multilineText(textField({ max: MAX_REVIEW_COMMENT_LENGTH })),
});

/** Why the shop hides a review: shown to its author beside it. */
export const reviewHideRequestSchema = z.object({ reason: textField({ max: 300 }) });

// ---------------------------------------------------------------------------------------------------------
// Answers

const stars = z.number().describe('Stars, 0.5 to 5 in half steps');
const average = z.number().describe('Average in stars, one decimal; 0 without reviews');
const ratePercent = z.number().int().min(0).max(100).describe('The average as 0-100 (stars × 20)');
const instant = z.string().describe('ISO instant');

export const reviewPhotoSchema = z.object({
  url: z.string().describe('The re-encoded photo, without metadata'),
  thumbnail: z.string().describe('A small WebP of it, for lists'),
});
export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;

export const reviewReplySchema = z
  .object({ text: z.string(), replied_at: instant })
  .nullable()
  .describe("The shop's reply, if any");

export const criterionScoreSchema = z.object({
  criterion: z.number().int().min(1).max(8),
  target_type: z.number().int().describe('2 SALON or 3 STYLIST'),
  rating: stars,
});
export type CriterionScore = z.infer<typeof criterionScoreSchema>;

export const criterionAverageSchema = z.object({
  criterion: z.number().int().min(1).max(8),
  average,
  rate_percent: ratePercent,
});

/** A rating where it is shown beside other data (a salon in the list, a stylist on the salon's page). */
export const ratingSchema = z.object({
  review_count: z.number().int(),
  average,
  rate_percent: ratePercent,
});
export type Rating = z.infer<typeof ratingSchema>;

/** A salon's or stylist's ratings: overall (the mean of all its criteria's scores) and per criterion. */
export const ratingSummarySchema = ratingSchema.extend({
  criteria: z.array(criterionAverageSchema),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

const productRef = z.object({
  id: z.number().int(),
  name: z.string().describe('In the request language'),
  brand_name: z.string(),
  variation_name: z.string().describe("The size bought; '' for a product without sizes"),
  image: z.string(),
});

const storeRef = z.object({ id: z.number().int(), name: z.string(), image: z.string() });
const stylistRef = z.object({ id: z.number().int(), name: z.string(), title: z.string(), image: z.string() });

const ownReviewFields = {
  status: z.enum(REVIEW_STATUSES).describe('hidden: taken down by the shop, shown to its author only'),
  hidden_reason: z.string().nullable(),
};

/** A product review in a public list. */
export const productReviewSchema = z.object({
  id: z.number().int(),
  reviewer: z.string().describe('The reviewer’s name, masked ("Tan M** L**")'),
  rating: stars,
  comments: z.string().describe('Plain text, never HTML'),
  photos: z.array(reviewPhotoSchema),
  variation_name: z.string(),
  created_at: instant,
  reply: reviewReplySchema,
});
export type ProductReview = z.infer<typeof productReviewSchema>;

/** A salon and stylist review in a public list. */
export const storeReviewSchema = z.object({
  id: z.number().int(),
  reviewer: z.string().describe('The reviewer’s name, masked'),
  store: storeRef,
  stylist: stylistRef,
  salon_rating: stars.describe('The mean of the salon criteria, to the half star'),
  stylist_rating: stars.describe('The mean of the stylist criteria, to the half star'),
  scores: z.array(criterionScoreSchema),
  comments: z.string().describe('Plain text, never HTML'),
  photos: z.array(reviewPhotoSchema),
  services: z.array(z.string()).describe('The services of the visit, in the request language'),
  visited_at: instant,
  created_at: instant,
  reply: reviewReplySchema,
});
export type StoreReview = z.infer<typeof storeReviewSchema>;

/** The caller's own product review (history, and the answer of create). */
export const myProductReviewSchema = productReviewSchema.extend({
  ...ownReviewFields,
  order_line_id: z.number().int(),
  po_number: z.string(),
  product: productRef,
});
export type MyProductReview = z.infer<typeof myProductReviewSchema>;

/** The caller's own salon review (history, and the answer of create). */
export const myStoreReviewSchema = storeReviewSchema.extend({
  ...ownReviewFields,
  pos_transaction_id: z.string(),
});
export type MyStoreReview = z.infer<typeof myStoreReviewSchema>;

/** An order line waiting for the caller's review. */
export const productToReviewSchema = z.object({
  order_line_id: z.number().int(),
  po_number: z.string(),
  product: productRef,
  quantity: z.number().int(),
  delivered_at: instant,
  review_by: instant.describe('The last moment it can be reviewed (delivery plus the review window)'),
});
export type ProductToReview = z.infer<typeof productToReviewSchema>;

/** A completed salon visit waiting for the caller's review. */
export const visitToReviewSchema = z.object({
  pos_transaction_id: z.string(),
  booking_id: z.number().int(),
  store: storeRef,
  stylist: stylistRef,
  services: z.array(z.string()),
  visited_at: instant,
  review_by: instant,
});
export type VisitToReview = z.infer<typeof visitToReviewSchema>;

/** GET review/myreviews: only the list of the asked type and tab is filled; the others are empty. */
export const myReviewsAnswerSchema = z.object({
  type: z.number().int(),
  tab: z.number().int(),
  counts: z.object({ to_review: z.number().int(), history: z.number().int() }).describe('For both tabs'),
  products_to_review: z.array(productToReviewSchema).describe('type 1, tab 1'),
  product_reviews: z.array(myProductReviewSchema).describe('type 1, tab 2'),
  visits_to_review: z.array(visitToReviewSchema).describe('type 2, tab 1'),
  salon_reviews: z.array(myStoreReviewSchema).describe('type 2, tab 2'),
  total: z.number().int().describe('Items of the asked tab over all pages'),
  page: z.number().int(),
  per_page: z.number().int(),
  total_pages: z.number().int(),
  window_days: z
    .number()
    .int()
    .describe('Days after delivery or the visit during which a review can be written'),
});
export type MyReviewsAnswer = z.infer<typeof myReviewsAnswerSchema>;

/** Why `can_review` is false: the message key create would answer with; null while it can be reviewed. */
const cannotReviewReason = z
  .enum(['review_exists', 'review_returned', 'review_window_closed'])
  .nullable()
  .describe('Why it cannot be reviewed: the message key review/create would answer; null when it can');

/** GET review/orderline. */
export const orderLineReviewAnswerSchema = z.object({
  line: productToReviewSchema,
  review: myProductReviewSchema.nullable(),
  can_review: z.boolean().describe('Not reviewed yet, not given back and inside the review window'),
  reason: cannotReviewReason,
});
export type OrderLineReviewAnswer = z.infer<typeof orderLineReviewAnswerSchema>;

/** GET review/visit. */
export const visitReviewAnswerSchema = z.object({
  visit: visitToReviewSchema,
  review: myStoreReviewSchema.nullable(),
  can_review: z.boolean(),
  reason: cannotReviewReason,
});
export type VisitReviewAnswer = z.infer<typeof visitReviewAnswerSchema>;

const listPaging = {
  total: z.number().int().describe('Reviews matching the filters, over all pages'),
  page: z.number().int(),
  per_page: z.number().int(),
  total_pages: z.number().int(),
};

/** GET review/reviews for a product. */
export const productReviewsAnswerSchema = z.object({
  kind: z.literal('product'),
  product_id: z.number().int(),
  summary: z.object({
    review_count: z.number().int(),
    average,
    rate_percent: ratePercent,
    star_counts: z
      .object({
        1: z.number().int(),
        2: z.number().int(),
        3: z.number().int(),
        4: z.number().int(),
        5: z.number().int(),
      })
      .describe('Reviews per whole star, the rating rounded half up (5 counts 4.5 and 5)'),
    with_photos: z.number().int().describe('Reviews with photos'),
  }),
  reviews: z.array(productReviewSchema),
  ...listPaging,
});
export type ProductReviewsAnswer = z.infer<typeof productReviewsAnswerSchema>;

/** GET review/reviews for a salon or a stylist. */
export const storeReviewsAnswerSchema = z.object({
  kind: z.enum(['salon', 'stylist']),
  target_type: z.number().int(),
  target: z.object({
    id: z.number().int(),
    name: z.string(),
    image: z.string(),
    store: storeRef.describe('The salon (for a stylist, where they work)'),
  }),
  summary: ratingSummarySchema.extend({
    with_photos: z.number().int(),
    stylists: z
      .array(stylistRef.extend({ rating: ratingSummarySchema }))
      .describe("For a salon: its stylists' ratings; empty for a stylist"),
  }),
  reviews: z.array(storeReviewSchema),
  ...listPaging,
});
export type StoreReviewsAnswer = z.infer<typeof storeReviewsAnswerSchema>;

export const reviewsAnswerSchema = z.discriminatedUnion('kind', [
  productReviewsAnswerSchema,
  storeReviewsAnswerSchema,
]);
export type ReviewsAnswer = z.infer<typeof reviewsAnswerSchema>;

/** POST review/create answers the review as its author sees it. */
export const createReviewAnswerSchema = z.union([myProductReviewSchema, myStoreReviewSchema]);
