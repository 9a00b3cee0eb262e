import { BusyLabel, buttonClass, ChevronLeftIcon } from '@beauty/ui';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../api/queries';

/** The back step of a multi-step dialog. */
export function BackButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="px-3 pt-2">
      <button type="button" className={buttonClass('text', 'sm', 'gap-1 px-2')} onClick={onClick}>
        <ChevronLeftIcon size={18} />
        {t('account.back')}
      </button>
    </div>
  );
}

/** The last screen of a flow: a heading, a line of text and the next actions. */
export function SuccessPanel({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 p-5">
      <h3 className="text-xl font-semibold">{title}</h3>
      <p className="text-sm text-muted">{text}</p>
      {children}
    </div>
  );
}

/** A success panel's way on to the login; it takes focus when the panel opens. */
export function GoToLoginButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" data-autofocus className={buttonClass('primary', 'md', 'w-full')} onClick={onClick}>
      {t('account.go_to_login')}
    </button>
  );
}

/**
 * A dialog step's form. The browser's own validation is off (each field says its message); the page never
 * reloads, whether `onSend` is a form library's handler or the step's own.
 */
export function StepForm({
  onSend,
  children,
}: {
  onSend: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      className="flex flex-col gap-4 p-5"
      onSubmit={(event) => {
        event.preventDefault();
        onSend(event);
      }}
    >
      {children}
    </form>
  );
}

/** A step's submit button, busy while its call runs (and disabled then, unless `disabled` says otherwise). */
export function SubmitButton({
  busy,
  disabled = busy,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className={buttonClass('primary', 'md', 'w-full')}
      disabled={disabled}
      aria-busy={busy}
    >
      <BusyLabel busy={busy}>{children}</BusyLabel>
    </button>
  );
}

/** The dialling code ("+65") of the country a code is sent to; empty until the countries are in. */
export function usePhoneCode(countryId: number | undefined): string {
  const countries = useCountries();
  return countries.data?.find((c) => c.id === countryId)?.phone_code ?? '';
}
