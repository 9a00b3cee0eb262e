import {
  type ProductReviewsAnswer,
  productReviewsAnswerSchema,
  type StoreReviewsAnswer,
  storeReviewsAnswerSchema,
} from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR } from '../db/lifecycle';
import { makeStoreWithStylists, refused } from '../test/booking';
import { makeProduct } from '../test/catalogue';
import { logIn } from '../test/members';
import { eightRatings, insertDeliveredLines, reviewTestShop, uploadedPhoto, visitsAt } from '../test/reviews';
import { hideReview, replyToReview } from './moderation';

/*
 * GET review/reviews, public: a product's reviews with the counts per star, sorted, filtered and paged; a
 * salon's and a stylist's with the average per criterion (and, for a salon, its stylists'). Hidden reviews
 * never show nor count; names are masked.
 */

const shop = reviewTestShop();
const { db } = shop;

async function productList(query: string): Promise<ProductReviewsAnswer> {
  const res = await shop.calls.list(query);
  expect(res.statusCode, res.body).toBe(200);
  const answer = productReviewsAnswerSchema.parse(res.json().data);
  return answer;
}

async function storeReviewList(query: string): Promise<StoreReviewsAnswer> {
  const res = await shop.calls.list(query);
  expect(res.statusCode, res.body).toBe(200);
  return storeReviewsAnswerSchema.parse(res.json().data);
}

/** Sets the reviews' creation times one hour apart in the order given, the first the oldest. */
async function createdInOrder(table: 'product_reviews' | 'salon_reviews', ids: number[]) {
  for (const [i, id] of ids.entries())
    await db().execute(
      sql`update ${sql.raw(table)} set created_at = now() - make_interval(hours => ${ids.length - i}) where id = ${id}`,
    );
}

