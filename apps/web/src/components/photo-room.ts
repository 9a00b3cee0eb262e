import { MAX_REVIEW_PHOTOS } from '@beauty/shared';

/**
 * How many of the chosen files may still be added next to the photos already there (at most 4 in all), and
 * whether some were refused for the limit.
 */
export function photoRoom(
  current: number,
  incoming: number,
  max: number = MAX_REVIEW_PHOTOS,
): { accept: number; refused: number } {
  const room = Math.max(0, max - current);
  const accept = Math.min(room, Math.max(0, incoming));
  return { accept, refused: Math.max(0, incoming - accept) };
}
