import type { PaymentIntent } from '@beauty/shared';
import { FieldError, inputClass } from '@beauty/ui';
import { type RefObject, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type CardField as CardFieldName, formatCardNumber, formatExpiry, onlyDigits } from './card';
import { CardForm } from './pay-parts';
import { useSandboxCard } from './useSandboxCard';

/** The card form with the sandbox provider: number, expiry and CVC typed here and sent to the shop's sandbox. */
export function SandboxCardForm({ intent, poNumber }: { intent: PaymentIntent; poNumber: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { onSubmit, fieldState, outcome, busy } = useSandboxCard(intent, poNumber);
  return (
    <CardForm formId={id} intent={intent} testCards outcome={outcome} busy={busy} onSubmit={onSubmit}>
      <CardField
        formId={id}
        field="cardNumber"
        label={t('payment.card_number')}
        name="cardnumber"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        maxLength={23}
        {...fieldState('cardNumber', formatCardNumber)}
      />
      <div className="grid grid-cols-2 gap-3">
        <CardField
          formId={id}
          field="expiry"
          label={t('payment.expiry')}
          name="cc-exp"
          autoComplete="cc-exp"
          placeholder={t('payment.expiry_placeholder')}
          maxLength={5}
          {...fieldState('expiry', formatExpiry)}
        />
        <CardField
          formId={id}
          field="cvc"
          label={t('payment.cvc')}
          name="cvc"
          autoComplete="cc-csc"
          maxLength={4}
          hint={t('payment.cvc_hint')}
          {...fieldState('cvc', (raw) => onlyDigits(raw).slice(0, 4))}
        />
      </div>
    </CardForm>
  );
}

/** One input of the card form: label, numeric keyboard, optional hint, and its error linked for readers. */
function CardField({
  formId,
  field,
  label,
  hint,
  inputRef,
  value,
  onValue,
  onBlur,
  error,
  ...input
}: {
  formId: string;
  field: CardFieldName;
  label: string;
  hint?: string;
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  onValue: (raw: string) => void;
  onBlur: () => void;
  error: string | undefined;
  name: string;
  autoComplete: string;
  placeholder?: string;
  maxLength: number;
}) {
  const inputId = `${formId}-${field}`;
  const hintId = hint ? `${inputId}-hint` : null;
  const errorId = `${inputId}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <input
        {...input}
        ref={inputRef}
        id={inputId}
        type="text"
        inputMode="numeric"
        className={`${inputClass} tabular`}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ') || undefined}
        onChange={(event) => onValue(event.target.value)}
        onBlur={onBlur}
      />
      {hint ? (
        <p id={hintId ?? undefined} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
