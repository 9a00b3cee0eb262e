import { charactersNotAllowed, createReviewSchema, REVIEW_TAB } from '@beauty/shared';
import { describe, expect, it } from 'vitest';
import {
  commentsProblem,
  emptyDraft,
  missingCriteria,
  productReviewBody,
  productReviewList,
  reviewBlocker,
  reviewTabCode,
  storeReviewList,
  visitReviewBody,
} from './review-form';

describe('the review lists in the address', () => {
  it('read the tab and the page forgivingly', () => {
    expect(productReviewList.stateFrom(new URLSearchParams('tab=history&page=2'))).toEqual({
      tab: 'history',
      page: 2,
    });
    expect(productReviewList.stateFrom(new URLSearchParams('tab=2&page=x'))).toEqual({
      tab: 'to_review',
      page: 1,
    });
  });

  it('write the first tab and page 1 as the plain path', () => {
    expect(productReviewList.href()).toBe('/product-review');
    expect(productReviewList.href('history')).toBe('/product-review?tab=history');
    expect(storeReviewList.href('to_review', 3)).toBe('/salon-review?page=3');
  });

  it("say the API's tab numbers", () => {
    expect(reviewTabCode('to_review')).toBe(REVIEW_TAB.TO_REVIEW);
    expect(reviewTabCode('history')).toBe(REVIEW_TAB.HISTORY);
  });
});

describe('reviewBlocker', () => {
  const draft = emptyDraft();

  it('asks for the rating first, then waits for photos, then for comments the rules take', () => {
    expect(reviewBlocker(1, { ...draft, uploading: true }, true)).toEqual({ reason: 'rating' });
    expect(reviewBlocker(3, draft, false)).toEqual({ reason: 'ratings', count: 3 });
    expect(reviewBlocker(0, { ...draft, uploading: true, comments: 'a;b' }, true)).toEqual({
      reason: 'uploading',
    });
    expect(reviewBlocker(0, { ...draft, comments: 'Lovely <b>scent</b>' }, true)).toEqual({
      reason: 'comments',
      problem: charactersNotAllowed(['<', '>']),
    });
  });

  it('lets a rated review go, with or without comments and photos', () => {
    expect(reviewBlocker(0, draft, true)).toBeNull();
    expect(
      reviewBlocker(
        0,
        { comments: 'Smells lovely.\nWill buy again', photos: ['/a.png'], uploading: false },
        true,
      ),
    ).toBeNull();
  });
});

describe('commentsProblem', () => {
  it("applies the create call's text rules", () => {
    expect(commentsProblem('')).toBeNull();
    expect(commentsProblem('Soft hair, nice scent')).toBeNull();
    expect(commentsProblem(' leading')).toBe('no_leading_multiple_spaces');
    expect(commentsProblem('x'.repeat(1001))).toBe('too_long');
  });
});

describe('the bodies sent to review/create', () => {
  it('a product review parses with the shared schema', () => {
    const body = productReviewBody(41, 4.5, {
      comments: 'Soft hair ',
      photos: ['/files/uploads/7/a.png', '/files/uploads/7/b.png'],
      uploading: false,
    });
    expect(createReviewSchema.parse(body)).toEqual({
      type: 1,
      order_line_id: 41,
      rating: 4.5,
      comments: 'Soft hair',
      photos: ['/files/uploads/7/a.png', '/files/uploads/7/b.png'],
    });
  });

  it('a visit review rates the eight criteria, keyed "1" to "8"', () => {
    const ratings = { 1: 5, 2: 4.5, 3: 4, 4: 5, 5: 5, 6: 4.5, 7: 3.5, 8: 5 } as const;
    const body = visitReviewBody('V2026112400017', ratings, emptyDraft());
    expect(body.ratings).toEqual({ 1: 5, 2: 4.5, 3: 4, 4: 5, 5: 5, 6: 4.5, 7: 3.5, 8: 5 });
    const parsed = createReviewSchema.parse(body);
    expect(parsed.type).toBe(2);
    if (parsed.type === 2)
      expect(parsed.ratings.map((r) => r.rating)).toEqual([5, 4.5, 4, 5, 5, 4.5, 3.5, 5]);
  });

  it('knows which criteria are still to rate', () => {
    expect(missingCriteria({})).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(missingCriteria({ 1: 5, 2: 4, 5: 3, 8: 0.5 })).toEqual([3, 4, 6, 7]);
  });
});
