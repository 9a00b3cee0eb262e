import {
  createReviewAnswerSchema,
  message,
  myProductReviewSchema,
  myStoreReviewSchema,
} from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../db/client';
import { fileUrl } from '../files/storage';
import { refused } from '../test/booking';
import { makeProduct } from '../test/catalogue';
import { logIn, type Member } from '../test/members';
import { insertOrder } from '../test/orders';
import {
  deliveredLine,
  eightRatings,
  productRating,
  reviewTestShop,
  totalsMismatches,
  uploadedPhoto,
  visitsAt,
} from '../test/reviews';

/*
 * POST review/create: a product bought (type 1) and a salon visit (type 2), by their buyer or visitor only,
 * once, after delivery and inside the review window, with the caller's own photos; every review counts in the
 * totals and the product's rating at once.
 */

const shop = reviewTestShop();
const { db } = shop;
const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(db(), query);

/** A visit of the member's at the test salon with its first stylist, `daysAgo` days ago. */
const visitOf = async (m: Member, daysAgo = 1) =>
  (await visitsAt(db(), shop.testStore, [m.userId], { daysAgo }))[0]!;

describe('reviewing a product bought', () => {
  it('answers the review as its author sees it, and the product’s rating moves with it', async () => {
    const m = await logIn(shop.t);
    const line = await deliveredLine(db(), m.userId, shop.product.variationIds[1]!);
    const photos = [uploadedPhoto(m.userId), uploadedPhoto(m.userId)];
    const res = await shop.calls.reviewLine(m, line.lineId, {
      reviews: 4.5,
      comments: 'Light and fresh.\nWould buy again',
      photos,
    });
    expect(res.statusCode, res.body).toBe(200);
    const review = myProductReviewSchema.parse(res.json().data);
    expect(review).toMatchObject({
      rating: 4.5,
      comments: 'Light and fresh.\nWould buy again',
      reviewer: 'Test B**',
      variation_name: '100 ml',
      status: 'visible',
      hidden_reason: null,
      reply: null,
      order_line_id: line.lineId,
      po_number: line.poNumber,
      product: { id: shop.product.productId, name: 'Test serum', variation_name: '100 ml' },
    });
    expect(review.photos).toEqual(
      photos.map((url) => ({ url, thumbnail: url.replace(/\/([^/]+)\.jpg$/, '/thumbs/$1.webp') })),
    );
    expect(new Date(review.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await productRating(db(), shop.product.productId)).toEqual({ review_count: 1, rate_percent: 90 });

    const other = await logIn(shop.t);
    const second = await deliveredLine(db(), other.userId, shop.product.variationId);
    expect((await shop.calls.reviewLine(other, second.lineId, { reviews: 2 })).statusCode).toBe(200);
    // 4.5 and 2 stars: 6.5 halves of 10 on average.
    expect(await productRating(db(), shop.product.productId)).toEqual({ review_count: 2, rate_percent: 65 });
    expect(await totalsMismatches(db())).toEqual([]);
  });

  it('takes its parameters as a query string too, and names the product in the request language', async () => {
    const m = await logIn(shop.t);
    const line = await deliveredLine(db(), m.userId, shop.product.variationId);
    const res = await shop.t.app.inject({
      method: 'POST',
      url: `/api/review/create?type=1&order_line_id=${line.lineId}&reviews=3&comments=Fine&lang=zh`,
      headers: { authorization: `Bearer ${m.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ rating: 3, comments: 'Fine', product: { name: '测试精华' } });
  });

  it('is written once per line: a second review is 409 review_exists and moves nothing', async () => {
    const m = await logIn(shop.t);
    const own = await makeProduct(db());
    const line = await deliveredLine(db(), m.userId, own.variationId);
    expect((await shop.calls.reviewLine(m, line.lineId, { reviews: 5 })).statusCode).toBe(200);
    refused(await shop.calls.reviewLine(m, line.lineId, { reviews: 1 }), 409, 'review_exists');
    expect(await productRating(db(), own.productId)).toEqual({ review_count: 1, rate_percent: 100 });
  });

  it("is the buyer's only: another member's line answers 404 like an unknown one", async () => {
    const [buyer, other] = [await logIn(shop.t), await logIn(shop.t)];
    const line = await deliveredLine(db(), buyer.userId, shop.product.variationId);
    refused(await shop.calls.reviewLine(other, line.lineId), 404, 'not_found');
    refused(await shop.calls.reviewLine(other, 2_000_000_000), 404, 'not_found');
    expect(await rows(sql`select 1 from product_reviews where order_line_id = ${line.lineId}`)).toEqual([]);
  });

  it('waits for the delivery: an order to ship, on its way or cancelled is 409 review_not_delivered', async () => {
    const m = await logIn(shop.t);
    for (const status of ['to_ship', 'to_receive', 'cancelled'] as const) {
      const order = await insertOrder(db(), {
        userId: m.userId,
        status,
        lines: [{ variationId: shop.product.variationId, quantity: 1 }],
      });
      const [line] = await rows<{ id: number }>(sql`select id from order_lines where order_id = ${order.id}`);
      refused(await shop.calls.reviewLine(m, line!.id), 409, 'review_not_delivered');
    }
  });

  it('counts delivered and completed orders, and one whose return is only requested or was rejected', async () => {
    const m = await logIn(shop.t);
    for (const status of ['completed', 'return_requested'] as const) {
      const line = await deliveredLine(db(), m.userId, shop.product.variationId, { status });
      expect((await shop.calls.reviewLine(m, line.lineId)).statusCode, status).toBe(200);
    }
    const rejected = await deliveredLine(db(), m.userId, shop.product.variationId);
    await db().execute(
      sql`insert into return_requests (order_id, order_line_id, reason, status)
        values (${rejected.orderId}, ${rejected.lineId}, 1, 'rejected')`,
    );
    expect((await shop.calls.reviewLine(m, rejected.lineId)).statusCode).toBe(200);
  });

  it('refuses a line given back: its return approved or refunded is 409 review_returned', async () => {
    const m = await logIn(shop.t);
    for (const status of ['approved', 'refunded']) {
      const line = await deliveredLine(db(), m.userId, shop.product.variationId, {
        status: 'return_requested',
      });
      await db().execute(
        sql`insert into return_requests (order_id, order_line_id, reason, status)
          values (${line.orderId}, ${line.lineId}, 1, ${status})`,
      );
      refused(await shop.calls.reviewLine(m, line.lineId), 409, 'review_returned');
    }
  });

  it("closes after the shop's review window: 409 review_window_closed with the days; the setting moves it", async () => {
    const m = await logIn(shop.t);
    const late = await deliveredLine(db(), m.userId, shop.product.variationId, { deliveredDaysAgo: 91 });
    const inTime = await deliveredLine(db(), m.userId, shop.product.variationId, { deliveredDaysAgo: 89 });
    refused(await shop.calls.reviewLine(m, late.lineId), 409, 'review_window_closed', { days: 90 });
    expect((await shop.calls.reviewLine(m, inTime.lineId)).statusCode).toBe(200);
    await db().execute(sql`update shop_settings set review_window_days = 120 where id = 1`);
    try {
      expect((await shop.calls.reviewLine(m, late.lineId)).statusCode).toBe(200);
    } finally {
      await db().execute(sql`update shop_settings set review_window_days = 90 where id = 1`);
    }
  });

  it("takes only the caller's own uploads as photos: 422 review_photo_not_owned under photos", async () => {
    const [m, other] = [await logIn(shop.t), await logIn(shop.t)];
    const line = await deliveredLine(db(), m.userId, shop.product.variationId);
    const mine = uploadedPhoto(m.userId);
    const foreign = [
      uploadedPhoto(other.userId),
      // A thumbnail is not a photo to attach, nor is a picture of the shop's or one elsewhere.
      fileUrl(`uploads/${m.userId}/thumbs/${mine.split('/').pop()!.replace('.jpg', '.webp')}`),
      fileUrl('products/test.png'),
      'https://example.com/a.jpg',
    ];
    for (const photo of foreign) {
      const res = await shop.calls.reviewLine(m, line.lineId, { photos: [mine, photo] });
      refused(res, 422, 'review_photo_not_owned');
      expect(res.json().errors).toEqual({ photos: [message('review_photo_not_owned', 'en')] });
    }
    expect(await rows(sql`select 1 from product_reviews where order_line_id = ${line.lineId}`)).toEqual([]);
  });

  it('holds the request to the schema: a rating, half steps, four photos, the text rules', async () => {
    const m = await logIn(shop.t);
    const line = await deliveredLine(db(), m.userId, shop.product.variationId);
    const fields = async (body: object) => {
      const res = await shop.calls.call(m, 'POST', '/create', {
        type: 1,
        order_line_id: line.lineId,
        ...body,
      });
      expect(res.statusCode, res.body).toBe(400);
      return Object.keys(res.json().errors);
    };
    expect(await fields({})).toEqual(['reviews']);
    expect(await fields({ reviews: 4.2 })).toEqual(['reviews']);
    const five = Array.from({ length: 5 }, () => uploadedPhoto(m.userId));
    expect(await fields({ reviews: 4, photos: five })).toEqual(['photos']);
    expect(await fields({ reviews: 4, comments: 'Nice <script>' })).toEqual(['comments']);
  });

  it('needs login', async () => {
    refused(
      await shop.calls.call(null, 'POST', '/create', { order_line_id: 1, reviews: 5 }),
      401,
      'unauthorized',
    );
  });
});

describe('reviewing a salon visit', () => {
  it('rates the salon (1-4) and the stylist (5-8), answers the review and moves both their totals', async () => {
    const m = await logIn(shop.t);
    const visit = await visitOf(m);
    const photo = uploadedPhoto(m.userId);
    const ratings = { ...eightRatings(4, 5), 1: 5, 4: 3.5 };
    const res = await shop.calls.reviewVisit(m, visit.posTransactionId, {
      ratings,
      comments: 'Great cut',
      photos: [photo],
    });
    expect(res.statusCode, res.body).toBe(200);
    const review = myStoreReviewSchema.parse(res.json().data);
    expect(review).toMatchObject({
      pos_transaction_id: visit.posTransactionId,
      reviewer: 'Test B**',
      store: { id: shop.testStore.storeId },
      stylist: { id: shop.testStore.stylistIds[0], title: 'Stylist' },
      // 5, 4, 4, 3.5: 16.5 stars over four is 4.125, to the half star 4.
      salon_rating: 4,
      stylist_rating: 5,
      comments: 'Great cut',
      services: ['Service 30 min'],
      status: 'visible',
    });
    expect(review.scores).toEqual([
      { criterion: 1, target_type: 2, rating: 5 },
      { criterion: 2, target_type: 2, rating: 4 },
      { criterion: 3, target_type: 2, rating: 4 },
      { criterion: 4, target_type: 2, rating: 3.5 },
      ...[5, 6, 7, 8].map((criterion) => ({ criterion, target_type: 3, rating: 5 })),
    ]);
    expect(review.photos).toEqual([
      { url: photo, thumbnail: expect.stringMatching(/\/thumbs\/[^/]+\.webp$/) },
    ]);
    expect(await totalsMismatches(db())).toEqual([]);
    const totals = await rows<{
      target: string;
      criterion: number;
      review_count: number;
      halves_sum: number;
    }>(
      sql`select target, criterion, review_count, halves_sum from review_totals
        where (target = 'store' and target_id = ${shop.testStore.storeId})
          or (target = 'stylist' and target_id = ${shop.testStore.stylistIds[0]!})
        order by target, criterion`,
    );
    expect(totals).toEqual([
      { target: 'store', criterion: 0, review_count: 1, halves_sum: 33 },
      { target: 'store', criterion: 1, review_count: 1, halves_sum: 10 },
      { target: 'store', criterion: 2, review_count: 1, halves_sum: 8 },
      { target: 'store', criterion: 3, review_count: 1, halves_sum: 8 },
      { target: 'store', criterion: 4, review_count: 1, halves_sum: 7 },
      { target: 'stylist', criterion: 0, review_count: 1, halves_sum: 40 },
      ...[5, 6, 7, 8].map((criterion) => ({ target: 'stylist', criterion, review_count: 1, halves_sum: 10 })),
    ]);
  });

  it('is written once per visit, by the visitor only, inside the window', async () => {
    const [m, other] = [await logIn(shop.t), await logIn(shop.t)];
    const visit = await visitOf(m);
    refused(await shop.calls.reviewVisit(other, visit.posTransactionId), 404, 'not_found');
    refused(await shop.calls.reviewVisit(m, 'POS00000000NOSUCH'), 404, 'not_found');
    expect((await shop.calls.reviewVisit(m, visit.posTransactionId)).statusCode).toBe(200);
    refused(await shop.calls.reviewVisit(m, visit.posTransactionId), 409, 'review_exists');
    const old = await visitOf(m, 91);
    refused(await shop.calls.reviewVisit(m, old.posTransactionId), 409, 'review_window_closed', { days: 90 });
  });

  it('is for Singapore members: another country is 403 review_region_only', async () => {
    const m = await logIn(shop.t, { country: 'MY' });
    const visit = await visitOf(m);
    refused(await shop.calls.reviewVisit(m, visit.posTransactionId), 403, 'review_region_only');
  });

  it('needs every one of the eight ratings, each named under its field', async () => {
    const m = await logIn(shop.t);
    const visit = await visitOf(m);
    const { 8: _, ...seven } = eightRatings(5, 5);
    const res = await shop.calls.reviewVisit(m, visit.posTransactionId, { ratings: seven });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'ratings.8': [message('review_rating_required', 'en')] });
  });

  it('answers by the contract schema for both kinds', async () => {
    const m = await logIn(shop.t);
    const visit = await visitOf(m);
    const res = await shop.calls.reviewVisit(m, visit.posTransactionId);
    expect(() => createReviewAnswerSchema.parse(res.json().data)).not.toThrow();
  });
});
