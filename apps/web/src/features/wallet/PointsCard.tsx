import { formatPrice, type PointAnswer, pointsToCents } from '@beauty/shared';
import { buttonClass, Skeleton } from '@beauty/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../routes/paths';

/**
 * The point summary: the available balance and what it is worth, the way to send points, then pending,
 * redeemed and earned, and the rate the shop counts points at.
 */
export function PointsCard({ summary }: { summary: PointAnswer }) {
  const { t } = useTranslation();
  const money = (cents: number) => formatPrice(cents, summary.currency);
  const rate = summary.point_redemption_conversion_rate;
  const stats = [
    { key: 'pending', label: t('wallet.points.pending'), value: summary.point_pending, worth: null },
    { key: 'redeemed', label: t('wallet.points.redeemed'), value: summary.point_redeemed, worth: null },
    {
      key: 'earned',
      label: t('wallet.points.earned'),
      value: summary.total_point_earn,
      worth: money(summary.total_point_earn_conversion),
    },
  ];
  return (
    <section aria-labelledby="points-card" className="rounded-card border border-line bg-white p-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="points-card" className="text-sm font-medium text-muted">
            {t('wallet.points.available')}
          </h2>
          <p className="mt-1 text-3xl font-semibold tracking-tight tabular">
            {t('wallet.points.number', { count: summary.point_available })}
          </p>
          <p className="mt-1 text-sm text-muted">
            {t('wallet.points.worth', { value: money(summary.point_available_conversion) })}
          </p>
        </div>
        <Link to={href('wallet-point-transfer')} className={buttonClass('primary', 'md')}>
          {t('wallet.points.transfer')}
        </Link>
      </div>
      <dl className="mt-5 grid grid-cols-3 gap-2 border-t border-line pt-4">
        {stats.map((stat) => (
          <div key={stat.key} className="min-w-0">
            <dt className="text-xs text-muted">{stat.label}</dt>
            {/* The card is about points: a bare number says it, and fits three across at 375 px. */}
            <dd className="font-semibold tabular">{stat.value.toLocaleString('en-US')}</dd>
            {stat.worth ? <dd className="text-xs text-muted tabular">{stat.worth}</dd> : null}
          </div>
        ))}
      </dl>
      <p className="mt-4 text-xs text-muted">
        {t('wallet.points.rate', { count: rate, value: money(pointsToCents(rate, rate)) })}
      </p>
    </section>
  );
}

/** The card's shape while it loads (and the history's, when the whole tab loads). */
export function PointsCardSkeleton({ withHistory = false }: { withHistory?: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('a11y.loading')} className="flex flex-col gap-6">
      <div className="rounded-card border border-line bg-white p-5">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="mt-2 h-9 w-44" />
        <Skeleton className="mt-2 h-4 w-28" />
        <div className="mt-5 grid grid-cols-3 gap-2 border-t border-line pt-4">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      </div>
      {withHistory ? (
        <div className="rounded-card border border-line bg-white p-5">
          <Skeleton className="h-6 w-40" />
          {[1, 2, 3, 4].map((n) => (
            <Skeleton key={n} className="mt-4 h-12" />
          ))}
        </div>
      ) : null}
    </div>
  );
}
