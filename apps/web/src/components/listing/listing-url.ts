import { ALL_BRANDS, PRODUCT_SORTS, type ProductSort, type ShopPage } from '@beauty/shared';
import { href } from '../../routes/paths';

/*
 * Listing state lives in the URL only (path + query), so back/forward, reloads and shared links restore it.
 * These helpers read that state forgivingly (a bad value falls back to the default instead of an API error)
 * and write it back in one canonical shape: defaults left out, page reset when a filter changes.
 */

/** The API refuses pages above this; a larger number in the URL is treated like any other bad page. */
export const MAX_PAGE = 100_000;

/** A page number from the URL: a whole number from 1 up; anything else (missing, 0, -2, 1.5, "abc") is 1. */
export function parsePage(raw: string | null | undefined): number {
  if (!raw || !/^\d+$/.test(raw.trim())) return 1;
  const page = Number(raw.trim());
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** A sort from the URL when it is one of `allowed`; otherwise undefined (the listing's default order). */
export function parseSort<S extends string>(
  raw: string | null | undefined,
  allowed: readonly S[],
): S | undefined {
  const value = raw?.trim().toLowerCase();
  return allowed.find((s) => s === value);
}

type Changes = Record<string, string | number | null | undefined>;

/**
 * The query string after `changes` (null, undefined or '' removes a parameter). Any change other than the
 * page itself goes back to page 1, and page 1 is written as no page at all.
 */
export function withChanges(current: URLSearchParams, changes: Changes): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in changes)) next.delete('page');
  if (next.get('page') === '1') next.delete('page');
  return next;
}

/** `?…` for the same listing at another page (empty when nothing is left), for pagination links. */
export function pageSearch(current: URLSearchParams, page: number): string {
  const qs = withChanges(current, { page: page > 1 ? page : null }).toString();
  return qs ? `?${qs}` : '';
}

export type CategoryFilters = {
  category: string;
  subcategory: string | undefined;
  /** A brand link, or "all". */
  brand: string;
  sort: ProductSort;
  page: number;
};

export const DEFAULT_PRODUCT_SORT: ProductSort = 'newest';

/** The category listing's state from its path segment and query; names compare lower-cased (spec section 2). */
export function parseCategoryFilters(category: string, params: URLSearchParams): CategoryFilters {
  const subcategory = params.get('subcategory')?.trim().toLowerCase();
  const brand = params.get('brand')?.trim().toLowerCase();
  return {
    category: category.trim().toLowerCase(),
    subcategory: subcategory || undefined,
    brand: brand || ALL_BRANDS,
    sort: parseSort(params.get('sort'), PRODUCT_SORTS) ?? DEFAULT_PRODUCT_SORT,
    page: parsePage(params.get('page')),
  };
}

type ListingName = 'category' | 'subcategory' | 'brand';

/**
 * The category listing's address with its category, subcategory and brand renamed (the other parameters kept
 * as they are), or null when no name changes.
 */
function renamedCategoryHref(
  category: string,
  params: URLSearchParams,
  rename: (name: ListingName, value: string) => string,
): string | null {
  const to = rename('category', category);
  let changed = to !== category;
  const query: Record<string, string> = {};
  for (const [key, value] of params) {
    const next = key === 'subcategory' || key === 'brand' ? rename(key, value) : value;
    if (next !== value) changed = true;
    query[key] = next;
  }
  return changed ? href('product-category', { category: to }, query) : null;
}

/**
 * Where an address with upper-case names should go instead (the same listing, names lower-cased), or null
 * when it is already lower case. Other parameters are kept as they are.
 */
export function lowerCaseCategoryHref(category: string, params: URLSearchParams): string | null {
  return renamedCategoryHref(category, params, (_, value) => value.toLowerCase());
}

/**
 * Where an address in the spec's form ("hair care": names lower-cased, which the API takes too) goes once the
 * shop has answered: the same listing named by its links, as the page's own links name it. Null when it
 * already is.
 */
export function linkedCategoryHref(
  category: string,
  params: URLSearchParams,
  page: Pick<ShopPage, 'category' | 'subcategory' | 'brand'>,
): string | null {
  const links: Record<ListingName, string | undefined> = {
    category: page.category.link.toLowerCase(),
    subcategory: page.subcategory?.link.toLowerCase(),
    brand: page.brand,
  };
  return renamedCategoryHref(category, params, (name, value) => links[name] ?? value);
}
