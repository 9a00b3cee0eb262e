import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import { type Db, intArray, selectRows } from '../db/client';
import { shopClockText } from '../db/shop-clock';
import { fileUrl } from '../files/storage';
import { TOTAL_COLUMNS } from '../review/totals';
import { testAppPerFile } from './app';
import { makeStoreWithStylists, type StoreWithStylists } from './booking';
import { makeProduct } from './catalogue';
import type { Member } from './members';

/*
 * For the review tests: what reviews are written against, made in bulk with SQL (delivered order lines and
 * completed salon visits, hundreds in one statement), photos the member uploaded, the review calls, and a
 * recount of every review total from the review rows, the yardstick the totals are held to.
 */

/** A path common/upload would have answered the member (the file itself is not needed to attach it). */
export const uploadedPhoto = (userId: number) => fileUrl(`uploads/${userId}/${randomUUID()}.jpg`);

export type DeliveredLine = { orderId: number; poNumber: string; lineId: number; productId: number };

/**
 * Delivered orders of one line each, one per entry (a member and a variation bought), delivered
 * `deliveredDaysAgo` days ago (1 by default), in one statement. Stock and payments are left alone: the review
 * rules look at the order's state, its delivery and its returns only.
 */
export async function insertDeliveredLines(
  db: Db,
  lines: readonly { userId: number; variationId: number }[],
  options: { deliveredDaysAgo?: number; status?: 'delivered' | 'completed' | 'return_requested' } = {},
): Promise<DeliveredLine[]> {
  const rows = await selectRows<{ order_id: number; po_number: string; line_id: number; product_id: number }>(
    db,
    sql`with wanted as (
        select x.user_id, x.variation_id, x.n, nextval(pg_get_serial_sequence('orders', 'id'))::int as order_id
        from unnest(${intArray(lines.map((l) => l.userId))}, ${intArray(lines.map((l) => l.variationId))})
          with ordinality as x(user_id, variation_id, n)),
      o as (
        insert into orders (id, po_number, user_id, status, currency, subtotal_cents, total_cents, delivery_address,
            billing_address, delivery_date, delivery_time, payment_method, payment_due_at, paid_at, shipped_at,
            delivered_at, completed_at)
        select w.order_id, 'PO' || nextval('order_po_seq'), w.user_id, ${options.status ?? 'delivered'}, 'SGD',
          v.unit_price_cents, v.unit_price_cents, '1 Orchard Road, 238801', '1 Orchard Road, 238801',
          current_date, '09:00-12:00', 'card', now(), now(), now(),
          now() - make_interval(days => ${options.deliveredDaysAgo ?? 1}),
          ${options.status === 'completed' ? sql`now()` : sql`null`}
        from wanted w join variations v on v.id = w.variation_id
        returning id, po_number),
      l as (
        insert into order_lines (order_id, product_id, variation_id, product_name_en, product_name_zh, brand_name,
            variation_name, image, quantity, unit_price_cents, list_price_cents, line_total_cents)
        select w.order_id, p.id, v.id, p.name_en, p.name_zh, b.name, v.name, p.image, 1, v.unit_price_cents,
          v.unit_price_cents, v.unit_price_cents
        from wanted w join variations v on v.id = w.variation_id join products p on p.id = v.product_id
          join brands b on b.id = p.brand_id
        returning id, order_id, product_id)
      select w.order_id, o.po_number, l.id as line_id, l.product_id
      from wanted w join o on o.id = w.order_id join l on l.order_id = w.order_id order by w.n`,
  );
  return rows.map((r) => ({
    orderId: r.order_id,
    poNumber: r.po_number,
    lineId: r.line_id,
    productId: r.product_id,
  }));
}

export const deliveredLine = async (
  db: Db,
  userId: number,
  variationId: number,
  options: Parameters<typeof insertDeliveredLines>[2] = {},
) => (await insertDeliveredLines(db, [{ userId, variationId }], options))[0]!;

let visitSlot = 0;

export type Visit = { bookingId: number; posTransactionId: string };

/**
 * Completed salon visits, one per entry (a member, the store, the stylist and a service of the visit), each
 * a 30-minute booking of its own half hour of the past (never overlapping another, whichever stylist or
 * member), visited `daysAgo` days ago (0 by default) give or take those half hours, with its POS number as
 * completing gives it. One statement.
 */
