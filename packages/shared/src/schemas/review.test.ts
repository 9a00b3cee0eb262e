import { describe, expect, it } from 'vitest';
import { charactersNotAllowed } from '../rules/validation';
import {
  createReviewSchema,
  myReviewsQuerySchema,
  orderLineReviewQuerySchema,
  reviewHideRequestSchema,
  reviewReplyRequestSchema,
  reviewsQuerySchema,
  visitReviewQuerySchema,
} from './review';
import { fieldKeys, query } from './test-kit';

const allEight = { 1: 5, 2: 4.5, 3: 4, 4: 3.5, 5: 3, 6: 2.5, 7: 2, 8: 0.5 };

describe('createReviewSchema', () => {
  it('reads a product review from JSON: the line, the stars, comments and photos', () => {
    expect(
      createReviewSchema.parse({
        type: 1,
        order_line_id: 12,
        reviews: 4.5,
        comments: 'Lovely texture.\nWould buy again',
        photos: ['/files/uploads/3/a.jpg', '/files/uploads/3/b.png'],
      }),
    ).toEqual({
      type: 1,
      order_line_id: 12,
      rating: 4.5,
      comments: 'Lovely texture.\nWould buy again',
      photos: ['/files/uploads/3/a.jpg', '/files/uploads/3/b.png'],
    });
  });

  it('reads the same from a query string, type 1 by default, photos as "a,b", no comments as empty', () => {
    expect(
      createReviewSchema.parse(
        query('order_line_id=12&reviews=3&photos=/files/uploads/3/a.jpg,/files/uploads/3/b.png'),
      ),
    ).toEqual({
      type: 1,
      order_line_id: 12,
      rating: 3,
      comments: '',
      photos: ['/files/uploads/3/a.jpg', '/files/uploads/3/b.png'],
    });
    expect(createReviewSchema.parse({ order_line_id: '5', reviews: '0.5', photos: '' })).toMatchObject({
      rating: 0.5,
      photos: [],
    });
  });

  it('reads a salon visit: its POS number and the eight criteria, in criterion order', () => {
    const parsed = createReviewSchema.parse({
      type: 2,
      pos_transaction_id: 'POS2026112500000812',
      ratings: allEight,
    });
    expect(parsed).toEqual({
      type: 2,
      pos_transaction_id: 'POS2026112500000812',
      ratings: [
        { criterion: 1, rating: 5 },
        { criterion: 2, rating: 4.5 },
        { criterion: 3, rating: 4 },
        { criterion: 4, rating: 3.5 },
        { criterion: 5, rating: 3 },
        { criterion: 6, rating: 2.5 },
        { criterion: 7, rating: 2 },
        { criterion: 8, rating: 0.5 },
      ],
      comments: '',
      photos: [],
    });
  });

  it('requires the line and a rating of a product review, under their fields', () => {
    expect(fieldKeys(createReviewSchema, { type: 1 })).toEqual({
      order_line_id: ['required'],
      reviews: ['review_rating_required'],
    });
  });

  it('requires the visit and every one of the eight ratings, each under its own field', () => {
    expect(
      fieldKeys(createReviewSchema, { type: 2, ratings: { 1: 5, 2: 5, 3: 5, 4: 5, 5: 5, 6: 5 } }),
    ).toEqual({
      pos_transaction_id: ['required'],
      'ratings.7': ['review_rating_required'],
      'ratings.8': ['review_rating_required'],
    });
  });

  it('refuses a rating off the half-star scale', () => {
    for (const reviews of [0, 5.5, 3.3, 'five', -1])
      expect(fieldKeys(createReviewSchema, { order_line_id: 1, reviews }), String(reviews)).toEqual({
        reviews: ['review_rating_invalid'],
      });
    expect(
      fieldKeys(createReviewSchema, { type: 2, pos_transaction_id: 'P', ratings: { ...allEight, 3: 7 } }),
    ).toEqual({ 'ratings.3': ['review_rating_invalid'] });
  });

  it('takes at most four photos, the same photo once', () => {
    const photo = (n: number) => `/files/uploads/3/${n}.jpg`;
    expect(
      fieldKeys(createReviewSchema, { order_line_id: 1, reviews: 5, photos: [1, 2, 3, 4, 5].map(photo) }),
    ).toEqual({ photos: ['max_photos'] });
    expect(
      createReviewSchema.parse({ order_line_id: 1, reviews: 5, photos: [photo(1), photo(1), photo(2)] })
        .photos,
    ).toEqual([photo(1), photo(2)]);
  });

  it('holds comments to the text rules of spec section 5, line breaks allowed', () => {
    const keys = (comments: string) =>
      fieldKeys(createReviewSchema, { order_line_id: 1, reviews: 5, comments });
    expect(keys('Great <b>serum</b>')).toEqual({ comments: [charactersNotAllowed(['<', '>'])] });
    expect(keys(' Great')).toEqual({ comments: ['no_leading_multiple_spaces'] });
    expect(keys('Great  serum')).toEqual({ comments: ['no_leading_multiple_spaces'] });
    expect(keys('x'.repeat(1001))).toEqual({ comments: ['too_long'] });
    expect(keys('Great serum\nSoft skin')).toEqual({});
  });

  it('refuses an unknown review type', () => {
    expect(fieldKeys(createReviewSchema, { type: 3, order_line_id: 1, reviews: 5 })).toEqual({
      type: ['invalid_value'],
    });
  });
});

