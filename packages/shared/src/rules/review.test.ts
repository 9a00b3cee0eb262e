import { describe, expect, it } from 'vitest';
import { REVIEW_TARGET } from '../enums';
import {
  averageStarsOf,
  criteriaOf,
  criterionTarget,
  halvesFromStars,
  halvesOfStar,
  isHalfStarRating,
  meanHalvesOf,
  RATING_HALVES_MAX,
  REVIEW_CRITERION_IDS,
  ratePercentOf,
  STORE_CRITERIA,
  STYLIST_CRITERIA,
  starBucketOf,
  starsFromHalves,
} from './review';

describe('half-star ratings', () => {
  it('takes 0.5 to 5 stars in half steps and nothing else', () => {
    for (const stars of [0.5, 1, 1.5, 2.5, 4.5, 5]) expect(isHalfStarRating(stars), String(stars)).toBe(true);
    for (const stars of [0, -0.5, 0.25, 1.2, 5.5, 6, Number.NaN, Number.POSITIVE_INFINITY])
      expect(isHalfStarRating(stars), String(stars)).toBe(false);
  });

  it('keeps ratings as whole halves, 1 to 10, and back', () => {
    expect(RATING_HALVES_MAX).toBe(10);
    expect(halvesFromStars(0.5)).toBe(1);
    expect(halvesFromStars(4.5)).toBe(9);
    expect(starsFromHalves(7)).toBe(3.5);
    for (let h = 1; h <= RATING_HALVES_MAX; h++) expect(halvesFromStars(starsFromHalves(h))).toBe(h);
  });
});

describe('the eight criteria', () => {
  it('splits 1-4 (the salon) from 5-8 (the stylist), together every criterion once', () => {
    expect([...STORE_CRITERIA, ...STYLIST_CRITERIA]).toEqual(REVIEW_CRITERION_IDS);
    for (const c of STORE_CRITERIA) expect(criterionTarget(c)).toBe(REVIEW_TARGET.STORE);
    for (const c of STYLIST_CRITERIA) expect(criterionTarget(c)).toBe(REVIEW_TARGET.STYLIST);
    expect(criteriaOf(REVIEW_TARGET.STORE)).toEqual([1, 2, 3, 4]);
    expect(criteriaOf(REVIEW_TARGET.STYLIST)).toEqual([5, 6, 7, 8]);
  });
});

describe('averages', () => {
  it('rate_percent is the share of five stars, rounded; 0 without ratings', () => {
    expect(ratePercentOf(0, 0)).toBe(0);
    expect(ratePercentOf(10, 1)).toBe(100);
    expect(ratePercentOf(1, 1)).toBe(10);
    // 4.5 and 3 stars: 7.5 halves of 10 on average.
    expect(ratePercentOf(9 + 6, 2)).toBe(75);
    // 1/3 of the way: 33.3 rounds to 33.
    expect(ratePercentOf(10, 3)).toBe(33);
  });

  it('the average is in stars with one decimal; 0 without ratings', () => {
    expect(averageStarsOf(0, 0)).toBe(0);
    expect(averageStarsOf(9 + 6, 2)).toBe(3.8);
    expect(averageStarsOf(10 + 10 + 9, 3)).toBe(4.8);
    expect(averageStarsOf(1, 1)).toBe(0.5);
  });

  it('the mean of a review’s criteria goes to the half star, half up', () => {
    expect(meanHalvesOf([])).toBe(0);
    expect(meanHalvesOf([10, 10, 10, 10])).toBe(10);
    // 8.25 → 8, 8.5 → 9, 8.75 → 9.
    expect(meanHalvesOf([8, 8, 8, 9])).toBe(8);
    expect(meanHalvesOf([8, 8, 9, 9])).toBe(9);
    expect(meanHalvesOf([8, 9, 9, 9])).toBe(9);
    expect(meanHalvesOf([1, 1, 1, 2])).toBe(1);
  });
});

describe('star counts and the star filter', () => {
  it('counts a rating under its whole star rounded half up: 4.5 under 5, half a star under 1', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(starBucketOf)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });

  it('halvesOfStar is the exact inverse: every rating falls in the range of its own star only', () => {
    for (let h = 1; h <= RATING_HALVES_MAX; h++) {
      const stars = ([1, 2, 3, 4, 5] as const).filter((s) => {
        const { min, max } = halvesOfStar(s);
        return h >= min && h <= max;
      });
      expect(stars, `halves ${h}`).toEqual([starBucketOf(h)]);
    }
    expect(halvesOfStar(1)).toEqual({ min: 1, max: 2 });
    expect(halvesOfStar(4)).toEqual({ min: 7, max: 8 });
    expect(halvesOfStar(5)).toEqual({ min: 9, max: 10 });
  });
});
