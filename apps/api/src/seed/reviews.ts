import {
  addressText,
  MAX_REVIEW_PHOTOS,
  RATING_HALVES_MAX,
  RETURN_WINDOW_DAYS,
  type Role,
  STORE_CRITERIA,
  shopToday,
} from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../db/client';
import type { FileStorage, Photo } from '../files';
import { insertRecords, reserveIds, reservePoNumbers } from './batch';
import type { Catalogue } from './catalogue';
import { CATEGORIES, type Domain } from './catalogue-data';
import { customerPhoto, type PackageShape } from './images';
import { lineRecord, orderRecord, orderSums, priceFor } from './order-records';
import { DEMO_MEMBER } from './people';
import { createRandom, type Random } from './random';
import {
  at,
  DAY,
  drawRating,
  HOUR,
  MINUTE,
  moderation,
  type PlannedPhoto,
  photoPath,
  renderPictures,
  seededUuid,
  spreadOver,
  storePhotos,
  writesIn,
} from './review-parts';
import { HIDDEN_REVIEWS, type Language, productComment } from './review-texts';
import { insertDemoMembers, SHOPPERS, storeClients } from './store-clients';
import { HAIR_PICTURES, insertStoreReviews } from './store-reviews';

/*
 * The demo shop's reviews, so that the stars on every card are what its reviews say. Reviewers are the
 * salons' clients (store-clients.ts) and shoppers who cannot log in; each review belongs to an order line of
 * theirs, in an order that went the whole way (paid, shipped, delivered, completed after the return window)
 * with its events, payment and earned points as the shop records them. Ratings lean high as real shops' do,
 * with some low ones; comments fit the product and the stars, in English or Chinese; some have photos
 * (generated, stored as uploads of the reviewer's), a shop reply, or were hidden by the shop. Salon visits get
 * their reviews in store-reviews.ts. Tan Mei Ling, the SG demo member, has delivered orders with lines to
 * review, two reviews of her own, and her salon visits left to review.
 *
 * The products' rate_percent and review_count and every review_totals row are then counted from the reviews
 * (recountReviews), the same sums the review domain keeps as reviews come and go.
 *
 * Runs once: on a fresh shop and on a shop seeded before reviews existed; nothing when any review exists.
 */

const SHOPPER_COUNT = 240;
/** Every tenth shopper is a partner, so partner-only products have buyers (and reviews) too. */
const AGENT_EVERY = 10;
/** Products whose reviews carry photos: the most reviewed, as in a real shop. */
const PHOTO_PRODUCTS = 6;
const PHOTO_SHARE = 0.3;
/** Days after delivery within which the demo's reviewers write (the shop allows REVIEW_WINDOW_DAYS). */
const WRITES_WITHIN_DAYS = 20;
/** Days after delivery before earned points can be spent: the default of POINTS_SETTLE_DAYS. */
export const SETTLE_DAYS = 7;

const asDb = (tx: Tx) => tx as unknown as Db;

const MEI_LING = DEMO_MEMBER.referralCode;

/** What the review seed needs of a catalogue product, by its English name. */
export type ReviewPlan = ReadonlyMap<
  string,
  {
    reviews: number;
    lean: number;
    domain: Domain;
    type: { en: string; zh: string };
    shape: PackageShape;
    colour: string;
    agentOnly: boolean;
  }
>;

