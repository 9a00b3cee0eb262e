import { RATING_HALVES_MAX, REVIEW_STATUSES } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './account';
import { storeVisits } from './booking';
import { products } from './catalogue';
import { createdAt } from './columns';
import { orderLines } from './order';
import { stores, stylists } from './stores';

/*
 * Reviews: of a product bought (one per order line) and of a salon visit (one per visit, rating the salon and
 * its stylist on the spec's eight criteria). Ratings are whole half stars, 1 to 10. review_totals holds the
 * running sums every average is read from; the review domain changes them in the transaction that changes a
 * review, so no request ever recounts reviews.
 */

const halvesCheck = (column: AnyPgColumn) =>
  sql`${column} between 1 and ${sql.raw(String(RATING_HALVES_MAX))}`;

const statusCheck = (column: AnyPgColumn) =>
  sql`${column} in (${sql.raw(REVIEW_STATUSES.map((v) => `'${v}'`).join(', '))})`;

const moderation = {
  status: text('status', { enum: REVIEW_STATUSES }).notNull().default('visible'),
  hiddenReason: text('hidden_reason'),
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  reply: text('reply'),
  repliedAt: timestamp('replied_at', { withTimezone: true }),
};

export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One review per line bought: the unique index is what makes two reviews sent at once give one. */
    orderLineId: integer('order_line_id')
      .notNull()
      .unique()
      .references(() => orderLines.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    ratingHalves: smallint('rating_halves').notNull(),
    comments: text('comments').notNull().default(''),
    /** Upload paths (files/uploads.ts), re-encoded without metadata; each has a thumbnail beside it. */
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    ...moderation,
    createdAt: createdAt(),
  },
  (t) => [
    index('product_reviews_newest_idx')
      .on(t.productId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'visible'`),
    index('product_reviews_rating_idx')
      .on(t.productId, t.ratingHalves, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'visible'`),
    // Highest first, newest first among equals: no backward scan of the index above gives that mixed order.
    index('product_reviews_highest_idx')
      .on(t.productId, t.ratingHalves.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'visible'`),
    index('product_reviews_user_idx').on(t.userId, t.createdAt),
    check('product_reviews_rating_check', halvesCheck(t.ratingHalves)),
    check('product_reviews_status_check', statusCheck(t.status)),
    check('product_reviews_photos_check', sql`cardinality(${t.photos}) <= 4`),
  ],
);

export const storeReviews = pgTable(
  'salon_reviews',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visitId: integer('visit_id')
      .notNull()
      .unique()
      .references(() => storeVisits.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    stylistId: integer('stylist_id')
      .notNull()
      .references(() => stylists.id),
    comments: text('comments').notNull().default(''),
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    ...moderation,
    createdAt: createdAt(),
  },
  (t) => [
    index('salon_reviews_store_idx')
      .on(t.storeId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'visible'`),
    index('salon_reviews_stylist_idx')
      .on(t.stylistId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'visible'`),
    index('salon_reviews_user_idx').on(t.userId, t.createdAt),
    check('salon_reviews_photos_check', sql`cardinality(${t.photos}) <= 4`),
    check('salon_reviews_status_check', statusCheck(t.status)),
  ],
);

/** A salon review's score on one criterion (1-4 rate the salon, 5-8 the stylist: shared STORE_CRITERIA). */
export const storeReviewScores = pgTable(
  'salon_review_scores',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => storeReviews.id, { onDelete: 'cascade' }),
    criterion: smallint('criterion').notNull(),
    ratingHalves: smallint('rating_halves').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.criterion] }),
    check('salon_review_scores_criterion_check', sql`${t.criterion} between 1 and 8`),
    check('salon_review_scores_rating_check', halvesCheck(t.ratingHalves)),
  ],
);

export const REVIEW_TOTAL_TARGETS = ['product', 'store', 'stylist'] as const;

/**
 * The visible reviews of one target, summed: a product's (criterion 0), or a store's or stylist's per
 * criterion (1-8) and as a whole (0). Row 0 holds review_count, with_photos and the star counts; its
 * halves_sum is the sum of every score given to the target (one per product review, four per salon review),
 * so a salon's overall average is halves_sum / (review_count × 4). Written only by the review domain, in the
 * transaction that creates, hides or restores a review; the product's own rate_percent and review_count
 * (catalogue) move in the same transaction.
 */
export const reviewTotals = pgTable(
  'review_totals',
  {
    target: text('target', { enum: REVIEW_TOTAL_TARGETS }).notNull(),
    targetId: integer('target_id').notNull(),
    criterion: smallint('criterion').notNull(),
    reviewCount: integer('review_count').notNull().default(0),
    halvesSum: integer('halves_sum').notNull().default(0),
    withPhotos: integer('with_photos').notNull().default(0),
    stars1: integer('stars_1').notNull().default(0),
    stars2: integer('stars_2').notNull().default(0),
    stars3: integer('stars_3').notNull().default(0),
    stars4: integer('stars_4').notNull().default(0),
    stars5: integer('stars_5').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.target, t.targetId, t.criterion] }),
    check(
      'review_totals_target_check',
      sql`${t.target} in (${sql.raw(REVIEW_TOTAL_TARGETS.map((v) => `'${v}'`).join(', '))}) and ${t.criterion} between 0 and 8`,
    ),
    check(
      'review_totals_non_negative_check',
      sql`${t.reviewCount} >= 0 and ${t.halvesSum} >= 0 and ${t.withPhotos} >= 0 and least(${t.stars1}, ${t.stars2}, ${t.stars3}, ${t.stars4}, ${t.stars5}) >= 0`,
    ),
  ],
);
