import type { Voucher, VoucherStatus } from '@beauty/shared';
import { BusyLabel, buttonClass, EmptyState, ErrorState, Skeleton, TicketIcon } from '@beauty/ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLanding } from '../../api/queries';
import { href } from '../../routes/paths';
import { VOUCHER_STATUS_PARAM } from '../../routes/wallet-links';
import { VoucherStatusBadge, VoucherValidity, voucherWorth } from './voucher-parts';
import { shopVouchersHref, statusSearch, visibleStatuses, voucherStatusFrom } from './voucher-view';
import { useVoucherList } from './vouchers-api';

/**
 * The wallet's vouchers tab (Singapore members; the wallet page decides whether to show it): the status tabs
 * with their counts (active, used, expired, and void when there is one), then that status's vouchers as
 * cards leading to their pages, twenty at a time. The status is in the address (?voucher_status=), so the
 * way back from a voucher lands on the same list.
 */
export function VoucherList() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const status = voucherStatusFrom(params.get(VOUCHER_STATUS_PARAM));
  const list = useVoucherList(status);
  const counts = list.data?.pages[0]?.counts;
  const vouchers = list.data?.pages.flatMap((page) => page.vouchers) ?? [];

  return (
    <div className="flex flex-col gap-4">
      {/* The wallet's tab names the section on screen; the heading gives its cards' h3 a parent. */}
      <h2 className="sr-only">{t('vouchers.title')}</h2>
      <StatusTabs current={status} counts={counts} params={params} />
      {list.isPending ? (
        <VoucherListSkeleton />
      ) : list.data === undefined ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : vouchers.length === 0 && !list.isPlaceholderData ? (
        <EmptyVouchers status={status} />
      ) : (
        <>
          <ul
            aria-busy={list.isPlaceholderData || undefined}
            className={`grid gap-3 sm:grid-cols-2 ${list.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {vouchers.map((voucher) => (
              <li key={voucher.id}>
                <VoucherCard voucher={voucher} />
              </li>
            ))}
          </ul>
          {list.hasNextPage ? (
            <button
              type="button"
              className={buttonClass('secondary', 'md', 'self-center')}
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              <BusyLabel busy={list.isFetchingNextPage}>{t('vouchers.show_more')}</BusyLabel>
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}

/**
 * The status tabs: links (each list has its address), the current one marked, each with its count; on a
 * narrow phone the fourth (void) wraps to a second row rather than hiding off the side.
 */
function StatusTabs({
  current,
  counts,
  params,
}: {
  current: VoucherStatus;
  counts: Partial<Record<VoucherStatus, number>> | undefined;
  params: URLSearchParams;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('vouchers.status_label')}>
      <ul className="flex flex-wrap gap-2">
        {visibleStatuses(counts, current).map((status) => {
          const active = status === current;
          const count = counts?.[status];
          return (
            <li key={status} className="shrink-0">
              <Link
                to={{ search: statusSearch(params, status) }}
                replace
                preventScrollReset
                aria-current={active ? 'page' : undefined}
                className={`flex min-h-target items-center gap-2 rounded-full border px-4 text-sm whitespace-nowrap transition-colors ${
                  active
                    ? 'border-accent bg-accent-soft font-semibold text-accent'
                    : 'border-line text-ink hover:bg-soft'
                }`}
              >
                <span>{t(`vouchers.status.${status}`)}</span>
                <span
                  className={`min-w-6 rounded-full px-2 py-0.5 text-center text-xs tabular ${
                    active ? 'bg-accent text-white' : 'bg-soft text-muted'
                  }`}
                >
                  {count === undefined ? (
                    '–'
                  ) : (
                    <>
                      {count}
                      <span className="sr-only"> {t('vouchers.count_unit', { count })}</span>
                    </>
                  )}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * One voucher as a ticket: its worth on the stub, its name (the link to its page, stretched over the card),
 * the service, the status and until when it is valid.
 */
export function VoucherCard({ voucher }: { voucher: Voucher }) {
  const { t } = useTranslation();
  const live = voucher.status === 'active';
  return (
    <article className="relative flex h-full overflow-hidden rounded-card border border-line bg-white transition-colors hover:border-accent has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent">
      <div
        className={`flex w-24 shrink-0 flex-col items-center justify-center gap-1 border-r border-dashed px-2 py-4 text-center sm:w-28 ${
          live ? 'border-accent/40 bg-accent-soft text-accent' : 'border-line bg-soft text-muted'
        }`}
      >
        <TicketIcon size={22} />
        <span
          className={`font-semibold tabular break-words ${voucher.value !== null ? 'text-base sm:text-lg' : 'text-sm'}`}
        >
          {voucherWorth(t, voucher)}
        </span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="line-clamp-2 font-semibold">
            <Link
              to={href('wallet-voucher-details', { id: voucher.id })}
              className="after:absolute after:inset-0 hover:text-accent focus-visible:outline-none"
            >
              {voucher.name}
            </Link>
          </h3>
          <VoucherStatusBadge status={voucher.status} />
        </div>
        {voucher.service_name ? <p className="line-clamp-2 text-sm">{voucher.service_name}</p> : null}
        <VoucherValidity voucher={voucher} className="mt-auto pt-1" />
      </div>
    </article>
  );
}

function EmptyVouchers({ status }: { status: VoucherStatus }) {
  const { t } = useTranslation();
  const landing = useLanding();
  return (
    <EmptyState
      boxed
      title={t(`vouchers.empty.${status}`)}
      text={t(status === 'active' ? 'vouchers.empty_text_active' : 'vouchers.empty_text')}
      action={
        status === 'active' ? (
          <Link to={shopVouchersHref(landing.data?.categories)} className={buttonClass('primary')}>
            {t('vouchers.shop_vouchers')}
          </Link>
        ) : null
      }
    />
  );
}

function VoucherListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid gap-3 sm:grid-cols-2">
      <span className="sr-only">{t('a11y.loading')}</span>
      {[1, 2, 3, 4].map((n) => (
        <div key={n} className="flex overflow-hidden rounded-card border border-line">
          <Skeleton className="h-[112px] w-24 shrink-0 rounded-none sm:w-28" />
          <div className="flex-1 space-y-2 p-4">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="mt-4 h-3 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
