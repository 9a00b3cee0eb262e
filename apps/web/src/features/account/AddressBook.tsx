import { type Address, addressRequestSchema } from '@beauty/shared';
import {
  buttonClass,
  EmptyState,
  ErrorState,
  FormError,
  fieldText,
  Skeleton,
  Spinner,
  serverText,
  showToast,
  TextField,
} from '@beauty/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AddressLines } from '../../components/AddressChooser';
import { MobileField, useDefaultCountryId } from '../../components/MobileField';
import { PageFrame } from '../../layouts/PageFrame';
import { useZodForm } from '../../lib/forms';
import { useDocumentTitle } from '../../lib/hooks';
import { useAddresses, useDeleteAddress, useSaveAddress } from './api';

/** /profile/address-book and /order/address-book: saved addresses with add, edit, delete and default flags. */
export function AddressBook({ start = 'list' }: { start?: 'list' | 'new' | 'edit' }) {
  const { t } = useTranslation();
  useDocumentTitle(t('address.title'));
  const { addressId } = useParams();
  const [editing, setEditing] = useState<Address | 'new' | null>(start === 'new' ? 'new' : null);
  const list = useAddresses();
  // /…/edit-address/:addressId opens that address's form once the list is there.
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (start !== 'edit' || opened || !list.data) return;
    const found = list.data.find((a) => String(a.id) === addressId);
    if (found) setEditing(found);
    setOpened(true);
  }, [start, opened, list.data, addressId]);
  const remove = useDeleteAddress();

  return (
    <PageFrame
      width="narrow"
      title={t('address.title')}
      aside={
        editing === null ? (
          <button
            type="button"
            className={buttonClass('primary', 'md', 'ml-auto')}
            onClick={() => setEditing('new')}
          >
            {t('address.add')}
          </button>
        ) : null
      }
    >
      <div className="flex flex-col gap-6">
        {editing !== null ? (
          <AddressForm
            key={editing === 'new' ? 'new' : editing.id}
            address={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        ) : null}
        {list.isPending ? (
          <div className="space-y-3">
            <Skeleton className="h-28 w-full" />
            <Skeleton className="h-28 w-full" />
          </div>
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.length === 0 && editing === null ? (
          <EmptyState
            title={t('address.empty')}
            action={
              <button type="button" className={buttonClass('primary')} onClick={() => setEditing('new')}>
                {t('address.add')}
              </button>
            }
          />
        ) : (
          <ul className="flex flex-col gap-3">
            {list.data.map((address) => (
              <li key={address.id} className="rounded-card border border-line p-4">
                <AddressLines address={address} defaults />
                <div className="mt-2 flex gap-4">
                  <button
                    type="button"
                    className={buttonClass('text', 'sm')}
                    onClick={() => setEditing(address)}
                    aria-label={t('address.edit_named', { name: address.receiver_name })}
                  >
                    {t('address.edit')}
                  </button>
                  <button
                    type="button"
                    className={buttonClass('text', 'sm')}
                    disabled={remove.isPending}
                    aria-label={t('address.delete_named', { name: address.receiver_name })}
                    onClick={() => {
                      if (window.confirm(t('address.confirm_delete')))
                        remove.mutate(address.id, {
                          onSuccess: () => showToast(t('address.deleted'), 'success'),
                          onError: (error) => showToast(serverText(t, error), 'error'),
                        });
                    }}
                  >
                    {t('address.delete')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </PageFrame>
  );
}

function AddressForm({ address, onDone }: { address: Address | null; onDone: () => void }) {
  const { t } = useTranslation();
  const defaultCountry = useDefaultCountryId();
  const form = useZodForm(addressRequestSchema, {
    defaultValues: {
      receiver_name: address?.receiver_name ?? '',
      address: address?.address ?? '',
      floor_unit: address?.floor_unit ?? '',
      postcode: address?.postcode ?? '',
      contact_no: address?.contact_no ?? '',
      country_id: String(address?.country_id ?? defaultCountry),
      default_delivery_address: address?.default_delivery_address ?? false,
      default_billing_address: address?.default_billing_address ?? false,
    },
  });
  const { register, handleSubmit, formState } = form;
  const save = useSaveAddress(address?.id ?? null);
  const e = formState.errors;
  return (
    <form
      noValidate
      onSubmit={handleSubmit((body) =>
        save.mutate(body, {
          onSuccess: () => {
            showToast(t('address.saved'), 'success');
            onDone();
          },
        }),
      )}
      className="flex flex-col gap-4 rounded-card border border-line p-5"
      aria-label={address ? t('address.edit') : t('address.add')}
    >
      <TextField
        label={t('address.receiver_name')}
        autoComplete="name"
        error={fieldText(t, e.receiver_name?.message)}
        {...register('receiver_name')}
      />
      <TextField
        label={t('address.address')}
        autoComplete="street-address"
        error={fieldText(t, e.address?.message)}
        {...register('address')}
      />
      <TextField
        label={t('address.floor_unit')}
        error={fieldText(t, e.floor_unit?.message)}
        {...register('floor_unit')}
      />
      <TextField
        label={t('address.postcode')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        error={fieldText(t, e.postcode?.message)}
        {...register('postcode')}
      />
      <MobileField
        label={t('address.contact_no')}
        countryProps={register('country_id')}
        mobileProps={register('contact_no')}
        error={fieldText(t, e.contact_no?.message)}
      />
      <label className="flex min-h-target items-center gap-3">
        <input type="checkbox" className="size-5 accent-accent" {...register('default_delivery_address')} />
        {t('address.default_delivery')}
      </label>
      <label className="flex min-h-target items-center gap-3">
        <input type="checkbox" className="size-5 accent-accent" {...register('default_billing_address')} />
        {t('address.default_billing')}
      </label>
      <FormError message={save.isError ? serverText(t, save.error) : null} />
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          className={buttonClass('primary', 'md')}
          disabled={save.isPending}
          aria-busy={save.isPending}
        >
          {save.isPending ? <Spinner size={18} className="[&_svg]:text-white" /> : null}
          {t('address.save')}
        </button>
        <button type="button" className={buttonClass('secondary', 'md')} onClick={onDone}>
          {t('profile.cancel')}
        </button>
      </div>
    </form>
  );
}
