import { type AgentStatus, BANK_TYPES, type BankType, withdrawalBankSchema } from '@beauty/shared';
import {
  BusyLabel,
  buttonClass,
  FieldError,
  FormError,
  fieldText,
  inputClass,
  isApiError,
  Panel,
  serverText,
  TextField,
} from '@beauty/ui';
import { useId, useMemo, useState } from 'react';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { useZodForm } from '../../lib/forms';
import { href } from '../../routes/paths';
import { amountTextSchema } from './agent-helpers';
import { useAddBankAccount, useBanks, useCashOut } from './api';
import { AgentFormPage, WithdrawalAmount, WithdrawalSubmit } from './parts';
import type { TransferResult } from './TransferToBank';

const BANK_FIELDS = [
  'bank_code',
  'bank_type',
  'account_number',
  'account_holder_name',
  'id_number',
  'email',
] as const;
type BankField = (typeof BANK_FIELDS)[number];

const emptyBank = {
  bank_code: '',
  bank_type: 'individual',
  account_number: '',
  account_holder_name: '',
  id_number: '',
  email: '',
};

/**
 * A refusal's field messages (the API envelope's `errors`) put under their fields: `prefix` is where the bank
 * fields sit in the form (one_time. for a one-time transfer), whichever way the server names them. Answers
 * whether any landed, so the caller says the rest under the form.
 */
function showServerErrors<T extends FieldValues>(
  error: unknown,
  form: UseFormReturn<T, unknown, unknown>,
  fields: readonly string[],
  prefix = '',
): boolean {
  if (!isApiError(error)) return false;
  let shown = false;
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    const bare = name.startsWith(prefix) ? name.slice(prefix.length) : name;
    const target = fields.includes(name) ? name : fields.includes(bare) ? `${prefix}${bare}` : null;
    if (!target || !messages[0]) continue;
    form.setError(target as Path<T>, { message: messages[0] }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}

/**
 * The bank details (spec section 3, Agent bank): the bank from agent/bank_list, individual or company, the
 * account number, the holder's name, their NRIC/FIN or the company's UEN, and the email. `field` gives each
 * input's registration and message.
 */
function BankFields({
  field,
  bankType,
}: {
  field: (name: BankField) => { registration: UseFormRegisterReturn; error?: string };
  bankType: BankType;
}) {
  const { t } = useTranslation();
  const banks = useBanks();
  const id = useId();
  const bank = field('bank_code');
  const type = field('bank_type');
  const typeErrorId = `${id}-type-error`;
  return (
    <>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-bank`} className="text-sm font-medium">
          {t('agent.bank.bank')}
        </label>
        <select
          id={`${id}-bank`}
          className={inputClass}
          aria-invalid={bank.error ? true : undefined}
          aria-describedby={bank.error ? `${id}-bank-error` : undefined}
          disabled={banks.isPending}
          {...bank.registration}
        >
          <option value="">{banks.isPending ? t('a11y.loading') : t('agent.bank.choose_bank')}</option>
          {(banks.data?.banks ?? []).map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-bank-error`} message={bank.error} />
      </div>
      <fieldset className="flex flex-col gap-1" aria-describedby={type.error ? typeErrorId : undefined}>
        <legend className="mb-1 text-sm font-medium">{t('agent.bank.type')}</legend>
        <div className="flex flex-wrap gap-x-6">
          {BANK_TYPES.map((value) => (
            <label key={value} className="inline-flex min-h-target items-center gap-2">
              <input type="radio" value={value} className="size-5 accent-accent" {...type.registration} />
              {t(`agent.bank.type_${value}`)}
            </label>
          ))}
        </div>
        <FieldError id={typeErrorId} message={type.error} />
      </fieldset>
      <TextField
        label={t('agent.bank.account_number')}
        inputMode="numeric"
        autoComplete="off"
        error={field('account_number').error}
        {...field('account_number').registration}
      />
      <TextField
        label={t('agent.bank.holder')}
        autoComplete={bankType === 'company' ? 'organization' : 'name'}
        error={field('account_holder_name').error}
        {...field('account_holder_name').registration}
      />
      <TextField
        label={bankType === 'company' ? t('agent.bank.uen') : t('agent.bank.nric')}
        autoComplete="off"
        autoCapitalize="characters"
        hint={bankType === 'company' ? t('agent.bank.uen_hint') : t('agent.bank.nric_hint')}
        error={field('id_number').error}
        {...field('id_number').registration}
      />
      <TextField
        label={t('agent.bank.email')}
        type="email"
        autoComplete="email"
        error={field('email').error}
        {...field('email').registration}
      />
    </>
  );
}

