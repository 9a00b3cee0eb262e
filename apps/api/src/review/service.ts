import {
  type CreateReview,
  halvesFromStars,
  type Language,
  type MyProductReview,
  type MyReviewsAnswer,
  type MyReviewsQuery,
  type MyStoreReview,
  type OrderLineReviewAnswer,
  REVIEW_KIND,
  REVIEW_TAB,
  type ReviewCriterion,
  SG_COUNTRY,
  type VisitReviewAnswer,
} from '@beauty/shared';
import type { Db, Tx } from '../db/client';
import { databaseError, SQLSTATE } from '../db/errors';
import { selectMemberCountry } from '../db/members';
import { DomainError } from '../errors';
import { ownsPhoto } from '../files';
import { toMyProductReview, toMyStoreReview, toProductToReview } from './answers';
import {
  insertProductReview,
  insertStoreReview,
  type LineFacts,
  type LineRow,
  type ProductReviewRow,
  type StoreReviewRow,
  selectLineFacts,
  selectLineForReview,
  selectMyProductReviews,
  selectMyStoreReviews,
  selectProductReview,
  selectStoreReview,
  selectVisitFacts,
  selectVisitForReview,
  type VisitFacts,
  type VisitRow,
} from './queries';
import { moveTotals, type ReviewShare } from './totals';

/*
 * Writing a review, and the member's own review pages (spec sections 3 and 7: myreviews, create, and the two
 * reads the write pages open with). The rules are checked in the writing transaction for a clear answer;
 * what makes a line or visit reviewed once is the database's unique index, whose refusal of a racing second
 * review is answered as the same 409. The review and its share of the totals (totals.ts) commit together.
 */

/** 409 review_window_closed: the review window, a shop setting in days, has passed since delivery or the visit. */
const windowClosed = (days: number) => new DomainError('review_window_closed', { values: { days } });

/** Why the member cannot review this line now, or null: reviewed already, on its way, returned, too late. */
function lineRefusal(found: LineFacts): DomainError | null {
  if (found.reviewed) return new DomainError('review_exists');
  if (!found.delivered) return new DomainError('review_not_delivered');
  if (found.returned) return new DomainError('review_returned');
  if (found.window_closed) return windowClosed(found.window_days);
  return null;
}

/** Why the member cannot review this visit now, or null. */
function visitRefusal(found: VisitFacts): DomainError | null {
  if (found.reviewed) return new DomainError('review_exists');
  if (found.window_closed) return windowClosed(found.window_days);
  return null;
}

/** The write pages' `can_review` and, when false, the refusal create would give, by its message key. */
function canReview(refusal: DomainError | null): Pick<OrderLineReviewAnswer, 'can_review' | 'reason'> {
  if (!refusal) return { can_review: true, reason: null };
  const key = refusal.key;
  if (key !== 'review_exists' && key !== 'review_returned' && key !== 'review_window_closed')
    throw new Error(`No write-page reason for ${key}`);
  return { can_review: false, reason: key };
}

/** Every photo must be one of the caller's own uploads (files ownsPhoto): 422 under `photos`. */
function assertOwnPhotos(userId: number, photos: readonly string[]): void {
  if (photos.some((path) => !ownsPhoto(userId, path)))
    throw new DomainError('review_photo_not_owned', { fields: { photos: ['review_photo_not_owned'] } });
}

/** Salon and stylist reviews are for Singapore members (spec section 1), as appointments are. */
async function assertReviewRegion(db: Db | Tx, userId: number): Promise<void> {
  const country = await selectMemberCountry(db, userId);
  if (country === null) throw new DomainError('unauthorized');
  if (country !== SG_COUNTRY) throw new DomainError('review_region_only');
}

/**
 * Writes one review: the caller's own photos (else 422), then in one transaction the line or visit it is
 * written against (`find`; none, or another member's: 404), the rules' refusal if any, the review row and its
 * share added to the totals. The unique line or visit refusing a racing second review is answered as 409
 * review_exists. Answers the new review's id.
 */
async function writeReview<Found>(
  db: Db,
  input: { userId: number; photos: readonly string[] },
  steps: {
    find(tx: Tx): Promise<Found | null>;
    refusal(found: Found): DomainError | null;
    insert(tx: Tx, found: Found): Promise<{ id: number; share: ReviewShare }>;
  },
): Promise<number> {
  assertOwnPhotos(input.userId, input.photos);
  try {
    return await db.transaction(async (tx) => {
      const found = await steps.find(tx);
      if (!found) throw new DomainError('not_found');
      const refusal = steps.refusal(found);
      if (refusal) throw refusal;
      const { id, share } = await steps.insert(tx, found);
      await moveTotals(tx, share, 1);
      return id;
    });
  } catch (err) {
    if (databaseError(err)?.code === SQLSTATE.uniqueViolation) throw new DomainError('review_exists');
    throw err;
  }
}

export type ProductReviewInput = {
  userId: number;
  orderLineId: number;
  /** Stars, 0.5 to 5 in half steps (the schema's rule). */
  rating: number;
  comments: string;
  photos: readonly string[];
};

/**
 * A member's review of a product they bought, once per order line. Refusals, in order: 422
 * review_photo_not_owned; 404 (no such line, or another member's); 409 review_exists, review_not_delivered,
 * review_returned, review_window_closed {days}. Counts in the product's totals and rating at once.
 */
export function createProductReview(db: Db, input: ProductReviewInput): Promise<number> {
  const halves = halvesFromStars(input.rating);
  return writeReview(db, input, {
    find: (tx) => selectLineFacts(tx, input.userId, input.orderLineId),
    refusal: lineRefusal,
    async insert(tx, found) {
      const { userId, orderLineId, comments, photos } = input;
      const productId = found.product_id;
      const id = await insertProductReview(tx, { userId, orderLineId, productId, halves, comments, photos });
      return { id, share: { kind: 'product', productId, halves, photoCount: photos.length } };
    },
  });
}

