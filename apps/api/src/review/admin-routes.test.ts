import { message, opsReviewSchema } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { selectRows } from '../db/client';
import { refused } from '../test/booking';
import { makeProduct } from '../test/catalogue';
import { logIn } from '../test/members';
import {
  eightRatings,
  insertDeliveredLines,
  productRating,
  reviewTestShop,
  totalsMismatches,
  visitsAt,
} from '../test/reviews';

/*
 * The operator's review commands: the list (both kinds, newest first, by product, store or state), hiding
 * with a reason and restoring (each moving the ratings once, at once) and the shop's reply.
 */

const shop = reviewTestShop();
const { db, ops } = shop;

const reviews = z.array(opsReviewSchema);

/** A product of its own with reviews of 5, 3 and 1 stars, the oldest first; their ids. */
async function reviewedProduct(): Promise<{ productId: number; ids: number[] }> {
  const product = await makeProduct(db());
  const ids: number[] = [];
  for (const stars of [5, 3, 1]) {
    const m = await logIn(shop.t);
    const [line] = await insertDeliveredLines(db(), [{ userId: m.userId, variationId: product.variationId }]);
    const res = await shop.calls.reviewLine(m, line!.lineId, { reviews: stars, comments: `${stars} stars` });
    expect(res.statusCode, res.body).toBe(200);
    ids.push(res.json().data.id);
  }
  return { productId: product.productId, ids };
}

const publicList = async (query: string) => (await shop.calls.list(query)).json().data;

afterAll(async () => expect(await totalsMismatches(db())).toEqual([]));

describe('the operator’s review list', () => {
  let product: { productId: number; ids: number[] };
  let storeReviewId: number;
  beforeAll(async () => {
    product = await reviewedProduct();
    const m = await logIn(shop.t);
    const [visit] = await visitsAt(db(), shop.testStore, [m.userId], {
      stylistId: shop.testStore.stylistIds[1]!,
    });
    const res = await shop.calls.reviewVisit(m, visit!.posTransactionId, { ratings: eightRatings(4.5, 3) });
    storeReviewId = res.json().data.id;
  });

  it('lists both kinds newest first, names in full, ratings in stars', async () => {
    const res = await ops('GET', '/reviews?limit=4');
    expect(res.statusCode, res.body).toBe(200);
    const list = reviews.parse(res.json().data);
    expect(list.map((r) => [r.kind, r.id])).toEqual([
      ['salon', storeReviewId],
      ...[...product.ids].reverse().map((id) => ['product', id]),
    ]);
    expect(list[0]).toMatchObject({
      member_name: 'Test Buyer',
      store_id: shop.testStore.storeId,
      stylist_id: shop.testStore.stylistIds[1],
      product_id: null,
      subject: expect.stringMatching(/^Test Salon .*, Test Stylist$/),
      rating: 4.5,
      stylist_rating: 3,
      status: 'visible',
    });
    expect(list[1]).toMatchObject({
      product_id: product.productId,
      subject: 'Test serum',
      rating: 1,
      stylist_rating: null,
    });
  });

  it('narrows to one product, one store, or one state', async () => {
    const byProduct = reviews.parse(
      (await ops('GET', `/reviews?product_id=${product.productId}`)).json().data,
    );
    expect(byProduct.map((r) => r.id)).toEqual([...product.ids].reverse());
    const byStore = reviews.parse(
      (await ops('GET', `/reviews?store_id=${shop.testStore.storeId}`)).json().data,
    );
    expect(byStore.map((r) => [r.kind, r.id])).toEqual([['salon', storeReviewId]]);
    // The demo shop hides a few reviews of its own; none of this product's is hidden.
    const hidden = reviews.parse((await ops('GET', '/reviews?status=hidden')).json().data);
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.every((r) => r.status === 'hidden')).toBe(true);
    expect((await ops('GET', `/reviews?product_id=${product.productId}&status=hidden`)).json().data).toEqual(
      [],
    );
  });

  it('needs the operator token', async () => {
    expect((await ops('GET', '/reviews', undefined, null)).statusCode).toBe(401);
  });
});

