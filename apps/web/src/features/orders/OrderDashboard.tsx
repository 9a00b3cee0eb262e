import { ORDER_TABS, type OrderListItem } from '@beauty/shared';
import { buttonClass, EmptyState, ErrorState, Skeleton } from '@beauty/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../layouts/PageFrame';
import { useDocumentTitle } from '../../lib/hooks';
import { href } from '../../routes/paths';
import { OrderCard, OrderCardSkeleton } from './OrderCard';
import { useOrderIndex } from './orders-api';

const RECENT = 3;

/**
 * /order: one card per tab with its count (each opens the tab's list), then the member's active orders
 * (to pay, to ship, to receive), newest first.
 */
export function OrderDashboard() {
  const { t } = useTranslation();
  useDocumentTitle(t('orders.title'));
  const toPay = useOrderIndex('to_pay', 1, RECENT);
  const toShip = useOrderIndex('to_ship', 1, RECENT);
  const toReceive = useOrderIndex('to_receive', 1, RECENT);
  const all = [toPay, toShip, toReceive];
  const counts = toPay.data?.counts;
  const failed = all.find((q) => q.isError);
  const recent: OrderListItem[] = all
    .flatMap((q) => q.data?.orders ?? [])
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, 5);
  const totalOrders = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : 0;

  return (
    <PageFrame title={t('orders.title')}>
      <section aria-labelledby="order-tabs-heading">
        <h2 id="order-tabs-heading" className="sr-only">
          {t('orders.tabs_label')}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
          {ORDER_TABS.map((tab) => (
            <li key={tab}>
              <Link
                to={href('order-list', { id: tab })}
                className="flex h-full min-h-20 flex-col justify-between gap-2 rounded-card border border-line bg-white p-3 transition-colors hover:border-accent hover:bg-accent-soft"
              >
                <span className="text-sm font-medium">{t(`orders.tabs.${tab}`)}</span>
                {counts ? (
                  <span className="text-2xl font-semibold text-accent tabular">{counts[tab] ?? 0}</span>
                ) : toPay.isError ? (
                  <span className="text-2xl font-semibold text-muted">–</span>
                ) : (
                  <Skeleton className="h-8 w-8" />
                )}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="recent-orders-heading" className="mt-10">
        <h2 id="recent-orders-heading" className="text-lg font-semibold">
          {t('orders.recent_title')}
        </h2>
        {failed ? (
          <ErrorState
            error={failed.error}
            onRetry={() => {
              for (const q of all) void q.refetch();
            }}
          />
        ) : all.some((q) => q.isPending) ? (
          <div className="mt-4 grid gap-4 lg:grid-cols-2" role="status" aria-label={t('a11y.loading')}>
            <OrderCardSkeleton />
            <OrderCardSkeleton />
          </div>
        ) : recent.length === 0 ? (
          <EmptyState
            title={totalOrders === 0 ? t('orders.recent_empty_title') : t('orders.active_empty_title')}
            text={totalOrders === 0 ? t('orders.recent_empty_text') : t('orders.active_empty_text')}
            action={
              totalOrders === 0 ? (
                <Link to="/" className={buttonClass('primary')}>
                  {t('orders.shop_now')}
                </Link>
              ) : (
                <Link to={href('order-list', { id: 'completed' })} className={buttonClass('secondary')}>
                  {t('orders.see_completed')}
                </Link>
              )
            }
          />
        ) : (
          <ul className="mt-4 grid gap-4 lg:grid-cols-2">
            {recent.map((order) => (
              <li key={order.po_number}>
                <OrderCard order={order} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageFrame>
  );
}
