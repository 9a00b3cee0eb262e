import type { BankAccount } from '@beauty/shared';
import {
  BusyLabel,
  buttonClass,
  Dialog,
  EmptyState,
  ErrorState,
  errorText,
  FormError,
  Panel,
  Skeleton,
  showToast,
} from '@beauty/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../routes/paths';
import { useBankAccounts, useDeleteBankAccount } from './api';

/** A saved account as it is ever shown: the bank, the masked number, the holder. */
export function AccountText({ account }: { account: BankAccount }) {
  const { t } = useTranslation();
  return (
    <span className="min-w-0">
      <span className="block font-medium">
        {account.bank_name} <span className="tabular">{account.account_number}</span>
      </span>
      <span className="block text-sm text-muted break-words">
        {account.account_holder_name} · {t(`agent.bank.type_${account.bank_type}`)}
      </span>
    </span>
  );
}

/** The dashboard's list of saved accounts, each with Remove (after a confirmation), and Add bank account. */
export function BankAccountList() {
  const { t } = useTranslation();
  const accounts = useBankAccounts();
  const [removing, setRemoving] = useState<BankAccount | null>(null);
  return (
    <Panel
      title={t('agent.bank.saved_title')}
      action={
        <Link to={href('agent-add-bank-account')} className={buttonClass('secondary', 'sm')}>
          {t('agent.bank.add')}
        </Link>
      }
    >
      {accounts.isPending ? (
        <Skeleton className="h-16" />
      ) : !accounts.data ? (
        <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : accounts.data.accounts.length === 0 ? (
        <EmptyState title={t('agent.bank.none')} text={t('agent.bank.none_text')} />
      ) : (
        <ul className="divide-y divide-line">
          {accounts.data.accounts.map((account) => (
            <li key={account.id} className="flex items-center justify-between gap-3 py-3">
              <AccountText account={account} />
              <RemoveButton account={account} onRemove={setRemoving} />
            </li>
          ))}
        </ul>
      )}
      {removing ? <RemoveAccountDialog account={removing} onClose={() => setRemoving(null)} /> : null}
    </Panel>
  );
}

export function RemoveButton({
  account,
  onRemove,
}: {
  account: BankAccount;
  onRemove: (account: BankAccount) => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={buttonClass('text', 'sm', 'shrink-0')}
      aria-label={t('agent.bank.remove_label', { bank: account.bank_name, number: account.account_number })}
      onClick={() => onRemove(account)}
    >
      {t('agent.bank.remove')}
    </button>
  );
}

/** "Remove this bank account?": Cancel takes the focus first, so Enter never removes by accident. */
export function RemoveAccountDialog({ account, onClose }: { account: BankAccount; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteBankAccount();
  // Focus goes back where it was (the Remove button), or to the page when that button went with the account.
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <Dialog title={t('agent.bank.remove_title')} onClose={onClose}>
      <div className="flex flex-col gap-4 p-5">
        <p>{t('agent.bank.remove_text')}</p>
        <p className="rounded-card bg-soft px-4 py-3">
          <AccountText account={account} />
        </p>
        <FormError message={remove.isError ? errorText(t, remove.error) : null} />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" data-autofocus className={buttonClass('secondary')} onClick={onClose}>
            {t('agent.bank.keep')}
          </button>
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={remove.isPending}
            aria-busy={remove.isPending}
            onClick={() =>
              remove.mutate(account.id, {
                onSuccess: () => {
                  showToast(t('agent.bank.removed'), 'success');
                  onClose();
                },
              })
            }
          >
            <BusyLabel busy={remove.isPending}>{t('agent.bank.remove_confirm')}</BusyLabel>
          </button>
        </div>
      </div>
    </Dialog>
  );
}
