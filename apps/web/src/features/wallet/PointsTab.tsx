import { ErrorState } from '@beauty/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../auth/AuthProvider';
import { useWalletKeys } from './keys';
import { PointHistory } from './PointHistory';
import { PointsCard, PointsCardSkeleton } from './PointsCard';
import { usePoints } from './wallet-api';
import { historyFiltersFrom } from './wallet-helpers';

/** The wallet's points tab: the summary card, then the history with its date filter, pages and download. */
export function PointsTab() {
  const [params] = useSearchParams();
  const filters = historyFiltersFrom(params);
  const points = usePoints(filters);
  useProfileFollows(points.data?.point_available);

  if (points.isPending) return <PointsCardSkeleton withHistory />;
  if (!points.data) return <ErrorState error={points.error} onRetry={() => void points.refetch()} boxed />;
  return (
    <div className="flex flex-col gap-6">
      <PointsCard summary={points.data} />
      <PointHistory filters={filters} history={points.data.history} stale={points.isPlaceholderData} />
    </div>
  );
}

/**
 * The header's count is the profile's, read at most once a minute; the wallet reads the ledger now. When they
 * differ (points settled or arrived since), the profile is read again, so the header agrees with the page.
 */
function useProfileFollows(available: number | undefined) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const keys = useWalletKeys();
  const shown = user?.point;
  useEffect(() => {
    if (available !== undefined && shown !== undefined && available !== shown)
      void queryClient.invalidateQueries({ queryKey: keys.profile() });
  }, [available, shown, queryClient, keys]);
}
