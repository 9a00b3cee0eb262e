import { type Address, phoneText } from '@beauty/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An address as the shop writes it everywhere (address book, checkout, a return's pickup): the receiver,
 * street and unit, then postcode and contact number; `defaults` adds which default it is.
 */
export function AddressLines({ address, defaults = false }: { address: Address; defaults?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-col text-sm">
      <span className="font-semibold">{address.receiver_name}</span>
      <span>
        {address.address}
        {address.floor_unit ? `, ${address.floor_unit}` : ''}
      </span>
      <span className="text-muted">
        {address.postcode} · {phoneText(address.phone_code, address.contact_no)}
      </span>
      {defaults && (address.default_delivery_address || address.default_billing_address) ? (
        <span className="mt-2 flex flex-wrap gap-2">
          {address.default_delivery_address ? (
            <span className="rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-accent">
              {t('address.default_delivery')}
            </span>
          ) : null}
          {address.default_billing_address ? (
            <span className="rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-accent">
              {t('address.default_billing')}
            </span>
          ) : null}
        </span>
      ) : null}
    </span>
  );
}

/**
 * One address of the member's book, chosen as radio buttons (checkout's delivery and billing address, a
 * return's pickup address). `autoFocus` marks the chosen one for a dialog's first focus.
 */
export function AddressChooser({
  addresses,
  value,
  onChange,
  legend,
  autoFocus = false,
}: {
  addresses: Address[];
  value: number | null;
  onChange: (id: number) => void;
  legend: string;
  autoFocus?: boolean;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <ul className="space-y-2">
        {addresses.map((address) => {
          const id = `${name}-${address.id}`;
          return (
            <li key={address.id}>
              <label
                htmlFor={id}
                className="flex cursor-pointer gap-3 rounded-card border border-line p-3 hover:bg-soft has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
              >
                <input
                  id={id}
                  type="radio"
                  name={name}
                  value={address.id}
                  className="mt-1 size-5 shrink-0 accent-accent"
                  checked={value === address.id}
                  onChange={() => onChange(address.id)}
                  {...(autoFocus && value === address.id ? { 'data-autofocus': true } : {})}
                />
                <span className="min-w-0 flex-1">
                  <AddressLines address={address} defaults />
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
