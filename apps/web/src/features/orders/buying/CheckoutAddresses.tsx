import type { Address, Shipping } from '@beauty/shared';
import { BusyLabel, buttonClass, Dialog, FieldError, FormError, serverText, showToast } from '@beauty/ui';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddressChooser, AddressLines } from '../../../components/AddressChooser';
import { href } from '../../../routes/paths';
import { useEditBillingAddress, useEditDeliveryAddress } from '../checkout-api';
import { PANEL, useFocusReturn } from './parts';

type AddressKind = 'delivery' | 'billing';

/**
 * Where the order goes and whom it is billed to, from the member's book: each with a Change that opens the
 * chooser; an empty book asks for an address first. `error` (no delivery address) is under the section.
 */
export function AddressSection({
  shipping,
  error,
  changeRef,
}: {
  shipping: Shipping;
  error?: string;
  changeRef: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  const [choosing, setChoosing] = useState<AddressKind | null>(null);
  const focus = useFocusReturn();
  const errorId = useId();
  const hasBook = shipping.addresses.length > 0;

  function open(kind: AddressKind) {
    focus.remember();
    setChoosing(kind);
  }

  function close() {
    setChoosing(null);
    focus.restore();
  }

  const block = (kind: AddressKind, address: Address | null) => (
    <div className="flex-1 rounded-card border border-line p-3">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">
          {kind === 'delivery' ? t('checkout.delivery_address') : t('checkout.billing_address')}
        </h3>
        {hasBook ? (
          <button
            ref={kind === 'delivery' ? changeRef : undefined}
            type="button"
            className={buttonClass('text', 'sm')}
            aria-haspopup="dialog"
            aria-describedby={kind === 'delivery' && error ? errorId : undefined}
            onClick={() => open(kind)}
          >
            {address ? t('checkout.change') : t('checkout.choose')}
            <span className="sr-only">
              {' '}
              {kind === 'delivery' ? t('checkout.delivery_address') : t('checkout.billing_address')}
            </span>
          </button>
        ) : null}
      </div>
      {address ? (
        <AddressLines address={address} />
      ) : (
        <p className="text-sm text-muted">
          {kind === 'billing' && shipping.delivery_address
            ? t('checkout.billing_same')
            : t('checkout.no_address_chosen')}
        </p>
      )}
    </div>
  );

  return (
    <section aria-labelledby="checkout-addresses" className={PANEL}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="checkout-addresses" className="text-lg font-semibold">
          {t('checkout.addresses')}
        </h2>
        <Link to={href('order-add-address')} className={buttonClass('text', 'sm')}>
          {t('checkout.add_address')}
        </Link>
      </div>
      {hasBook ? (
        <div className="flex flex-col gap-3 md:flex-row">
          {block('delivery', shipping.delivery_address)}
          {block('billing', shipping.billing_address)}
        </div>
      ) : (
        <div className="rounded-card border border-dashed border-line bg-soft p-4 text-sm">
          <p>{t('checkout.no_addresses')}</p>
          <Link to={href('order-add-address')} className={buttonClass('secondary', 'sm', 'mt-3')}>
            {t('checkout.add_address')}
          </Link>
        </div>
      )}
      <FieldError id={errorId} message={error} />
      {choosing ? (
        <AddressDialog
          kind={choosing}
          addresses={shipping.addresses}
          currentId={
            (choosing === 'delivery' ? shipping.delivery_address?.id : shipping.billing_address?.id) ?? null
          }
          onClose={close}
        />
      ) : null}
    </section>
  );
}

function AddressDialog({
  kind,
  addresses,
  currentId,
  onClose,
}: {
  kind: AddressKind;
  addresses: Address[];
  currentId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const delivery = useEditDeliveryAddress();
  const billing = useEditBillingAddress();
  const save = kind === 'delivery' ? delivery : billing;
  const [chosen, setChosen] = useState<number | null>(currentId ?? addresses[0]?.id ?? null);
  const title = kind === 'delivery' ? t('checkout.choose_delivery') : t('checkout.choose_billing');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (chosen === null) return;
    if (chosen === currentId) {
      onClose();
      return;
    }
    save.mutate(chosen, {
      onSuccess: () => {
        showToast(t('checkout.address_saved'), 'success');
        onClose();
      },
    });
  }

  return (
    <Dialog title={title} onClose={onClose} width={520}>
      <form onSubmit={onSubmit} className="flex flex-col gap-4 p-5">
        <AddressChooser addresses={addresses} value={chosen} onChange={setChosen} legend={title} autoFocus />
        {save.isError ? <FormError message={serverText(t, save.error)} /> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Link to={href('order-add-address')} className={buttonClass('text', 'sm')}>
            {t('checkout.add_address')}
          </Link>
          <button
            type="submit"
            className={buttonClass('primary')}
            disabled={save.isPending || chosen === null}
          >
            <BusyLabel busy={save.isPending}>{t('checkout.use_address')}</BusyLabel>
          </button>
        </div>
      </form>
    </Dialog>
  );
}
