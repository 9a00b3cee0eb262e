import type { Language, ProductSort } from '@beauty/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectPrepared } from '../db/client';
import { lang } from '../db/translated';
import { dealIsLive, liveDealOrder, shopMidnight } from './landing-queries';
import { type ProductCardRow, productCardSql } from './product-cards';

/*
 * Product listings (shop, deals, partner deals, search) share one shape of query: the page's product ids are
 * picked by a narrow inner query that an index can serve (filters, order, limit), and only those rows are
 * turned into cards, each with its variations packed by productCardSql. Counts and filter lists come from
 * subqueries of the same statement, so every listing is one round trip.
 */

/**
 * Orders a listing can take: the public sorts, a deal's own order, search relevance and a product page's
 * related products.
 */
export type ListingOrder = ProductSort | 'position' | 'relevance' | 'related';

type Key = { expr: SQL; desc: boolean };
const key = (expr: string | SQL, desc = false): Key => ({
  expr: typeof expr === 'string' ? sql.raw(expr) : expr,
  desc,
});

/**
 * Each order as sort keys; the last key is always the id, so pages never overlap or skip a product. A
 * descending order breaks ties by descending id so that one index (see the schema) serves it backwards.
 * The price is the payable price the card shows, kept on the product by the triggers of migration 0004.
 */
const ORDERS: Record<ListingOrder, Key[]> = {
  newest: [key('p.created_at', true), key('p.id', true)],
  price_asc: [key('p.shown_price_cents'), key('p.id')],
  price_desc: [key('p.shown_price_cents', true), key('p.id', true)],
  best_selling: [key('p.sold_count', true), key('p.id', true)],
  rating: [key('p.rate_percent', true), key('p.review_count', true), key('p.id', true)],
  position: [key('dp.position'), key('p.id')],
  // Only over the search's matches, which carry `exact` (the whole name was typed) and `rank` (ts_rank, where
  // name hits weigh more than brand or category ones).
  relevance: [key('p.exact', true), key('p.rank', true), key('p.id')],
  // Only over a product page's candidates, which carry `same` (the product's own subcategory).
  related: [key('p.same', true), key('p.sold_count', true), key('p.id')],
};

export type Scope = {
  /** FROM clause naming products (or rows with their sort columns) `p`, and deal_products `dp` for deals. */
  from: SQL;
  where: SQL;
};

/**
 * The page's cards as a JSON array, in order. The inner query carries the sort keys as k0, k1, ... so the
 * outer one can number the rows without evaluating anything twice.
 *
 * The page size is written into the statement (callers name prepared statements by it): with LIMIT as a
 * parameter PostgreSQL prices the generic plan as if it read a tenth of the rows, prefers a custom plan and
 * then plans the statement again on every call, which cost more than running it.
 */
export function cardPage(
  language: Language,
  scope: Scope,
  order: ListingOrder,
  page: { limit: number; offset: number },
): SQL {
  const keys = ORDERS[order];
  const columns = sql.join(
    keys.map((k, i) => sql`${k.expr} as ${sql.raw(`k${i}`)}`),
    sql`, `,
  );
  const by = (prefix: string) =>
    sql.raw(keys.map((k, i) => `${prefix}k${i}${k.desc ? ' desc' : ''}`).join(', '));
  return sql`(select coalesce(json_agg(c order by c.ord), '[]') from (
      select ${productCardSql(language)}, row_number() over (order by ${by('k.')}) as ord
      from (
        select p.id as id, ${columns} from ${scope.from} where ${scope.where}
        order by ${by('')} limit ${sql.raw(String(Math.trunc(page.limit)))} offset ${page.offset}
      ) k
      join products p on p.id = k.id
      join brands b on b.id = p.brand_id
    ) c)`;
}

export function countOf(scope: Scope): SQL {
  return sql`(select count(*)::int from ${scope.from} where ${scope.where})`;
}

export type Paging = { page: number; per_page: number };
const window = (paging: Paging) => ({
  limit: paging.per_page,
  offset: (paging.page - 1) * paging.per_page,
});

type NamedLink = { id: number; name: string; link: string };

export type ListingRow = { total: number; products: (ProductCardRow & { ord: number })[] };

// ---------------------------------------------------------------------------------------------------------
// Shop: a category, optionally one subcategory and one brand

/** No total: the brands of the category (and subcategory) with their product counts give it. */
export type ShopRow = Omit<ListingRow, 'total'> & {
  category: NamedLink | null;
  subcategory: NamedLink | null;
  /** The brand filtered on; null for all brands or a brand that names nothing. */
  brand: NamedLink | null;
  subcategories: NamedLink[];
  brands: (NamedLink & { product_count: number })[];
};

export type ShopFilter = { category: string; subcategory?: string; brand: string | null };

/**
 * A URL names a category, subcategory or brand by its link or, as the spec's routes have it, by its name
 * lower-cased (in either language): "hair-care" and "hair care" are the same category. `match` is the
 * condition; `first` keeps the one row, a link winning over another row's name.
 */
function linkOrName(alias: 'c' | 's' | 'b', nameColumns: string[], value: string) {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const names = nameColumns.map((name) => sql`lower(${column(name)}) = ${value}`);
  return {
    match: sql`(lower(${column('slug')}) = ${value} or ${sql.join(names, sql` or `)})`,
    first: sql`order by lower(${column('slug')}) = ${value} desc, ${column('id')} limit 1`,
  };
}