describe('a product’s reviews', () => {
  let productId: number;
  /** Review ids by their stars; 1.5 is hidden. */
  const ids: Record<string, number> = {};
  const STARS = [5, 4.5, 4, 2, 1.5, 0.5];

  beforeAll(async () => {
    const product = await makeProduct(db());
    productId = product.productId;
    for (const stars of STARS) {
      const m = await logIn(shop.t);
      const [line] = await insertDeliveredLines(db(), [
        { userId: m.userId, variationId: product.variationId },
      ]);
      const photos = stars >= 4 || stars === 1.5 ? [uploadedPhoto(m.userId)] : [];
      const res = await shop.calls.reviewLine(m, line!.lineId, {
        reviews: stars,
        photos,
        comments: `${stars} stars`,
      });
      expect(res.statusCode, res.body).toBe(200);
      ids[stars] = res.json().data.id;
    }
    // Created in this order, oldest first: 4, 0.5, 5, 2, 1.5, 4.5.
    await createdInOrder(
      'product_reviews',
      [4, 0.5, 5, 2, 1.5, 4.5].map((s) => ids[s]!),
    );
    await hideReview(db(), 'product', ids[1.5]!, OPERATOR, 'Offensive');
    await replyToReview(db(), 'product', ids[2]!, 'Sorry to hear that, we will call you', OPERATOR);
  });

  const starsOf = (answer: ProductReviewsAnswer) => answer.reviews.map((r) => r.rating);

  it('summarises the visible reviews: count, average, rate_percent, per whole star, with photos', async () => {
    const answer = await productList(`product_id=${productId}`);
    expect(answer).toMatchObject({
      kind: 'product',
      product_id: productId,
      total: 5,
      page: 1,
      total_pages: 1,
    });
    // 5 + 4.5 + 4 + 2 + 0.5 = 16 stars over 5 reviews.
    expect(answer.summary).toEqual({
      review_count: 5,
      average: 3.2,
      rate_percent: 64,
      star_counts: { 1: 1, 2: 1, 3: 0, 4: 1, 5: 2 },
      with_photos: 3,
    });
  });

  it('lists newest first by default, never the hidden one; names masked, photos with thumbnails, the reply', async () => {
    const answer = await productList(`product_id=${productId}`);
    expect(starsOf(answer)).toEqual([4.5, 2, 5, 0.5, 4]);
    for (const r of answer.reviews) expect(r.reviewer).toBe('Test B**');
    expect(answer.reviews[0]!.photos).toEqual([
      {
        url: expect.stringMatching(/^\/files\/uploads\/\d+\/[\w-]+\.jpg$/),
        thumbnail: expect.stringMatching(/\/thumbs\/[\w-]+\.webp$/),
      },
    ]);
    expect(answer.reviews[1]).toMatchObject({
      comments: '2 stars',
      reply: { text: 'Sorry to hear that, we will call you' },
    });
    expect(JSON.stringify(answer)).not.toContain('Offensive');
  });

  it('sorts by the highest or lowest rating, newest first among equals; the old numbers too', async () => {
    expect(starsOf(await productList(`product_id=${productId}&sort=highest`))).toEqual([5, 4.5, 4, 2, 0.5]);
    expect(starsOf(await productList(`product_id=${productId}&sort=3`))).toEqual([0.5, 2, 4, 4.5, 5]);
    expect(starsOf(await productList(`product_id=${productId}&sort=2`))).toEqual([5, 4.5, 4, 2, 0.5]);
  });

  it('filters by whole star (rounded half up: 5 takes 4.5) and by photos, alone or together, the totals following', async () => {
    const four = await productList(`product_id=${productId}&star=4`);
    expect([starsOf(four), four.total]).toEqual([[4], 1]);
    const one = await productList(`product_id=${productId}&star=1`);
    expect([starsOf(one), one.total]).toEqual([[0.5], 1]);
    const three = await productList(`product_id=${productId}&star=3`);
    expect([starsOf(three), three.total, three.total_pages]).toEqual([[], 0, 0]);
    const photos = await productList(`product_id=${productId}&with_photos=true&sort=lowest`);
    expect([starsOf(photos), photos.total]).toEqual([[4, 4.5, 5], 3]);
    const both = await productList(`product_id=${productId}&with_photos=1&star=5`);
    expect([starsOf(both), both.total]).toEqual([[4.5, 5], 2]);
    // The summary is the product's whatever the filters.
    expect(both.summary.review_count).toBe(5);
  });

  it('pages', async () => {
    const second = await productList(`product_id=${productId}&sort=highest&per_page=2&page=2`);
    expect(second).toMatchObject({ total: 5, page: 2, per_page: 2, total_pages: 3 });
    expect(starsOf(second)).toEqual([4, 2]);
    expect(starsOf(await productList(`product_id=${productId}&per_page=2&page=4`))).toEqual([]);
  });

  it('answers a product without reviews with zeros, and an unknown one with 404', async () => {
    const empty = await makeProduct(db());
    const answer = await productList(`product_id=${empty.productId}`);
    expect(answer.summary).toEqual({
      review_count: 0,
      average: 0,
      rate_percent: 0,
      star_counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      with_photos: 0,
    });
    expect(answer.reviews).toEqual([]);
    refused(await shop.calls.list('product_id=2000000000'), 404, 'not_found');
  });

  it('needs no login, and asks for a product or a target', async () => {
    const res = await shop.calls.list('target_type=2');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['product_id']);
  });
});

