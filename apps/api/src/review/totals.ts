import {
  meanHalvesOf,
  type ReviewCriterion,
  ratePercentOf,
  STORE_CRITERIA,
  STYLIST_CRITERIA,
  starBucketOf,
} from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { setProductRating } from '../catalogue';
import { intArray, selectPrepared, type Tx } from '../db/client';
import type { REVIEW_TOTAL_TARGETS } from '../db/schema';

/*
 * The one writer of review_totals (and, through the catalogue's setProductRating, of a product's rating).
 * Every change of a review's visibility (created visible, hidden, restored) adds or subtracts that review's
 * share here, inside the transaction that changes the review, so the totals always equal a recount of the
 * visible reviews and no request ever recounts.
 */

export type TotalsTarget = (typeof REVIEW_TOTAL_TARGETS)[number];

/** One criterion's score in a salon review, in half stars. */
export type CriterionHalves = { criterion: ReviewCriterion; halves: number };

/** What a review is worth to the totals while visible. */
export type ReviewShare =
  | { kind: 'product'; productId: number; halves: number; photoCount: number }
  | {
      kind: 'salon';
      storeId: number;
      stylistId: number;
      scores: readonly CriterionHalves[];
      photoCount: number;
    };

/** One row's change: a review counted once more (or less), its halves, photos and star. */
type Delta = {
  target: TotalsTarget;
  targetId: number;
  criterion: number;
  halves: number;
  withPhotos: 0 | 1;
  /** The whole star it counts under (row 0 only); 0 for a criterion row, which keeps no star counts. */
  star: number;
};

/**
 * The rows a review moves. A product review: the product's row 0. A salon review: for the store, row 0 (the
 * sum of its four salon scores, its star from their mean) and the rows of criteria 1-4; for the stylist, the
 * same with criteria 5-8. Sorted by key, so that every transaction locks totals rows in the same order and two
 * of them never wait on each other crosswise.
 */
function deltasOf(share: ReviewShare): Delta[] {
  const withPhotos = share.photoCount > 0 ? 1 : 0;
  if (share.kind === 'product') {
    const { productId, halves } = share;
    return [
      {
        target: 'product',
        targetId: productId,
        criterion: 0,
        halves,
        withPhotos,
        star: starBucketOf(halves),
      },
    ];
  }
  const side = (target: TotalsTarget, targetId: number, criteria: readonly number[]): Delta[] => {
    const scores = share.scores.filter((s) => criteria.includes(s.criterion));
    const halves = scores.map((s) => s.halves);
    return [
      {
        target,
        targetId,
        criterion: 0,
        halves: halves.reduce((sum, h) => sum + h, 0),
        withPhotos,
        star: starBucketOf(meanHalvesOf(halves)),
      },
      ...scores.map((s) => ({
        target,
        targetId,
        criterion: s.criterion,
        halves: s.halves,
        withPhotos: 0 as const,
        star: 0,
      })),
    ];
  };
  return [
    ...side('store', share.storeId, STORE_CRITERIA),
    ...side('stylist', share.stylistId, STYLIST_CRITERIA),
  ].sort((a, b) => a.target.localeCompare(b.target) || a.targetId - b.targetId || a.criterion - b.criterion);
}

/** The columns of a review_totals row that a review's share moves. */
export const TOTAL_COLUMNS = [
  'review_count',
  'halves_sum',
  'with_photos',
  'stars_1',
  'stars_2',
  'stars_3',
  'stars_4',
  'stars_5',
] as const;

/**
 * Adds (`sign` 1) or takes away (-1) a review's share: one upsert of every row it moves, rows taken in key
 * order; then a product's rating from its row as it now stands. The proposed row holds the share itself (a
 * check constraint vets it before any conflict, so it cannot be negative), and an existing row moves by it
 * times `sign`. Taking a share away finds its rows there (they were made when the review was counted, and
 * rows are never deleted); one made instead would mean the totals lost track, and fails the transaction.
 * Concurrent calls for one target queue on its rows' locks, each adding to what the one before it committed.
 */
export async function moveTotals(tx: Tx, share: ReviewShare, sign: 1 | -1): Promise<void> {
  const deltas = deltasOf(share);
  const moved = (column: string) => sql.raw(`${column} = t.${column} + ${sign} * excluded.${column}`);
  const rows = await selectPrepared<{
    target: TotalsTarget;
    target_id: number;
    review_count: number;
    halves_sum: number;
    inserted: boolean;
  }>(
    tx,
    `review_totals_move_${sign > 0 ? 'in' : 'out'}`,
    sql`insert into review_totals as t (target, target_id, criterion, review_count, halves_sum, with_photos,
        stars_1, stars_2, stars_3, stars_4, stars_5)
      select x.target, x.target_id, x.criterion, 1, x.halves, x.photos, (x.star = 1)::int, (x.star = 2)::int,
        (x.star = 3)::int, (x.star = 4)::int, (x.star = 5)::int
      from unnest(${`{${deltas.map((d) => d.target).join(',')}}`}::text[],
          ${intArray(deltas.map((d) => d.targetId))}, ${intArray(deltas.map((d) => d.criterion))},
          ${intArray(deltas.map((d) => d.halves))}, ${intArray(deltas.map((d) => d.withPhotos))},
          ${intArray(deltas.map((d) => d.star))})
        with ordinality as x(target, target_id, criterion, halves, photos, star, n)
      order by x.n
      on conflict (target, target_id, criterion) do update set
        ${sql.join(TOTAL_COLUMNS.map(moved), sql`, `)}
      returning t.target, t.target_id, t.criterion, t.review_count, t.halves_sum, (t.xmax = 0) as inserted`,
  );
  if (sign < 0 && rows.some((r) => r.inserted))
    throw new Error('review totals: a review was taken out of totals that never counted it');
  for (const row of rows) {
    if (row.target !== 'product') continue;
    await setProductRating(tx, row.target_id, {
      reviewCount: row.review_count,
      ratePercent: ratePercentOf(row.halves_sum, row.review_count),
    });
  }
}
