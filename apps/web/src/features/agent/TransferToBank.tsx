import {
  type AgentStatus,
  type BankAccount,
  type CashOutAnswer,
  formatPrice,
  formatShopDate,
} from '@beauty/shared';
import {
  buttonClass,
  EmptyState,
  ErrorState,
  FieldError,
  fieldText,
  isApiError,
  Panel,
  Skeleton,
  serverText,
  useLanguage,
} from '@beauty/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { PageFrame } from '../../layouts/PageFrame';
import { useZodForm } from '../../lib/forms';
import { useDocumentTitle } from '../../lib/hooks';
import { href } from '../../routes/paths';
import { amountTextSchema } from './agent-helpers';
import { useBankAccounts, useCashOut } from './api';
import { AccountText, RemoveAccountDialog, RemoveButton } from './BankAccounts';
import { AgentFormPage, DashboardLink, WithdrawalAmount, WithdrawalSubmit } from './parts';

/** What the complete page shows: the withdrawal as agent/cash_out answered it. */
export type TransferResult = CashOutAnswer;

/**
 * /agent/transfer-to-bank: a saved account to pay to (masked; Remove asks first) or a one-time transfer, the
 * amount with the minimum withdrawal and the available balance beside it, and the rule that requests are
 * processed on the 1st and 15th and paid 4-5 working days later.
 */
export function AgentTransferToBank() {
  const { t } = useTranslation();
  return (
    <AgentFormPage title={t('agent.transfer.title')} back={<DashboardLink tab="cash_back" />}>
      {(status) => <TransferForm status={status} />}
    </AgentFormPage>
  );
}

function TransferForm({ status }: { status: AgentStatus }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const accounts = useBankAccounts();
  const cashOut = useCashOut();
  const id = useId();
  const available = status.cashback_available;
  const min = status.min_withdrawal;
  const justAdded = (location.state as { selected?: number } | null)?.selected;
  const schema = useMemo(
    () =>
      z.object({
        amount: amountTextSchema({ min, available }),
        bank_account_id: z.string().min(1, 'bank_account_required').transform(Number),
      }),
    [min, available],
  );
  const form = useZodForm(schema, {
    defaultValues: { amount: '', bank_account_id: justAdded ? String(justAdded) : '' },
  });
  const { register, handleSubmit, formState, setError, setValue, getValues } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<BankAccount | null>(null);
  const list = accounts.data?.accounts;

  // One saved account is the one: chosen for the agent.
  useEffect(() => {
    if (list?.length === 1 && list[0] && !getValues('bank_account_id'))
      setValue('bank_account_id', String(list[0].id));
  }, [list, getValues, setValue]);

  const submit = handleSubmit(({ amount, bank_account_id }) => {
    setFormError(null);
    cashOut.mutate(
      { amount, bank_account_id },
      {
        onSuccess: (answer) => {
          const state: TransferResult = answer;
          navigate(href('agent-transfer-to-bank-complete'), { state, replace: true });
        },
        onError: (error) => {
          const fields = isApiError(error) ? error.fieldErrors : {};
          if (fields.amount?.[0]) setError('amount', { message: fields.amount[0] }, { shouldFocus: true });
          else if (fields.bank_account_id?.[0])
            setError('bank_account_id', { message: fields.bank_account_id[0] });
          else setFormError(serverText(t, error));
        },
      },
    );
  });

  const accountError = fieldText(t, formState.errors.bank_account_id?.message);
  const accountErrorId = `${id}-account-error`;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <Panel
        title={t('agent.transfer.to')}
        action={
          <Link to={href('agent-add-bank-account')} className={buttonClass('secondary', 'sm')}>
            {t('agent.bank.add')}
          </Link>
        }
      >
        {accounts.isPending ? (
          <Skeleton className="h-20" />
        ) : !list ? (
          <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState title={t('agent.bank.none')} text={t('agent.bank.none_transfer')} />
        ) : (
          <fieldset aria-describedby={accountError ? accountErrorId : undefined}>
            <legend className="sr-only">{t('agent.transfer.to')}</legend>
            <ul className="flex flex-col gap-2">
              {list.map((account) => (
                <li
                  key={account.id}
                  className="flex items-center gap-3 rounded-card border border-line px-3 has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
                >
                  <label className="flex min-h-target min-w-0 flex-1 cursor-pointer items-center gap-3 py-2">
                    <input
                      type="radio"
                      value={String(account.id)}
                      className="size-5 shrink-0 accent-accent"
                      {...register('bank_account_id')}
                    />
                    <AccountText account={account} />
                  </label>
                  <RemoveButton account={account} onRemove={setRemoving} />
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        <FieldError id={accountErrorId} message={accountError} alert />
        <p className="mt-3 text-sm">
          {t('agent.transfer.or')}{' '}
          <Link to={href('agent-one-time-transfer')} className="text-accent underline underline-offset-4">
            {t('agent.transfer.one_time')}
          </Link>
        </p>
      </Panel>
      <Panel title={t('agent.transfer.amount_title')}>
        <div className="flex flex-col gap-4">
          <WithdrawalAmount
            status={status}
            registration={register('amount')}
            error={formState.errors.amount?.message}
          />
          <WithdrawalSubmit status={status} pending={cashOut.isPending} formError={formError} />
        </div>
      </Panel>
      {removing ? <RemoveAccountDialog account={removing} onClose={() => setRemoving(null)} /> : null}
    </form>
  );
}

function isTransferResult(value: unknown): value is TransferResult {
  return typeof value === 'object' && value !== null && 'withdrawal_id' in value && 'due_on' in value;
}

/** /agent/transfer-to-bank/complete: the request, the account, and the day it is processed (then 4-5 days). */
export function AgentTransferToBankComplete() {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const result = isTransferResult(location.state) ? location.state : null;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const title = result ? t('agent.transfer.done_title') : t('agent.transfer.title');
  useDocumentTitle(title);
  useEffect(() => headingRef.current?.focus(), []);
  if (!result) {
    return (
      <PageFrame
        width="narrow"
        title={title}
        back={<DashboardLink tab="cash_back" />}
        headingRef={headingRef}
      >
        <EmptyState
          boxed
          title={t('agent.transfer.none')}
          action={
            <Link to={href('agent-transfer-to-bank')} className={buttonClass('secondary')}>
              {t('agent.transfer.title')}
            </Link>
          }
        />
      </PageFrame>
    );
  }
  const rows: [string, string][] = [
    [t('agent.transfer.done_amount'), formatPrice(result.amount, result.currency)],
    [t('agent.transfer.done_account'), `${result.bank_name} ${result.account_number}`],
    [t('agent.transfer.done_due'), formatShopDate(result.due_on, language)],
    [t('agent.transfer.done_balance'), formatPrice(result.cashback_available, result.currency)],
  ];
  return (
    <PageFrame width="narrow" title={title} back={<DashboardLink tab="cash_back" />} headingRef={headingRef}>
      <div className="flex flex-col gap-5 rounded-card border border-line bg-white p-5">
        <p className="text-success">
          {t('agent.transfer.done_text', { date: formatShopDate(result.due_on, language) })}
        </p>
        <dl className="grid grid-cols-[minmax(0,1fr)] gap-x-6 gap-y-3 sm:grid-cols-[max-content_minmax(0,1fr)]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="font-medium tabular break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <div>
          <Link to={href('agent-dashboard', {}, { tab: 'cash_back' })} className={buttonClass('primary')}>
            {t('agent.back_to_dashboard')}
          </Link>
        </div>
      </div>
    </PageFrame>
  );
}
