import type {
  Language,
  MemberList,
  memberListQuerySchema,
  PointAnswer,
  pointQuerySchema,
  ShareAndRewards,
  TransferPointAnswer,
  transferPointSchema,
} from '@beauty/shared';
import { api, type Body, download, useLanguage } from '@beauty/ui';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../auth/AuthProvider';
import { filenameFromDisposition, saveBlob } from '../../lib/download';
import { useWalletKeys, type WalletKeys } from './keys';

/**
 * The wallet's points (spec section 7, account: point, memberlist, transferpoint, shareandrewards): the point
 * summary with its history, the history as a CSV file, finding a member to send points to, the transfer, and
 * the member's referral link with the friends it brought. Keys carry the language: descriptions and the
 * rewards texts come in it.
 */

/** The history's filters as the page keeps them in its URL: a page and an optional date range (shop dates). */
export type PointFilters = { page: number; start_date?: string; end_date?: string };

/** How many history rows a page shows. */
export const POINT_HISTORY_PER_PAGE = 20;

export const pointsQuery = (keys: WalletKeys, language: Language, filters: PointFilters) =>
  queryOptions({
    queryKey: keys.points(language, filters),
    queryFn: ({ signal }) =>
      api.get<PointAnswer>(
        '/account/point',
        { ...filters, per_page: POINT_HISTORY_PER_PAGE, format: 'json' } satisfies Body<
          typeof pointQuerySchema
        >,
        { signal },
      ),
    staleTime: 15_000,
  });

/** The point summary and one page of the history; the page on screen stays while the next one loads. */
export function usePoints(filters: PointFilters = { page: 1 }) {
  const { user } = useAuth();
  const keys = useWalletKeys();
  const language = useLanguage();
  return useQuery({
    ...pointsQuery(keys, language, filters),
    enabled: user !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * Downloads the whole history under the same date filters as a CSV file (GET account/point?format=csv, with
 * the token) and saves it under the server's file name.
 */
export function useDownloadPointHistory() {
  return useMutation({
    mutationFn: async ({ start_date, end_date }: Omit<PointFilters, 'page'>) => {
      const file = await download('/account/point', { format: 'csv', start_date, end_date });
      saveBlob(file.blob, filenameFromDisposition(file.disposition, 'points.csv'));
    },
  });
}

export const shareAndRewardsQuery = (keys: WalletKeys, language: Language) =>
  queryOptions({
    queryKey: keys.shareAndRewards(language),
    queryFn: ({ signal }) => api.get<ShareAndRewards>('/account/shareandrewards', undefined, { signal }),
    staleTime: 60_000,
  });

export function useShareAndRewards() {
  const { user } = useAuth();
  const keys = useWalletKeys();
  const language = useLanguage();
  return useQuery({ ...shareAndRewardsQuery(keys, language), enabled: user !== null });
}

/**
 * GET account/memberlist: the one member with this country and mobile number, if any (name masked). A
 * member's own action, counted by the server (at most a few an hour), so it is a mutation: never fetched
 * again on its own.
 */
export function useFindMember() {
  return useMutation({
    mutationFn: (query: Body<typeof memberListQuerySchema>) =>
      api.get<MemberList>('/account/memberlist', query),
  });
}

/**
 * POST account/transferpoint. The sender's points change, and so does the header's count (profile) and the
 * wallet's history; the recipient's header follows on their next profile read.
 */
export function useTransferPoints() {
  const queryClient = useQueryClient();
  const keys = useWalletKeys();
  return useMutation({
    mutationFn: (body: Body<typeof transferPointSchema>) =>
      api.post<TransferPointAnswer>('/account/transferpoint', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.profile() });
      void queryClient.invalidateQueries({ queryKey: keys.wallet() });
    },
  });
}
