import {
  type AgentDealsQuery,
  ALL_BRANDS,
  DEAL_TYPE,
  type DealsPage,
  type DealsQuery,
  type Language,
  type ProductPage,
  remainingFromSeconds,
  type ShopPage,
  type ShopQuery,
} from '@beauty/shared';
import type { Db } from '../db/client';
import { DomainError } from '../errors';
import type { Viewer } from '../http/viewer';
import {
  type DealChoice,
  fetchAgentDeals,
  fetchDeal,
  fetchShop,
  type ListingRow,
  type Paging,
} from './listing-queries';
import { toProductCard } from './product-cards';

/** The paging part of every listing answer; a page past the end is empty, not an error. */
export function productPage(row: ListingRow, paging: Paging, viewer: Viewer): ProductPage {
  return {
    products: row.products.map((p) => toProductCard(p, viewer)),
    page: paging.page,
    per_page: paging.per_page,
    total: row.total,
    total_pages: Math.ceil(row.total / paging.per_page),
  };
}

/**
 * A category's products. An unknown category or subcategory is a missing page (404); an unknown brand is a
 * filter that matches nothing, so the page still offers the category's real brands.
 */
export async function shopPage(
  db: Db,
  language: Language,
  viewer: Viewer,
  query: ShopQuery,
): Promise<ShopPage> {
  const row = await fetchShop(
    db,
    language,
    {
      category: query.category,
      subcategory: query.subcategory,
      brand: query.brand === ALL_BRANDS ? null : query.brand,
    },
    query.sort,
    query,
  );
  if (!row?.category) throw new DomainError('page_not_found');
  if (query.subcategory !== undefined && !row.subcategory) throw new DomainError('page_not_found');
  // The brand list counts the same products the page lists, so it gives the total without another count.
  const total =
    query.brand === ALL_BRANDS
      ? row.brands.reduce((sum, b) => sum + b.product_count, 0)
      : (row.brands.find((b) => b.id === row.brand?.id)?.product_count ?? 0);
  return {
    ...productPage({ ...row, total }, query, viewer),
    category: row.category,
    subcategory: row.subcategory,
    subcategories: row.subcategories,
    brands: row.brands,
    // A brand named by its name is answered by its link, the form the page's own links use.
    brand: row.brand?.link ?? query.brand,
    sort: query.sort,
  };
}

/**
 * A deal's products with the time left. Flash and hot deals are whichever runs now (none running: an empty
 * list); a top pick is named by its slider id and must exist (404), though it may have ended (empty list).
 */
export async function dealsPage(
  db: Db,
  language: Language,
  viewer: Viewer,
  query: DealsQuery,
  now = Date.now(),
): Promise<DealsPage> {
  let choice: DealChoice;
  if (query.type === DEAL_TYPE.TOP_PICKS) {
    if (query.top_pick_image_id === undefined) {
      throw new DomainError('validation_failed', { fields: { top_pick_image_id: ['required'] } });
    }
    choice = { type: DEAL_TYPE.TOP_PICKS, id: query.top_pick_image_id };
  } else {
    choice = { type: query.type };
  }
  const row = await fetchDeal(db, language, choice, query.sort ?? 'position', query);
  if (!row) throw new Error('deal query returned no row');
  const deal = row.deal;
  if (!deal && choice.type === DEAL_TYPE.TOP_PICKS) throw new DomainError('page_not_found');
  const endsAt = deal?.live ? deal.ends_at : null;
  return {
    ...productPage(row, query, viewer),
    type: query.type,
    title: deal?.title ?? '',
    image: deal?.image ?? null,
    // A deal without an end time (other than the daily flash deal) runs until further notice: no time left.
    ...remainingFromSeconds(endsAt === null ? 0 : (endsAt - now) / 1000),
  };
}

/** Everything partners get a better deal on; anyone may look, only agents see the partner prices. */
export async function agentDealsPage(
  db: Db,
  language: Language,
  viewer: Viewer,
  query: AgentDealsQuery,
): Promise<ProductPage> {
  return productPage(await fetchAgentDeals(db, language, query.sort, query), query, viewer);
}
