import type { Language, Store, StoreDetails, storeDetailsQuerySchema } from '@beauty/shared';
import { api, type Body, useLanguage } from '@beauty/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { storeQueryKeys } from './keys';

/** Our stores: GET /common/storelist and POST /common/storedetails {store_id}. */

export const storeListQuery = (language: Language) =>
  queryOptions({
    queryKey: storeQueryKeys.stores(language),
    queryFn: ({ signal }) => api.get<Store[]>('/common/storelist', undefined, { signal }),
    staleTime: 10 * 60_000,
  });

export function useStoreList() {
  return useQuery(storeListQuery(useLanguage()));
}

/** The details call is a POST in the spec but only reads, so it is cached like any other query. */
export const storeDetailsQuery = (language: Language, storeId: number) =>
  queryOptions({
    queryKey: storeQueryKeys.store(storeId, language),
    queryFn: ({ signal }) =>
      api.post<StoreDetails>(
        '/common/storedetails',
        { store_id: storeId } satisfies Body<typeof storeDetailsQuerySchema>,
        { signal },
      ),
    staleTime: 10 * 60_000,
  });

export function useStoreDetails(storeId: number | null) {
  const language = useLanguage();
  return useQuery({ ...storeDetailsQuery(language, storeId ?? 0), enabled: storeId !== null });
}
