import {
  formatPrice,
  formatShopDate,
  formatShopDateTime,
  isPoNumber,
  type OrderDetails,
  type OrderLine,
} from '@beauty/shared';
import { buttonClass, ErrorState, Panel, Skeleton, useLanguage } from '@beauty/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isNotFound } from '../../api/not-found';
import { NotFoundState } from '../../components/NotFoundState';
import { PageFrame } from '../../layouts/PageFrame';
import { useDocumentTitle } from '../../lib/hooks';
import { href } from '../../routes/paths';
import { walletVouchersHref } from '../../routes/wallet-links';
import { productReviewList, writeProductReviewHref } from '../reviews';
import { OrderActions } from './OrderActions';
import { OrderLineRow, ReturnLink, StatusBadge } from './OrderCard';
import { memberNote, statusTab } from './order-helpers';
import { useOrderDetails } from './orders-api';

/** The page of an order nobody may see: unknown, or another member's (the API answers 404 for both). */
export function OrderNotFound() {
  const { t } = useTranslation();
  return (
    <PageFrame>
      <NotFoundState
        title={t('orders.not_found_title')}
        text={t('orders.not_found_text')}
        action={
          <Link to={href('order-dashboard')} className={buttonClass('primary')}>
            {t('orders.back_to_orders')}
          </Link>
        }
      />
    </PageFrame>
  );
}

export function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <PageFrame>
      <div role="status" aria-label={t('a11y.loading')}>
        <Skeleton className="h-8 w-64" />
        <div className="mt-6 grid gap-6 md:grid-cols-[1fr_320px]">
          <div className="space-y-4">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-48 w-full" />
          </div>
          <Skeleton className="h-64 w-full" />
        </div>
      </div>
    </PageFrame>
  );
}

/**
 * Loads an order by its PO number and renders it: a skeleton meanwhile, "not found" for a malformed PO number
 * and for the API's 404 (unknown, or another member's), a retry for any other failure.
 */
export function WithOrder({
  poNumber,
  children,
}: {
  poNumber: string;
  children: (order: OrderDetails) => ReactNode;
}) {
  const valid = isPoNumber(poNumber);
  const details = useOrderDetails(valid ? poNumber : null);
  if (!valid) return <OrderNotFound />;
  if (details.isPending) return <DetailSkeleton />;
  if (details.isError) {
    if (isNotFound(details.error)) return <OrderNotFound />;
    return (
      <PageFrame>
        <ErrorState error={details.error} onRetry={() => void details.refetch()} />
      </PageFrame>
    );
  }
  return children(details.data);
}