export async function fetchShop(
  db: Db,
  language: Language,
  filter: ShopFilter,
  order: ProductSort,
  paging: Paging,
): Promise<ShopRow | undefined> {
  const inCategory = sql`p.is_active and p.category_id = (select id from cat)${
    filter.subcategory === undefined ? sql`` : sql` and p.subcategory_id = (select id from sub)`
  }`;
  const scope: Scope = {
    from: sql`products p`,
    where: filter.brand === null ? inCategory : sql`${inCategory} and p.brand_id = (select id from brand)`,
  };
  const cat = linkOrName('c', ['name_en', 'name_zh'], filter.category);
  const sub = linkOrName('s', ['name_en', 'name_zh'], filter.subcategory ?? '');
  const brand = linkOrName('b', ['name'], filter.brand ?? '');
  const query = sql`
    with cat as (
      select c.id, ${lang(language, 'c.name')} as name, c.slug as link from categories c
      where ${cat.match} ${cat.first}
    ), sub as (
      select s.id, ${lang(language, 's.name')} as name, s.slug as link from subcategories s
      where s.category_id = (select id from cat) and ${sub.match} ${sub.first}
    ), brand as (
      select b.id, b.name, b.slug as link from brands b where ${brand.match} ${brand.first}
    )
    select
      (select row_to_json(cat) from cat) as category,
      (select row_to_json(sub) from sub) as subcategory,
      (select row_to_json(brand) from brand) as brand,
      (select coalesce(json_agg(json_build_object('id', s.id, 'name', ${lang(language, 's.name')}, 'link', s.slug)
          order by s.position, s.id), '[]')
        from subcategories s where s.category_id = (select id from cat)) as subcategories,
      (select coalesce(json_agg(json_build_object('id', b.id, 'name', b.name, 'link', b.slug,
          'product_count', f.n) order by b.name, b.id), '[]')
        from (select p.brand_id, count(*)::int as n from products p where ${inCategory} group by p.brand_id) f
        join brands b on b.id = f.brand_id) as brands,
      ${cardPage(language, scope, order, window(paging))} as products`;
  const name = `shop_${language}_${order}_${filter.subcategory === undefined ? 'c' : 's'}_${filter.brand === null ? 'a' : 'b'}_${paging.per_page}`;
  const [row] = await selectPrepared<ShopRow>(db, name, query);
  return row;
}

// ---------------------------------------------------------------------------------------------------------
// Deals: the running flash or hot deal, or one top pick

export type DealRow = ListingRow & {
  deal: {
    id: number;
    type: number;
    title: string;
    image: string | null;
    live: boolean;
    /** Epoch milliseconds; a flash deal without an end time ends at the shop's midnight. */
    ends_at: number | null;
  } | null;
};

export type DealChoice = { type: 1 | 2 } | { type: 3; id: number };

export async function fetchDeal(
  db: Db,
  language: Language,
  choice: DealChoice,
  order: ListingOrder,
  paging: Paging,
): Promise<DealRow | undefined> {
  // A flash or hot deal is whichever runs now; a top pick is asked for by id and may have ended (no products).
  const pick =
    choice.type === 3
      ? sql`d.id = ${choice.id} and d.type = 3`
      : sql`d.type = ${choice.type} and ${dealIsLive} order by ${liveDealOrder} limit 1`;
  const scope: Scope = {
    from: sql`deal_products dp join products p on p.id = dp.product_id`,
    where: sql`dp.deal_id = (select id from deal where live) and p.is_active`,
  };
  const query = sql`
    with deal as (
      select d.id, d.type::int as type, ${lang(language, 'd.title')} as title, d.image, (${dealIsLive}) as live,
        (extract(epoch from coalesce(d.ends_at, case when d.type = 1 then ${shopMidnight} end)) * 1000)::float8
          as ends_at
      from deals d where ${pick}
    )
    select
      (select row_to_json(deal) from deal) as deal,
      ${countOf(scope)} as total,
      ${cardPage(language, scope, order, window(paging))} as products`;
  const name = `deal_${language}_${choice.type === 3 ? 'pick' : 'live'}_${order}_${paging.per_page}`;
  const [row] = await selectPrepared<DealRow>(db, name, query);
  return row;
}

// ---------------------------------------------------------------------------------------------------------
// Partner deals: partner-only products and products with a partner price

export async function fetchAgentDeals(
  db: Db,
  language: Language,
  order: ProductSort,
  paging: Paging,
): Promise<ListingRow> {
  const scope: Scope = {
    from: sql`products p`,
    // One pass over the variations into a hashed set beats probing them once per product.
    where: sql`p.is_active and (p.partner_only or p.id in (
      select v.product_id from variations v where v.is_active and v.agent_price_cents is not null))`,
  };
  const query = sql`select ${countOf(scope)} as total,
    ${cardPage(language, scope, order, window(paging))} as products`;
  const [row] = await selectPrepared<ListingRow>(
    db,
    `agent_deals_${language}_${order}_${paging.per_page}`,
    query,
  );
  return row ?? { total: 0, products: [] };
}