describe('the review reads', () => {
  it('myreviews: type 1 and tab 1 by default, paged 10 a page', () => {
    expect(myReviewsQuerySchema.parse({})).toEqual({ type: 1, tab: 1, page: 1, per_page: 10 });
    expect(myReviewsQuerySchema.parse(query('type=2&tab=2&page=3&per_page=5'))).toEqual({
      type: 2,
      tab: 2,
      page: 3,
      per_page: 5,
    });
    expect(fieldKeys(myReviewsQuerySchema, query('tab=3&per_page=51'))).toMatchObject({
      tab: ['invalid_value'],
      per_page: expect.any(Array),
    });
  });

  it('orderline and visit take their key, required', () => {
    expect(orderLineReviewQuerySchema.parse(query('order_line_id=7'))).toEqual({ order_line_id: 7 });
    expect(fieldKeys(orderLineReviewQuerySchema, {})).toEqual({ order_line_id: ['required'] });
    expect(visitReviewQuerySchema.parse(query('pos_transaction_id=POS1'))).toEqual({
      pos_transaction_id: 'POS1',
    });
    expect(fieldKeys(visitReviewQuerySchema, query('pos_transaction_id='))).toEqual({
      pos_transaction_id: ['required'],
    });
  });

  it('reviews: a product, or a target type with its id; sorts by name or by the old numbers', () => {
    expect(reviewsQuerySchema.parse(query('product_id=4'))).toEqual({
      product_id: 4,
      sort: 'newest',
      with_photos: false,
      page: 1,
      per_page: 10,
    });
    expect(
      reviewsQuerySchema.parse(query('target_type=3&target_id=9&sort=3&with_photos=1&star=4')),
    ).toMatchObject({
      target_type: 3,
      target_id: 9,
      sort: 'lowest',
      with_photos: true,
      star: 4,
    });
    expect(reviewsQuerySchema.parse(query('product_id=4&sort=highest')).sort).toBe('highest');
    expect(fieldKeys(reviewsQuerySchema, query('target_type=2'))).toEqual({ product_id: ['required'] });
    expect(fieldKeys(reviewsQuerySchema, query('target_type=4&target_id=1'))).toMatchObject({
      target_type: ['invalid_value'],
    });
    expect(fieldKeys(reviewsQuerySchema, query('product_id=4&sort=best&star=6'))).toMatchObject({
      sort: ['invalid_value'],
      star: expect.any(Array),
    });
  });
});

describe('the shop’s moderation texts', () => {
  it('a reply is required text by the text rules, on several lines if need be', () => {
    expect(reviewReplyRequestSchema.parse({ text: 'Thank you, Mei Ling.\nSee you soon' })).toEqual({
      text: 'Thank you, Mei Ling.\nSee you soon',
    });
    expect(fieldKeys(reviewReplyRequestSchema, { text: '' })).toEqual({ text: ['required'] });
    expect(fieldKeys(reviewReplyRequestSchema, { text: 'Thanks; see you' })).toEqual({
      text: [charactersNotAllowed([';'])],
    });
  });

  it('hiding takes a reason', () => {
    expect(reviewHideRequestSchema.parse({ reason: 'Personal details' })).toEqual({
      reason: 'Personal details',
    });
    expect(fieldKeys(reviewHideRequestSchema, {})).toEqual({ reason: ['required'] });
  });
});
