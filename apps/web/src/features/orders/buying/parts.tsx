import { formatPrice, type OrderSummary } from '@beauty/shared';
import { BusyLabel, buttonClass, Dialog, EmptyState, TicketIcon } from '@beauty/ui';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const PANEL = 'rounded-card border border-line bg-white p-4 md:p-5';

/**
 * The order summary's rows, all from the server's numbers (spec section 3, order_summary). A voucher-only
 * order has no delivery: its shipping row says so instead of "Free".
 */
export function SummaryRows({
  summary,
  orderCompletedDay,
  voucherOnly = false,
}: {
  summary: OrderSummary;
  orderCompletedDay?: number;
  voucherOnly?: boolean;
}) {
  const { t } = useTranslation();
  const money = (cents: number) => formatPrice(cents, summary.currency);
  return (
    <dl className="space-y-2 text-sm tabular">
      <Row label={t('cart.subtotal', { count: summary.item_count })} value={money(summary.subtotal)} />
      {summary.discount > 0 ? (
        <Row label={t('cart.discount')} value={`−${money(summary.discount)}`} tone="deal" />
      ) : null}
      {summary.points_value > 0 ? (
        <Row
          label={t('cart.points_redeemed', { count: summary.points_redeemed })}
          value={`−${money(summary.points_value)}`}
          tone="deal"
        />
      ) : null}
      <Row
        label={t('cart.shipping_fee')}
        value={
          summary.shipping_fee !== 0
            ? money(summary.shipping_fee)
            : voucherOnly
              ? t('vouchers.delivery_none')
              : t('cart.free')
        }
      />
      <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3 text-base font-semibold">
        <dt>{t('cart.total')}</dt>
        <dd>{money(summary.total)}</dd>
      </div>
      {summary.points_earned > 0 ? (
        <div className="flex items-baseline justify-between gap-4 text-success">
          <dt>
            {t('cart.points_earned')}
            {orderCompletedDay ? (
              <span className="block text-xs text-muted">
                {/* A voucher is not delivered: its points come the same days after payment (the API's rule). */}
                {t(voucherOnly ? 'cart.points_earned_note_paid' : 'cart.points_earned_note', {
                  count: orderCompletedDay,
                })}
              </span>
            ) : null}
          </dt>
          <dd className="font-semibold">{t('cart.points_count', { count: summary.points_earned })}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function Row({ label, value, tone }: { label: string; value: string; tone?: 'deal' }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-muted">{label}</dt>
      <dd className={tone === 'deal' ? 'text-deal' : undefined}>{value}</dd>
    </div>
  );
}

/** The tag of a line that buys a service voucher; with `note`, the line that says it needs no delivery. */
export function VoucherTag({ note = false }: { note?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="mt-1 inline-flex items-center gap-1 rounded-full border border-accent/40 bg-accent-soft px-2 py-0.5 text-[11px] font-semibold text-accent">
        <TicketIcon size={14} />
        {t('vouchers.cart_tag')}
      </span>
      {note ? <p className="mt-1 text-xs text-muted">{t('vouchers.cart_no_delivery')}</p> : null}
    </>
  );
}

/** A boxed empty state whose one way on is a link (back to the cart, to My Orders, on shopping). */
export function EmptyWithLink({
  title,
  text,
  to,
  label,
}: {
  title: string;
  text?: string;
  to: string;
  label: string;
}) {
  return (
    <EmptyState
      boxed
      title={title}
      text={text}
      action={
        <Link to={to} className={buttonClass('primary')}>
          {label}
        </Link>
      }
    />
  );
}

/** A yes/no question in a dialog; focus returns to what opened it (or `fallbackFocus`) when it closes. */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: {
  title: string;
  text: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog title={title} onClose={onClose} width={420}>
      <div className="flex flex-col gap-6 p-5">
        <p>{text}</p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className={buttonClass('secondary')} onClick={onClose} data-autofocus>
            {t('cart.cancel')}
          </button>
          <button type="button" className={buttonClass('primary')} onClick={onConfirm} disabled={busy}>
            <BusyLabel busy={busy}>{confirmLabel}</BusyLabel>
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/** Remembers the focused element when a local dialog opens and puts focus back there when it closes. */
export function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    remember() {
      const el = document.activeElement;
      opener.current = el instanceof HTMLElement ? el : null;
    },
    restore(fallback?: () => HTMLElement | null) {
      const target = opener.current;
      opener.current = null;
      requestAnimationFrame(() => {
        if (target?.isConnected) target.focus();
        else fallback?.()?.focus();
      });
    },
  };
}
