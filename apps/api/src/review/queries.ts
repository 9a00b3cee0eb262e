import type { Language, ReviewStatus } from '@beauty/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, intArray, selectPrepared, type Tx } from '../db/client';
import { memberNameSql } from '../db/members';
import { isoInstant } from '../db/shop-clock';
import { lang } from '../db/translated';
import { reviewWindowDaysSql } from '../reference';
import type { CriterionHalves } from './totals';

/*
 * The SQL of writing and reading one member's reviews: the line or visit a review is written against (with
 * every fact the rules look at, in one read), the inserts, and a review as its author sees it. Answers are
 * built as JSON in the statement; answers.ts shapes them. Public lists are list-queries.ts.
 */

// ---------------------------------------------------------------------------------------------------------
// Pieces several statements share

/** The order states of an order that was delivered: delivered, completed, and those a return moves it to. */
const DELIVERED_STATUSES = sql.raw(
  `('delivered', 'completed', 'return_requested', 'return_approved', 'return_rejected', 'refunded')`,
);

/** Order `o` reached the member (a voucher-only order, never delivered, has nothing to review). */
const deliveredSql = sql`(o.delivered_at is not null and o.status in ${DELIVERED_STATUSES})`;

/** Line `l` was given back: its return approved or refunded. */
const returnedSql = sql`exists (select 1 from return_requests rr
  where rr.order_line_id = l.id and rr.status in ('approved', 'refunded'))`;

/** The shop's review window as a one-row relation `w(days)`. */
const windowSql = sql`(select ${reviewWindowDaysSql}::int as days) w`;

/** The last moment `at` (an instant) can be reviewed. */
const reviewBy = (at: SQL) => sql`(${at} + make_interval(days => w.days))`;

/**
 * Where line `l` of order `o` stands for its review, for the order's own answers: 'reviewed' once it has one,
 * 'to_review' while the rules of create would take one (delivered, not given back, inside the window), else
 * null. The same pieces as the facts create checks, so the order page and the write page cannot disagree.
 */
export const lineReviewStateSql = sql<'reviewed' | 'to_review' | null>`case
    when exists (select 1 from product_reviews pr where pr.order_line_id = l.id) then 'reviewed'
    when ${deliveredSql} and not ${returnedSql}
      and now() <= o.delivered_at + make_interval(days => ${reviewWindowDaysSql}::int) then 'to_review'
  end`;

/** The product bought on line `l`, in the request language. */
export const productRefJson = (language: Language) =>
  sql`json_build_object('id', l.product_id, 'name', ${lang(language, 'l.product_name')},
    'brand_name', l.brand_name, 'variation_name', l.variation_name, 'image', l.image)`;

/** Store `s` and stylist `st` as the review answers show them. */
export const storeRefJson = sql`json_build_object('id', s.id, 'name', s.name, 'image', s.image)`;
export const stylistRefJson = (language: Language) =>
  sql`json_build_object('id', st.id, 'name', st.name, 'title', ${lang(language, 'st.title')}, 'image', st.image)`;

/** The services of a booking as booked, in its order and the request language. */
const servicesJson = (language: Language, bookingId: SQL) =>
  sql`(select coalesce(json_agg(${lang(language, 'bs.name')} order by bs.position), '[]')
    from booking_services bs where bs.booking_id = ${bookingId})`;

/** A salon review's scores as [{criterion, halves}], in criterion order. */
export const scoresJson = (reviewId: SQL) =>
  sql`(select coalesce(json_agg(json_build_object('criterion', sc.criterion, 'halves', sc.rating_halves)
      order by sc.criterion), '[]')
    from salon_review_scores sc where sc.review_id = ${reviewId})`;

/** What the review answers share: r is the review, u its author. */
const moderationJson = sql`'id', r.id, 'reviewer', ${memberNameSql('u')}, 'comments', r.comments, 'photos', r.photos,
  'status', r.status, 'hidden_reason', r.hidden_reason, 'reply', r.reply,
  'replied_at', ${isoInstant(sql`r.replied_at`)}, 'created_at', ${isoInstant(sql`r.created_at`)}`;

/** Product review `r` with its author, line and order (joins productReviewJoins). */
export const productReviewJson = (language: Language) => sql`json_build_object(${moderationJson},
    'rating_halves', r.rating_halves, 'order_line_id', r.order_line_id, 'po_number', o.po_number,
    'product', ${productRefJson(language)})`;
export const productReviewJoins = sql`join users u on u.id = r.user_id join order_lines l on l.id = r.order_line_id
  join orders o on o.id = l.order_id`;

