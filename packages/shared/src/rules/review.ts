import { STAR_SCALE } from '../constants';
import { REVIEW_CRITERIA, REVIEW_TARGET } from '../enums';

/*
 * Review ratings (spec sections 3, 5 and 9): five stars in half steps. A rating is kept as whole half stars
 * (1 to 10) so that sums and averages stay exact integers until they are shown; `rate_percent` (0-100) is
 * what product cards show as stars (rate_percent / 100 of the scale).
 */

/** The largest rating in half stars (5 stars). */
export const RATING_HALVES_MAX = STAR_SCALE * 2;

export type ReviewCriterion = keyof typeof REVIEW_CRITERIA;
export const REVIEW_CRITERION_IDS = Object.keys(REVIEW_CRITERIA).map(Number) as ReviewCriterion[];

/**
 * Which of the spec's eight criteria rate the salon (target type SALON=2) and which the stylist (STYLIST=3).
 * The place: cleanliness, ambience, customer service and whether one would recommend it. The person:
 * friendliness, skill, responsiveness and their personal image.
 */
export const STORE_CRITERIA = [1, 2, 3, 4] as const satisfies readonly ReviewCriterion[];
export const STYLIST_CRITERIA = [5, 6, 7, 8] as const satisfies readonly ReviewCriterion[];

export type ReviewTargetType = (typeof REVIEW_TARGET)[keyof typeof REVIEW_TARGET];

/** The target type a criterion rates. */
export function criterionTarget(criterion: ReviewCriterion): ReviewTargetType {
  return (STORE_CRITERIA as readonly number[]).includes(criterion)
    ? REVIEW_TARGET.STORE
    : REVIEW_TARGET.STYLIST;
}

/** The criteria of one target type, in the spec's order. */
export function criteriaOf(target: ReviewTargetType): readonly ReviewCriterion[] {
  return target === REVIEW_TARGET.STORE ? STORE_CRITERIA : STYLIST_CRITERIA;
}

/** Whether `stars` is a rating a member may give: 0.5 to 5 in half steps. */
export function isHalfStarRating(stars: number): boolean {
  return Number.isFinite(stars) && stars >= 0.5 && stars <= STAR_SCALE && Number.isInteger(stars * 2);
}

export const halvesFromStars = (stars: number): number => Math.round(stars * 2);
export const starsFromHalves = (halves: number): number => halves / 2;

/** rate_percent (0-100) of `count` ratings that add up to `halvesSum` half stars; 0 without ratings. */
export function ratePercentOf(halvesSum: number, count: number): number {
  if (count <= 0) return 0;
  return Math.round((halvesSum * 100) / (count * RATING_HALVES_MAX));
}

/** The average of `count` ratings adding up to `halvesSum` half stars, in stars with one decimal; 0 without. */
export function averageStarsOf(halvesSum: number, count: number): number {
  if (count <= 0) return 0;
  return Math.round((halvesSum / count / 2) * 10) / 10;
}

/**
 * The whole star a rating is counted under in a review list's star counts and filter: the rating rounded half
 * up, as the stars show it, so 4.5 stars counts as 5 and half a star as 1.
 */
export function starBucketOf(halves: number): 1 | 2 | 3 | 4 | 5 {
  return Math.min(STAR_SCALE, Math.max(1, Math.ceil(halves / 2))) as 1 | 2 | 3 | 4 | 5;
}

/**
 * The ratings (in half stars) counted under one whole star: the inverse of starBucketOf, so a list filters by
 * a range of ratings (an index can serve) and its counts agree with the star counts.
 */
export function halvesOfStar(star: 1 | 2 | 3 | 4 | 5): { min: number; max: number } {
  return { min: star * 2 - 1, max: star * 2 };
}

/**
 * The mean of several ratings to the half star, in halves (half up): a salon review's salon or stylist rating
 * from its four criteria, which decides where the review counts in star counts, the star filter and the
 * highest/lowest orders.
 */
export function meanHalvesOf(halves: readonly number[]): number {
  if (halves.length === 0) return 0;
  return Math.round(halves.reduce((sum, h) => sum + h, 0) / halves.length);
}

/** Orders of a public review list. */
export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** The two kinds of review: of a product bought (product_reviews) and of a salon visit (salon_reviews). */
export const REVIEW_KINDS = ['product', 'salon'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/** Moderation states of a review: a hidden one counts in no average and shows only to its author. */
export const REVIEW_STATUSES = ['visible', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Default days after delivery (or a salon visit) during which it can be reviewed; a shop setting. */
export const REVIEW_WINDOW_DAYS = 90;

/** Longest review comment. */
export const MAX_REVIEW_COMMENT_LENGTH = 1000;
