import {
  type MyReviewsAnswer,
  myReviewsAnswerSchema,
  orderLineReviewAnswerSchema,
  visitReviewAnswerSchema,
} from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../db/client';
import { refused } from '../test/booking';
import { logIn, type Member } from '../test/members';
import { insertOrder } from '../test/orders';
import {
  deliveredLine,
  insertDeliveredLines,
  reviewTestShop,
  uploadedPhoto,
  visitsAt,
} from '../test/reviews';

/*
 * The member's own review pages: myreviews (what is waiting for a review, and what they wrote, hidden reviews
 * with the shop's reason and replies included), and the two reads the write pages open with. Only their own
 * lines and visits; salon visits for Singapore members only.
 */

const shop = reviewTestShop();
const { db } = shop;

async function mine(m: Member, query: string): Promise<MyReviewsAnswer> {
  const res = await shop.calls.mine(m, query);
  expect(res.statusCode, res.body).toBe(200);
  return myReviewsAnswerSchema.parse(res.json().data);
}

const visitsOf = (m: Member, n: number, daysAgo = 1) =>
  visitsAt(db(), shop.testStore, Array(n).fill(m.userId), { daysAgo });

describe('myreviews, products', () => {
  it('lists the lines waiting for a review, latest delivery first, and leaves out what cannot be reviewed', async () => {
    const m = await logIn(shop.t);
    const older = await deliveredLine(db(), m.userId, shop.product.variationId, { deliveredDaysAgo: 5 });
    const newer = await deliveredLine(db(), m.userId, shop.product.variationId, { deliveredDaysAgo: 2 });
    const completed = await deliveredLine(db(), m.userId, shop.product.variationId, {
      deliveredDaysAgo: 3,
      status: 'completed',
    });
    // Not listed: too late, on its way, returned, reviewed already, someone else's.
    await deliveredLine(db(), m.userId, shop.product.variationId, { deliveredDaysAgo: 91 });
    await insertOrder(db(), {
      userId: m.userId,
      status: 'to_receive',
      lines: [{ variationId: shop.product.variationId, quantity: 1 }],
    });
    const returned = await deliveredLine(db(), m.userId, shop.product.variationId, {
      status: 'return_requested',
    });
    await db().execute(
      sql`insert into return_requests (order_id, order_line_id, reason, status)
        values (${returned.orderId}, ${returned.lineId}, 1, 'refunded')`,
    );
    const reviewed = await deliveredLine(db(), m.userId, shop.product.variationId);
    expect((await shop.calls.reviewLine(m, reviewed.lineId)).statusCode).toBe(200);
    await deliveredLine(db(), (await logIn(shop.t)).userId, shop.product.variationId);

    const page = await mine(m, 'type=1&tab=1');
    expect(page.products_to_review.map((l) => l.order_line_id)).toEqual([
      newer.lineId,
      completed.lineId,
      older.lineId,
    ]);
    expect(page).toMatchObject({
      type: 1,
      tab: 1,
      counts: { to_review: 3, history: 1 },
      total: 3,
      total_pages: 1,
      window_days: 90,
      product_reviews: [],
      visits_to_review: [],
      salon_reviews: [],
    });
    const [first] = page.products_to_review;
    expect(first).toMatchObject({
      po_number: newer.poNumber,
      quantity: 1,
      product: {
        id: shop.product.productId,
        name: 'Test serum',
        brand_name: expect.any(String),
        variation_name: '50 ml',
      },
    });
    const delivered = new Date(first!.delivered_at).getTime();
    expect(new Date(first!.review_by).getTime() - delivered).toBe(90 * 86_400_000);
    expect(Math.abs(delivered - (Date.now() - 2 * 86_400_000))).toBeLessThan(60_000);
  });

  it('lists the member’s reviews newest first, hidden ones with the reason, and the shop’s reply', async () => {
    const m = await logIn(shop.t);
    const [a, b] = await insertDeliveredLines(db(), [
      { userId: m.userId, variationId: shop.product.variationId },
      { userId: m.userId, variationId: shop.product.variationId },
    ]);
    const photo = uploadedPhoto(m.userId);
    expect((await shop.calls.reviewLine(m, a!.lineId, { reviews: 2, photos: [photo] })).statusCode).toBe(200);
    expect((await shop.calls.reviewLine(m, b!.lineId, { reviews: 4, comments: 'Nice' })).statusCode).toBe(
      200,
    );
    await db().execute(
      sql`update product_reviews set status = 'hidden', hidden_reason = 'Personal details', hidden_at = now()
        where order_line_id = ${a!.lineId}`,
    );
    await db().execute(
      sql`update product_reviews set reply = 'Thank you', replied_at = now() where order_line_id = ${b!.lineId}`,
    );
    const page = await mine(m, 'type=1&tab=2');
    expect(page.counts).toEqual({ to_review: 0, history: 2 });
    expect(page.products_to_review).toEqual([]);
    expect(page.product_reviews).toMatchObject([
      {
        order_line_id: b!.lineId,
        rating: 4,
        comments: 'Nice',
        status: 'visible',
        hidden_reason: null,
        reply: { text: 'Thank you' },
      },
      {
        order_line_id: a!.lineId,
        rating: 2,
        status: 'hidden',
        hidden_reason: 'Personal details',
        reply: null,
        photos: [{ url: photo }],
      },
    ]);
    expect(new Date(page.product_reviews[0]!.reply!.replied_at).getTime()).toBeGreaterThan(
      Date.now() - 60_000,
    );
  });

  it('pages either tab, counting both', async () => {
    const m = await logIn(shop.t);
    const lines = await insertDeliveredLines(
      db(),
      Array.from({ length: 5 }, () => ({ userId: m.userId, variationId: shop.product.variationId })),
    );
    const first = await mine(m, 'type=1&tab=1&per_page=2');
    const last = await mine(m, 'type=1&tab=1&per_page=2&page=3');
    expect(first).toMatchObject({ total: 5, page: 1, per_page: 2, total_pages: 3 });
    expect(first.products_to_review).toHaveLength(2);
    expect(last.products_to_review).toHaveLength(1);
    const seen = [
      ...first.products_to_review,
      ...(await mine(m, 'type=1&tab=1&per_page=2&page=2')).products_to_review,
    ];
    expect(new Set([...seen, ...last.products_to_review].map((l) => l.order_line_id))).toEqual(
      new Set(lines.map((l) => l.lineId)),
    );
    for (const line of lines.slice(0, 3)) await shop.calls.reviewLine(m, line.lineId);
    const history = await mine(m, 'type=1&tab=2&per_page=2&page=2');
    expect(history).toMatchObject({ counts: { to_review: 2, history: 3 }, total: 3, total_pages: 2 });
    expect(history.product_reviews).toHaveLength(1);
  });
});

