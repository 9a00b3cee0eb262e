import { STORE_CRITERIA, STYLIST_CRITERIA, starsFromHalves } from '@beauty/shared';
import { recordAudit } from '../audit';
import type { Db } from '../db/client';
import { type Actor, move, requireRole } from '../db/lifecycle';
import { DomainError } from '../errors';
import { meanOfCriteria } from './answers';
import { REVIEW_LIFECYCLES, type ReviewAction, type ReviewKind } from './lifecycle';
import {
  type OperatorReviewFilter,
  type OperatorReviewRow,
  selectReviewsForOperator,
  updateReviewReply,
} from './moderation-queries';

/*
 * The shop's moderation of reviews, until a back office exists: the operator API (review/admin-routes.ts) serves
 * these and `npm run ops` calls them by the names and summaries below (GET /api/ops/commands lists them with
 * the others). Hiding and restoring go through the lifecycle of the review's table (REVIEW_LIFECYCLES, one
 * transition table), each one conditional update with its totals moved in the same transaction; the reply
 * changes no totals.
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
    rating: starsFromHalves(rating_halves ?? meanOfCriteria(scores, STORE_CRITERIA)),
    stylist_rating: rest.kind === 'salon' ? starsFromHalves(meanOfCriteria(scores, STYLIST_CRITERIA)) : null,
  };
}

/** Reviews of both kinds, hidden ones too, newest first, narrowed by product, store or state. */
export async function reviewsForOperator(db: Db, filter: OperatorReviewFilter): Promise<OperatorReview[]> {
  return (await selectReviewsForOperator(db, filter)).map(toOperatorReview);
}

async function reviewForOperator(db: Db, kind: ReviewKind, id: number): Promise<OperatorReview> {
  const [row] = await selectReviewsForOperator(db, { kind, id, limit: 1 });
  if (!row) throw new DomainError('not_found');
  return toOperatorReview(row);
}

/**
 * Moves a review through the lifecycle of its table (`move`): one conditional update from the action's
 * `from` state (else 404 for no such review, or the move's 409), and the review's share of the totals out
 * (hide) or back in (restore), in one transaction. Of two racing moves one applies; the other finds the state
 * moved and is refused, so the totals move once. Answers the review after the move.
 */
export async function moveReview(
  db: Db,
  kind: ReviewKind,
  id: number,
  action: ReviewAction,
  actor: Actor,
  reason: string | null = null,
): Promise<OperatorReview> {
  await db.transaction((tx) => move(tx, REVIEW_LIFECYCLES[kind], id, action, actor, { reason }));
  return reviewForOperator(db, kind, id);
}

/** Hides a visible review with the reason its author sees: 409 review_already_hidden if it is not visible. */
export const hideReview = (db: Db, kind: ReviewKind, id: number, actor: Actor, reason: string) =>
  moveReview(db, kind, id, 'hide', actor, reason);

/** Shows a hidden review again: 409 review_not_hidden if it is not hidden. */
export const restoreReview = (db: Db, kind: ReviewKind, id: number, actor: Actor) =>
  moveReview(db, kind, id, 'restore', actor);

/** The shop's reply under a review (a second one replaces the first), hidden or not; 404 for no such review. */
export async function replyToReview(
  db: Db,
  kind: ReviewKind,
  id: number,
  text: string,
  actor: Actor,
): Promise<OperatorReview> {
  requireRole(actor, ['operator']);
  await db.transaction(async (tx) => {
    const before = await updateReviewReply(tx, kind, id, text);
    if (!before) throw new DomainError('not_found');
    await recordAudit(tx, {
      actor,
      action: `${kind}_review.reply`,
      recordType: REVIEW_LIFECYCLES[kind].table,
      recordId: id,
      before: { reply: before.reply },
      after: { reply: text },
    });
  });
  return reviewForOperator(db, kind, id);
}
