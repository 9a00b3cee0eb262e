import { readFileSync } from 'node:fs';
import { REVIEW_CRITERION_IDS } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { OPERATOR } from '../db/lifecycle';
import { DomainError } from '../errors';
import { statusOf } from '../http/error-status';
import { makeStoreWithStylists } from '../test/booking';
import { makeProduct } from '../test/catalogue';
import { logIn } from '../test/members';
import {
  insertDeliveredLines,
  insertVisits,
  reviewTestShop,
  totalsMismatches,
  uploadedPhoto,
} from '../test/reviews';
import type { ReviewKind } from './lifecycle';
import { moveReview } from './moderation';
import { createProductReview, createStoreReview } from './service';

/*
 * The totals against the reviews: after a thousand random reviews of products and salon visits, with hides and
 * restores among them (and moves the state refuses), every stored total (review_totals, each product's
 * rate_percent and review_count) equals a recount from the review rows. The lines and visits are made in
 * bulk with SQL; the writes go through the service functions, each in its own transaction as a request's.
 */

const shop = reviewTestShop();
const { db } = shop;

/** mulberry32: the same run every time, so a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const REVIEWS = 1000;

it(`keeps every total true through ${REVIEWS} random reviews, hides and restores`, async () => {
  const next = random(20261127);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const stars = () => (Math.floor(next() * 10) + 1) / 2;

  const members = await Promise.all(Array.from({ length: 25 }, () => logIn(shop.t)));
  const variations: number[] = [];
  for (let i = 0; i < 6; i++)
    variations.push(...(await makeProduct(db(), { variations: [{}, { name: '100 ml' }] })).variationIds);
  const stores = [shop.testStore, await makeStoreWithStylists(db(), { stylists: 3 })];

  const productReviews = Math.round(REVIEWS * 0.6);
  const bought = Array.from({ length: productReviews }, () => ({
    userId: pick(members).userId,
    variationId: pick(variations),
  }));
  const visited = Array.from({ length: REVIEWS - productReviews }, () => {
    const testStore = pick(stores);
    const stylistId = pick(testStore.stylistIds);
    return {
      userId: pick(members).userId,
      storeId: testStore.storeId,
      stylistId,
      serviceId: testStore.serviceIds[0]!,
    };
  });
  const lines = await insertDeliveredLines(db(), bought);
  const visits = await insertVisits(db(), visited);

  const written: { kind: ReviewKind; id: number; hidden: boolean }[] = [];
  const photos = (userId: number) =>
    Array.from({ length: Math.floor(next() * 5) }, () => uploadedPhoto(userId));
  // Lines and visits reviewed in a random order, so products and salons interleave.
  const writes = [
    ...lines.map((line, i) => ({ kind: 'product' as const, userId: bought[i]!.userId, line })),
    ...visits.map((visit, i) => ({ kind: 'salon' as const, userId: visited[i]!.userId, visit })),
  ]
    .map((write) => ({ write, key: next() }))
    .sort((a, b) => a.key - b.key)
    .map(({ write }) => write);

  let refused = 0;
  for (const [n, write] of writes.entries()) {
    const { userId } = write;
    const id =
      write.kind === 'product'
        ? await createProductReview(db(), {
            userId,
            orderLineId: write.line.lineId,
            rating: stars(),
            comments: '',
            photos: photos(userId),
          })
        : await createStoreReview(db(), {
            userId,
            posTransactionId: write.visit.posTransactionId,
            ratings: REVIEW_CRITERION_IDS.map((criterion) => ({ criterion, rating: stars() })),
            comments: '',
            photos: photos(userId),
          });
    written.push({ kind: write.kind, id, hidden: false });
    // About one write in five, a moderation move: mostly the one the state allows, sometimes the other.
    if (next() < 0.2) {
      const review = pick(written);
      const allowed = review.hidden ? 'restore' : 'hide';
      const action = next() < 0.9 ? allowed : review.hidden ? 'hide' : 'restore';
      try {
        await moveReview(db(), review.kind, review.id, action, OPERATOR, 'Moderated');
        review.hidden = action === 'hide';
      } catch (err) {
        expect(action).not.toBe(allowed);
        expect(err).toBeInstanceOf(DomainError);
        expect(statusOf(err as DomainError)).toBe(409);
        refused++;
      }
    }
    if (n === Math.floor(REVIEWS / 2)) expect(await totalsMismatches(db())).toEqual([]);
  }

  expect(written).toHaveLength(REVIEWS);
  expect(written.filter((r) => r.hidden).length).toBeGreaterThan(20);
  expect(refused).toBeGreaterThan(0);
  expect(await totalsMismatches(db())).toEqual([]);
}, 180_000);

it("the star-rounding migration (0020) counts every target's reviews again under their rounded stars", async () => {
  expect(await totalsMismatches(db())).toEqual([]);
  // Every row 0 as wrong as the old rule or worse: all its reviews under 4 stars.
  await db().execute(
    sql`update review_totals set stars_1 = 0, stars_2 = 0, stars_3 = 0, stars_4 = review_count, stars_5 = 0
      where criterion = 0`,
  );
  expect((await totalsMismatches(db())).length).toBeGreaterThan(0);
  const migration = readFileSync(new URL('../../drizzle/0020_star_rounding.sql', import.meta.url), 'utf8');
  await db().execute(sql.raw(migration));
  expect(await totalsMismatches(db())).toEqual([]);
});
