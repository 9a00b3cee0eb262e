import { summariseCheckout, unitPriceFor } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../db/client';
import type { Random } from './random';
import { DAY } from './review-parts';
import { recountReviews } from './reviews';
import { insertDemoMembers, storeClients } from './store-clients';

/*
 * Reviews for the bench's scale catalogue (scale.ts). Most copied products get about as many reviews as the
 * demo product they copy has (75 to 125 %), with that product's ratings and comments, so the catalogue's
 * stars and counts look like the demo shop's; one product gets BIG_PRODUCT_REVIEWS for the review list bench.
 * Every review belongs to an order line of its reviewer (one line per order, completed), from bench
 * reviewers who cannot log in. Written in SQL from generate_series: some 57,000 reviews go in in seconds.
 * These orders carry no events, payments or points: nothing the bench measures reads them.
 */

const REVIEWERS = 2_500;
/** The reviews of the one product the review list bench reads (bench/run.mjs, productReviews). */
export const BIG_PRODUCT_REVIEWS = 2_000;

const BENCH_REVIEWERS = { mobilePrefix: '8802', emailPrefix: 'reviewer', codePrefix: 'BR' };

/** A copied product, its source in the demo shop and the price a reviewer paid (its first variation's). */
export type ScaleCopy = {
  id: number;
  sourceId: number;
  agentOnly: boolean;
  /** Its reviews against its original's, in percent (0: none). */
  reviewPercent: number;
  /** Varies who wrote them and when between copies of one original. */
  reviewSalt: number;
  variation: {
    id: number;
    name: string;
    unitPriceCents: number;
    discountedPriceCents: number | null;
    agentPriceCents: number | null;
    pointsToRedeem: number;
  };
};

