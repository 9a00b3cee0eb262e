import { orderTabFrom } from '@beauty/shared';
import { buttonClass, EmptyState, ErrorState } from '@beauty/ui';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { Pagination } from '../../components/listing/Pagination';
import { NotFoundState } from '../../components/NotFoundState';
import { PageFrame } from '../../layouts/PageFrame';
import { useDocumentTitle } from '../../lib/hooks';
import { href } from '../../routes/paths';
import { OrderCard, OrderCardSkeleton } from './OrderCard';
import { OrderTabsNav } from './OrderTabsNav';
import { parsePageParam } from './order-helpers';
import { useOrderIndex } from './orders-api';

/**
 * /order/list/{tab}: the tab bar with counts, the tab's orders newest first, paged (?page=). The tab's code
 * (/order/list/2, as the old app linked it) leads to its name's address.
 */
export function OrderList() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params] = useSearchParams();
  const tab = orderTabFrom(id);
  const page = parsePageParam(params.get('page'));
  const index = useOrderIndex(tab, page);
  useDocumentTitle(tab ? `${t(`orders.tabs.${tab}`)} · ${t('orders.title')}` : t('orders.unknown_tab_title'));

  if (tab && tab !== id)
    return <Navigate replace to={{ pathname: href('order-list', { id: tab }), search: params.toString() }} />;
  if (!tab) {
    return (
      <PageFrame>
        <NotFoundState
          title={t('orders.unknown_tab_title')}
          text={t('orders.unknown_tab_text')}
          action={
            <Link to={href('order-dashboard')} className={buttonClass('primary')}>
              {t('orders.back_to_orders')}
            </Link>
          }
        />
      </PageFrame>
    );
  }

  return (
    <PageFrame
      title={t(`orders.tabs.${tab}`)}
      back={
        <Link to={href('order-dashboard')} className="text-accent hover:underline">
          {t('orders.title')}
        </Link>
      }
    >
      <div className="flex flex-col gap-6 md:flex-row">
        <OrderTabsNav current={tab} counts={index.data?.counts} />
        <div className="min-w-0 flex-1">
          {index.isPending ? (
            <div className="flex flex-col gap-4" role="status" aria-label={t('a11y.loading')}>
              <OrderCardSkeleton />
              <OrderCardSkeleton />
              <OrderCardSkeleton />
            </div>
          ) : index.isError ? (
            <ErrorState error={index.error} onRetry={() => void index.refetch()} />
          ) : index.data.orders.length === 0 ? (
            <EmptyState
              title={t(`orders.empty.${tab}`)}
              text={t('orders.empty_text')}
              action={
                <Link to="/" className={buttonClass('primary')}>
                  {t('orders.shop_now')}
                </Link>
              }
            />
          ) : (
            <>
              <ul className={`flex flex-col gap-4 ${index.isPlaceholderData ? 'opacity-60' : ''}`}>
                {index.data.orders.map((order) => (
                  <li key={order.po_number}>
                    <OrderCard order={order} />
                  </li>
                ))}
              </ul>
              <Pagination page={index.data.page} totalPages={index.data.total_pages} />
            </>
          )}
        </div>
      </div>
    </PageFrame>
  );
}