function Row({ label, value, strong = false }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-4 py-1 ${strong ? 'border-t border-line pt-2 font-semibold' : ''}`}
    >
      <dt className={strong ? '' : 'text-muted'}>{label}</dt>
      <dd className="text-right tabular">{value}</dd>
    </div>
  );
}

export function MoneySummary({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  const money = (cents: number) => formatPrice(cents, order.currency);
  // The points note follows the list: a <dl> holds only its terms and values.
  return (
    <>
      <dl className="text-sm">
        <Row label={t('orders.detail.subtotal')} value={money(order.subtotal)} />
        {order.discount > 0 ? (
          <Row label={t('orders.detail.discount')} value={`−${money(order.discount)}`} />
        ) : null}
        {order.points_redeemed > 0 ? (
          <Row
            label={t('orders.detail.points', { points: order.points_redeemed })}
            value={`−${money(order.points_value)}`}
          />
        ) : null}
        <Row
          label={t('orders.detail.shipping')}
          value={
            order.shipping_fee !== 0
              ? money(order.shipping_fee)
              : order.voucher_only
                ? t('vouchers.delivery_none')
                : t('orders.detail.free')
          }
        />
        <Row label={t('orders.detail.total')} value={money(order.total)} strong />
      </dl>
      {order.points_earned > 0 && order.status !== 'cancelled' ? (
        <p className="mt-2 text-xs text-muted">
          {t('orders.detail.points_earned', { points: order.points_earned })}
        </p>
      ) : null}
    </>
  );
}

/** /order/detail/{poNumber}: status, history, lines, money, addresses, delivery, payment and the actions. */
export function OrderDetail() {
  const { t } = useTranslation();
  const { poNumber = '' } = useParams();
  useDocumentTitle(t('orders.po_number', { po: poNumber }));
  return <WithOrder poNumber={poNumber}>{(order) => <OrderDetailBody order={order} />}</WithOrder>;
}

function OrderDetailBody({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const tab = statusTab(order.status);
  const events = [...order.events].reverse();

  return (
    <PageFrame
      title={t('orders.po_number', { po: order.po_number })}
      aside={<StatusBadge status={order.status} />}
      back={
        <Link to={href('order-list', { id: tab })} className="text-accent hover:underline">
          {t(`orders.tabs.${tab}`)}
        </Link>
      }
      below={
        <p className="mt-1 text-sm text-muted">
          {t('orders.placed_on', { date: formatShopDateTime(order.created_at, language) })}
        </p>
      }
    >
      {order.delivery_failed_at && order.status === 'to_receive' ? (
        <div role="alert" className="mb-6 rounded-card border border-deal/40 bg-[#fdeceb] p-4 text-sm">
          <p className="font-semibold text-deal">{t('delivery_attempt_failed', { ns: 'messages' })}</p>
          {order.can_reschedule ? (
            <Link to={href('order-delivery', { id: order.po_number })} className={buttonClass('text', 'sm')}>
              {t('orders.actions.reschedule')}
            </Link>
          ) : null}
        </div>
      ) : null}

      <div className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,1fr)_340px]">
        <div className="flex min-w-0 flex-col gap-6">
          <Panel title={t('orders.detail.items')}>
            <ul className="flex flex-col gap-4">
              {order.lines.map((line) => (
                <li key={line.id}>
                  <OrderLineRow
                    line={line}
                    currency={order.currency}
                    extra={
                      <>
                        <p className="text-xs text-muted tabular">
                          {t('orders.detail.unit_price', {
                            price: formatPrice(line.unit_price, order.currency),
                          })}
                        </p>
                        <div className="flex flex-wrap gap-x-4">
                          <ReturnLink order={order} line={line} />
                          <LineReviewLink line={line} />
                        </div>
                      </>
                    }
                  />
                </li>
              ))}
            </ul>
          </Panel>

          <Panel title={t('orders.detail.timeline')}>
            <ol className="flex flex-col gap-3 border-l-2 border-line pl-4">
              {events.map((event, i) => (
                <li key={`${event.at}-${event.status}-${event.note ?? ''}`} className="relative">
                  <span
                    aria-hidden="true"
                    className={`absolute top-1.5 -left-[23px] size-3 rounded-full ${i === 0 ? 'bg-accent' : 'bg-line'}`}
                  />
                  <EventText event={event} currency={order.currency} />
                  <p className="text-xs text-muted tabular">{formatShopDateTime(event.at, language)}</p>
                </li>
              ))}
            </ol>
            {order.status !== 'cancelled' && order.status !== 'to_pay' && !order.voucher_only ? (
              <Link
                to={href('order-delivery', { id: order.po_number })}
                className={buttonClass('text', 'sm')}
              >
                {t('orders.actions.track')}
              </Link>
            ) : null}
          </Panel>
        </div>

        <div className="flex flex-col gap-6">
          <Panel title={t('orders.detail.summary')}>
            <MoneySummary order={order} />
          </Panel>
          {order.voucher_only ? (
            <VoucherOrderPanel order={order} />
          ) : (
            <Panel title={t('orders.detail.delivery')}>
              <dl className="text-sm">
                <dt className="text-muted">{t('orders.detail.delivery_time')}</dt>
                <dd className="mb-2 tabular">
                  {order.delivery_date
                    ? t('orders.detail.delivery_value', {
                        date: formatShopDate(order.delivery_date, language),
                        time: order.delivery_time ?? '',
                      })
                    : '—'}
                </dd>
                <dt className="text-muted">{t('orders.detail.delivery_address')}</dt>
                <dd className="mb-2 whitespace-pre-line">{order.delivery_address}</dd>
                <dt className="text-muted">{t('orders.detail.billing_address')}</dt>
                <dd className="whitespace-pre-line">{order.billing_address}</dd>
              </dl>
            </Panel>
          )}
          <Panel title={t('orders.detail.payment')}>
            <dl className="text-sm">
              <Row
                label={t('orders.detail.payment_method')}
                value={
                  order.payment_method
                    ? t(`orders.payment_methods.${order.payment_method === 'paynow' ? 'paynow' : 'card'}`)
                    : '–'
                }
              />
              <Row
                label={t('orders.detail.paid_at')}
                value={
                  order.paid_at ? formatShopDateTime(order.paid_at, language) : t('orders.detail.not_paid')
                }
              />
              {order.status === 'to_pay' && order.payment_due_at ? (
                <Row
                  label={t('orders.detail.pay_by')}
                  value={formatShopDateTime(order.payment_due_at, language)}
                />
              ) : null}
              {order.cancel_reason ? (
                <Row label={t('orders.detail.cancel_reason')} value={order.cancel_reason} />
              ) : null}
            </dl>
          </Panel>
          <OrderActions order={order} showDetails={false} />
        </div>
      </div>
    </PageFrame>
  );
}

/**
 * A delivered order's line: "Write a review" while it can be reviewed, "Reviewed" (to the member's History)
 * once it is; the order's answer says which (review_state), and nothing for a line that is neither.
 */
function LineReviewLink({ line }: { line: OrderLine }) {
  const { t } = useTranslation();
  if (line.review_state === 'reviewed')
    return (
      <Link
        to={productReviewList.href('history')}
        aria-label={t('reviews.order.reviewed_label', { name: line.product_name })}
        className={buttonClass('text', 'sm', 'text-success')}
      >
        <span aria-hidden="true">✓</span>
        {t('reviews.order.reviewed')}
      </Link>
    );
  if (line.review_state !== 'to_review') return null;
  return (
    <Link
      to={writeProductReviewHref(line.id)}
      aria-label={t('reviews.products.write_label', { name: line.product_name })}
      className={buttonClass('text', 'sm')}
    >
      {t('reviews.write')}
    </Link>
  );
}

/** A voucher-only order in place of its delivery: nothing to deliver, and where its vouchers are. */
function VoucherOrderPanel({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  const paid = order.paid_at !== null && order.status !== 'cancelled';
  return (
    <Panel title={t('vouchers.checkout_heading')}>
      <p className="text-sm text-muted">
        {order.status === 'cancelled'
          ? t('vouchers.order_cancelled')
          : paid
            ? t('vouchers.order_in_wallet')
            : t('vouchers.order_when_paid')}
      </p>
      {paid ? (
        <Link to={walletVouchersHref()} className={buttonClass('text', 'sm')}>
          {t('vouchers.success_link')}
        </Link>
      ) : null}
    </Panel>
  );
}

/**
 * One history entry: its state and the member's or shop's note. A refund recorded without a change of state
 * (a paid order cancelled) reads as "Refunded" and its amount, not as a second entry of the state it kept.
 */
function EventText({ event, currency }: { event: OrderDetails['events'][number]; currency: string }) {
  const { t } = useTranslation();
  const { refunded } = event;
  const note = refunded === null ? memberNote(event) : formatPrice(refunded, currency);
  return (
    <>
      <p className="text-sm font-medium">
        {refunded === null ? t(`orders.status.${event.status}`) : t('orders.status.refunded')}
      </p>
      {note ? <p className="text-sm text-muted">{note}</p> : null}
    </>
  );
}