export function reviewPlanOf(catalogue: Catalogue): ReviewPlan {
  return new Map(
    catalogue.products.map((p) => [
      p.nameEn,
      {
        reviews: p.reviews,
        lean: p.ratingLean,
        domain: CATEGORIES[p.categoryIndex]!.domain,
        type: p.typeName,
        shape: p.shape,
        colour: catalogue.brands[p.brandIndex]!.colour,
        agentOnly: p.agentOnly,
      },
    ]),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Who bought what

export type Product = {
  id: number;
  name_en: string;
  name_zh: string;
  partner_only: boolean;
  max_per_order: number;
  image: string;
  brand_name: string;
  created_ms: number;
};
/** A variation as the seed reads it back to price what was bought. */
export type Variation = {
  id: number;
  product_id: number;
  name: string;
  unit_price_cents: number;
  discounted_price_cents: number | null;
  agent_price_cents: number | null;
  points_to_redeem: number;
};
type Reviewer = {
  id: number;
  full_name: string;
  mobile: string;
  role: Role;
  language: string;
  joined_ms: number;
};

async function hasReviews(tx: Tx): Promise<boolean> {
  const [row] = await selectRows<{ found: boolean }>(
    asDb(tx),
    sql`select exists (select 1 from product_reviews) or exists (select 1 from salon_reviews) as found`,
  );
  return row?.found ?? false;
}

/** The active products (with their brand) and their active variations, as an order line names them. */
export async function readShop(tx: Tx) {
  const products = await selectRows<Product>(
    asDb(tx),
    sql`select p.id, p.name_en, p.name_zh, p.partner_only, p.max_per_order, p.image, b.name as brand_name,
        (extract(epoch from p.created_at) * 1000)::float8 as created_ms
      from products p join brands b on b.id = p.brand_id where p.is_active order by p.id`,
  );
  const variations = await selectRows<Variation>(
    asDb(tx),
    sql`select id, product_id, name, unit_price_cents, discounted_price_cents, agent_price_cents, points_to_redeem
      from variations where is_active order by product_id, position, id`,
  );
  const variationsOf = new Map<number, Variation[]>();
  for (const v of variations) variationsOf.set(v.product_id, [...(variationsOf.get(v.product_id) ?? []), v]);
  return { products, variationsOf };
}

/** The shoppers (once), then every seeded reviewer: the salons' clients and the shoppers. */
async function reviewers(tx: Tx, now: Date): Promise<Reviewer[]> {
  const random = createRandom('shoppers');
  const shoppers = storeClients(random, SHOPPER_COUNT, SHOPPERS).map((s, i) => ({
    ...s,
    agent: i % AGENT_EVERY === AGENT_EVERY - 1,
    createdAt: new Date(now.getTime() - random.int(60, 1000) * DAY),
  }));
  await insertDemoMembers(tx, shoppers);
  return selectRows<Reviewer>(
    asDb(tx),
    sql`select u.id, u.full_name, u.mobile, u.role, l.code as language,
        (extract(epoch from u.created_at) * 1000)::float8 as joined_ms
      from users u join languages l on l.id = u.language_id
      where u.password_hash = '!' and (u.referral_code like 'SC%' or u.referral_code like 'SH%')
      order by u.id`,
  );
}

const STREETS = [
  ['Blk 123 Ang Mo Kio Avenue 6', '560123'],
  ['Blk 45 Tampines Street 42', '520045'],
  ['10 Bayshore Road', '469974'],
  ['Blk 210 Bishan Street 23', '570210'],
  ['8 Holland Grove Drive', '278797'],
  ['Blk 302 Jurong East Street 32', '600302'],
  ['25 Mountbatten Road', '437854'],
  ['Blk 118 Bukit Batok West Avenue 6', '650118'],
] as const;

/** A Singapore delivery address of `who`'s, as an order keeps it. */
export function deliveryAddress(random: Random, who: { full_name: string; mobile: string }): string {
  const [street, postcode] = random.pick(STREETS);
  return addressText({
    receiver_name: who.full_name,
    address: street,
    floor_unit: `#${String(random.int(2, 18)).padStart(2, '0')}-${String(random.int(1, 180)).padStart(2, '0')}`,
    postcode,
    phone_code: '65',
    contact_no: who.mobile,
  });
}

// ---------------------------------------------------------------------------------------------------------
// Orders as the shop keeps them

type PlannedLine = { product: Product; variation: Variation; quantity: number; review: PlannedReview | null };
type PlannedReview = { halves: number; language: Language; comment: string; photos: PlannedPhoto[] };
type PlannedOrder = {
  user: { id: number; full_name: string; mobile: string; role: Role };
  address: string;
  createdMs: number;
  lines: PlannedLine[];
};

/** The timeline of a delivered order placed at `createdMs`: paid, shipped, delivered, completed if it is time. */
function timeline(random: Random, createdMs: number, nowMs: number) {
  const paidMs = createdMs + random.int(1, 15) * MINUTE;
  const shippedMs = paidMs + random.int(18, 30) * HOUR;
  const deliveredMs = Math.min(shippedMs + random.int(20, 52) * HOUR, nowMs - HOUR);
  const completedMs = deliveredMs + RETURN_WINDOW_DAYS * DAY + random.int(0, 6) * HOUR;
  return { paidMs, shippedMs, deliveredMs, completedMs: completedMs <= nowMs ? completedMs : null };
}

type Rows = Record<string, Record<string, unknown>[]>;

/** The rows of the planned orders and their reviews, ids and PO numbers given in time order. */
async function orderRows(tx: Tx, random: Random, planned: PlannedOrder[], nowMs: number) {
  planned.sort((a, b) => a.createdMs - b.createdMs);
  const lineCount = planned.reduce((n, o) => n + o.lines.length, 0);
  const orderIds = await reserveIds(tx, 'orders', planned.length);
  const lineIds = await reserveIds(tx, 'order_lines', lineCount);
  const poNumbers = await reservePoNumbers(tx, planned.length);
  const rows: Rows = { orders: [], order_lines: [], order_events: [], payments: [], point_entries: [] };
  const reviews: (Record<string, unknown> & { createdMs: number })[] = [];
  let nextLine = 0;
  planned.forEach((o, i) => {
    const id = orderIds[i]!;
    const po = poNumbers[i]!;
    const t = timeline(random, o.createdMs, nowMs);
    const priced = o.lines.map((l) => ({ ...l, price: priceFor(l.variation, o.user.role) }));
    const sum = orderSums(priced);
    rows.orders!.push(
      orderRecord(random, {
        id,
        po,
        userId: o.user.id,
        status: t.completedMs ? 'completed' : 'delivered',
        address: o.address,
        deliveryDate: shopToday(new Date(t.deliveredMs)),
        sums: sum,
        stamps: {
          created: o.createdMs,
          paid: t.paidMs,
          shipped: t.shippedMs,
          delivered: t.deliveredMs,
          completed: t.completedMs,
          cancelled: null,
          updated: t.completedMs ?? t.deliveredMs,
        },
      }),
    );
    const events: [string | null, string, string, number][] = [
      [null, 'to_pay', 'member', o.createdMs],
      ['to_pay', 'to_ship', 'payment', t.paidMs],
      ['to_ship', 'to_receive', 'operator', t.shippedMs],
      ['to_receive', 'delivered', 'operator', t.deliveredMs],
    ];
    if (t.completedMs) events.push(['delivered', 'completed', 'system', t.completedMs]);
    for (const [fromStatus, toStatus, actor, ms] of events)
      rows.order_events!.push({ orderId: id, fromStatus, toStatus, actor, createdAt: at(ms) });
    rows.payments!.push({
      orderId: id,
      provider: 'sandbox',
      providerRef: `pi_sandbox_demo_${po}`,
      paymentMethod: 'card',
      amountCents: sum.total,
      currency: 'SGD',
      status: 'succeeded',
      createdAt: at(o.createdMs),
      updatedAt: at(t.paidMs),
    });
    if (sum.points_earned > 0)
      rows.point_entries!.push({
        userId: o.user.id,
        kind: 'earned',
        status: 'pending',
        points: sum.points_earned,
        orderId: id,
        note: 'order',
        availableAt: at(t.deliveredMs + SETTLE_DAYS * DAY),
        createdAt: at(t.paidMs),
        updatedAt: at(t.deliveredMs),
      });
    for (const l of priced) {
      const lineId = lineIds[nextLine++]!;
      rows.order_lines!.push(lineRecord(lineId, id, l));
      if (!l.review) continue;
      const latest = Math.min(nowMs - 30 * MINUTE, t.deliveredMs + WRITES_WITHIN_DAYS * DAY);
      const createdMs = Math.max(
        t.deliveredMs + HOUR,
        latest - random.int(0, WRITES_WITHIN_DAYS * 24) * HOUR,
      );
      reviews.push({
        createdMs,
        userId: o.user.id,
        orderLineId: lineId,
        productId: l.product.id,
        ratingHalves: l.review.halves,
        comments: l.review.comment,
        photos: l.review.photos.map(photoPath),
        language: l.review.language,
      });
    }
  });
  return { rows, reviews };
}

/** Inserts the orders' rows, then their reviews in the order they were written (ids rising with time). */
async function insertOrdersAndReviews(
  tx: Tx,
  random: Random,
  planned: PlannedOrder[],
  nowMs: number,
  /** Whose reviews the shop may have taken down (not the demo member's: her history shows her own words). */
  hideable: (userId: number) => boolean,
) {
  const { rows, reviews } = await orderRows(tx, random, planned, nowMs);
  for (const table of ['orders', 'order_lines', 'order_events', 'payments', 'point_entries'])
    await insertRecords(tx, table, rows[table]!);
  reviews.sort((a, b) => a.createdMs - b.createdMs);
  const candidates = reviews.flatMap((r, i) => (hideable(r.userId as number) ? [i] : []));
  const hidden = new Map(
    [...spreadOver(candidates.length, HIDDEN_REVIEWS)].map(([k, taken]) => [candidates[k]!, taken]),
  );
  const ids = await reserveIds(tx, 'product_reviews', reviews.length);
  await insertRecords(
    tx,
    'product_reviews',
    reviews.map(({ createdMs, language, ...r }, i) => {
      const takenDown = hidden.get(i) ?? null;
      const halves = r.ratingHalves as number;
      return {
        id: ids[i]!,
        ...r,
        comments: takenDown ? takenDown.comment : r.comments,
        ...moderation(random, { createdMs, halves, language: language as Language, nowMs }, takenDown),
        createdAt: at(createdMs),
      };
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------
// The shoppers' orders and reviews

function planShoppers(
  random: Random,
  shop: Awaited<ReturnType<typeof readShop>>,
  people: readonly Reviewer[],
  plan: ReviewPlan,
  nowMs: number,
  photoOf: ReviewPictures['photoOf'],
): PlannedOrder[] {
  const agents = people.filter((p) => p.role === 'agent');
  const purchases = new Map<number, { first: number; product: Product; variation: Variation }[]>();
  const lastDay = nowMs - 8 * DAY;
  for (const product of shop.products) {
    const wanted = plan.get(product.name_en);
    const variations = shop.variationsOf.get(product.id) ?? [];
    if (!wanted || wanted.reviews === 0 || variations.length === 0) continue;
    const buyers = random.shuffle(product.partner_only ? agents : people);
    let placed = 0;
    for (const buyer of buyers) {
      if (placed === wanted.reviews) break;
      // Not before the buyer joined or the product was listed.
      const first = Math.max(buyer.joined_ms, product.created_ms) + DAY;
      if (first > lastDay) continue;
      const list = purchases.get(buyer.id) ?? [];
      list.push({ first, product, variation: random.pick(variations) });
      purchases.set(buyer.id, list);
      placed++;
    }
  }
  const orders: PlannedOrder[] = [];
  for (const person of people) {
    const address = deliveryAddress(random, person);
    const own: PlannedOrder[] = [];
    for (const b of random.shuffle(purchases.get(person.id) ?? [])) {
      // Most things go in an order with others (up to four lines); the rest are bought on a day of their own.
      const joins = own.filter((o) => o.createdMs >= b.first && o.lines.length < 4);
      let order = joins.length > 0 && random.chance(0.8) ? random.pick(joins) : null;
      if (!order) {
        order = {
          user: person,
          address,
          createdMs: b.first + random.next() * (lastDay - b.first),
          lines: [],
        };
        own.push(order);
      }
      const wanted = plan.get(b.product.name_en)!;
      const halves = drawRating(random, wanted.lean);
      const language = writesIn(random, person.language);
      const pictures = photoOf(b.product.name_en);
      const photos =
        pictures && random.chance(PHOTO_SHARE)
          ? random
              .shuffle(pictures)
              .slice(0, random.int(1, Math.min(2, MAX_REVIEW_PHOTOS)))
              .map((picture) => ({ userId: person.id, picture, name: seededUuid(random) }))
          : [];
      order.lines.push({
        product: b.product,
        variation: b.variation,
        quantity: random.chance(0.15) ? Math.min(2, b.product.max_per_order) : 1,
        review: {
          halves,
          language,
          comment: productComment(random, language, halves, wanted.domain, wanted.type),
          photos,
        },
      });
    }
    orders.push(...own);
  }
  return orders;
}

// ---------------------------------------------------------------------------------------------------------
// Tan Mei Ling

/**
 * Her two orders of the past week, delivered: five lines, two of which she has reviewed (one with a photo),
 * three left for her to review. Their earned points are still pending (they settle
 * a week after delivery), so her balance is what the wallet seed gave her.
 */
async function planMeiLing(
  tx: Tx,
  random: Random,
  shop: Awaited<ReturnType<typeof readShop>>,
  plan: ReviewPlan,
  nowMs: number,
  photoOf: ReviewPictures['photoOf'],
): Promise<PlannedOrder[]> {
  const [me] = await selectRows<{
    id: number;
    full_name: string;
    mobile: string;
    receiver_name: string | null;
    address: string | null;
    floor_unit: string | null;
    postcode: string | null;
    phone_code: string | null;
    contact_no: string | null;
  }>(
    asDb(tx),
    sql`select u.id, u.full_name, u.mobile, a.receiver_name, a.address, a.floor_unit, a.postcode, c.phone_code,
        a.contact_no
      from users u left join addresses a on a.user_id = u.id and a.default_delivery_address
        left join countries c on c.id = a.country_id
      where u.referral_code = ${MEI_LING}
      order by a.id limit 1`,
  );
  if (!me) return [];
  const who = { ...me, role: 'member' as Role };
  const candidates = random.shuffle(
    shop.products.filter((p) => {
      const wanted = plan.get(p.name_en);
      return !p.partner_only && wanted && ['hair', 'skin', 'body'].includes(wanted.domain);
    }),
  );
  const withPhoto = candidates.find((p) => photoOf(p.name_en) !== null) ?? candidates[0];
  const picked = [withPhoto, ...candidates.filter((p) => p !== withPhoto)].slice(0, 5);
  if (picked.length < 5 || !withPhoto) return [];
  const line = (product: Product, review: PlannedReview | null): PlannedLine => ({
    product,
    variation: shop.variationsOf.get(product.id)![0]!,
    quantity: 1,
    review,
  });
  const photo = photoOf(withPhoto.name_en)?.[0];
  const address =
    me.address !== null
      ? addressText({
          receiver_name: me.receiver_name ?? me.full_name,
          address: me.address,
          floor_unit: me.floor_unit,
          postcode: me.postcode ?? '',
          phone_code: me.phone_code ?? '65',
          contact_no: me.contact_no ?? me.mobile,
        })
      : deliveryAddress(random, me);
  return [
    {
      user: who,
      address,
      // Delivered about five days ago: inside the return window, points pending.
      createdMs: nowMs - 8 * DAY - 3 * HOUR,
      lines: [
        line(withPhoto, {
          halves: 9,
          language: 'en',
          comment:
            'Smells lovely and a little goes a long way. My hair feels softer after a week. Half a star off for the pump.',
          photos: photo === undefined ? [] : [{ userId: me.id, picture: photo, name: seededUuid(random) }],
        }),
        line(picked[1]!, null),
        line(picked[2]!, null),
      ],
    },
    {
      user: who,
      address,
      createdMs: nowMs - 4 * DAY - 5 * HOUR,
      lines: [
        line(picked[3]!, {
          halves: 10,
          language: 'en',
          comment: 'Arrived the day after I ordered and works just as described. Will buy again.',
          photos: [],
        }),
        line(picked[4]!, null),
      ],
    },
  ];
}

// ---------------------------------------------------------------------------------------------------------

/** The pictures the demo's review photos use, rendered while the rows go in, and which products show which. */
export type ReviewPictures = {
  photoOf: (productName: string) => number[] | null;
  /** Where HAIR_PICTURES begin among the rendered. */
  hairFrom: number;
  rendered: Promise<Photo[]>;
};

/**
 * Starts drawing the review photos: two shots of each of the most reviewed products members can buy (on
 * different surfaces), then the salon clients' hair pictures. sharp renders them on its own threads, so
 * starting early lets the seed's inserts run meanwhile.
 */
export function drawReviewPictures(plan: ReviewPlan): ReviewPictures {
  const ranked = [...plan]
    .filter(([, p]) => p.reviews > 0 && !p.agentOnly)
    .sort(([a, p], [b, q]) => q.reviews - p.reviews || a.localeCompare(b))
    .slice(0, PHOTO_PRODUCTS);
  const svgs: string[] = [];
  const byProduct = new Map<string, number[]>();
  for (const [name, { shape, colour }] of ranked)
    byProduct.set(
      name,
      [0, 1].map((scene) => svgs.push(customerPhoto({ shape, colour, scene })) - 1),
    );
  return {
    photoOf: (productName) => byProduct.get(productName) ?? null,
    hairFrom: svgs.length,
    rendered: renderPictures([...svgs, ...HAIR_PICTURES]),
  };
}

/** The demo shop's reviews (see the top of this file); a no-op once any review exists. */
export async function insertDemoReviews(
  tx: Tx,
  storage: FileStorage,
  now: Date,
  plan: ReviewPlan,
  /** Called only when the reviews are to be written: a shop that has them draws no picture. */
  pictures: () => ReviewPictures,
): Promise<{ productReviews: number; storeReviews: number }> {
  if (await hasReviews(tx)) return { productReviews: 0, storeReviews: 0 };
  const nowMs = now.getTime();
  const { photoOf, hairFrom, rendered } = pictures();
  const shop = await readShop(tx);
  const storeSide = await insertStoreReviews(tx, createRandom('salon-reviews'), nowMs, hairFrom);
  const people = await reviewers(tx, now);
  const random = createRandom('reviews');
  const planned = [
    ...planShoppers(random, shop, people, plan, nowMs, photoOf),
    ...(await planMeiLing(tx, random, shop, plan, nowMs, photoOf)),
  ];
  const shoppers = new Set(people.map((p) => p.id));
  await insertOrdersAndReviews(tx, random, planned, nowMs, (userId) => shoppers.has(userId));
  await recountReviews(tx);

  const productPhotos = planned.flatMap((o) => o.lines.flatMap((l) => l.review?.photos ?? []));
  await storePhotos(storage, rendered, [...productPhotos, ...storeSide.photos]);
  return {
    productReviews: planned.reduce((n, o) => n + o.lines.filter((l) => l.review).length, 0),
    storeReviews: storeSide.reviews,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Totals

const storeTarget = sql.raw(
  `case when sc.criterion in (${STORE_CRITERIA.join(', ')}) then 'store' else 'stylist' end`,
);
const storeTargetId = sql.raw(
  `case when sc.criterion in (${STORE_CRITERIA.join(', ')}) then r.store_id else r.stylist_id end`,
);

/** Counts of visible reviews under each whole star, from a column `b` holding the star (shared starBucketOf). */
const starCounts = sql.raw(
  [1, 2, 3, 4, 5].map((s) => `count(*) filter (where v and b = ${s})::int`).join(', '),
);

/**
 * review_totals and the products' rate_percent and review_count counted from the reviews, as the review
 * domain keeps them one review at a time (db/schema/review.ts): per product, row 0; per store and per stylist,
 * row 0 (halves_sum the sum of the target's four criteria's scores; a review counted under the whole star of
 * its four scores' mean to the half star) and a row per criterion it is rated on (count and sum only). Only
 * visible reviews count; a target whose reviews are all hidden keeps its rows at zero, as hiding leaves them.
 * rate_percent is shared ratePercentOf: round(halves_sum × 100 / (count × 10)).
 */
export async function recountReviews(tx: Tx): Promise<void> {
  await tx.execute(sql`delete from review_totals`);
  await tx.execute(
    sql`insert into review_totals (target, target_id, criterion, review_count, halves_sum, with_photos,
        stars_1, stars_2, stars_3, stars_4, stars_5)
      select 'product', product_id, 0, count(*) filter (where v)::int,
        coalesce(sum(rating_halves) filter (where v), 0)::int,
        count(*) filter (where v and cardinality(photos) > 0)::int, ${starCounts}
      from (select product_id, rating_halves, photos, status = 'visible' as v,
          least(5, greatest(1, (rating_halves + 1) / 2)) as b
        from product_reviews) r
      group by product_id
      union all
      select target, target_id, 0, count(*) filter (where v)::int, coalesce(sum(s) filter (where v), 0)::int,
        count(*) filter (where v and cardinality(photos) > 0)::int, ${starCounts}
      from (select target, target_id, v, photos, s, least(5, greatest(1, (round(s / 4.0)::int + 1) / 2)) as b
        from (select ${storeTarget} as target, ${storeTargetId} as target_id, r.id, r.status = 'visible' as v,
            r.photos, sum(sc.rating_halves)::int as s
          from salon_reviews r join salon_review_scores sc on sc.review_id = r.id
          group by 1, 2, r.id) per_review) x
      group by target, target_id
      union all
      select ${storeTarget}, ${storeTargetId}, sc.criterion, count(*) filter (where r.status = 'visible')::int,
        coalesce(sum(sc.rating_halves) filter (where r.status = 'visible'), 0)::int, 0, 0, 0, 0, 0, 0
      from salon_reviews r join salon_review_scores sc on sc.review_id = r.id
      group by 1, 2, sc.criterion`,
  );
  await tx.execute(
    sql`update products p set rate_percent = n.rate_percent, review_count = n.review_count
      from (select p.id, coalesce(t.review_count, 0) as review_count,
          coalesce(round(t.halves_sum * 100.0 / nullif(t.review_count * ${RATING_HALVES_MAX}, 0)), 0)::int as rate_percent
        from products p left join review_totals t on t.target = 'product' and t.target_id = p.id and t.criterion = 0) n
      where n.id = p.id and (p.rate_percent, p.review_count) is distinct from (n.rate_percent, n.review_count)`,
  );
}
