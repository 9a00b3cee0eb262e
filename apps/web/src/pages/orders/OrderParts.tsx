import {
  formatPrice,
  formatShopDate,
  formatShopDateTime,
  ORDER_TABS,
  type OrderLine,
  type OrderListItem,
  type OrderStatusValue,
  type OrderTab,
} from '@beauty/shared';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../api/errors';
import { useBuyAgain, useCancelOrder, useCancelReasons } from '../../api/orders';
import { useLanguage } from '../../api/queries';
import { FieldError, FormError } from '../../app/account/fields';
import { href } from '../../routes/paths';
import { buttonClass } from '../../ui/button';
import { Dialog } from '../../ui/Dialog';
import { Skeleton } from '../../ui/Skeleton';
import { BusyLabel, Spinner } from '../../ui/Spinner';
import { ErrorState } from '../../ui/states';
import { showToast } from '../../ui/toast-store';
import { statusTab } from './order-helpers';

// The order pages' width, the same as the cart's and checkout's.
export { PAGE } from './buying/parts';
export const LINE_IMAGE = 64;

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

const STATUS_TONE: Record<OrderTab, string> = {
  to_pay: 'bg-[#fdeceb] text-deal',
  to_ship: 'bg-accent-soft text-accent',
  to_receive: 'bg-accent-soft text-accent',
  delivered: 'bg-[#e8f3ec] text-success',
  completed: 'bg-[#e8f3ec] text-success',
  cancelled: 'bg-soft text-muted',
  return_refund: 'bg-soft text-ink',
};