describe('a salon’s and a stylist’s reviews', () => {
  let testStore: Awaited<ReturnType<typeof makeStoreWithStylists>>;
  let ids: number[];

  beforeAll(async () => {
    testStore = await makeStoreWithStylists(db(), { stylists: 3 });
    const [a, b] = testStore.stylistIds as [number, number, number];
    // Salon criteria, stylist criteria, stylist, with a photo.
    const plan: [number, number, number, boolean][] = [
      [5, 4, a, true],
      [3, 5, a, false],
      [4, 2, b, false],
      [1, 1, b, false],
    ];
    ids = [];
    for (const [storeStars, stylistStars, stylistId, photo] of plan) {
      const m = await logIn(shop.t);
      const [visit] = await visitsAt(db(), testStore, [m.userId], { stylistId });
      const res = await shop.calls.reviewVisit(m, visit!.posTransactionId, {
        ratings: eightRatings(storeStars, stylistStars),
        photos: photo ? [uploadedPhoto(m.userId)] : [],
      });
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json().data.id);
    }
    await createdInOrder('salon_reviews', ids);
    await hideReview(db(), 'salon', ids[3]!, OPERATOR, 'Spam');
  });

  it('a salon: its average overall and per criterion, each stylist’s rating, and its visible reviews', async () => {
    const answer = await storeReviewList(`target_type=2&target_id=${testStore.storeId}`);
    expect(answer).toMatchObject({
      kind: 'salon',
      target_type: 2,
      target: { id: testStore.storeId, store: { id: testStore.storeId } },
      total: 3,
    });
    const criterion = { average: 4, rate_percent: 80 };
    expect(answer.summary).toEqual({
      review_count: 3,
      average: 4,
      rate_percent: 80,
      with_photos: 1,
      criteria: [1, 2, 3, 4].map((c) => ({ criterion: c, ...criterion })),
      stylists: [
        expect.objectContaining({
          id: testStore.stylistIds[0],
          rating: expect.objectContaining({ review_count: 2, average: 4.5, rate_percent: 90 }),
        }),
        expect.objectContaining({
          id: testStore.stylistIds[1],
          rating: expect.objectContaining({ review_count: 1, average: 2, rate_percent: 40 }),
        }),
        expect.objectContaining({
          id: testStore.stylistIds[2],
          rating: {
            review_count: 0,
            average: 0,
            rate_percent: 0,
            criteria: [5, 6, 7, 8].map((c) => ({ criterion: c, average: 0, rate_percent: 0 })),
          },
        }),
      ],
    });
    expect(answer.reviews.map((r) => r.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(answer.reviews.map((r) => [r.salon_rating, r.stylist_rating])).toEqual([
      [4, 2],
      [3, 5],
      [5, 4],
    ]);
  });

  it('a stylist: their criteria, reviews at any salon they were rated at, no stylist list', async () => {
    const answer = await storeReviewList(`target_type=3&target_id=${testStore.stylistIds[0]}`);
    expect(answer).toMatchObject({
      kind: 'stylist',
      target: { id: testStore.stylistIds[0], store: { id: testStore.storeId } },
      total: 2,
    });
    expect(answer.summary).toMatchObject({
      review_count: 2,
      average: 4.5,
      criteria: [5, 6, 7, 8].map((c) => ({ criterion: c, average: 4.5, rate_percent: 90 })),
      stylists: [],
    });
  });

  it('sorts and filters by the target’s own rating', async () => {
    const byStylist = await storeReviewList(`target_type=2&target_id=${testStore.storeId}&sort=lowest`);
    expect(byStylist.reviews.map((r) => r.salon_rating)).toEqual([3, 4, 5]);
    const stylist = await storeReviewList(`target_type=3&target_id=${testStore.stylistIds[0]}&sort=highest`);
    expect(stylist.reviews.map((r) => r.stylist_rating)).toEqual([5, 4]);
    const four = await storeReviewList(`target_type=2&target_id=${testStore.storeId}&star=4`);
    expect([four.reviews.map((r) => r.salon_rating), four.total]).toEqual([[4], 1]);
    const photos = await storeReviewList(`target_type=2&target_id=${testStore.storeId}&with_photos=1&star=5`);
    expect([photos.reviews.map((r) => r.id), photos.total]).toEqual([[ids[0]], 1]);
  });

  it('an unknown store or stylist is 404', async () => {
    refused(await shop.calls.list('target_type=2&target_id=2000000000'), 404, 'not_found');
    refused(await shop.calls.list('target_type=3&target_id=2000000000'), 404, 'not_found');
  });
});