/** Salon review `r` with its author, visit, store, stylist, scores and services (joins storeReviewJoins). */
export const storeReviewJson = (language: Language) => sql`json_build_object(${moderationJson},
    'pos_transaction_id', v.pos_transaction_id, 'visited_at', ${isoInstant(sql`v.visited_at`)},
    'store', ${storeRefJson}, 'stylist', ${stylistRefJson(language)}, 'scores', ${scoresJson(sql`r.id`)},
    'services', ${servicesJson(language, sql`v.booking_id`)})`;
export const storeReviewJoins = sql`join users u on u.id = r.user_id join salon_visits v on v.id = r.visit_id
  join stores s on s.id = r.store_id join stylists st on st.id = r.stylist_id`;

/** Line `l` of order `o` waiting for a review (its window `w`). */
const lineJson = (
  language: Language,
) => sql`json_build_object('order_line_id', l.id, 'po_number', o.po_number,
    'product', ${productRefJson(language)}, 'quantity', l.quantity,
    'delivered_at', ${isoInstant(sql`o.delivered_at`)}, 'review_by', ${isoInstant(reviewBy(sql`o.delivered_at`))})`;

/** Visit `v` of booking `b` at store `s` with stylist `st` waiting for a review (its window `w`). */
const visitJson = (language: Language) => sql`json_build_object('pos_transaction_id', v.pos_transaction_id,
    'booking_id', b.id, 'store', ${storeRefJson}, 'stylist', ${stylistRefJson(language)},
    'services', ${servicesJson(language, sql`b.id`)}, 'visited_at', ${isoInstant(sql`v.visited_at`)},
    'review_by', ${isoInstant(reviewBy(sql`v.visited_at`))})`;

// ---------------------------------------------------------------------------------------------------------
// Rows as the statements give them (answers.ts shapes them)

type ModerationRow = {
  id: number;
  reviewer: string;
  comments: string;
  photos: string[];
  status: ReviewStatus;
  hidden_reason: string | null;
  reply: string | null;
  replied_at: string | null;
  created_at: string;
};
type ProductRef = { id: number; name: string; brand_name: string; variation_name: string; image: string };
type StoreRef = { id: number; name: string; image: string };
type StylistRef = StoreRef & { title: string };

export type ProductReviewRow = ModerationRow & {
  rating_halves: number;
  order_line_id: number;
  po_number: string;
  product: ProductRef;
};

export type StoreReviewRow = ModerationRow & {
  pos_transaction_id: string;
  visited_at: string;
  store: StoreRef;
  stylist: StylistRef;
  scores: CriterionHalves[];
  services: string[];
};

export type LineRow = {
  order_line_id: number;
  po_number: string;
  product: ProductRef;
  quantity: number;
  /** Null while the order is on its way (the rules refuse it before an answer needs them). */
  delivered_at: string | null;
  review_by: string | null;
};

export type VisitRow = {
  pos_transaction_id: string;
  booking_id: number;
  store: StoreRef;
  stylist: StylistRef;
  services: string[];
  visited_at: string;
  review_by: string;
};

// ---------------------------------------------------------------------------------------------------------
// What a review is written against

/** What the rules look at before a member reviews a line (see service.ts lineRefusal). */
export type LineFacts = {
  product_id: number;
  delivered: boolean;
  returned: boolean;
  window_closed: boolean;
  window_days: number;
  reviewed: boolean;
};

/** The facts of line `l` of order `o`, by the review window `w`. */
const lineFactsSql = sql`l.product_id, ${deliveredSql} as delivered, ${returnedSql} as returned,
  coalesce(now() > ${reviewBy(sql`o.delivered_at`)}, false) as window_closed, w.days as window_days,
  exists (select 1 from product_reviews r where r.order_line_id = l.id) as reviewed`;

const lineOf = (userId: number, lineId: number) => sql`from order_lines l join orders o on o.id = l.order_id
  cross join ${windowSql} where l.id = ${lineId} and o.user_id = ${userId}`;

/** The member's order line's facts, for writing its review; null: no such line, or another member's. */
export async function selectLineFacts(tx: Tx, userId: number, lineId: number): Promise<LineFacts | null> {
  const [row] = await selectPrepared<LineFacts>(
    tx,
    'review_line_facts',
    sql`select ${lineFactsSql} ${lineOf(userId, lineId)}`,
  );
  return row ?? null;
}

export type LineForReview = LineFacts & { line: LineRow; review: ProductReviewRow | null };

/**
 * The member's order line as the write page shows it, its facts and its review if any; null: not theirs.
 * The review is looked up by the line's key, not the outer alias: its joins name their own `l` and `o`.
 */
