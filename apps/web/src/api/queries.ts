import type { Country, Landing, Language, LanguageRow } from '@beauty/shared';
import { api, useLanguage } from '@beauty/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mayStandIn, queryKeys } from './query-keys';
import { useSession } from './viewer';

/** Startup data (spec section 2, "Startup"). Keys carry the language when the answer is translated. */

/** The landing depends on who asks (partners see partner prices in its deals): `session` is the token. */
export const landingQuery = (session: string | null, language: Language) =>
  queryOptions({
    queryKey: queryKeys.landing(session, language),
    queryFn: ({ signal }) => api.get<Landing>('/page/landing', undefined, { signal }),
    staleTime: 5 * 60_000,
  });

export const countriesQuery = () =>
  queryOptions({
    queryKey: queryKeys.countries(),
    queryFn: ({ signal }) => api.get<Country[]>('/common/country_list', undefined, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const languagesQuery = () =>
  queryOptions({
    queryKey: queryKeys.languages(),
    queryFn: ({ signal }) => api.get<LanguageRow[]>('/common/language_list', undefined, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * Landing data in the interface language; while another language loads, the previous answer stays shown
 * (never a member's after their session ended).
 */
export function useLanding() {
  const language = useLanguage();
  const query = landingQuery(useSession(), language);
  return useQuery({
    ...query,
    placeholderData: (previous, previousQuery) =>
      previousQuery && mayStandIn(previousQuery.queryKey, query.queryKey) ? previous : undefined,
  });
}

export function useCountries() {
  return useQuery(countriesQuery());
}

export function useLanguages() {
  return useQuery(languagesQuery());
}
