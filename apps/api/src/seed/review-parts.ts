import { RATING_HALVES_MAX } from '@beauty/shared';
import type { FileStorage, Photo } from '../files';
import { photoFromSvg, storePhoto, uploadPath } from '../files';
import { eachAtOnce } from './batch';
import type { Random } from './random';
import { type Language, shopReply } from './review-texts';

/* What the product reviews (reviews.ts) and the salon reviews (store-reviews.ts) of the demo shop share. */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** An instant as the rows carry it, to the second. */
export const at = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

/** A rating in half stars: most 4 to 5 stars, a few disappointed ones; `lean` (0-1) moves the middle up. */
export function drawRating(random: Random, lean: number): number {
  if (random.chance(0.05 + 0.08 * (1 - lean))) return random.pick([2, 2, 3, 4, 4, 5]);
  const halves = Math.round(7 + 3 * lean + (random.next() - 0.5) * 5);
  // Most people give whole stars.
  const given = random.chance(0.75) ? Math.round(halves / 2) * 2 : halves;
  return Math.min(RATING_HALVES_MAX, Math.max(1, given));
}

/** A UUID drawn from the seed's random, so photo keys come out the same on every run. */
export function seededUuid(random: Random): string {
  const hex = (n: number) => Array.from({ length: n }, () => random.int(0, 15).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[random.int(0, 3)]}${hex(3)}-${hex(12)}`;
}

/** The language a reviewer writes in: Chinese-speaking members mostly in Chinese, others now and then. */
export const writesIn = (random: Random, language: string): Language =>
  random.chance(language === 'cn' ? 0.75 : 0.06) ? 'zh' : 'en';

/** A photo to store for a reviewer: the index of a generated picture and the key's name. */
export type PlannedPhoto = { userId: number; picture: number; name: string };

/**
 * The moderation columns of a seeded review written at `createdMs` with `halves` stars: the shop's reply
 * (more often to unhappy reviewers), or, for the few in `hidden`, taken down with a reason.
 */
export function moderation(
  random: Random,
  input: { createdMs: number; halves: number; language: Language; nowMs: number },
  hidden: { comment: string; reason: string } | null,
) {
  const later = (fromH: number, toH: number) => {
    const ms = input.createdMs + random.int(fromH, toH) * HOUR;
    return ms <= input.nowMs ? at(ms) : null;
  };
  if (hidden) {
    const hiddenAt = later(2, 30) ?? at(input.nowMs);
    return { status: 'hidden', hiddenReason: hidden.reason, hiddenAt, reply: null, repliedAt: null };
  }
  const replyChance = input.halves <= 5 ? 0.6 : input.halves <= 7 ? 0.3 : 0.08;
  const repliedAt = random.chance(replyChance) ? later(3, 72) : null;
  return {
    status: 'visible',
    hiddenReason: null,
    hiddenAt: null,
    reply: repliedAt ? shopReply(random, input.language, input.halves) : null,
    repliedAt,
  };
}

/** Renders the pictures (sharp, off the main thread) while the rows go in; awaited before the photos are stored. */
export function renderPictures(svgs: readonly string[]): Promise<Photo[]> {
  const rendering = Promise.all(svgs.map((svg) => photoFromSvg(svg)));
  // Awaited later: a failure meanwhile must not count as unhandled.
  rendering.catch(() => {});
  return rendering;
}

/** Stores every planned photo as an upload of its reviewer's, with its thumbnail. */
export async function storePhotos(
  storage: FileStorage,
  pictures: Promise<Photo[]>,
  photos: readonly PlannedPhoto[],
): Promise<void> {
  const rendered = await pictures;
  await eachAtOnce(photos, (p) => storePhoto(storage, p.userId, rendered[p.picture]!, p.name));
}

/** The path a planned photo will have (photoFromSvg makes WebP), for the review row written before it is stored. */
export const photoPath = (p: PlannedPhoto) => uploadPath(p.userId, 'webp', p.name);

/** Every `n / (k + 1)`-th of `n` items, one for each of `list`: spread out, the same on every run. */
export function spreadOver<T>(n: number, list: readonly T[]): Map<number, T> {
  return new Map(list.map((item, k) => [Math.floor(((k + 1) * n) / (list.length + 1)), item]));
}