export async function insertVisits(
  db: Db,
  visits: readonly { userId: number; storeId: number; stylistId: number; serviceId: number }[],
  options: { daysAgo?: number } = {},
): Promise<Visit[]> {
  const first = visitSlot;
  visitSlot += visits.length;
  const col = (pick: (v: (typeof visits)[number]) => number) => intArray(visits.map(pick));
  const rows = await selectRows<{ booking_id: number; pos_transaction_id: string }>(
    db,
    sql`with wanted as (
        select x.*, date_trunc('hour', now()) - make_interval(days => ${options.daysAgo ?? 0})
            - make_interval(mins => 30 * (${first}::int + x.n::int)) as starts_at,
          nextval(pg_get_serial_sequence('bookings', 'id'))::int as booking_id
        from unnest(${col((v) => v.userId)}, ${col((v) => v.storeId)}, ${col((v) => v.stylistId)},
            ${col((v) => v.serviceId)})
          with ordinality as x(user_id, store_id, stylist_id, service_id, n)),
      b as (
        insert into bookings (id, user_id, store_id, stylist_id, starts_at, ends_at, blocked_until, status, source,
            total_cents, completed_at)
        select w.booking_id, w.user_id, w.store_id, w.stylist_id, w.starts_at, w.starts_at + interval '30 minutes',
          w.starts_at + interval '30 minutes', 'completed', 'web', s.price_cents, w.starts_at + interval '30 minutes'
        from wanted w join services s on s.id = w.service_id
        returning id),
      bs as (
        insert into booking_services (booking_id, service_id, position, name_en, name_zh, duration_minutes,
            price_cents)
        select w.booking_id, s.id, 0, s.name_en, s.name_zh, 30, s.price_cents
        from wanted w join services s on s.id = w.service_id join b on b.id = w.booking_id),
      v as (
        insert into salon_visits (booking_id, pos_transaction_id, visited_at)
        select w.booking_id, 'POS' || ${shopClockText(sql`w.starts_at`, 'YYYYMMDD')}
            || lpad(w.booking_id::text, 8, '0'), w.starts_at
        from wanted w join b on b.id = w.booking_id
        returning booking_id, pos_transaction_id)
      select v.booking_id, v.pos_transaction_id from wanted w join v on v.booking_id = w.booking_id order by w.n`,
  );
  return rows.map((r) => ({ bookingId: r.booking_id, posTransactionId: r.pos_transaction_id }));
}

/**
 * Completed visits at `salon`, one per member id given (a member may come twice), each with the salon's
 * first service and its stylists in turn, or with `stylistId`.
 */
export function visitsAt(
  db: Db,
  testStore: StoreWithStylists,
  userIds: readonly number[],
  options: { daysAgo?: number; stylistId?: number } = {},
): Promise<Visit[]> {
  return insertVisits(
    db,
    userIds.map((userId, i) => ({
      userId,
      storeId: testStore.storeId,
      stylistId: options.stylistId ?? testStore.stylistIds[i % testStore.stylistIds.length]!,
      serviceId: testStore.serviceIds[0]!,
    })),
    options,
  );
}

/** Eight criterion ratings as the create call takes them, "1" to "8"; `salon` for 1-4, `stylist` for 5-8. */
export const eightRatings = (store: number, stylist: number) =>
  Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8].map((c) => [String(c), c <= 4 ? store : stylist]));

