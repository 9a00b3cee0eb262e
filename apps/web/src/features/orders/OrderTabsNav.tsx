import { ORDER_TABS, type OrderTab } from '@beauty/shared';
import { useTranslation } from 'react-i18next';
import { AccountTabsNav } from '../../components/AccountTabsNav';
import { href } from '../../routes/paths';

/** The seven order tabs with their counts: a side menu on desktop, a scrolling tab bar on phones. */
export function OrderTabsNav({
  current,
  counts,
}: {
  current: OrderTab | null;
  counts: Partial<Record<OrderTab, number>> | undefined;
}) {
  const { t } = useTranslation();
  return (
    <AccountTabsNav
      label={t('orders.tabs_label')}
      tabs={ORDER_TABS.map((tab) => ({
        key: tab,
        label: t(`orders.tabs.${tab}`),
        to: href('order-list', { id: tab }),
        active: tab === current,
        count: counts?.[tab] ?? null,
      }))}
    />
  );
}
