import { ORDER_TABS, type OrderTab } from '@beauty/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
  const navRef = useRef<HTMLElement>(null);
  // On phones the tab bar scrolls sideways: bring the current tab into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the tab changes.
  useEffect(() => {
    const active = navRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const list = active?.closest('ul');
    if (!active || !list || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [current]);
  return (
    <nav ref={navRef} aria-label={t('orders.tabs_label')} className="md:w-56 md:shrink-0">
      <ul className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-2 md:mx-0 md:flex-col md:gap-1 md:overflow-visible md:px-0">
        {ORDER_TABS.map((tab) => {
          const active = tab === current;
          const count = counts?.[tab];
          return (
            <li key={tab} className="shrink-0">
              <Link
                to={href('order-list', { id: tab })}
                aria-current={active ? 'page' : undefined}
                className={`flex min-h-target items-center justify-between gap-3 rounded-full border px-4 text-sm whitespace-nowrap transition-colors md:rounded-card md:border-transparent ${
                  active
                    ? 'border-accent bg-accent-soft font-semibold text-accent'
                    : 'border-line text-ink hover:bg-soft'
                }`}
              >
                <span>{t(`orders.tabs.${tab}`)}</span>
                <span
                  className={`min-w-6 rounded-full px-2 py-0.5 text-center text-xs tabular ${
                    active ? 'bg-accent text-white' : 'bg-soft text-muted'
                  }`}
                >
                  {count === undefined ? '–' : count}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
