import type { MessageKey, ReviewStatus } from '@beauty/shared';

// The kinds are shared: the operator API's review answers (shared schemas/admin) name them too.
export { REVIEW_KINDS, type ReviewKind } from '@beauty/shared';

export type ReviewAction = 'hide' | 'restore';

type Transition = {
  from: ReviewStatus;
  to: ReviewStatus;
  /**
   * What the move does to the review's share of the running totals (review/totals.ts): a hidden review counts
   * in no average, so hiding takes it out and restoring puts it back, in the move's transaction.
   */
  totals: 1 | -1;
  /** The 409 when the review is not in `from` (any more: another move won). */
  refusal: MessageKey;
};

/**
 * The moderation lifecycle, in one table. A review is created visible, and its totals added then
 * (service.ts). The shop (the operator) hides one with a reason, and may restore it. Every move is one
 * conditional update from `from` (moderation.ts moveReview), so of two racing moves one applies and the totals
 * move exactly once.
 */
export const REVIEW_TRANSITIONS: Record<ReviewAction, Transition> = {
  hide: { from: 'visible', to: 'hidden', totals: -1, refusal: 'review_already_hidden' },
  restore: { from: 'hidden', to: 'visible', totals: 1, refusal: 'review_not_hidden' },
};