/** /agent/add-bank-account: saves an account (numbers stored encrypted), then back to choose it. */
export function AgentAddBankAccount() {
  const { t } = useTranslation();
  return (
    <AgentFormPage title={t('agent.bank.add_title')} back={<TransferLink />}>
      {() => <AddAccountForm />}
    </AgentFormPage>
  );
}

/** The way back to choosing where a withdrawal goes. */
function TransferLink() {
  const { t } = useTranslation();
  return (
    <Link to={href('agent-transfer-to-bank')} className="text-accent hover:underline">
      {t('agent.transfer.title')}
    </Link>
  );
}

function AddAccountForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const add = useAddBankAccount();
  const form = useZodForm(withdrawalBankSchema, { defaultValues: emptyBank });
  const { register, handleSubmit, formState, watch } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const submit = handleSubmit((body) => {
    setFormError(null);
    add.mutate(body, {
      onSuccess: (account) =>
        navigate(href('agent-transfer-to-bank'), { state: { selected: account.id }, replace: true }),
      onError: (error) => {
        if (!showServerErrors(error, form, BANK_FIELDS)) setFormError(serverText(t, error));
      },
    });
  });
  return (
    <Panel title={t('agent.bank.details')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <BankFields
          bankType={(watch('bank_type') as BankType) ?? 'individual'}
          field={(name) => ({
            registration: register(name),
            error: fieldText(t, formState.errors[name]?.message),
          })}
        />
        <FormError message={formError} />
        <div>
          <button
            type="submit"
            className={buttonClass('primary')}
            disabled={add.isPending}
            aria-busy={add.isPending}
          >
            <BusyLabel busy={add.isPending}>{t('agent.bank.save')}</BusyLabel>
          </button>
        </div>
      </form>
    </Panel>
  );
}

/** /agent/one-time-transfer: the amount and bank details used for this withdrawal only, never saved. */
export function AgentOneTimeTransfer() {
  const { t } = useTranslation();
  return (
    <AgentFormPage title={t('agent.one_time.title')} back={<TransferLink />}>
      {(status) => <OneTimeForm status={status} />}
    </AgentFormPage>
  );
}

function OneTimeForm({ status }: { status: AgentStatus }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cashOut = useCashOut();
  const available = status.cashback_available;
  const min = status.min_withdrawal;
  const schema = useMemo(
    () => z.object({ amount: amountTextSchema({ min, available }), one_time: withdrawalBankSchema }),
    [min, available],
  );
  const form = useZodForm(schema, { defaultValues: { amount: '', one_time: emptyBank } });
  const { register, handleSubmit, formState, watch } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const submit = handleSubmit(({ amount, one_time }) => {
    setFormError(null);
    cashOut.mutate(
      { amount, one_time },
      {
        onSuccess: (answer) => {
          const state: TransferResult = answer;
          navigate(href('agent-transfer-to-bank-complete'), { state, replace: true });
        },
        onError: (error) => {
          const fields = ['amount', ...BANK_FIELDS.map((f) => `one_time.${f}`)];
          if (!showServerErrors(error, form, fields, 'one_time.')) setFormError(serverText(t, error));
        },
      },
    );
  });
  const errors = formState.errors.one_time;
  return (
    <Panel title={t('agent.one_time.panel')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <p className="text-sm text-muted">{t('agent.one_time.text')}</p>
        <WithdrawalAmount
          status={status}
          registration={register('amount')}
          error={formState.errors.amount?.message}
        />
        <BankFields
          bankType={(watch('one_time.bank_type') as BankType) ?? 'individual'}
          field={(name) => ({
            registration: register(`one_time.${name}`),
            error: fieldText(t, errors?.[name]?.message),
          })}
        />
        <WithdrawalSubmit status={status} pending={cashOut.isPending} formError={formError} />
      </form>
    </Panel>
  );
}
