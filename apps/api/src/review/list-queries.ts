import { criteriaOf, type Language, RATING_HALVES_MAX, REVIEW_TARGET, type ReviewSort } from '@beauty/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, intArray, selectPrepared } from '../db/client';
import { lang } from '../db/translated';
import {
  type ProductReviewRow,
  productReviewJoins,
  productReviewJson,
  type StoreReviewRow,
  storeRefJson,
  storeReviewJoins,
  storeReviewJson,
} from './queries';
import { type TotalsRow, totalsRowsSql } from './ratings';

/*
 * The public review lists (spec section 7, review/reviews): one statement each, with the target's totals
 * (review_totals, never a recount of its reviews) beside one page of its visible reviews. The page walks the
 * partial indexes of visible reviews (product_reviews_newest_idx, _rating_idx and _highest_idx;
 * salon_reviews_store_idx and _stylist_idx): its ORDER BY spells the indexes' `desc nulls last` (a plain
 * `desc` means nulls first, which no index gives, and PostgreSQL then sorts every review of the target), and
 * a product's page picks its ids before joining its authors and orders, so only one page is joined.
 */

/** What narrows and orders a list. `min`/`max`: the star filter as a range of half stars (shared halvesOfStar). */
export type ListFilter = {
  sort: ReviewSort;
  withPhotos: boolean;
  min: number;
  max: number;
  /** Both the star and the photo filter: the one total no totals row keeps, so the statement counts it. */
  count: boolean;
  limit: number;
  offset: number;
};

/**
 * A sort as ORDER BY over a review's rating in halves (`h`), creation (`c`) and id (`i`), the page's output
 * columns (or `alias`'s); newest breaks ties.
 */
const orderBy = (sort: ReviewSort, alias?: string): SQL => {
  const [h, c, i] = ['h', 'c', 'i'].map((k) => (alias ? `${alias}.${k}` : k));
  const newest = `${c} desc nulls last, ${i} desc nulls last`;
  return sql.raw(
    sort === 'newest' ? newest : `${h} ${sort === 'highest' ? 'desc nulls last' : 'asc'}, ${newest}`,
  );
};

/** Whether the list is narrowed to some stars (else the statement leaves the stars out of its WHERE). */
const byStars = (f: ListFilter) => f.min > 1 || f.max < RATING_HALVES_MAX;

/**
 * Visible reviews `r` passing the filter. Each filter is in the SQL only when set, and the statement's name
 * says which are (`statementKey`): a prepared statement's generic plan would otherwise read the star range
 * as an index condition and leave the index that gives the order.
 */
const filterSql = (f: ListFilter, halves: SQL) =>
  sql.join(
    [
      sql`r.status = 'visible'`,
      f.withPhotos ? sql`cardinality(r.photos) > 0` : undefined,
      byStars(f) ? sql`${halves} between ${f.min} and ${f.max}` : undefined,
    ].filter((part) => part !== undefined),
    sql` and `,
  );

const statementKey = (f: ListFilter) => `${f.sort}_${f.withPhotos ? 'p' : ''}${byStars(f) ? 's' : ''}`;

export type ProductList = {
  found: boolean;
  totals: TotalsRow[];
  counted: number | null;
  reviews: ProductReviewRow[];
};

/** A product's totals and one page of its visible reviews; `found` false for an unknown product. */
export async function selectProductReviewList(
  db: Db,
  language: Language,
  productId: number,
  f: ListFilter,
): Promise<ProductList> {
  const where = sql`r.product_id = ${productId} and ${filterSql(f, sql`r.rating_halves`)}`;
  const [row] = await selectPrepared<ProductList>(
    db,
    `review_list_product_${statementKey(f)}_${language}`,
    sql`select exists (select 1 from products p where p.id = ${productId}) as found,
        ${totalsRowsSql('product', sql`${productId}::int`)} as totals,
        case when ${f.count}::boolean then (select count(*)::int from product_reviews r where ${where}) end as counted,
        (select coalesce(json_agg(${productReviewJson(language)} order by ${orderBy(f.sort, 'r')}), '[]') from (
          select r.*, r.rating_halves as h, r.created_at as c, r.id as i from product_reviews r where ${where}
          order by ${orderBy(f.sort)} limit ${f.limit} offset ${f.offset}) r ${productReviewJoins}) as reviews`,
  );
  return row!;
}

type Ref = { id: number; name: string; image: string };

export type StoreReviewList = {
  /** The store or stylist with its store; null when unknown. */
  target: (Ref & { store: Ref }) | null;
  totals: TotalsRow[];
  /** For a store: its active stylists with their totals; empty for a stylist. */
  stylists: (Ref & { title: string; totals: TotalsRow[] })[];
  counted: number | null;
  reviews: StoreReviewRow[];
};

/**
 * A salon's (target store) or a stylist's totals and one page of their visible reviews, each ordered and
 * filtered by its mean on the target's criteria to the half star (shared meanHalvesOf: half up, as round()
 * on a positive numeric). For a salon, also its stylists' totals.
 */
export async function selectStoreReviewList(
  db: Db,
  language: Language,
  target: 'store' | 'stylist',
  targetId: number,
  f: ListFilter,
): Promise<StoreReviewList> {
  const criteria = criteriaOf(target === 'store' ? REVIEW_TARGET.STORE : REVIEW_TARGET.STYLIST);
  const mean = sql`lateral (select round(sum(sc.rating_halves)::numeric / count(*))::int as halves
    from salon_review_scores sc
    where sc.review_id = r.id and sc.criterion = any(${intArray(criteria)})) m`;
  const where = sql`r.${sql.raw(`${target}_id`)} = ${targetId} and ${filterSql(f, sql`m.halves`)}`;
  const targetJson =
    target === 'store'
      ? sql`(select json_build_object('id', s.id, 'name', s.name, 'image', s.image, 'store', ${storeRefJson})
          from stores s where s.id = ${targetId})`
      : sql`(select json_build_object('id', st.id, 'name', st.name, 'image', st.image, 'store', ${storeRefJson})
          from stylists st join stores s on s.id = st.store_id where st.id = ${targetId})`;
  const stylists =
    target === 'store'
      ? sql`(select coalesce(json_agg(json_build_object('id', st.id, 'name', st.name,
            'title', ${lang(language, 'st.title')}, 'image', st.image,
            'totals', ${totalsRowsSql('stylist', sql`st.id`)}) order by st.id), '[]')
          from stylists st where st.store_id = ${targetId} and st.is_active)`
      : sql`'[]'::json`;
  const [row] = await selectPrepared<StoreReviewList>(
    db,
    `review_list_${target}_${statementKey(f)}_${language}`,
    sql`select ${targetJson} as target, ${totalsRowsSql(target, sql`${targetId}::int`)} as totals,
        ${stylists} as stylists,
        case when ${f.count}::boolean then
          (select count(*)::int from salon_reviews r cross join ${mean} where ${where}) end as counted,
        (select coalesce(json_agg(p.a order by ${orderBy(f.sort, 'p')}), '[]') from (
          select ${storeReviewJson(language)} as a, m.halves as h, r.created_at as c, r.id as i
          from salon_reviews r ${storeReviewJoins} cross join ${mean} where ${where}
          order by ${orderBy(f.sort)} limit ${f.limit} offset ${f.offset}) p) as reviews`,
  );
  return row!;
}
