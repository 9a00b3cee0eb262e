import {
  averageStarsOf,
  criteriaOf,
  type Rating,
  type RatingSummary,
  REVIEW_TARGET,
  ratePercentOf,
} from '@beauty/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { TotalsTarget } from './totals';

/*
 * Ratings read from review_totals (written by totals.ts only): a product's, a salon's and a stylist's, overall
 * and per criterion. Statements embed these pieces to read ratings beside what they list, so a list of salons
 * and their ratings stays one query.
 */

/** A review_totals row as the statements below give it. */
export type TotalsRow = {
  criterion: number;
  review_count: number;
  halves_sum: number;
  with_photos: number;
  stars: [number, number, number, number, number];
};

/**
 * How many scores one review adds to its target's row 0: one for a product; four for a salon or a stylist
 * (its criteria), so their overall average is the mean of every criterion score.
 */
const scoresPerReview = (target: TotalsTarget) =>
  target === 'product'
    ? 1
    : criteriaOf(target === 'store' ? REVIEW_TARGET.STORE : REVIEW_TARGET.STYLIST).length;

/** What a rating is read from: a target's row 0 as ratingTotalsSql gives it. */
export type RatingTotals = Pick<TotalsRow, 'review_count' | 'halves_sum'>;

/** A target's rating from its row 0 (null or absent: no visible review yet). */
export function ratingOf(target: TotalsTarget, row: RatingTotals | null | undefined): Rating {
  const count = row?.review_count ?? 0;
  const scores = count * scoresPerReview(target);
  const halves = row?.halves_sum ?? 0;
  return {
    review_count: count,
    average: averageStarsOf(halves, scores),
    rate_percent: ratePercentOf(halves, scores),
  };
}

/** A salon's or a stylist's rating with the average of each of its criteria (0 where none yet). */
export function ratingSummaryOf(target: 'store' | 'stylist', rows: readonly TotalsRow[]): RatingSummary {
  const byCriterion = new Map(rows.map((r) => [r.criterion, r]));
  return {
    ...ratingOf(target, byCriterion.get(0)),
    criteria: criteriaOf(target === 'store' ? REVIEW_TARGET.STORE : REVIEW_TARGET.STYLIST).map(
      (criterion) => {
        const row = byCriterion.get(criterion);
        return {
          criterion,
          average: averageStarsOf(row?.halves_sum ?? 0, row?.review_count ?? 0),
          rate_percent: ratePercentOf(row?.halves_sum ?? 0, row?.review_count ?? 0),
        };
      },
    ),
  };
}

const targetSql = (target: TotalsTarget) => sql.raw(`'${target}'`);

/**
 * A target's row 0 as JSON {review_count, halves_sum}, or null before its first visible review: a scalar
 * subquery (on review_totals' primary key) for ratingOf.
 */
export const ratingTotalsSql = (target: TotalsTarget, targetId: SQL): SQL =>
  sql`(select json_build_object('review_count', t.review_count, 'halves_sum', t.halves_sum)
    from review_totals t where t.target = ${targetSql(target)} and t.target_id = ${targetId} and t.criterion = 0)`;

/** Every row of a target (0 and its criteria) as a JSON array of TotalsRow, for ratingSummaryOf. */
export const totalsRowsSql = (target: TotalsTarget, targetId: SQL): SQL =>
  sql`(select coalesce(json_agg(json_build_object('criterion', t.criterion, 'review_count', t.review_count,
      'halves_sum', t.halves_sum, 'with_photos', t.with_photos,
      'stars', json_build_array(t.stars_1, t.stars_2, t.stars_3, t.stars_4, t.stars_5)) order by t.criterion), '[]')
    from review_totals t where t.target = ${targetSql(target)} and t.target_id = ${targetId})`;