/** The review calls as the web app sends them: `call` any review URL (as a visitor when the member is null). */
export function reviewCalls(app: FastifyInstance) {
  const call = (m: Member | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/review${url}`,
      ...(payload ? { payload } : {}),
      headers: m ? { authorization: `Bearer ${m.token}` } : {},
    });
  return {
    call,
    reviewLine: (m: Member, lineId: number, body: object = {}) =>
      call(m, 'POST', '/create', { type: 1, order_line_id: lineId, reviews: 5, ...body }),
    reviewVisit: (m: Member, posTransactionId: string, body: object = {}) =>
      call(m, 'POST', '/create', {
        type: 2,
        pos_transaction_id: posTransactionId,
        ratings: eightRatings(5, 5),
        ...body,
      }),
    mine: (m: Member, query: string) => call(m, 'GET', `/myreviews?${query}`),
    list: (query: string, m: Member | null = null) => call(m, 'GET', `/reviews?${query}`),
  };
}

/**
 * One test file's shop for the review tests: the app on a fresh database (made before the file's tests,
 * closed after them), the review calls, a product with two sizes (50 ml, 100 ml) and a Singapore salon with
 * two stylists and its own services, all of the file's own.
 */
export function reviewTestShop() {
  const file = testAppPerFile();
  let made:
    | {
        calls: ReturnType<typeof reviewCalls>;
        product: Awaited<ReturnType<typeof makeProduct>>;
        testStore: Awaited<ReturnType<typeof makeStoreWithStylists>>;
      }
    | undefined;
  beforeAll(async () => {
    made = {
      calls: reviewCalls(file.t.app),
      product: await makeProduct(file.db(), { variations: [{ name: '50 ml' }, { name: '100 ml' }] }),
      testStore: await makeStoreWithStylists(file.db()),
    };
  });
  return {
    ...file,
    get t() {
      return file.t;
    },
    get calls() {
      return made!.calls;
    },
    get product() {
      return made!.product;
    },
    get testStore() {
      return made!.testStore;
    },
  };
}

/** The rating a product's cards show: products.review_count and rate_percent. */
export async function productRating(db: Db, productId: number) {
  const [row] = await selectRows<{ review_count: number; rate_percent: number }>(
    db,
    sql`select review_count, rate_percent from products where id = ${productId}`,
  );
  return row!;
}

// ---------------------------------------------------------------------------------------------------------
// The yardstick: every total recounted from the review rows

/** Reviews per whole star of their rating in halves `h` rounded half up, by literal ranges: 0.5-1, 1.5-2, ... 4.5-5. */
const STAR_COUNTS = sql.raw(
  [
    [1, 2],
    [3, 4],
    [5, 6],
    [7, 8],
    [9, 10],
  ]
    .map(([lo, hi], i) => `count(*) filter (where h between ${lo} and ${hi})::int as stars_${i + 1}`)
    .join(', '),
);

/** A totals row's columns as one row value, zeros where the row is missing. */
const totalsOf = (alias: string) =>
  sql.raw(`(${TOTAL_COLUMNS.map((c) => `coalesce(${alias}.${c}, 0)`).join(', ')})`);
const textOf = (alias: string) =>
  sql.raw(`concat_ws(',', ${TOTAL_COLUMNS.map((c) => `${alias}.${c}`).join(', ')})`);

/**
 * Every review_totals row that differs from a recount of the visible reviews (a missing row counting as
 * zeros), and every reviewed product whose rate_percent or review_count differs from its recount. Written
 * apart from the code under test: star buckets by literal ranges, a salon review's mean by round() over its
 * four scores. Empty when every stored total is true.
 */
export async function totalsMismatches(db: Db): Promise<string[]> {
  const totals = await selectRows<{ key: string; stored: string | null; recounted: string | null }>(
    db,
    sql`with product_side as (
        select 'product'::text as target, r.product_id as target_id, r.id, r.rating_halves as h,
          cardinality(r.photos) > 0 as photos, r.rating_halves as halves
        from product_reviews r where r.status = 'visible'),
      scores as (
        select case when sc.criterion <= 4 then 'store' else 'stylist' end as target,
          case when sc.criterion <= 4 then r.store_id else r.stylist_id end as target_id, r.id, sc.criterion,
          sc.rating_halves, cardinality(r.photos) > 0 as photos
        from salon_reviews r join salon_review_scores sc on sc.review_id = r.id where r.status = 'visible'),
      salon_side as (
        select target, target_id, id, round(sum(rating_halves)::numeric / count(*))::int as h, bool_or(photos) as photos,
          sum(rating_halves)::int as halves
        from scores group by target, target_id, id),
      recount as (
        select target, target_id, 0 as criterion, count(*)::int as review_count, sum(halves)::int as halves_sum,
          count(*) filter (where photos)::int as with_photos, ${STAR_COUNTS}
        from (select * from product_side union all select * from salon_side) x group by target, target_id
        union all
        select target, target_id, criterion, count(*)::int, sum(rating_halves)::int, 0, 0, 0, 0, 0, 0
        from scores group by target, target_id, criterion),
      stored as (
        select target, target_id, criterion::int, review_count, halves_sum, with_photos, stars_1, stars_2, stars_3,
          stars_4, stars_5
        from review_totals)
      select concat_ws('/', coalesce(s.target, c.target), coalesce(s.target_id, c.target_id),
          coalesce(s.criterion, c.criterion)) as key,
        ${textOf('s')} as stored, ${textOf('c')} as recounted
      from stored s full join recount c
        on c.target = s.target and c.target_id = s.target_id and c.criterion = s.criterion
      where ${totalsOf('s')} is distinct from ${totalsOf('c')}
      order by 1`,
  );
  const products = await selectRows<{ id: number; stored: string; recounted: string }>(
    db,
    sql`select p.id, p.review_count || ',' || p.rate_percent as stored,
        count(r.id) || ',' || coalesce(round(sum(r.rating_halves) * 100.0 / (count(r.id) * 10))::int, 0) as recounted
      from products p join product_reviews all_r on all_r.product_id = p.id
        left join product_reviews r on r.id = all_r.id and r.status = 'visible'
      group by p.id
      having p.review_count || ',' || p.rate_percent
        <> count(r.id) || ',' || coalesce(round(sum(r.rating_halves) * 100.0 / (count(r.id) * 10))::int, 0)`,
  );
  return [
    ...totals.map(
      (t) => `review_totals ${t.key}: stored ${t.stored ?? '-'}, recounted ${t.recounted ?? '-'}`,
    ),
    ...products.map((p) => `product ${p.id}: stored ${p.stored}, recounted ${p.recounted}`),
  ];
}
