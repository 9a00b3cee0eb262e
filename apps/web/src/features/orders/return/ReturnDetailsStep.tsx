import { MAX_REVIEW_PHOTOS, type OrderDetails, type OrderLine } from '@beauty/shared';
import { BusyLabel, buttonClass, Panel, TextAreaField } from '@beauty/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PhotoPicker } from '../../../components/PhotoPicker';
import { useDocumentTitle } from '../../../lib/hooks';
import { href } from '../../../routes/paths';
import { OrderLineRow } from '../OrderCard';
import { draftFor, loadReturnDraft } from '../order-helpers';
import { NotAllowed, RETURN_REASONS, ReturnFrame, useDraft, WithOrderLine } from './ReturnFrame';

/** /order/refund/{order_id}/{product_id}: step 1, the line, reason, comments and up to 4 photos. */
export function OrderRefund() {
  const { t } = useTranslation();
  useDocumentTitle(t('refund.title'));
  const { orderId = '', productId = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <WithOrderLine poNumber={orderId} productId={productId} lineId={params.get('line')}>
      {(order, line) => (
        <ReturnFrame step={1}>
          <Panel title={t('refund.item')}>
            <OrderLineRow line={line} currency={order.currency} />
          </Panel>
          {order.can_return && line.can_return ? (
            <ReturnDetailsForm order={order} line={line} />
          ) : (
            <NotAllowed order={order} />
          )}
        </ReturnFrame>
      )}
    </WithOrderLine>
  );
}

function ReturnDetailsForm({ order, line }: { order: OrderDetails; line: OrderLine }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [draft, update] = useDraft(() => draftFor(loadReturnDraft(), order.po_number, line));
  const [uploading, setUploading] = useState(false);
  const [reasonMissing, setReasonMissing] = useState(false);
  const ids = { reasonError: useId() };

  if (!draft) return null;

  function next(event: FormEvent) {
    event.preventDefault();
    if (!draft || draft.reason === null) {
      setReasonMissing(true);
      return;
    }
    if (uploading) return;
    navigate(href('order-return-pickup-address'));
  }

  return (
    <form noValidate onSubmit={next} className="flex flex-col gap-6">
      <Panel title={t('refund.reason_legend')}>
        <fieldset aria-describedby={reasonMissing ? ids.reasonError : undefined}>
          <legend className="sr-only">{t('refund.reason_legend')}</legend>
          {RETURN_REASONS.map((reason) => (
            <label
              key={reason.value}
              className="flex min-h-target cursor-pointer items-center gap-3 rounded-card px-2 hover:bg-soft"
            >
              <input
                type="radio"
                name="return-reason"
                value={reason.value}
                checked={draft.reason === reason.value}
                onChange={() => {
                  update({ reason: reason.value });
                  setReasonMissing(false);
                }}
                className="size-5 accent-accent"
              />
              {t(reason.key)}
            </label>
          ))}
          {reasonMissing ? (
            <p id={ids.reasonError} role="alert" className="mt-1 text-sm text-deal">
              {t('refund.reason_required')}
            </p>
          ) : null}
        </fieldset>
      </Panel>

      <Panel title={t('refund.comments_label')}>
        <TextAreaField
          label={t('refund.comments_label')}
          labelClassName="sr-only"
          value={draft.comments}
          max={1000}
          placeholder={t('refund.comments_hint')}
          onChange={(comments) => update({ comments })}
        />
      </Panel>

      <Panel title={t('refund.photos_legend', { max: MAX_REVIEW_PHOTOS })}>
        <PhotoPicker
          paths={draft.photos}
          hint={t('refund.photos_hint', { max: MAX_REVIEW_PHOTOS })}
          onChange={(photos, busy) => {
            setUploading(busy);
            if (photos.join('|') !== draft.photos.join('|')) update({ photos });
          }}
        />
      </Panel>

      <div className="flex flex-wrap justify-end gap-3">
        <Link to={href('order-detail', { poNumber: order.po_number })} className={buttonClass('secondary')}>
          {t('refund.back_to_order')}
        </Link>
        <button type="submit" className={buttonClass('primary')} disabled={uploading} aria-busy={uploading}>
          <BusyLabel busy={uploading}>{t('refund.next')}</BusyLabel>
        </button>
      </div>
    </form>
  );
}
