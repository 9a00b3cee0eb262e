import { deliveryDays, type OrderDetails, type OrderLine } from '@beauty/shared';
import { BusyLabel, buttonClass, errorText, FormError, Panel, Skeleton, showToast } from '@beauty/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AddressLines } from '../../../components/AddressChooser';
import { useDocumentTitle } from '../../../lib/hooks';
import { href } from '../../../routes/paths';
import { useAddresses } from '../../account';
import { DayPicker } from '../DeliveryDayPicker';
import { OrderLineRow } from '../OrderCard';
import { clearReturnDraft, draftMissing, loadReturnDraft } from '../order-helpers';
import { useReturnRefund } from '../orders-api';
import {
  NoDraft,
  NotAllowed,
  RETURN_REASONS,
  ReturnFrame,
  refundHref,
  useDraft,
  WithOrderLine,
} from './ReturnFrame';

/** /order/return-pickup: step 3, the pickup date and a summary of the request; sends it. */
export function OrderReturnPickup() {
  const { t } = useTranslation();
  useDocumentTitle(t('refund.steps.pickup'));
  const [draft] = useDraft(loadReturnDraft);
  if (!draft) return <NoDraft />;
  return (
    <WithOrderLine
      poNumber={draft.po_number}
      productId={String(draft.product_id)}
      lineId={String(draft.order_line_id)}
    >
      {(order, line) => (
        <ReturnFrame step={3}>
          {order.can_return && line.can_return ? (
            <PickupStep order={order} line={line} />
          ) : (
            <NotAllowed order={order} />
          )}
        </ReturnFrame>
      )}
    </WithOrderLine>
  );
}

function PickupStep({ order, line }: { order: OrderDetails; line: OrderLine }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [draft, update] = useDraft(loadReturnDraft);
  const addresses = useAddresses();
  const send = useReturnRefund();
  const [showMissing, setShowMissing] = useState(false);
  const [days] = useState(() => deliveryDays());
  if (!draft) return null;
  const address = addresses.data?.find((a) => a.id === draft.pickup_address_id) ?? null;
  const missing = draftMissing(draft);
  const reason = RETURN_REASONS.find((r) => r.value === draft.reason);

  function submit() {
    if (!draft || missing.length > 0) {
      setShowMissing(true);
      return;
    }
    send.mutate(
      {
        po_number: draft.po_number,
        order_line_id: draft.order_line_id,
        reason: draft.reason as 1 | 2,
        comments: draft.comments.trim() || undefined,
        photos: draft.photos,
        pickup_address_id: draft.pickup_address_id ?? undefined,
        pickup_date: draft.pickup_date ?? undefined,
      },
      {
        onSuccess: () => {
          clearReturnDraft();
          // The request is news for the list of returns the member is sent to, where it now shows.
          const returns = href('order-list', { id: 'return_refund' });
          showToast(t('refund.done'), 'success', { page: returns });
          navigate(returns);
        },
      },
    );
  }

  return (
    <>
      <Panel
        title={t('refund.summary')}
        action={
          <Link to={refundHref(draft)} className={buttonClass('text', 'sm')}>
            {t('refund.change')}
          </Link>
        }
      >
        <OrderLineRow line={line} currency={order.currency} />
        <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[140px_1fr]">
          <dt className="text-muted">{t('refund.reason_legend')}</dt>
          <dd>{reason ? t(reason.key) : <span className="text-deal">{t('refund.reason_required')}</span>}</dd>
          {draft.comments ? (
            <>
              <dt className="text-muted">{t('refund.comments_label')}</dt>
              <dd className="whitespace-pre-line break-words">{draft.comments}</dd>
            </>
          ) : null}
          <dt className="text-muted">{t('refund.photos_count_label')}</dt>
          <dd>
            {draft.photos.length === 0 ? (
              t('refund.no_photos')
            ) : (
              <span className="flex flex-wrap gap-2">
                {draft.photos.map((path, i) => (
                  <img
                    key={path}
                    src={path}
                    alt={t('photos.alt', { n: i + 1 })}
                    width={56}
                    height={56}
                    className="size-14 rounded-card border border-line object-cover"
                  />
                ))}
              </span>
            )}
          </dd>
        </dl>
      </Panel>
      <Panel
        title={t('refund.pickup_address')}
        action={
          <Link to={href('order-return-pickup-address')} className={buttonClass('text', 'sm')}>
            {t('refund.change')}
          </Link>
        }
      >
        {addresses.isPending && draft.pickup_address_id !== null ? (
          <Skeleton className="h-16 w-full" />
        ) : address ? (
          <AddressLines address={address} />
        ) : (
          <p className={`text-sm ${showMissing ? 'text-deal' : 'text-muted'}`}>
            {t('refund.address_required')}
          </p>
        )}
      </Panel>
      <Panel title={t('refund.pickup_date')}>
        <DayPicker
          days={days}
          value={draft.pickup_date}
          onChange={(day) => update({ pickup_date: day })}
          legend={t('refund.pickup_date_legend')}
          name="pickup-date"
        />
        {showMissing && missing.includes('date') ? (
          <p role="alert" className="mt-2 text-sm text-deal">
            {t('refund.date_required')}
          </p>
        ) : null}
      </Panel>
      <FormError message={send.isError ? errorText(t, send.error) : null} />
      <div className="flex flex-wrap justify-end gap-3">
        <Link to={href('order-return-pickup-address')} className={buttonClass('secondary')}>
          {t('refund.back')}
        </Link>
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={submit}
          disabled={send.isPending}
          aria-busy={send.isPending}
        >
          <BusyLabel busy={send.isPending}>{t('refund.submit')}</BusyLabel>
        </button>
      </div>
    </>
  );
}
