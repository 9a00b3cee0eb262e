import {
  type CreateReviewInput,
  createReviewSchema,
  type MessageRef,
  REVIEW_CRITERION_IDS,
  REVIEW_KIND,
  REVIEW_TAB,
  type ReviewCriterion,
} from '@beauty/shared';
import { fieldProblem } from '@beauty/ui';
import { tabbedList } from '../../components/listing/tabbed-list';
import { href } from '../../routes/paths';

/*
 * The review pages' rules without React: the lists' tabs in the address, the write forms' state (what is
 * still missing before Submit, said beside the button) and the body each form sends to review/create, in the
 * shape of the shared createReviewSchema.
 */

// ---------------------------------------------------------------------------------------------------------
// The member's lists: /product-review?tab=history&page=2, /salon-review?tab=history

export const REVIEW_LIST_TABS = ['to_review', 'history'] as const;
export type ReviewListTab = (typeof REVIEW_LIST_TABS)[number];

export const productReviewList = tabbedList('product-review', REVIEW_LIST_TABS);
export const storeReviewList = tabbedList('salon-stylist-review-list', REVIEW_LIST_TABS);

/** The write page of one order line: /product-review/write-review?order_line_id=41 */
export const ORDER_LINE_PARAM = 'order_line_id';
export const writeProductReviewHref = (orderLineId: number) =>
  href('product-review-write', {}, { [ORDER_LINE_PARAM]: orderLineId });

/** A salon visit's page (its review, or the way to write it) and its write page. */
export const visitReviewHref = (posTransactionId: string) =>
  href('salon-stylist-review-new', { posTransactionId });
export const writeVisitReviewHref = (posTransactionId: string) =>
  href('salon-stylist-review-write', { posTransactionId });

/** The API's tab of a list tab (spec section 3: TO_REVIEW=1, HISTORY=2). */
export const reviewTabCode = (tab: ReviewListTab): 1 | 2 =>
  tab === 'history' ? REVIEW_TAB.HISTORY : REVIEW_TAB.TO_REVIEW;

// ---------------------------------------------------------------------------------------------------------
// The write forms

/** What both forms hold besides their ratings. */
export type ReviewDraft = {
  comments: string;
  /** Paths common/upload answered, in the order added. */
  photos: string[];
  /** A photo is still uploading: the form waits for it. */
  uploading: boolean;
};

export const emptyDraft = (): ReviewDraft => ({ comments: '', photos: [], uploading: false });

/** The comments' problem by the create call's own rule (spec section 5's text rules), or null. */
export const commentsProblem = (comments: string): MessageRef | null =>
  fieldProblem(createReviewSchema.in.shape.comments, comments);

/**
 * Why a form cannot be sent yet, the first reason only: a rating (or, for a visit, `count` criteria) still to
 * give, a photo still uploading, or comments the rules refuse. Null when it can be sent.
 */
export type ReviewBlocker =
  | { reason: 'rating' }
  | { reason: 'ratings'; count: number }
  | { reason: 'uploading' }
  | { reason: 'comments'; problem: MessageRef };

export function reviewBlocker(
  missingRatings: number,
  draft: ReviewDraft,
  single: boolean,
): ReviewBlocker | null {
  if (missingRatings > 0) return single ? { reason: 'rating' } : { reason: 'ratings', count: missingRatings };
  if (draft.uploading) return { reason: 'uploading' };
  const problem = commentsProblem(draft.comments);
  if (problem) return { reason: 'comments', problem };
  return null;
}

/** The body of a product's review: one order line, its stars, the comments trimmed and the photos. */
export function productReviewBody(
  orderLineId: number,
  rating: number,
  draft: ReviewDraft,
): CreateReviewInput {
  return {
    type: REVIEW_KIND.ECOMMERCE,
    order_line_id: orderLineId,
    reviews: rating,
    comments: draft.comments.trim(),
    photos: draft.photos,
  };
}

/** A visit's ratings so far, by criterion (1-8). */
export type CriterionRatings = Partial<Record<ReviewCriterion, number>>;

/** The criteria not rated yet, in the spec's order. */
export function missingCriteria(ratings: CriterionRatings): ReviewCriterion[] {
  return REVIEW_CRITERION_IDS.filter((criterion) => ratings[criterion] === undefined);
}

/** The body of a visit's review: a rating for each of the eight criteria, keyed "1" to "8". */
export function visitReviewBody(
  posTransactionId: string,
  ratings: CriterionRatings,
  draft: ReviewDraft,
): CreateReviewInput {
  return {
    type: REVIEW_KIND.STORE_STYLIST,
    pos_transaction_id: posTransactionId,
    ratings: Object.fromEntries(
      REVIEW_CRITERION_IDS.map((criterion) => [String(criterion), ratings[criterion]]),
    ) as CreateReviewInput['ratings'],
    comments: draft.comments.trim(),
    photos: draft.photos,
  };
}
