import {
  formatPrice,
  formatShopDate,
  formatShopDateTime,
  type OrderLine,
  type OrderListItem,
  type OrderStatusValue,
  type OrderTab,
} from '@beauty/shared';
import { buttonClass, type PillTone, Skeleton, StatusPill, useLanguage } from '@beauty/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinePrice, ProductLine } from '../../components/ProductLine';
import { href } from '../../routes/paths';
import { VoucherTag } from './buying/parts';
import { OrderActions } from './OrderActions';
import { statusTab } from './order-helpers';

const STATUS_TONE: Record<OrderTab, PillTone> = {
  to_pay: 'danger',
  to_ship: 'accent',
  to_receive: 'accent',
  delivered: 'success',
  completed: 'success',
  cancelled: 'neutral',
  return_refund: 'plain',
};

export function StatusBadge({ status }: { status: OrderStatusValue }) {
  const { t } = useTranslation();
  return <StatusPill label={t(`orders.status.${status}`)} tone={STATUS_TONE[statusTab(status)]} />;
}

/** One order line: the product line of an order, with its return state and `extra` per-line actions. */
export function OrderLineRow({
  line,
  currency,
  extra,
}: {
  line: OrderLine;
  currency: string;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ProductLine
      variant="order"
      image={line.image}
      brand={line.brand_name}
      name={line.product_name}
      details={
        <p className="text-xs text-muted">
          {line.variation_name ? `${line.variation_name} · ` : ''}
          {t('orders.quantity', { count: line.quantity })}
        </p>
      }
      price={
        <LinePrice
          stacked
          className="text-sm"
          cents={line.line_total}
          listCents={line.list_price * line.quantity}
          currency={currency}
        />
      }
    >
      {line.is_voucher ? <VoucherTag /> : null}
      {line.return_status ? (
        <p className="mt-1 text-xs font-semibold text-accent">
          {t(`orders.return_status.${line.return_status}`)}
        </p>
      ) : null}
      {extra}
    </ProductLine>
  );
}

/** A per-line Return/Refund link, shown while the order and the line can still be returned. */
export function ReturnLink({ order, line }: { order: OrderListItem; line: OrderLine }) {
  const { t } = useTranslation();
  if (!order.can_return || !line.can_return) return null;
  return (
    <Link
      to={href(
        'order-refund',
        { orderId: order.po_number, productId: line.product_id },
        { line: String(line.id) },
      )}
      className={buttonClass('text', 'sm')}
      aria-label={t('orders.actions.return_named', { name: line.product_name })}
    >
      {t('orders.actions.return')}
    </Link>
  );
}

/** An order card of the lists: number, date, status, the first lines, total and actions. */
export function OrderCard({ order }: { order: OrderListItem }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const shown = order.lines.slice(0, 2);
  const more = order.lines.length - shown.length;
  return (
    <article
      aria-labelledby={`order-${order.po_number}`}
      className="flex flex-col gap-4 rounded-card border border-line bg-white p-4"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={`order-${order.po_number}`} className="font-semibold">
            <Link to={href('order-detail', { poNumber: order.po_number })} className="hover:text-accent">
              {t('orders.po_number', { po: order.po_number })}
            </Link>
          </h2>
          <p className="text-xs text-muted">
            {t('orders.placed_on', { date: formatShopDateTime(order.created_at, language) })}
          </p>
        </div>
        <StatusBadge status={order.status} />
      </header>
      <ul className="flex flex-col gap-3">
        {shown.map((line) => (
          <li key={line.id}>
            <OrderLineRow
              line={line}
              currency={order.currency}
              extra={<ReturnLink order={order} line={line} />}
            />
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="text-sm text-muted">{t('orders.more_items', { count: more })}</p> : null}
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-t border-line pt-3 text-sm">
        <span className="text-muted">
          {order.status === 'to_pay' && order.payment_due_at
            ? t('orders.pay_by', { time: formatShopDateTime(order.payment_due_at, language) })
            : order.voucher_only
              ? t('vouchers.order_no_delivery')
              : order.delivery_date
                ? t('orders.delivery_slot', {
                    date: formatShopDate(order.delivery_date, language),
                    time: order.delivery_time ?? '',
                  })
                : null}
        </span>
        <span>
          {t('orders.total_items', { count: order.item_count })}{' '}
          <strong className="text-base tabular">{formatPrice(order.total, order.currency)}</strong>
        </span>
      </div>
      <OrderActions order={order} />
    </article>
  );
}

export function OrderCardSkeleton() {
  return (
    <div className="flex flex-col gap-4 rounded-card border border-line p-4">
      <div className="flex justify-between">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-6 w-24" />
      </div>
      <div className="flex gap-3">
        <Skeleton className="size-16" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      </div>
      <Skeleton className="h-10 w-full" />
    </div>
  );
}