export async function selectLineForReview(
  db: Db,
  language: Language,
  userId: number,
  lineId: number,
): Promise<LineForReview | null> {
  const [row] = await selectPrepared<LineForReview>(
    db,
    `review_line_${language}`,
    sql`select ${lineFactsSql}, ${lineJson(language)} as line,
        (select ${productReviewJson(language)} from product_reviews r ${productReviewJoins}
          where r.order_line_id = ${lineId}) as review
      ${lineOf(userId, lineId)}`,
  );
  return row ?? null;
}

/** What the rules look at before a member reviews a salon visit (see service.ts visitRefusal). */
export type VisitFacts = {
  visit_id: number;
  store_id: number;
  stylist_id: number;
  window_closed: boolean;
  window_days: number;
  reviewed: boolean;
};

/** The facts of visit `v` of booking `b`, by the review window `w`. */
const visitFactsSql = sql`v.id as visit_id, b.store_id, b.stylist_id,
  now() > ${reviewBy(sql`v.visited_at`)} as window_closed, w.days as window_days,
  exists (select 1 from salon_reviews r where r.visit_id = v.id) as reviewed`;

const visitOf = (userId: number, posTransactionId: string) => sql`from salon_visits v
  join bookings b on b.id = v.booking_id join stores s on s.id = b.store_id join stylists st on st.id = b.stylist_id
  cross join ${windowSql} where v.pos_transaction_id = ${posTransactionId} and b.user_id = ${userId}`;

/** The member's salon visit's facts by its POS number, for writing its review; null: none, or another's. */
export async function selectVisitFacts(
  tx: Tx,
  userId: number,
  posTransactionId: string,
): Promise<VisitFacts | null> {
  const [row] = await selectPrepared<VisitFacts>(
    tx,
    'review_visit_facts',
    sql`select ${visitFactsSql} ${visitOf(userId, posTransactionId)}`,
  );
  return row ?? null;
}

export type VisitForReview = VisitFacts & { visit: VisitRow; review: StoreReviewRow | null };

/**
 * The member's salon visit as the review pages show it, its facts and its review if any (by the number: the
 * review's joins name their own `v`); null: none, or another member's.
 */
