import type { OrderListItem } from '@beauty/shared';
import { buttonClass, ErrorState, errorText, FormDialog, Skeleton, Spinner, showToast } from '@beauty/ui';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { href } from '../../routes/paths';
import { useBuyAgain, useCancelOrder, useCancelReasons } from './orders-api';

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
        // A new document: only the pay page's may load Stripe.js (the server's Content-Security-Policy).
        <Link
          to={href('order-pay', { poNumber: order.po_number })}
          reloadDocument
          className={buttonClass('primary', 'sm')}
        >
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

  function submit() {
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
    <FormDialog
      title={t('orders.cancel.title', { po: poNumber })}
      onClose={() => onClose(false)}
      onSubmit={submit}
      busy={cancel.isPending}
      error={cancel.isError ? errorText(t, cancel.error) : null}
      keepLabel={t('orders.cancel.keep')}
      submitLabel={t('orders.cancel.confirm')}
    >
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
    </FormDialog>
  );
}