export function StatusBadge({ status }: { status: OrderStatusValue }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex rounded-full px-3 py-1 text-xs font-semibold ${STATUS_TONE[statusTab(status)]}`}
    >
      {t(`orders.status.${status}`)}
    </span>
  );
}

/** One order line: picture, brand, name, variation, quantity and price; `extra` for per-line actions. */
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
    <div className="flex gap-3">
      <img
        src={line.image}
        alt={line.product_name}
        width={LINE_IMAGE}
        height={LINE_IMAGE}
        loading="lazy"
        className="size-16 shrink-0 rounded-card border border-line bg-soft object-cover"
      />
      <div className="min-w-0 flex-1">
        <p className="text-xs tracking-wide text-muted uppercase">{line.brand_name}</p>
        <p className="line-clamp-2 text-sm font-medium">{line.product_name}</p>
        <p className="text-xs text-muted">
          {line.variation_name ? `${line.variation_name} · ` : ''}
          {t('orders.quantity', { count: line.quantity })}
        </p>
        {line.return_status ? (
          <p className="mt-1 text-xs font-semibold text-accent">
            {t(`orders.return_status.${line.return_status}`)}
          </p>
        ) : null}
        {extra}
      </div>
      <div className="shrink-0 text-right text-sm tabular">
        <p className="font-semibold">{formatPrice(line.line_total, currency)}</p>
        {line.unit_price < line.list_price ? (
          <p className="text-xs text-muted line-through">
            {formatPrice(line.list_price * line.quantity, currency)}
          </p>
        ) : null}
      </div>
    </div>
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

/**
 * The actions an order allows: Pay, Cancel (dialog), Reschedule, Buy again, and (in lists) View details.
 * The primary one (Pay) is filled; the rest are outlined.
 */
export function OrderActions({ order, showDetails = true }: { order: OrderListItem; showDetails?: boolean }) {
  const { t } = useTranslation();
  const [cancelling, setCancelling] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const buyAgain = useBuyAgain();
  const navigate = useNavigate();

  function onBuyAgain() {
    buyAgain.mutate(order.po_number, {
      onSuccess: (result) => {
        // What was added and what was not is news about the cart, the page the member is sent to.
        const cart = href('order-cart');
        if (result.added.length > 0) showToast(t('orders.buy_again.done'), 'success', { page: cart });
        for (const line of result.unavailable) {
          showToast(
            t('orders.buy_again.unavailable', {
              name: line.product_name,
              reason: t(line.reason, { ns: 'messages' }),
            }),
            'error',
            { page: cart },
          );
        }
        navigate(cart, { state: { buyAgain: result } });
      },
      onError: (error) => showToast(errorText(t, error), 'error'),
    });
  }

  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {showDetails ? (
        <Link
          to={href('order-detail', { poNumber: order.po_number })}
          className={buttonClass('text', 'sm', 'mr-auto')}
          aria-label={t('orders.actions.details_named', { po: order.po_number })}
        >
          {t('orders.actions.details')}
        </Link>
      ) : null}
      {order.can_cancel ? (
        <button
          ref={cancelButton}
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => setCancelling(true)}
        >
          {t('orders.actions.cancel')}
        </button>
      ) : null}
      {order.can_reschedule ? (
        <Link to={href('order-delivery', { id: order.po_number })} className={buttonClass('secondary', 'sm')}>
          {t('orders.actions.reschedule')}
        </Link>
      ) : null}
      {order.can_buy_again ? (
        <button
          type="button"
          className={buttonClass(order.can_pay ? 'secondary' : 'primary', 'sm')}
          onClick={onBuyAgain}
          disabled={buyAgain.isPending}
          aria-busy={buyAgain.isPending}
        >
          {buyAgain.isPending ? <Spinner size={16} /> : null}
          {t('orders.actions.buy_again')}
        </button>
      ) : null}
      {order.can_pay ? (
        <Link to={href('order-pay', { poNumber: order.po_number })} className={buttonClass('primary', 'sm')}>
          {t('orders.actions.pay')}
        </Link>
      ) : null}
      {cancelling ? (
        <CancelDialog
          poNumber={order.po_number}
          paid={order.status !== 'to_pay'}
          onClose={(cancelled) => {
            setCancelling(false);
            requestAnimationFrame(() => {
              // Kept: focus goes back to the button that opened the dialog. Cancelled: that button (and in a
              // list the whole card) is about to go, so focus goes to the page's heading instead of the body.
              const heading = document.querySelector<HTMLElement>('main h1');
              if (cancelled && heading) {
                if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
                heading.focus();
              } else cancelButton.current?.focus();
            });
          }}
        />
      ) : null}
    </div>
  );
}

/** Cancel an order: the shop's reasons as radio buttons, an optional note, confirm. */
export function CancelDialog({
  poNumber,
  paid,
  onClose,
}: {
  poNumber: string;
  paid: boolean;
  /** `cancelled` is true once the order is cancelled, false or absent when the member kept it. */
  onClose: (cancelled?: boolean) => void;
}) {
  const { t } = useTranslation();
  const reasons = useCancelReasons();
  const cancel = useCancelOrder();
  const [reasonId, setReasonId] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const legendId = useId();
  const noteId = useId();
  const errorId = useId();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (reasonId === null) {
      setMissing(true);
      return;
    }
    cancel.mutate(
      { po_number: poNumber, reason_id: reasonId, note: note.trim() || undefined },
      {
        onSuccess: () => {
          showToast(t('orders.cancel.done', { po: poNumber }), 'success');
          onClose(true);
        },
      },
    );
  }

  return (
    <Dialog title={t('orders.cancel.title', { po: poNumber })} onClose={() => onClose(false)}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 p-5">
        {paid ? <p className="text-sm text-muted">{t('orders.cancel.paid_note')}</p> : null}
        <fieldset
          aria-labelledby={legendId}
          aria-describedby={missing ? errorId : undefined}
          className="flex flex-col gap-1"
        >
          <legend id={legendId} className="mb-2 font-semibold">
            {t('orders.cancel.reasons_legend')}
          </legend>
          {reasons.isPending ? (
            <div className="space-y-2">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : reasons.isError ? (
            <ErrorState error={reasons.error} onRetry={() => void reasons.refetch()} className="py-4" />
          ) : (
            reasons.data.map((reason) => (
              <label
                key={reason.id}
                className="flex min-h-target cursor-pointer items-center gap-3 rounded-card px-2 hover:bg-soft"
              >
                <input
                  type="radio"
                  name="cancel-reason"
                  value={reason.id}
                  checked={reasonId === reason.id}
                  onChange={() => {
                    setReasonId(reason.id);
                    setMissing(false);
                  }}
                  className="size-5 accent-accent"
                />
                {reason.reason}
              </label>
            ))
          )}
          {missing ? (
            <p id={errorId} role="alert" className="text-sm text-deal">
              {t('orders.cancel.reason_required')}
            </p>
          ) : null}
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor={noteId} className="text-sm font-medium">
            {t('orders.cancel.note_label')}
          </label>
          <textarea
            id={noteId}
            value={note}
            maxLength={500}
            rows={3}
            onChange={(e) => setNote(e.target.value)}
            className="rounded-card border border-line px-3 py-2 text-sm"
          />
        </div>
        <FormError message={cancel.isError ? errorText(t, cancel.error) : null} />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClass('secondary')} onClick={() => onClose(false)}>
            {t('orders.cancel.keep')}
          </button>
          <button
            type="submit"
            className={buttonClass('primary')}
            disabled={cancel.isPending}
            aria-busy={cancel.isPending}
          >
            <BusyLabel busy={cancel.isPending}>{t('orders.cancel.confirm')}</BusyLabel>
          </button>
        </div>
      </form>
    </Dialog>
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
            : order.delivery_date
              ? t('orders.delivery_slot', {
                  date: formatShopDate(order.delivery_date, language),
                  time: order.delivery_time,
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

/** Moves focus into a DayPicker: to its chosen day, else its first day. */
export function focusDay(group: HTMLFieldSetElement | null) {
  (group?.querySelector<HTMLInputElement>('input:checked') ?? group?.querySelector('input'))?.focus();
}

/**
 * Day chips as a radio group (a keyboard moves with the arrow keys inside a native radio group), each day
 * written by the shop's date formatter: the same words as every other date the shop shows, whatever the
 * browser's own date format. `error` is announced with the group; `groupRef` lets a form focus it.
 */
export function DayPicker({
  days,
  value,
  onChange,
  legend,
  name,
  hint,
  error,
  groupRef,
}: {
  days: string[];
  value: string | null;
  onChange: (day: string) => void;
  legend: string;
  name: string;
  hint?: string;
  error?: string;
  groupRef?: React.Ref<HTMLFieldSetElement>;
}) {
  const language = useLanguage();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset
      ref={groupRef}
      tabIndex={-1}
      aria-describedby={describedBy || undefined}
      className="min-w-0 outline-none"
    >
      <legend className="mb-2 font-semibold">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-1 mb-2 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 md:mx-0 md:flex-wrap md:px-0">
        {days.map((day) => (
          <label
            key={day}
            className={`relative flex min-h-target min-w-16 shrink-0 cursor-pointer flex-col items-center justify-center rounded-card border px-3 py-2 text-sm focus-within:outline-2 focus-within:outline-accent ${
              value === day ? 'border-accent bg-accent-soft font-semibold text-accent' : 'border-line'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={day}
              checked={value === day}
              onChange={() => onChange(day)}
              aria-invalid={error ? true : undefined}
              className="sr-only"
            />
            <span className="text-xs">{formatShopDate(day, language, 'weekday')}</span>
            <span className="tabular whitespace-nowrap">{formatShopDate(day, language, 'day')}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