export type StoreReviewInput = {
  userId: number;
  posTransactionId: string;
  /** Stars per criterion, all eight (the schema's rule). */
  ratings: readonly { criterion: ReviewCriterion; rating: number }[];
  comments: string;
  photos: readonly string[];
};

/**
 * A member's review of a salon visit, rating the salon (criteria 1-4) and the stylist (5-8), once per visit.
 * Refusals, in order: 422 review_photo_not_owned; 403 review_region_only; 404 (no such visit, or another
 * member's); 409 review_exists, review_window_closed {days}. Counts in the store's and the stylist's totals
 * at once.
 */
export function createStoreReview(db: Db, input: StoreReviewInput): Promise<number> {
  const scores = input.ratings.map((r) => ({ criterion: r.criterion, halves: halvesFromStars(r.rating) }));
  return writeReview(db, input, {
    async find(tx) {
      await assertReviewRegion(tx, input.userId);
      return selectVisitFacts(tx, input.userId, input.posTransactionId);
    },
    refusal: visitRefusal,
    async insert(tx, found) {
      const { userId, comments, photos } = input;
      const { visit_id: visitId, store_id: storeId, stylist_id: stylistId } = found;
      const id = await insertStoreReview(tx, {
        userId,
        visitId,
        storeId,
        stylistId,
        scores,
        comments,
        photos,
      });
      return { id, share: { kind: 'salon', storeId, stylistId, scores, photoCount: photos.length } };
    },
  });
}

// ---------------------------------------------------------------------------------------------------------
// The member's calls

/** POST review/create: writes the review and answers it as its author sees it. */
export async function createReview(
  db: Db,
  language: Language,
  userId: number,
  body: CreateReview,
): Promise<MyProductReview | MyStoreReview> {
  const { comments, photos } = body;
  if (body.type === REVIEW_KIND.ECOMMERCE) {
    const id = await createProductReview(db, {
      userId,
      orderLineId: body.order_line_id,
      rating: body.rating,
      comments,
      photos,
    });
    return toMyProductReview((await selectProductReview(db, language, id))!);
  }
  const id = await createStoreReview(db, {
    userId,
    posTransactionId: body.pos_transaction_id,
    ratings: body.ratings,
    comments,
    photos,
  });
  return toMyStoreReview((await selectStoreReview(db, language, id))!);
}

/**
 * GET review/orderline: one line of the caller's as the write page shows it, its review if written, and
 * whether one can be written now. Another member's line is 404 as an unknown one; a line still on its way
 * has no page yet (409 review_not_delivered).
 */
export async function orderLineReview(
  db: Db,
  language: Language,
  userId: number,
  orderLineId: number,
): Promise<OrderLineReviewAnswer> {
  const found = await selectLineForReview(db, language, userId, orderLineId);
  if (!found) throw new DomainError('not_found');
  const line = toProductToReview(found.line);
  if (!found.delivered || !line) throw new DomainError('review_not_delivered');
  return {
    line,
    review: found.review ? toMyProductReview(found.review) : null,
    ...canReview(lineRefusal(found)),
  };
}

/** GET review/visit: one salon visit of the caller's, its review if written, and whether one can be now. */
export async function visitReview(
  db: Db,
  language: Language,
  userId: number,
  posTransactionId: string,
): Promise<VisitReviewAnswer> {
  await assertReviewRegion(db, userId);
  const found = await selectVisitForReview(db, language, userId, posTransactionId);
  if (!found) throw new DomainError('not_found');
  return {
    visit: found.visit,
    review: found.review ? toMyStoreReview(found.review) : null,
    ...canReview(visitRefusal(found)),
  };
}

const NO_LISTS = { products_to_review: [], product_reviews: [], visits_to_review: [], salon_reviews: [] };

/**
 * GET review/myreviews: one page of the caller's products or visits to review, or of their reviews (hidden
 * ones with the shop's reason), with both tabs' counts. Salon visits are for Singapore members (403
 * review_region_only).
 */
export async function myReviews(
  db: Db,
  language: Language,
  userId: number,
  query: MyReviewsQuery,
): Promise<MyReviewsAnswer> {
  const tab = query.tab === REVIEW_TAB.TO_REVIEW ? 'to_review' : 'history';
  const paging = { userId, limit: query.per_page, offset: (query.page - 1) * query.per_page };
  let page: { window_days: number; to_review: number; history: number };
  let lists: Partial<MyReviewsAnswer>;
  if (query.type === REVIEW_KIND.ECOMMERCE) {
    const found = await selectMyProductReviews(db, language, tab, paging);
    page = found;
    lists =
      tab === 'to_review'
        ? { products_to_review: (found.items as LineRow[]).flatMap((row) => toProductToReview(row) ?? []) }
        : { product_reviews: (found.items as ProductReviewRow[]).map(toMyProductReview) };
  } else {
    await assertReviewRegion(db, userId);
    const found = await selectMyStoreReviews(db, language, tab, paging);
    page = found;
    lists =
      tab === 'to_review'
        ? { visits_to_review: found.items as VisitRow[] }
        : { salon_reviews: (found.items as StoreReviewRow[]).map(toMyStoreReview) };
  }
  const total = page[tab];
  return {
    type: query.type,
    tab: query.tab,
    counts: { to_review: page.to_review, history: page.history },
    ...NO_LISTS,
    ...lists,
    total,
    page: query.page,
    per_page: query.per_page,
    total_pages: Math.ceil(total / query.per_page),
    window_days: page.window_days,
  };
}