export async function selectVisitForReview(
  db: Db,
  language: Language,
  userId: number,
  posTransactionId: string,
): Promise<VisitForReview | null> {
  const [row] = await selectPrepared<VisitForReview>(
    db,
    `review_visit_${language}`,
    sql`select ${visitFactsSql}, ${visitJson(language)} as visit,
        (select ${storeReviewJson(language)} from salon_reviews r ${storeReviewJoins}
          where v.pos_transaction_id = ${posTransactionId}) as review
      ${visitOf(userId, posTransactionId)}`,
  );
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------------------
// Writing

/** The photo paths as one text[] parameter (a JSON array), whatever their characters. */
const photosSql = (photos: readonly string[]) =>
  sql`array(select json_array_elements_text(${JSON.stringify(photos)}::json))`;

/** A product review, created visible; the unique order line refuses a second one (23505). */
export async function insertProductReview(
  tx: Tx,
  review: {
    userId: number;
    orderLineId: number;
    productId: number;
    halves: number;
    comments: string;
    photos: readonly string[];
  },
): Promise<number> {
  const [row] = await selectPrepared<{ id: number }>(
    tx,
    'review_insert_product',
    sql`insert into product_reviews (user_id, order_line_id, product_id, rating_halves, comments, photos)
      values (${review.userId}, ${review.orderLineId}, ${review.productId}, ${review.halves}, ${review.comments},
        ${photosSql(review.photos)})
      returning id`,
  );
  return row!.id;
}

/** A salon review and its scores, created visible, in one statement; the unique visit refuses a second one. */
export async function insertStoreReview(
  tx: Tx,
  review: {
    userId: number;
    visitId: number;
    storeId: number;
    stylistId: number;
    scores: readonly CriterionHalves[];
    comments: string;
    photos: readonly string[];
  },
): Promise<number> {
  const [row] = await selectPrepared<{ id: number }>(
    tx,
    'review_insert_salon',
    sql`with review as (
        insert into salon_reviews (user_id, visit_id, store_id, stylist_id, comments, photos)
        values (${review.userId}, ${review.visitId}, ${review.storeId}, ${review.stylistId}, ${review.comments},
          ${photosSql(review.photos)})
        returning id),
      scores as (
        insert into salon_review_scores (review_id, criterion, rating_halves)
        select review.id, x.criterion, x.halves from review,
          unnest(${intArray(review.scores.map((s) => s.criterion))}, ${intArray(review.scores.map((s) => s.halves))})
            as x(criterion, halves))
      select id from review`,
  );
  return row!.id;
}

/** One review as its author sees it (null: no such review). */
export async function selectProductReview(db: Db, language: Language, id: number) {
  const [row] = await selectPrepared<{ review: ProductReviewRow }>(
    db,
    `review_product_${language}`,
    sql`select ${productReviewJson(language)} as review from product_reviews r ${productReviewJoins}
      where r.id = ${id}`,
  );
  return row?.review ?? null;
}

export async function selectStoreReview(db: Db, language: Language, id: number) {
  const [row] = await selectPrepared<{ review: StoreReviewRow }>(
    db,
    `review_salon_${language}`,
    sql`select ${storeReviewJson(language)} as review from salon_reviews r ${storeReviewJoins} where r.id = ${id}`,
  );
  return row?.review ?? null;
}

// ---------------------------------------------------------------------------------------------------------
// The member's lists

export type MyReviewsPage<T> = { window_days: number; to_review: number; history: number; items: T[] };

type Paging = { userId: number; limit: number; offset: number };

/**
 * One page of a member's list beside both tabs' counts, in one statement: `waiting` selects the ids of what
 * awaits their review (a CTE the page may read as `waiting`), `reviews` is the table of what they wrote, and
 * `items` the page (columns a, the answer's JSON, and k, i: its order, latest first).
 */
async function selectMyPage<T>(
  db: Db,
  name: string,
  page: Paging,
  parts: { waiting: SQL; reviews: SQL; items: SQL },
): Promise<MyReviewsPage<T>> {
  const [row] = await selectPrepared<MyReviewsPage<T>>(
    db,
    name,
    sql`with waiting as (${parts.waiting})
      select (select ${reviewWindowDaysSql}::int) as window_days,
        (select count(*)::int from waiting) as to_review,
        (select count(*)::int from ${parts.reviews} r where r.user_id = ${page.userId}) as history,
        (select coalesce(json_agg(p.a order by p.k desc, p.i desc), '[]')
          from (${parts.items} order by k desc, i desc limit ${page.limit} offset ${page.offset}) p) as items`,
  );
  return row!;
}

/**
 * One page of the member's product reviews to write (tab 1: lines of delivered orders, not returned, not
 * reviewed, inside the window; latest delivery first) or written (tab 2: every one of theirs, hidden ones
 * too; newest first), with both tabs' counts. Order lines by orders_user_status_idx, reviews by
 * product_reviews_user_idx.
 */
export function selectMyProductReviews(
  db: Db,
  language: Language,
  tab: 'to_review' | 'history',
  page: Paging,
): Promise<MyReviewsPage<LineRow | ProductReviewRow>> {
  return selectMyPage(db, `review_my_products_${tab}_${language}`, page, {
    waiting: sql`select l.id from orders o join order_lines l on l.order_id = o.id cross join ${windowSql}
      where o.user_id = ${page.userId} and ${deliveredSql} and now() <= ${reviewBy(sql`o.delivered_at`)}
        and not ${returnedSql}
        and not exists (select 1 from product_reviews r where r.order_line_id = l.id)`,
    reviews: sql.raw('product_reviews'),
    items:
      tab === 'to_review'
        ? sql`select ${lineJson(language)} as a, o.delivered_at as k, l.id as i
          from waiting x join order_lines l on l.id = x.id join orders o on o.id = l.order_id cross join ${windowSql}`
        : sql`select ${productReviewJson(language)} as a, r.created_at as k, r.id as i
          from product_reviews r ${productReviewJoins} where r.user_id = ${page.userId}`,
  });
}

/**
 * One page of the member's salon visits to review (tab 1: completed, inside the window, not reviewed; latest
 * first) or their salon reviews (tab 2, hidden ones too; newest first), with both tabs' counts.
 */
export function selectMyStoreReviews(
  db: Db,
  language: Language,
  tab: 'to_review' | 'history',
  page: Paging,
): Promise<MyReviewsPage<VisitRow | StoreReviewRow>> {
  return selectMyPage(db, `review_my_salons_${tab}_${language}`, page, {
    waiting: sql`select v.id from bookings b join salon_visits v on v.booking_id = b.id cross join ${windowSql}
      where b.user_id = ${page.userId} and b.status = 'completed' and now() <= ${reviewBy(sql`v.visited_at`)}
        and not exists (select 1 from salon_reviews r where r.visit_id = v.id)`,
    reviews: sql.raw('salon_reviews'),
    items:
      tab === 'to_review'
        ? sql`select ${visitJson(language)} as a, v.visited_at as k, v.id as i
          from waiting x join salon_visits v on v.id = x.id join bookings b on b.id = v.booking_id
            join stores s on s.id = b.store_id join stylists st on st.id = b.stylist_id cross join ${windowSql}`
        : sql`select ${storeReviewJson(language)} as a, r.created_at as k, r.id as i
          from salon_reviews r ${storeReviewJoins} where r.user_id = ${page.userId}`,
  });
}