describe('hiding and restoring', () => {
  it('hides a review from every list and average at once, and restores it', async () => {
    const { productId, ids } = await reviewedProduct();
    expect(await productRating(db(), productId)).toEqual({ review_count: 3, rate_percent: 60 });
    const hidden = await ops('POST', `/reviews/product/${ids[0]}/hide`, { reason: 'Personal details shown' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(opsReviewSchema.parse(hidden.json().data)).toMatchObject({
      status: 'hidden',
      hidden_reason: 'Personal details shown',
    });
    // 3 and 1 stars remain.
    expect(await productRating(db(), productId)).toEqual({ review_count: 2, rate_percent: 40 });
    const list = await publicList(`product_id=${productId}`);
    expect(list.reviews.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[1]]);
    expect(list.summary).toMatchObject({ review_count: 2, star_counts: { 1: 1, 2: 0, 3: 1, 4: 0, 5: 0 } });
    const hiddenOnly = reviews.parse(
      (await ops('GET', `/reviews?product_id=${productId}&status=hidden`)).json().data,
    );
    expect(hiddenOnly.map((r) => r.id)).toEqual([ids[0]]);

    const restored = await ops('POST', `/reviews/product/${ids[0]}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ status: 'visible', hidden_reason: null });
    expect(await productRating(db(), productId)).toEqual({ review_count: 3, rate_percent: 60 });
    expect((await publicList(`product_id=${productId}`)).summary.star_counts).toEqual({
      1: 1,
      2: 0,
      3: 1,
      4: 0,
      5: 1,
    });
  });

  it('refuses a move the state does not allow, leaving the ratings as they were', async () => {
    const { productId, ids } = await reviewedProduct();
    refused(await ops('POST', `/reviews/product/${ids[1]}/restore`), 409, 'review_not_hidden');
    await ops('POST', `/reviews/product/${ids[1]}/hide`, { reason: 'Spam' });
    refused(
      await ops('POST', `/reviews/product/${ids[1]}/hide`, { reason: 'Spam again' }),
      409,
      'review_already_hidden',
    );
    expect(await productRating(db(), productId)).toEqual({ review_count: 2, rate_percent: 60 });
  });

  it('hides a salon review from the salon’s and the stylist’s averages', async () => {
    const m = await logIn(shop.t);
    const stylistId = shop.testStore.stylistIds[0]!;
    const [visit] = await visitsAt(db(), shop.testStore, [m.userId], { stylistId });
    const id = (await shop.calls.reviewVisit(m, visit!.posTransactionId)).json().data.id;
    const before = await publicList(`target_type=3&target_id=${stylistId}`);
    expect((await ops('POST', `/reviews/salon/${id}/hide`, { reason: 'Rude' })).statusCode).toBe(200);
    const after = await publicList(`target_type=3&target_id=${stylistId}`);
    expect(after.summary.review_count).toBe(before.summary.review_count - 1);
    expect(after.reviews.map((r: { id: number }) => r.id)).not.toContain(id);
    const testStore = await publicList(`target_type=2&target_id=${shop.testStore.storeId}`);
    expect(testStore.reviews.map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it('names a review by kind and id: an unknown one is 404, a kind other than product or salon 400', async () => {
    const { ids } = await reviewedProduct();
    refused(await ops('POST', '/reviews/product/2000000000/hide', { reason: 'x' }), 404, 'not_found');
    refused(await ops('POST', '/reviews/salon/2000000000/restore'), 404, 'not_found');
    const wrongKind = await ops('POST', `/reviews/rating/${ids[0]}/hide`, { reason: 'x' });
    expect(wrongKind.statusCode).toBe(400);
    const noReason = await ops('POST', `/reviews/product/${ids[0]}/hide`, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: [message('required', 'en')] });
  });
});

describe('the shop’s reply', () => {
  it('shows under the review in the public list and in its author’s history; a second replaces the first', async () => {
    const { productId, ids } = await reviewedProduct();
    const first = await ops('POST', `/reviews/product/${ids[2]}/reply`, {
      text: 'Sorry to hear that.\nWe will call you',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ reply: 'Sorry to hear that.\nWe will call you' });
    expect(
      (await ops('POST', `/reviews/product/${ids[2]}/reply`, { text: 'We have called you' })).statusCode,
    ).toBe(200);
    const list = await publicList(`product_id=${productId}`);
    const replied = list.reviews.find((r: { id: number }) => r.id === ids[2]);
    expect(replied.reply).toEqual({ text: 'We have called you', replied_at: expect.stringMatching(/Z$/) });
    expect(await productRating(db(), productId)).toEqual({ review_count: 3, rate_percent: 60 });
  });

  it('audits each reply: the reply it replaced and the new one, by the call', async () => {
    const [, , id] = (await reviewedProduct()).ids;
    await ops('POST', `/reviews/product/${id}/reply`, { text: 'Sorry to hear that' });
    await ops('POST', `/reviews/product/${id}/reply`, { text: 'We have called you' });
    const rows = await selectRows<{ before: unknown; after: unknown; request_id: string | null }>(
      db(),
      sql`select before, after, request_id from audit_log
        where action = 'product_review.reply' and record_type = 'product_reviews' and record_id = ${String(id)}
        order by id`,
    );
    expect(rows.map((r) => [r.before, r.after, r.request_id !== null])).toEqual([
      [{ reply: null }, { reply: 'Sorry to hear that' }, true],
      [{ reply: 'Sorry to hear that' }, { reply: 'We have called you' }, true],
    ]);
  });

  it('holds the reply to the text rules; an unknown review is 404', async () => {
    const { ids } = await reviewedProduct();
    const bad = await ops('POST', `/reviews/product/${ids[0]}/reply`, { text: 'Thanks; see you' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ text: ['These characters are not allowed: ;'] });
    refused(await ops('POST', '/reviews/salon/2000000000/reply', { text: 'Thanks' }), 404, 'not_found');
  });
});

describe('GET /api/ops/commands', () => {
  it('lists the review commands for npm run ops', async () => {
    const names = (await ops('GET', '/commands')).json().data.map((c: { name: string }) => c.name);
    expect(names).toEqual(
      expect.arrayContaining(['reviews', 'hide-review', 'restore-review', 'reply-review']),
    );
  });
});