describe('myreviews, salon visits', () => {
  it('lists the completed visits waiting for a review within the window, and the member’s salon reviews', async () => {
    const m = await logIn(shop.t);
    const [recent, earlier] = await visitsOf(m, 2, 1);
    await visitsOf(m, 1, 91);
    const page = await mine(m, 'type=2&tab=1');
    expect(page.visits_to_review.map((v) => v.pos_transaction_id)).toEqual([
      recent!.posTransactionId,
      earlier!.posTransactionId,
    ]);
    expect(page.visits_to_review[0]).toMatchObject({
      booking_id: recent!.bookingId,
      store: { id: shop.testStore.storeId },
      stylist: { id: shop.testStore.stylistIds[0], title: 'Stylist' },
      services: ['Service 30 min'],
    });
    expect(page.counts).toEqual({ to_review: 2, history: 0 });

    expect((await shop.calls.reviewVisit(m, recent!.posTransactionId)).statusCode).toBe(200);
    const history = await mine(m, 'type=2&tab=2');
    expect(history.counts).toEqual({ to_review: 1, history: 1 });
    expect(history.salon_reviews).toMatchObject([
      { pos_transaction_id: recent!.posTransactionId, salon_rating: 5, stylist_rating: 5, status: 'visible' },
    ]);
  });

  it('is for Singapore members: type 2 for another country is 403 review_region_only; type 1 is not', async () => {
    const m = await logIn(shop.t, { country: 'MY' });
    refused(await shop.calls.mine(m, 'type=2&tab=1'), 403, 'review_region_only');
    refused(await shop.calls.mine(m, 'type=2&tab=2'), 403, 'review_region_only');
    expect((await shop.calls.mine(m, 'type=1&tab=1')).statusCode).toBe(200);
  });

  it('needs login', async () => {
    refused(await shop.calls.call(null, 'GET', '/myreviews?type=1'), 401, 'unauthorized');
  });
});

