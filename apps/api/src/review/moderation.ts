import { SALON_CRITERIA, STYLIST_CRITERIA, starsFromHalves } from '@beauty/shared';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { meanOfCriteria } from './answers';
import { REVIEW_TRANSITIONS, type ReviewAction, type ReviewKind } from './lifecycle';
import {
  type OperatorReviewFilter,
  type OperatorReviewRow,
  selectReviewStatus,
  selectReviewsForOperator,
  updateReviewReply,
  updateReviewStatus,
} from './moderation-queries';
import { moveTotals } from './totals';

/*
 * The shop's moderation of reviews, until a back office exists: the operator API (review/admin-routes.ts) serves
 * these and `npm run ops` calls them by the names and summaries below (GET /api/ops/commands lists them with
 * the others). Hiding and restoring go through the lifecycle (REVIEW_TRANSITIONS), each one conditional update
 * with its totals moved in the same transaction; the reply changes no totals.
 */

export const REVIEW_OPERATOR_COMMANDS = [
  {
    name: 'reviews',
    summary: 'Reviews, newest first: reviews [product id | store:<store id>] [visible|hidden]',
  },
  {
    name: 'hide-review',
    summary:
      'Hide a review from every list and average, with the reason its author sees: hide-review <product|salon> <review id> <reason>',
  },
  {
    name: 'restore-review',
    summary: 'Show a hidden review again: restore-review <product|salon> <review id>',
  },
  {
    name: 'reply-review',
    summary:
      'Answer a review as the shop, under it in every list: reply-review <product|salon> <review id> <text>',
  },
] as const;

/** A review as the operator sees it: the member's full name, the ratings in stars, times on the shop's clock. */
export type OperatorReview = Omit<OperatorReviewRow, 'rating_halves' | 'scores'> & {
  /** A product review's stars; a salon review's salon criteria, their mean to the half star. */
  rating: number;
  /** A salon review's stylist criteria, their mean; null for a product review. */
  stylist_rating: number | null;
};

function toOperatorReview(row: OperatorReviewRow): OperatorReview {
  const { rating_halves, scores, ...rest } = row;
  return {
    ...rest,
    rating: starsFromHalves(rating_halves ?? meanOfCriteria(scores, SALON_CRITERIA)),
    stylist_rating: rest.kind === 'salon' ? starsFromHalves(meanOfCriteria(scores, STYLIST_CRITERIA)) : null,
  };
}

/** Reviews of both kinds, hidden ones too, newest first, narrowed by product, store or state. */
export async function reviewsForOperator(db: Db, filter: OperatorReviewFilter): Promise<OperatorReview[]> {
  return (await selectReviewsForOperator(db, filter)).map(toOperatorReview);
}

async function reviewForOperator(db: Db, kind: ReviewKind, id: number): Promise<OperatorReview> {
  const [row] = await selectReviewsForOperator(db, { kind, id, limit: 1 });
  if (!row) throw AppError.notFound();
  return toOperatorReview(row);
}

/**
 * Moves a review through the lifecycle: one conditional update from the table's `from` state (else 404 for
 * no such review, or the move's 409), and the review's share of the totals out (hide) or back in (restore),
 * in one transaction. Of two racing moves one applies; the other finds the state moved and is refused, so the
 * totals move once. Answers the review after the move.
 */
export async function moveReview(
  db: Db,
  kind: ReviewKind,
  id: number,
  action: ReviewAction,
  reason: string | null = null,
): Promise<OperatorReview> {
  const move = REVIEW_TRANSITIONS[action];
  await db.transaction(async (tx) => {
    const share = await updateReviewStatus(tx, kind, id, {
      from: move.from,
      to: move.to,
      reason: move.to === 'hidden' ? reason : null,
    });
    if (!share) {
      if ((await selectReviewStatus(tx, kind, id)) === null) throw AppError.notFound();
      throw AppError.conflict(move.refusal);
    }
    await moveTotals(tx, share, move.totals);
  });
  return reviewForOperator(db, kind, id);
}

/** Hides a visible review with the reason its author sees: 409 review_already_hidden if it is not visible. */
export const hideReview = (db: Db, kind: ReviewKind, id: number, reason: string) =>
  moveReview(db, kind, id, 'hide', reason);

/** Shows a hidden review again: 409 review_not_hidden if it is not hidden. */
export const restoreReview = (db: Db, kind: ReviewKind, id: number) => moveReview(db, kind, id, 'restore');

/** The shop's reply under a review (a second one replaces the first), hidden or not; 404 for no such review. */
export async function replyToReview(
  db: Db,
  kind: ReviewKind,
  id: number,
  text: string,
): Promise<OperatorReview> {
  if (!(await updateReviewReply(db, kind, id, text))) throw AppError.notFound();
  return reviewForOperator(db, kind, id);
}
