import { RATING_HALVES_MAX, REVIEW_CRITERION_IDS, STORE_CRITERIA } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../db/client';
import { insertRecords, reserveIds } from './batch';
import { serviceCodeOf } from './booking-plan';
import { hairPhoto } from './images';
import type { Random } from './random';
import {
  at,
  HOUR,
  MINUTE,
  moderation,
  type PlannedPhoto,
  photoPath,
  seededUuid,
  spreadOver,
  writesIn,
} from './review-parts';
import { HIDDEN_STORE_REVIEWS, storeComment } from './review-texts';

/*
 * Reviews of the demo salons' visits: a good share of the completed visits of the salons' clients (booking.ts)
 * are reviewed within a few days, every one rating all eight criteria (the salon on 1-4, the stylist on 5-8).
 * Each store and each stylist has a standing of its own, so their averages differ as real ones do; a bad
 * visit now and then pulls every score down. The demo accounts' visits are left alone: Tan Mei Ling's are
 * hers to review.
 */

const REVIEWED_SHARE = 0.35;
const PHOTO_SHARE = 0.08;

/** A client's photo of the new hair: four looks (colour, length, highlights), in the salons' palette. */
export const HAIR_PICTURES: readonly string[] = [
  hairPhoto({ hair: '#3b2418', length: 1, streaks: true, wall: '#e9ddd3' }),
  hairPhoto({ hair: '#15100d', length: 0, streaks: false, wall: '#dfe8e6' }),
  hairPhoto({ hair: '#6b3e26', length: 2, streaks: true, wall: '#efe1e4' }),
];

type Visit = {
  visit_id: number;
  user_id: number;
  store_id: number;
  stylist_id: number;
  stylist: string;
  language: string;
  completed_ms: number;
  service: string | null;
};

/** How good each store or stylist is, 0 to 1: most good, a few weaker. */
function standings(random: Random, ids: Iterable<number>): Map<number, number> {
  return new Map(
    [...new Set(ids)].sort((a, b) => a - b).map((id) => [id, 0.35 + 0.65 * Math.sqrt(random.next())]),
  );
}

/** The eight criteria's scores of one visit, in half stars. */
function scores(random: Random, store: number, stylist: number): number[] {
  const bad = random.chance(0.05);
  const day = (random.next() - 0.5) * 1.4;
  return REVIEW_CRITERION_IDS.map((criterion) => {
    const standing = (STORE_CRITERIA as readonly number[]).includes(criterion) ? store : stylist;
    const mean = bad ? 3 + 3 * random.next() : 7 + 3 * standing + day;
    const halves = Math.round(mean + (random.next() - 0.4) * 2);
    const given = random.chance(0.7) ? Math.round(halves / 2) * 2 : halves;
    return Math.min(RATING_HALVES_MAX, Math.max(1, given));
  });
}

/**
 * Reviews a share of the clients' completed visits; the photos they carry use the pictures from
 * `firstPicture` on (HAIR_PICTURES rendered after the product pictures). Answers the photos to store.
 */
export async function insertStoreReviews(
  tx: Tx,
  random: Random,
  nowMs: number,
  firstPicture: number,
): Promise<{ reviews: number; photos: PlannedPhoto[] }> {
  const visits = await selectRows<Visit>(
    tx as unknown as Db,
    sql`select v.id as visit_id, b.user_id, b.store_id, b.stylist_id, st.name as stylist, l.code as language,
        (extract(epoch from b.completed_at) * 1000)::float8 as completed_ms,
        (select s.name_en from booking_services s where s.booking_id = b.id order by s.position limit 1) as service
      from salon_visits v join bookings b on b.id = v.booking_id join users u on u.id = b.user_id
        join languages l on l.id = u.language_id join stylists st on st.id = b.stylist_id
      where u.password_hash = '!' and u.referral_code like 'SC%'
      order by v.id`,
  );
  const storeStanding = standings(
    random,
    visits.map((v) => v.store_id),
  );
  const stylistStanding = standings(
    random,
    visits.map((v) => v.stylist_id),
  );
  const photos: PlannedPhoto[] = [];
  const written = visits.flatMap((v) => {
    if (!random.chance(REVIEWED_SHARE)) return [];
    const createdMs = v.completed_ms + random.int(2, 96) * HOUR;
    if (createdMs > nowMs - 30 * MINUTE) return [];
    const given = scores(random, storeStanding.get(v.store_id)!, stylistStanding.get(v.stylist_id)!);
    const overall = Math.round(given.reduce((a, b) => a + b, 0) / given.length);
    const language = writesIn(random, v.language);
    const own: PlannedPhoto[] = random.chance(PHOTO_SHARE)
      ? [
          {
            userId: v.user_id,
            picture: firstPicture + random.int(0, HAIR_PICTURES.length - 1),
            name: seededUuid(random),
          },
        ]
      : [];
    photos.push(...own);
    const firstName = v.stylist.split(' ')[0]!;
    const service = v.service === null ? null : serviceCodeOf(v.service);
    return [
      {
        v,
        createdMs,
        given,
        overall,
        language,
        comment: storeComment(random, language, overall, firstName, service),
        photos: own.map(photoPath),
      },
    ];
  });
  written.sort((a, b) => a.createdMs - b.createdMs);
  const ids = await reserveIds(tx, 'salon_reviews', written.length);
  const hidden = spreadOver(written.length, HIDDEN_STORE_REVIEWS);
  await insertRecords(
    tx,
    'salon_reviews',
    written.map((w, i) => {
      const takenDown = hidden.get(i) ?? null;
      return {
        id: ids[i]!,
        userId: w.v.user_id,
        visitId: w.v.visit_id,
        storeId: w.v.store_id,
        stylistId: w.v.stylist_id,
        comments: takenDown ? takenDown.comment : w.comment,
        photos: w.photos,
        ...moderation(
          random,
          { createdMs: w.createdMs, halves: w.overall, language: w.language, nowMs },
          takenDown,
        ),
        createdAt: at(w.createdMs),
      };
    }),
  );
  await insertRecords(
    tx,
    'salon_review_scores',
    written.flatMap((w, i) =>
      REVIEW_CRITERION_IDS.map((criterion, k) => ({
        reviewId: ids[i]!,
        criterion,
        ratingHalves: w.given[k]!,
      })),
    ),
  );
  return { reviews: written.length, photos };
}
