import { RATING_HALVES_MAX, STAR_SCALE } from '@beauty/shared';

/*
 * The half-star rating input's rules, apart from React: which rating a pointer over the stars means, what a
 * key does, and how full each star is drawn. Ratings are whole half stars (1 to 10, 0.5 to 5 stars), or null
 * while none is given.
 */

/** The rating, in half stars, under a pointer `x` px from the start of a row of stars `width` px wide. */
export function halvesAtPointer(x: number, width: number): number {
  if (!(width > 0) || !Number.isFinite(x)) return 1;
  const fraction = Math.min(1, Math.max(0, x / width));
  // Each star is two halves: the left half of the third star is 2.5 stars, its right half 3.
  return Math.min(RATING_HALVES_MAX, Math.max(1, Math.ceil(fraction * RATING_HALVES_MAX)));
}

/**
 * The rating after a key, in half stars, or undefined when the key is not the input's: the arrows move by
 * half a star (right and up more, left and down less), Page Up and Page Down by a whole star, Home and End to
 * the ends, a digit 1 to 5 to that many whole stars. Without a rating yet, any move starts from nothing.
 */
export function halvesAfterKey(key: string, halves: number | null): number | undefined {
  const current = halves ?? 0;
  const clamp = (n: number) => Math.min(RATING_HALVES_MAX, Math.max(1, n));
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(current + 1);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(current - 1);
    case 'PageUp':
      return clamp(current + 2);
    case 'PageDown':
      return clamp(current - 2);
    case 'Home':
      return 1;
    case 'End':
      return RATING_HALVES_MAX;
    default:
      if (/^[1-9]$/.test(key) && Number(key) <= STAR_SCALE) return Number(key) * 2;
      return undefined;
  }
}

/** How full each of the five stars is drawn for a rating in stars: 1, 0.5 or 0 apiece. */
export function starFills(stars: number | null): number[] {
  const value = stars ?? 0;
  return Array.from({ length: STAR_SCALE }, (_, i) => (value >= i + 1 ? 1 : value >= i + 0.5 ? 0.5 : 0));
}
