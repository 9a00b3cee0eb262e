import {
  DEAL_TYPE,
  type DealsPage,
  type Language,
  type ProductPage,
  type ProductSort,
  type SearchPage,
  type SearchSort,
  type ShopPage,
} from '@beauty/shared';
import { api, useLanguage } from '@beauty/ui';
import { type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import type { ViewerKind as Viewer } from '../../api/query-keys';
import { useViewerKind as useViewer } from '../../api/viewer';
import { catalogueQueryKeys } from './keys';

/*
 * Product listings (spec section 7, "page"): category shop, deals, partner deals and search. Every key holds
 * the language (answers are translated) and the viewer's kind (agents get partner prices), so switching
 * either refetches. Keys: ['listing', kind, identity, language, viewer, filters].
 */

/**
 * While the next page, sort or filter of the SAME listing loads, the previous answer stays on screen (no
 * flash of skeletons). Another category, deal or search term starts from the skeleton instead, so the old
 * products never show under the new title.
 */
function keepSameListing<T>(
  previous: T | undefined,
  previousQuery: { queryKey: QueryKey } | undefined,
  key: QueryKey,
) {
  if (!previousQuery) return undefined;
  const [, kind, identity] = previousQuery.queryKey;
  return kind === key[1] && JSON.stringify(identity) === JSON.stringify(key[2]) ? previous : undefined;
}

export type ShopFilters = {
  category: string;
  subcategory?: string;
  brand: string;
  sort: ProductSort;
  page: number;
};

export const shopQuery = (filters: ShopFilters, language: Language, viewer: Viewer) => {
  const { category, ...rest } = filters;
  const queryKey = catalogueQueryKeys.listing('shop', category, language, viewer, rest);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal, client }) => {
      const page = await api.get<ShopPage>('/page/shop', { category, ...rest }, { signal });
      // A listing named by names ("hair care") moves to its links once answered (linkedCategoryHref): the
      // answer waits under the links' key, so the move shows it at once instead of loading it again.
      const linked: ShopFilters = {
        ...filters,
        category: page.category.link.toLowerCase(),
        subcategory: filters.subcategory && (page.subcategory?.link.toLowerCase() ?? filters.subcategory),
        brand: page.brand,
      };
      const linkedKey = shopQuery(linked, language, viewer).queryKey;
      if (JSON.stringify(linkedKey) !== JSON.stringify(queryKey)) client.setQueryData(linkedKey, page);
      return page;
    },
    placeholderData: (previous, previousQuery) => keepSameListing(previous, previousQuery, queryKey),
  });
};

export function useShopPage(filters: ShopFilters) {
  return useQuery(shopQuery(filters, useLanguage(), useViewer()));
}

export type DealsFilters = {
  type: (typeof DEAL_TYPE)[keyof typeof DEAL_TYPE];
  /** The best-seller collection (type 3 only). */
  topPickImageId?: number;
  /** Without it, the deal's own order. */
  sort?: ProductSort;
  page: number;
};

export const dealsQuery = (filters: DealsFilters, language: Language, viewer: Viewer) => {
  const { type, topPickImageId, sort, page } = filters;
  const queryKey = catalogueQueryKeys.listing('deals', [type, topPickImageId ?? null], language, viewer, {
    sort,
    page,
  });
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      api.get<DealsPage>(
        '/page/getdealslist',
        { type, top_pick_image_id: type === DEAL_TYPE.TOP_PICKS ? topPickImageId : undefined, sort, page },
        { signal },
      ),
    placeholderData: (previous, previousQuery) => keepSameListing(previous, previousQuery, queryKey),
  });
};

export function useDealsPage(filters: DealsFilters) {
  return useQuery(dealsQuery(filters, useLanguage(), useViewer()));
}

export type AgentDealsFilters = { sort: ProductSort; page: number };

export const agentDealsQuery = (filters: AgentDealsFilters, language: Language, viewer: Viewer) => {
  const queryKey = catalogueQueryKeys.listing('agent-deals', null, language, viewer, filters);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => api.get<ProductPage>('/page/agentdeals', filters, { signal }),
    placeholderData: (previous, previousQuery) => keepSameListing(previous, previousQuery, queryKey),
  });
};

export function useAgentDealsPage(filters: AgentDealsFilters) {
  return useQuery(agentDealsQuery(filters, useLanguage(), useViewer()));
}

export type SearchFilters = { term: string; sort: SearchSort; page: number };

export const searchQuery = (filters: SearchFilters, language: Language, viewer: Viewer) => {
  const { term, sort, page } = filters;
  const queryKey = catalogueQueryKeys.listing('search', term, language, viewer, { sort, page });
  return queryOptions({
    queryKey,
    // The spec names the search words' parameter `category`.
    queryFn: ({ signal }) => api.get<SearchPage>('/page/search', { category: term, sort, page }, { signal }),
    // No words, no search: the page asks for them instead of showing the API's "required".
    enabled: term !== '',
    placeholderData: (previous, previousQuery) => keepSameListing(previous, previousQuery, queryKey),
  });
};

export function useSearchPage(filters: SearchFilters) {
  return useQuery(searchQuery(filters, useLanguage(), useViewer()));
}
