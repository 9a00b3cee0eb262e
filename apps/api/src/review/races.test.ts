import { sql } from 'drizzle-orm';
import { afterAll, expect } from 'vitest';
import { selectRows } from '../db/client';
import { tally } from '../test/app';
import { makeProduct } from '../test/catalogue';
import { logIn } from '../test/members';
import { describeConcurrently, itConcurrently } from '../test/postgres-only';
import {
  eightRatings,
  insertDeliveredLines,
  productRating,
  reviewTestShop,
  totalsMismatches,
  uploadedPhoto,
  visitsAt,
} from '../test/reviews';

/*
 * Requests that race for the same review or the same totals, all at once on PostgreSQL: one review per line
 * or visit whatever the timing (the unique index), totals that equal a recount after many reviews of one
 * product or salon at once (every share added to the row as the one before it committed), and a move that
 * applies once when two race (the conditional update). After every test, every stored total is true.
 */

const shop = reviewTestShop();
const { db, ops } = shop;

afterAll(async () => expect(await totalsMismatches(db())).toEqual([]));

describeConcurrently('racing reviews', () => {
  itConcurrently(
    'two reviews of one line sent at once: one is written, the other is 409 review_exists',
    async () => {
      for (let round = 0; round < 8; round++) {
        const m = await logIn(shop.t);
        const [line] = await insertDeliveredLines(db(), [
          { userId: m.userId, variationId: shop.product.variationId },
        ]);
        const answers = await Promise.all([
          shop.calls.reviewLine(m, line!.lineId, { reviews: 5 }),
          shop.calls.reviewLine(m, line!.lineId, { reviews: 1 }),
        ]);
        expect(tally(answers)).toEqual({ '200': 1, '409 review_exists': 1 });
        expect(
          await selectRows(db(), sql`select 1 from product_reviews where order_line_id = ${line!.lineId}`),
        ).toHaveLength(1);
      }
    },
  );

  itConcurrently('two reviews of one visit sent at once: one', async () => {
    for (let round = 0; round < 8; round++) {
      const m = await logIn(shop.t);
      const [visit] = await visitsAt(db(), shop.testStore, [m.userId]);
      const answers = await Promise.all([
        shop.calls.reviewVisit(m, visit!.posTransactionId, { ratings: eightRatings(5, 5) }),
        shop.calls.reviewVisit(m, visit!.posTransactionId, { ratings: eightRatings(1, 1) }),
      ]);
      expect(tally(answers)).toEqual({ '200': 1, '409 review_exists': 1 });
    }
  });

  itConcurrently('30 members reviewing one product at once leave its totals and rating exact', async () => {
    const product = await makeProduct(db());
    const members = await Promise.all(Array.from({ length: 30 }, () => logIn(shop.t)));
    const lines = await insertDeliveredLines(
      db(),
      members.map((m) => ({ userId: m.userId, variationId: product.variationId })),
    );
    const stars = members.map((_, i) => ((i % 10) + 1) / 2);
    const answers = await Promise.all(
      members.map((m, i) =>
        shop.calls.reviewLine(m, lines[i]!.lineId, {
          reviews: stars[i],
          photos: i % 3 ? [] : [uploadedPhoto(m.userId)],
        }),
      ),
    );
    expect(tally(answers)).toEqual({ '200': 30 });
    const halves = stars.reduce((sum, s) => sum + s * 2, 0);
    expect(await productRating(db(), product.productId)).toEqual({
      review_count: 30,
      rate_percent: Math.round((halves * 100) / 300),
    });
    expect(await totalsMismatches(db())).toEqual([]);
  });

  itConcurrently(
    '30 visits of one salon and its two stylists reviewed at once leave every total exact',
    async () => {
      const members = await Promise.all(Array.from({ length: 30 }, () => logIn(shop.t)));
      const visits = await visitsAt(
        db(),
        shop.testStore,
        members.map((m) => m.userId),
      );
      const answers = await Promise.all(
        members.map((m, i) =>
          shop.calls.reviewVisit(m, visits[i]!.posTransactionId, {
            ratings: { ...eightRatings(((i % 10) + 1) / 2, ((i * 7) % 10) / 2 + 0.5), 3: 4.5, 8: 1 },
          }),
        ),
      );
      expect(tally(answers)).toEqual({ '200': 30 });
      expect(await totalsMismatches(db())).toEqual([]);
    },
  );

  itConcurrently('a hide racing a hide moves the totals once; a restore racing a restore too', async () => {
    for (let round = 0; round < 6; round++) {
      const product = await makeProduct(db());
      const members = [await logIn(shop.t), await logIn(shop.t)];
      const lines = await insertDeliveredLines(
        db(),
        members.map((m) => ({ userId: m.userId, variationId: product.variationId })),
      );
      const ids: number[] = [];
      for (const [i, m] of members.entries())
        ids.push((await shop.calls.reviewLine(m, lines[i]!.lineId, { reviews: i ? 2 : 5 })).json().data.id);
      const hides = await Promise.all([
        ops('POST', `/reviews/product/${ids[0]}/hide`, { reason: 'Spam' }),
        ops('POST', `/reviews/product/${ids[0]}/hide`, { reason: 'Spam too' }),
      ]);
      expect(tally(hides)).toEqual({ '200': 1, '409 review_already_hidden': 1 });
      expect(await productRating(db(), product.productId)).toEqual({ review_count: 1, rate_percent: 40 });
      const restores = await Promise.all([
        ops('POST', `/reviews/product/${ids[0]}/restore`),
        ops('POST', `/reviews/product/${ids[0]}/restore`),
      ]);
      expect(tally(restores)).toEqual({ '200': 1, '409 review_not_hidden': 1 });
      expect(await productRating(db(), product.productId)).toEqual({ review_count: 2, rate_percent: 70 });
    }
  });

  itConcurrently(
    'hides, restores and new reviews of one product and salon all at once leave the totals true',
    async () => {
      const product = await makeProduct(db());
      const members = await Promise.all(Array.from({ length: 24 }, () => logIn(shop.t)));
      const lines = await insertDeliveredLines(
        db(),
        members.map((m) => ({ userId: m.userId, variationId: product.variationId })),
      );
      const visits = await visitsAt(
        db(),
        shop.testStore,
        members.map((m) => m.userId),
      );
      // The first half reviewed now, and its first eight reviews hidden; then, at once, the second half written
      // while those eight are restored and the first half's other sixteen hidden.
      const first = await Promise.all(
        members
          .slice(0, 12)
          .flatMap((m, i) => [
            shop.calls.reviewLine(m, lines[i]!.lineId, { reviews: 4 }),
            shop.calls.reviewVisit(m, visits[i]!.posTransactionId, { ratings: eightRatings(3, 4) }),
          ]),
      );
      const written = first.map(
        (res) => `${res.json().data.pos_transaction_id ? 'salon' : 'product'}/${res.json().data.id}`,
      );
      for (const review of written.slice(0, 8))
        await ops('POST', `/reviews/${review}/hide`, { reason: 'Check' });
      const answers = await Promise.all([
        ...members
          .slice(12)
          .flatMap((m, i) => [
            shop.calls.reviewLine(m, lines[12 + i]!.lineId, { reviews: 1.5 }),
            shop.calls.reviewVisit(m, visits[12 + i]!.posTransactionId, { ratings: eightRatings(5, 2) }),
          ]),
        ...written.slice(0, 8).map((review) => ops('POST', `/reviews/${review}/restore`)),
        ...written.slice(8).map((review) => ops('POST', `/reviews/${review}/hide`, { reason: 'Check' })),
      ]);
      expect(tally(answers)).toEqual({ '200': 48 });
      // Visible: four restored reviews of 4 stars and twelve new ones of 1.5, 68 halves of 160.
      expect(await productRating(db(), product.productId)).toEqual({ review_count: 16, rate_percent: 43 });
      expect(await totalsMismatches(db())).toEqual([]);
    },
  );
});
