import { type Country, passwordChecks, type StorefrontMessageKey, splitMessageRef } from '@beauty/shared';
import type { TFunction } from 'i18next';
import { type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';
import type { FieldErrors, FieldValues, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from './api/client';
import { isKnownMessage } from './i18n/setup';

/**
 * Zod issue messages and server field messages are catalogue keys, refs (a key with its values, such as the
 * characters a text field refused), or already text.
 */
export function fieldText(t: TFunction, message: string | undefined, values?: Record<string, unknown>) {
  if (!message) return undefined;
  const ref = splitMessageRef(message);
  return isKnownMessage(ref.key) ? t(ref.key, { ns: 'messages', ...ref.values, ...values }) : message;
}

/**
 * The field messages a dialog's form shows: those of fields that hold something, and all of them once the
 * member has tried to submit. Each dialog focuses its first field; leaving it empty on the way to another
 * control (Forgot password?, Sign up) is no mistake yet, and a "required" appearing under it on mouse-down
 * pushed that control down before the click landed, so the click was lost (seen at 375 px).
 */
export function shownErrors<T extends FieldValues>({
  formState,
  getValues,
}: Pick<UseFormReturn<T>, 'formState' | 'getValues'>): FieldErrors<T> {
  const { errors, isSubmitted } = formState;
  if (isSubmitted) return errors;
  const values = getValues() as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(errors).filter(([name]) => values[name] !== undefined && values[name] !== ''),
  ) as FieldErrors<T>;
}

/** The server's message for a failed call: error_message, else the translated key, else the fallback. */
export function serverText(
  t: TFunction,
  error: unknown,
  fallback: StorefrontMessageKey = 'unknown_error_retry',
): string {
  if (isApiError(error)) {
    const { error_message, message_key, message_values } = error.envelope;
    if (error_message) return error_message;
    if (message_key && isKnownMessage(message_key))
      return t(message_key, { ns: 'messages', ...message_values });
  }
  return t(fallback, { ns: 'messages' });
}

/** The first server message for a field of a validation failure. */
export function serverFieldText(error: unknown, field: string): string | undefined {
  if (!isApiError(error)) return undefined;
  return error.fieldErrors[field]?.[0];
}

const controlClass =
  'min-h-target rounded-card border border-line bg-white px-3 text-base aria-[invalid=true]:border-deal disabled:bg-soft disabled:text-muted';
export const inputClass = `${controlClass} w-full`;

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
};

/** A labelled input with its error under it (aria-invalid, aria-describedby). */
export function TextField({ label, error, hint, inputRef, id, ...rest }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      {hint ? (
        <div id={hintId} className="text-xs text-muted">
          {hint}
        </div>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A country as the mobile number field lists it: +65 SG. */
export type PhoneCountry = Pick<Country, 'id' | 'phone_code' | 'abbreviation'>;

export type MobileNumberFieldProps = {
  countryProps: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };
  mobileProps: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  error?: string;
  disabled?: boolean;
  label?: string;
};

/**
 * Country code select (+65 …) and the national mobile number, with one error line under both. The app hands
 * over the countries (the storefront's come from its cached country list).
 */
export function MobileNumberField({
  countries,
  label,
  countryProps,
  mobileProps,
  error,
  disabled,
}: MobileNumberFieldProps & { countries: readonly PhoneCountry[] }) {
  const { t } = useTranslation('ui');
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-mobile`} className="text-sm font-medium">
        {label ?? t('mobile')}
      </label>
      <div className="flex gap-2">
        <select
          aria-label={t('country_code')}
          className={`${controlClass} w-28 shrink-0`}
          disabled={disabled}
          {...countryProps}
        >
          {countries.map((country) => (
            <option key={country.id} value={String(country.id)}>
              +{country.phone_code} {country.abbreviation}
            </option>
          ))}
        </select>
        <input
          id={`${id}-mobile`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          className={`${controlClass} min-w-0 flex-1`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={disabled}
          {...mobileProps}
        />
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** Live markers under a new password: 6 characters, 1 digit. */
export function PasswordMarkers({ password }: { password: string }) {
  const { t } = useTranslation('ui');
  const checks = passwordChecks(password);
  const items = [
    { ok: checks.minLength, text: t('password_min_length', { ns: 'messages' }) },
    { ok: checks.hasDigit, text: t('password_min_numeric', { ns: 'messages' }) },
  ];
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1">
      {items.map((item) => (
        <li key={item.text} className={item.ok ? 'text-success' : 'text-muted'}>
          <span aria-hidden="true">{item.ok ? '✓ ' : '○ '}</span>
          {item.text}
          <span className="sr-only">{item.ok ? t('rule_met') : t('rule_not_met')}</span>
        </li>
      ))}
    </ul>
  );
}

/** The server's message under a form. */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-card bg-accent-soft px-3 py-2 text-sm text-deal">
      {message}
    </p>
  );
}

/** The default country of a form: Singapore when listed, else the first. */
export function defaultCountryId(list: readonly PhoneCountry[]): string {
  const sg = list.find((c) => c.abbreviation.toUpperCase() === 'SG');
  return String(sg?.id ?? list[0]?.id ?? 1);
}

/** Gender as two radios (1 male, 2 female), with the rule's message under them. */
export function GenderField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  const { t } = useTranslation('ui');
  const errorId = useId();
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">{t('gender')}</legend>
      <div className="flex gap-6">
        <label className="inline-flex min-h-target items-center gap-2">
          <input type="radio" value="1" className="size-5 accent-accent" {...registration} />
          {t('male')}
        </label>
        <label className="inline-flex min-h-target items-center gap-2">
          <input type="radio" value="2" className="size-5 accent-accent" {...registration} />
          {t('female')}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** A field's rule or server message, under the field; `id` is what the field's aria-describedby names. */
export function FieldError({
  id,
  message,
  alert = false,
}: {
  id: string;
  message: string | undefined;
  /** Announced as it appears (a message a submit raises away from where the focus is). */
  alert?: boolean;
}) {
  return message ? (
    <p id={id} role={alert ? 'alert' : undefined} className="text-sm text-deal">
      {message}
    </p>
  ) : null;
}
