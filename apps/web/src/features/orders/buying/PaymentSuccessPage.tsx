import { formatPrice, formatShopDate, isPoNumber } from '@beauty/shared';
import { buttonClass, Skeleton, useLanguage } from '@beauty/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { isNotFound } from '../../../api/not-found';
import { PageFrame } from '../../../layouts/PageFrame';
import { useDocumentTitle } from '../../../lib/hooks';
import { href } from '../../../routes/paths';
import { walletVouchersHref } from '../../../routes/wallet-links';
import { useOrderDetails } from '../orders-api';
import { PANEL } from './parts';

/**
 * /order/payment-success?po=…: thanks, the PO number, and the ways on (the order, or more shopping). An order
 * with service vouchers leads to them in the wallet too (first, when it held nothing else). Opened without a
 * paid order of the member's (no or an unknown PO) it thanks for nothing and goes to My Orders; an order still
 * waiting for payment goes to its own page, where it is paid.
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('payment.success_title'));
  const [search] = useSearchParams();
  const raw = search.get('po') ?? '';
  const po = isPoNumber(raw) ? raw : null;
  const order = useOrderDetails(po);
  const voucherOnly = order.data?.voucher_only === true;
  const hasVouchers = order.data?.lines.some((line) => line.is_voucher) === true;
  // The one primary action: the vouchers when the order held nothing else, else the order.
  const vouchersLink = (
    <Link to={walletVouchersHref()} className={buttonClass(voucherOnly ? 'primary' : 'secondary')}>
      {t('vouchers.success_link')}
    </Link>
  );
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Until this page's own answer is in, it says nothing (neither thanks nor a redirect).
  const ready = !po || order.isFetchedAfterMount || order.isError;
  useEffect(() => {
    if (ready) headingRef.current?.focus();
  }, [ready]);
  const { refetch } = order;
  useEffect(() => {
    if (po) void refetch();
  }, [po, refetch]);

  if (!po || (order.isError && isNotFound(order.error))) {
    return <Navigate replace to={href('order-dashboard')} />;
  }
  // The pay page held this order unpaid a moment ago: only an answer asked for after arriving here says
  // whether the payment went through (see the effect below).
  if (order.isFetchedAfterMount && order.data && order.data.paid_at === null) {
    return <Navigate replace to={href('order-detail', { poNumber: po })} />;
  }
  if (!ready) {
    return (
      <PageFrame width="narrow">
        <Skeleton className="h-64 w-full" />
      </PageFrame>
    );
  }

  return (
    <PageFrame width="narrow">
      <div className={`${PANEL} flex flex-col items-center gap-4 px-6 py-10 text-center`}>
        <span
          aria-hidden="true"
          className="flex size-14 items-center justify-center rounded-full bg-success text-3xl text-white"
        >
          ✓
        </span>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-semibold tracking-tight outline-none md:text-3xl"
        >
          {t('payment.success_title')}
        </h1>
        <p className="max-w-md text-muted">
          {po ? t('payment.success_text', { po }) : t('payment.success_text_no_po')}
          {hasVouchers ? ` ${t('vouchers.success_text')}` : ''}
        </p>
        {po ? (
          order.data ? (
            <dl className="grid w-full max-w-sm grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-card bg-soft px-4 py-3 text-left text-sm tabular">
              <dt className="text-muted">{t('payment.paid_total')}</dt>
              <dd className="text-right font-semibold">
                {formatPrice(order.data.total, order.data.currency)}
              </dd>
              {order.data.delivery_date ? (
                <>
                  <dt className="text-muted">{t('payment.delivery_label')}</dt>
                  <dd className="text-right">
                    {formatShopDate(order.data.delivery_date, language)} {order.data.delivery_time}
                  </dd>
                </>
              ) : null}
            </dl>
          ) : order.isPending ? (
            <Skeleton className="h-14 w-full max-w-sm" />
          ) : null
        ) : null}
        <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          {voucherOnly ? vouchersLink : null}
          {po ? (
            <Link
              to={href('order-detail', { poNumber: po })}
              className={buttonClass(voucherOnly ? 'secondary' : 'primary')}
            >
              {t('payment.view_order')}
            </Link>
          ) : (
            <Link to={href('order-dashboard')} className={buttonClass('primary')}>
              {t('payment.my_orders')}
            </Link>
          )}
          {hasVouchers && !voucherOnly ? vouchersLink : null}
          <Link to="/" className={buttonClass('secondary')}>
            {t('cart.continue_shopping')}
          </Link>
        </div>
      </div>
    </PageFrame>
  );
}