describe('the write pages’ reads', () => {
  it('orderline: the caller’s line, whether it can be reviewed, and its review once written', async () => {
    const [m, other] = [await logIn(shop.t), await logIn(shop.t)];
    const line = await deliveredLine(db(), m.userId, shop.product.variationId);
    const open = await shop.calls.call(m, 'GET', `/orderline?order_line_id=${line.lineId}`);
    expect(open.statusCode, open.body).toBe(200);
    expect(orderLineReviewAnswerSchema.parse(open.json().data)).toMatchObject({
      line: { order_line_id: line.lineId, po_number: line.poNumber },
      review: null,
      can_review: true,
      reason: null,
    });
    await shop.calls.reviewLine(m, line.lineId, { reviews: 3.5 });
    const done = orderLineReviewAnswerSchema.parse(
      (await shop.calls.call(m, 'GET', `/orderline?order_line_id=${line.lineId}`)).json().data,
    );
    expect(done).toMatchObject({
      review: { rating: 3.5, order_line_id: line.lineId },
      can_review: false,
      reason: 'review_exists',
    });
    refused(await shop.calls.call(other, 'GET', `/orderline?order_line_id=${line.lineId}`), 404, 'not_found');
  });

  it('orderline: a late or returned line opens with can_review false; one on its way is 409', async () => {
    const m = await logIn(shop.t);
    const late = await deliveredLine(db(), m.userId, shop.product.variationId, { deliveredDaysAgo: 100 });
    const res = await shop.calls.call(m, 'GET', `/orderline?order_line_id=${late.lineId}`);
    expect(res.json().data).toMatchObject({
      can_review: false,
      reason: 'review_window_closed',
      review: null,
    });
    const returned = await deliveredLine(db(), m.userId, shop.product.variationId);
    await db().execute(
      sql`insert into return_requests (order_id, order_line_id, reason, status)
        values (${returned.orderId}, ${returned.lineId}, 1, 'approved')`,
    );
    const back = await shop.calls.call(m, 'GET', `/orderline?order_line_id=${returned.lineId}`);
    expect(back.json().data).toMatchObject({ can_review: false, reason: 'review_returned', review: null });
    const order = await insertOrder(db(), {
      userId: m.userId,
      status: 'to_receive',
      lines: [{ variationId: shop.product.variationId, quantity: 1 }],
    });
    const [line] = await selectRows<{ id: number }>(
      db(),
      sql`select id from order_lines where order_id = ${order.id}`,
    );
    refused(
      await shop.calls.call(m, 'GET', `/orderline?order_line_id=${line!.id}`),
      409,
      'review_not_delivered',
    );
  });

  it('the order’s own detail says which lines wait for a review and which are reviewed, as create sees them', async () => {
    const m = await logIn(shop.t);
    const state = async (poNumber: string) => {
      const res = await shop.t.app.inject({
        method: 'GET',
        url: `/api/order/details?po_number=${poNumber}`,
        headers: { authorization: `Bearer ${m.token}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.lines as { review_state: string | null }[]).map((l) => l.review_state);
    };
    const fresh = await deliveredLine(db(), m.userId, shop.product.variationId);
    const late = await deliveredLine(db(), m.userId, shop.product.variationId, { deliveredDaysAgo: 100 });
    const order = await insertOrder(db(), {
      userId: m.userId,
      status: 'to_receive',
      lines: [{ variationId: shop.product.variationId, quantity: 1 }],
    });
    expect(await state(fresh.poNumber)).toEqual(['to_review']);
    expect(await state(late.poNumber)).toEqual([null]);
    expect(await state(order.poNumber)).toEqual([null]);
    expect((await shop.calls.reviewLine(m, fresh.lineId)).statusCode).toBe(200);
    expect(await state(fresh.poNumber)).toEqual(['reviewed']);
  });

  it('visit: the caller’s visit by POS number and its review; another member’s is 404, outside Singapore 403', async () => {
    const [m, other] = [await logIn(shop.t), await logIn(shop.t)];
    const [visit] = await visitsOf(m, 1);
    const url = `/visit?pos_transaction_id=${visit!.posTransactionId}`;
    const open = await shop.calls.call(m, 'GET', url);
    expect(open.statusCode, open.body).toBe(200);
    expect(visitReviewAnswerSchema.parse(open.json().data)).toMatchObject({
      visit: { pos_transaction_id: visit!.posTransactionId, booking_id: visit!.bookingId },
      review: null,
      can_review: true,
    });
    await shop.calls.reviewVisit(m, visit!.posTransactionId);
    expect((await shop.calls.call(m, 'GET', url)).json().data).toMatchObject({
      review: { pos_transaction_id: visit!.posTransactionId },
      can_review: false,
      reason: 'review_exists',
    });
    refused(await shop.calls.call(other, 'GET', url), 404, 'not_found');
    refused(
      await shop.calls.call(await logIn(shop.t, { country: 'MY' }), 'GET', url),
      403,
      'review_region_only',
    );
  });
});
