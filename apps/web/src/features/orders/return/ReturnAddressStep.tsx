import { buttonClass, EmptyState, ErrorState, Panel, Skeleton } from '@beauty/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AddressChooser } from '../../../components/AddressChooser';
import { useDocumentTitle } from '../../../lib/hooks';
import { href } from '../../../routes/paths';
import { useAddresses } from '../../account';
import { loadReturnDraft } from '../order-helpers';
import { NoDraft, ReturnFrame, refundHref, useDraft } from './ReturnFrame';

/** /order/return-pickup-address: step 2, where the courier collects the item (from the address book). */
export function OrderReturnPickupAddress() {
  const { t } = useTranslation();
  useDocumentTitle(t('refund.steps.address'));
  const navigate = useNavigate();
  const [draft, update] = useDraft(loadReturnDraft);
  const addresses = useAddresses();
  const [chosen, setChosen] = useState<number | null>(draft?.pickup_address_id ?? null);

  if (!draft) return <NoDraft />;
  const list = addresses.data ?? [];
  const selected = chosen ?? list.find((a) => a.default_delivery_address)?.id ?? list[0]?.id ?? null;

  return (
    <ReturnFrame step={2}>
      <Panel
        title={t('refund.pickup_address')}
        action={
          <Link to={href('order-add-address')} className={buttonClass('text', 'sm')}>
            {t('refund.add_address')}
          </Link>
        }
      >
        {addresses.isPending ? (
          <div className="space-y-3">
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        ) : addresses.isError ? (
          <ErrorState error={addresses.error} onRetry={() => void addresses.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState
            title={t('refund.no_address')}
            action={
              <Link to={href('order-add-address')} className={buttonClass('primary')}>
                {t('refund.add_address')}
              </Link>
            }
          />
        ) : (
          <AddressChooser
            addresses={list}
            value={selected}
            onChange={setChosen}
            legend={t('refund.pickup_address')}
          />
        )}
      </Panel>
      <div className="flex flex-wrap justify-end gap-3">
        <Link to={refundHref(draft)} className={buttonClass('secondary')}>
          {t('refund.back')}
        </Link>
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={selected === null}
          onClick={() => {
            update({ pickup_address_id: selected });
            navigate(href('order-return-pickup'));
          }}
        >
          {t('refund.use_address')}
        </button>
      </div>
    </ReturnFrame>
  );
}
