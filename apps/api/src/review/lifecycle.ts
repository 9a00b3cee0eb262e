import type { ReviewKind, ReviewStatus } from '@beauty/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../db/client';
import type { Effect, Lifecycle, Moved, Transition } from '../db/lifecycle';
import { DomainError } from '../errors';
import { scoresJson } from './queries';
import { type CriterionHalves, moveTotals, type ReviewShare } from './totals';

// The kinds are shared: the operator API's review answers (shared schemas/admin) name them too.
export { REVIEW_KINDS, type ReviewKind } from '@beauty/shared';

export type ReviewAction = 'hide' | 'restore';

type ReviewTransition = Transition<ReviewStatus> & {
  /**
   * What the move does to the review's share of the running totals (review/totals.ts): a hidden review counts
   * in no average, so hiding takes it out and restoring puts it back, in the move's transaction.
   */
  totals: 1 | -1;
};

/**
 * The moderation lifecycle, in one table. A review is created visible, and its totals added then
 * (service.ts). The shop (the operator) hides one with a reason, and may restore it. Every move is one
 * conditional update from `from` (`move`, with the lifecycle of the review's table), so of two racing moves
 * one applies and the totals move exactly once. The refusal is the move's own 409 (also when another move won).
 */
export const REVIEW_TRANSITIONS: Record<ReviewAction, ReviewTransition> = {
  hide: {
    from: ['visible'],
    to: 'hidden',
    actors: ['operator'],
    stamp: 'hidden_at',
    totals: -1,
    refusal: 'review_already_hidden',
  },
  restore: {
    from: ['hidden'],
    to: 'visible',
    actors: ['operator'],
    totals: 1,
    refusal: 'review_not_hidden',
  },
};

/** The reason a hide keeps on the review, which its author sees. */
export type ReviewFacts = { reason?: string | null | undefined };

/** What a moved review answers: its share of the totals, in the columns of either table. */
type ReviewRow = {
  product_id?: number;
  rating_halves?: number;
  store_id?: number;
  stylist_id?: number;
  scores?: CriterionHalves[];
  photo_count: number;
};

const shareOf = (kind: ReviewKind, row: Moved<ReviewStatus, ReviewRow>): ReviewShare =>
  kind === 'product'
    ? { kind, productId: row.product_id!, halves: row.rating_halves!, photoCount: row.photo_count }
    : {
        kind,
        storeId: row.store_id!,
        stylistId: row.stylist_id!,
        scores: row.scores!,
        photoCount: row.photo_count,
      };

/**
 * One lifecycle per review table, on the one transition table: the hide's reason and time are kept (cleared
 * when restored), and the review's share of the totals moves by the transition's `totals` sign, as an effect.
 * No such review: 404.
 */
function reviewLifecycle(
  kind: ReviewKind,
  returning: SQL,
): Lifecycle<ReviewStatus, ReviewAction, ReviewRow, ReviewFacts, never, ReviewTransition> {
  const table = `${kind}_reviews`;
  const totals: Effect<ReviewStatus, ReviewAction, ReviewRow, ReviewFacts> = async (tx, row, move) => {
    await moveTotals(tx, shareOf(kind, row), REVIEW_TRANSITIONS[move.action].totals);
    return undefined;
  };
  return {
    name: `${kind} review`,
    table,
    transitions: REVIEW_TRANSITIONS,
    refusal: 'review_already_hidden',
    returning,
    set: ({ to, facts }) =>
      to === 'hidden'
        ? [sql`hidden_reason = ${facts.reason ?? null}`]
        : [sql`hidden_reason = null`, sql`hidden_at = null`],
    effects: { hide: [totals], restore: [totals] },
    async explain(tx, id) {
      const [found] = await selectRows(
        tx as unknown as Db,
        sql`select 1 from ${sql.identifier(table)} where id = ${id}`,
      );
      if (!found) throw new DomainError('not_found');
    },
  };
}

export const PRODUCT_REVIEW_LIFECYCLE = reviewLifecycle(
  'product',
  sql`id, product_id, rating_halves, cardinality(photos) as photo_count`,
);

export const STORE_REVIEW_LIFECYCLE = reviewLifecycle(
  'salon',
  sql`id, store_id, stylist_id, cardinality(photos) as photo_count, ${scoresJson(sql`salon_reviews.id`)} as scores`,
);

export const REVIEW_LIFECYCLES: Record<ReviewKind, typeof PRODUCT_REVIEW_LIFECYCLE> = {
  product: PRODUCT_REVIEW_LIFECYCLE,
  salon: STORE_REVIEW_LIFECYCLE,
};