const arrayOf = (values: readonly (number | string)[]) =>
  `{${values.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;

/** Bench reviewers (every tenth a partner, who alone may buy partner-only products); their ids. */
async function insertReviewers(tx: Tx, random: Random, now: Date) {
  const people = storeClients(random, REVIEWERS, BENCH_REVIEWERS).map((p, i) => ({
    ...p,
    agent: i % 10 === 9,
    createdAt: new Date(now.getTime() - 400 * DAY),
  }));
  await insertDemoMembers(tx, people);
  const rows = await selectRows<{ id: number; role: string }>(
    tx as unknown as Db,
    sql`select id, role from users where referral_code like ${`${BENCH_REVIEWERS.codePrefix}%`}
      and mobile like ${`${BENCH_REVIEWERS.mobilePrefix}%`} order by id`,
  );
  return {
    members: rows.filter((r) => r.role === 'member').map((r) => r.id),
    agents: rows.filter((r) => r.role === 'agent').map((r) => r.id),
  };
}

/** Reviews (with their orders) for the copies, then every total recounted. Answers the reviews written. */
export async function insertScaleReviews(
  tx: Tx,
  random: Random,
  copies: readonly ScaleCopy[],
  now: Date,
): Promise<{ reviews: number; bigProductId: number | null }> {
  const reviewed = await selectRows<{ product_id: number; n: number }>(
    tx as unknown as Db,
    sql`select product_id, count(*)::int as n from product_reviews group by product_id`,
  );
  const sourceReviews = new Map(reviewed.map((r) => [r.product_id, r.n]));
  const candidates = copies.filter((c) => c.reviewPercent > 0 && (sourceReviews.get(c.sourceId) ?? 0) > 0);
  if (candidates.length === 0) return { reviews: 0, bigProductId: null };
  const { members, agents } = await insertReviewers(tx, random, now);
  // The demo reviews' photos, shown again on the copies' reviews.
  const photos = (
    await selectRows<{ path: string }>(
      tx as unknown as Db,
      sql`select distinct unnest(photos) as path from product_reviews order by 1`,
    )
  ).map((r) => r.path);
  // The most reviewed demo product's first copy members can buy becomes the bench's long review list.
  const big = [...candidates]
    .filter((c) => !c.agentOnly)
    .sort((a, b) => sourceReviews.get(b.sourceId)! - sourceReviews.get(a.sourceId)! || a.id - b.id)[0];
  const rows = candidates.map((c) => {
    const v = c.variation;
    const prices = {
      unit_price: v.unitPriceCents,
      discounted_price: v.discountedPriceCents,
      agent_price: v.agentPriceCents,
    };
    const price = unitPriceFor(prices, c.agentOnly ? 'agent' : 'member');
    const order = summariseCheckout(
      [{ price, list_price: v.unitPriceCents, quantity: 1, points_to_redeem: v.pointsToRedeem }],
      { requested: 0, available: 0, rate: 100 },
    );
    const n =
      c === big
        ? BIG_PRODUCT_REVIEWS
        : Math.max(1, Math.round((sourceReviews.get(c.sourceId)! * c.reviewPercent) / 100));
    return { c, n, price, order };
  });
  const column = <T extends number | string>(f: (r: (typeof rows)[number]) => T) => arrayOf(rows.map(f));
  await tx.execute(
    sql`create temp table scale_reviews on commit drop as
      with m as materialized (
        select * from unnest(${column((r) => r.c.id)}::int[], ${column((r) => r.c.sourceId)}::int[],
          ${column((r) => r.n)}::int[], ${column((r) => r.c.variation.id)}::int[],
          ${column((r) => r.c.variation.name)}::text[], ${column((r) => r.price)}::int[],
          ${column((r) => r.c.variation.unitPriceCents)}::int[], ${column((r) => r.order.shipping_fee)}::int[],
          ${column((r) => r.order.total)}::int[], ${column((r) => r.order.points_earned)}::int[],
          ${column((r) => (r.c.agentOnly ? 1 : 0))}::int[], ${column((r) => r.c.reviewSalt)}::int[])
          as m(product_id, source_id, n, variation_id, variation_name, price, list, shipping, total, earned, agent,
            salt)),
      source as materialized (
        select product_id as source_id, array_agg(rating_halves order by id) as ratings,
          array_agg(comments order by id) as comments, count(*)::int as len
        from product_reviews group by product_id)
      select m.*, k, s.ratings[1 + (k - 1) % s.len] as rating_halves, s.comments[1 + (k - 1) % s.len] as comments,
        case when m.agent = 1 then (${arrayOf(agents)}::int[])[1 + abs(hashint8(m.product_id * 7919::bigint + m.salt + k)) % ${agents.length}]
          else (${arrayOf(members)}::int[])[1 + abs(hashint8(m.product_id * 7919::bigint + m.salt + k)) % ${members.length}] end as user_id,
        abs(hashint8(m.product_id * 104729::bigint + m.salt + k)) % 1000 as h,
        p.created_at + (${now.toISOString()}::timestamptz - interval '14 days' - p.created_at) * ((abs(hashint8(k * 31::bigint + m.product_id + m.salt)) % 10000) / 10000.0)
          as ordered_at,
        p.name_en, p.name_zh, p.image, b.name as brand_name,
        ${photos.length === 0 ? sql`null::text` : sql`(${arrayOf(photos)}::text[])[1 + k % ${photos.length}]`} as photo,
        nextval(pg_get_serial_sequence('orders', 'id'))::int as order_id,
        nextval(pg_get_serial_sequence('order_lines', 'id'))::int as line_id,
        'PO' || nextval('order_po_seq') as po_number
      from m join source s using (source_id) cross join generate_series(1, m.n) k
        join products p on p.id = m.product_id join brands b on b.id = p.brand_id`,
  );
  await tx.execute(
    sql`insert into orders (id, po_number, user_id, status, currency, subtotal_cents, discount_cents,
        shipping_fee_cents, total_cents, points_earned, delivery_address, billing_address, delivery_date,
        delivery_time, payment_method, payment_due_at, paid_at, shipped_at, delivered_at, completed_at,
        created_at, updated_at)
      select order_id, po_number, user_id, 'completed', 'SGD', list, list - price, shipping, total, earned,
        'Bench Reviewer, 1 Bench Road, 018956', 'Bench Reviewer, 1 Bench Road, 018956',
        (ordered_at + interval '3 days')::date, '09:00-12:00', 'card', ordered_at + interval '30 minutes',
        ordered_at + interval '5 minutes', ordered_at + interval '1 day', ordered_at + interval '3 days',
        ordered_at + interval '10 days', ordered_at, ordered_at + interval '10 days'
      from scale_reviews`,
  );
  await tx.execute(
    sql`insert into order_lines (id, order_id, product_id, variation_id, product_name_en, product_name_zh,
        brand_name, variation_name, image, quantity, unit_price_cents, list_price_cents, line_total_cents)
      select line_id, order_id, product_id, variation_id, name_en, name_zh, brand_name, variation_name, image, 1,
        price, list, price
      from scale_reviews`,
  );
  // A review a few days after delivery; one in ten with a photo, one in twenty-five answered, one in a
  // hundred hidden.
  await tx.execute(
    sql`insert into product_reviews (user_id, order_line_id, product_id, rating_halves, comments, photos, status,
        hidden_reason, hidden_at, reply, replied_at, created_at)
      select user_id, line_id, product_id, rating_halves, comments,
        case when h % 10 = 0 and photo is not null then array[photo] else '{}'::text[] end,
        case when h % 100 = 7 then 'hidden' else 'visible' end,
        case when h % 100 = 7 then 'This review is not about the product bought.' end,
        case when h % 100 = 7 then ordered_at + interval '6 days' end,
        case when h % 25 = 3 then 'Thank you for shopping with us, see you again soon.' end,
        case when h % 25 = 3 then ordered_at + interval '7 days' end,
        ordered_at + interval '3 days' + (1 + h % 9) * interval '1 day'
      from scale_reviews order by ordered_at`,
  );
  const [{ count } = { count: 0 }] = await selectRows<{ count: number }>(
    tx as unknown as Db,
    sql`select count(*)::int as count from scale_reviews`,
  );
  await recountReviews(tx);
  return { reviews: count, bigProductId: big?.id ?? null };
}
