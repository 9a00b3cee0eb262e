import {
  type AgentStatus,
  type CashbackEntry,
  type CashbackEntryStatus,
  formatPrice,
  formatShopDate,
  formatShopDateTime,
  type WithdrawalStatus,
} from '@beauty/shared';
import {
  BusyLabel,
  buttonClass,
  ErrorState,
  FormError,
  fieldText,
  type PillTone,
  Skeleton,
  StatusPill,
  TextField,
  useLanguage,
} from '@beauty/ui';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../auth/AuthProvider';
import { PageFrame } from '../../layouts/PageFrame';
import { useDocumentTitle } from '../../lib/hooks';
import { href } from '../../routes/paths';
import { AgentApplicationView } from './AgentApplicationView';
import { useAgentStatus } from './api';

/** Pieces the partner pages share: the gate, the back link, money, status badges, a history row. */

/**
 * Every agent page: a member (not yet a partner) meets the way in instead (apply, terms, review); an agent
 * gets the page with their status, once it has loaded.
 */
export function AgentGate({
  title,
  children,
}: {
  title: string;
  children: (status: AgentStatus) => ReactNode;
}) {
  const { isAgent } = useAuth();
  const status = useAgentStatus();
  if (!isAgent) {
    return (
      <PageFrame width="narrow" title={title}>
        <AgentApplicationView />
      </PageFrame>
    );
  }
  if (status.isPending) {
    return (
      <PageFrame title={title}>
        <div role="status" className="flex flex-col gap-4">
          <Skeleton className="h-36" />
          <Skeleton className="h-64" />
        </div>
      </PageFrame>
    );
  }
  if (!status.data) {
    return (
      <PageFrame title={title}>
        <ErrorState boxed error={status.error} onRetry={() => void status.refetch()} />
      </PageFrame>
    );
  }
  return <>{children(status.data)}</>;
}

/** A partner's form page: its title (the window's too), the way back, and the form once the status is in. */
export function AgentFormPage({
  title,
  back,
  children,
}: {
  title: string;
  back: ReactNode;
  children: (status: AgentStatus) => ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <AgentGate title={title}>
      {(status) => (
        <PageFrame width="narrow" title={title} back={back}>
          {children(status)}
        </PageFrame>
      )}
    </AgentGate>
  );
}

/** The way back to a tab of the dashboard. */
export function DashboardLink({ tab }: { tab?: 'team' | 'cash_back' }) {
  const { t } = useTranslation();
  return (
    <Link to={href('agent-dashboard', {}, tab ? { tab } : undefined)} className="text-accent hover:underline">
      {t('agent.dashboard.title')}
    </Link>
  );
}

/** Money as the shop writes it (S$12.50), with a sign when asked. */
export function money(cents: number, currency: string, signed = false): string {
  const text = formatPrice(Math.abs(cents), currency);
  if (!signed || cents === 0) return text;
  return `${cents > 0 ? '+' : '−'}${text}`;
}

/** The currency's sign as prices show it ("S$"), for a field's label. */
export function currencySign(currency: string): string {
  return formatPrice(0, currency)
    .replace(/0\.00$/, '')
    .trim();
}

const ENTRY_TONE: Record<CashbackEntryStatus | WithdrawalStatus, PillTone> = {
  pending: 'warning',
  available: 'success',
  void: 'neutral',
  requested: 'warning',
  processing: 'warning',
  paid: 'success',
  rejected: 'neutral',
};

/** A cash-back entry's state, or a withdrawal's (requested, processing, paid, rejected) for a withdrawal. */
export function StatusBadge({ status }: { status: CashbackEntryStatus | WithdrawalStatus }) {
  const { t } = useTranslation();
  return (
    <StatusPill
      label={t(`agent.status.${status}`)}
      tone={ENTRY_TONE[status]}
      size="sm"
      className="whitespace-nowrap"
    />
  );
}

/** One line of the cash-back history: what it was, when, the signed amount and its state. */
export function HistoryRow({ entry, currency }: { entry: CashbackEntry; currency: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <p className="font-medium break-words [overflow-wrap:anywhere]">{entry.description}</p>
        <p className="text-sm text-muted">
          {t(`agent.kind.${entry.kind}`)}
          {entry.po_number && !entry.description.includes(entry.po_number) ? ` · ${entry.po_number}` : ''}
          {' · '}
          <time dateTime={entry.date.replace(' ', 'T')}>{formatShopDateTime(entry.date, language)}</time>
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        {/* A void entry (a cancelled order's earning, a returned withdrawal) counts nowhere: struck through. */}
        <p
          className={`font-semibold tabular ${
            entry.status === 'void'
              ? 'text-muted line-through'
              : entry.amount > 0
                ? 'text-success'
                : 'text-ink'
          }`}
        >
          {money(entry.amount, currency, true)}
        </p>
        <StatusBadge status={entry.withdrawal_status ?? entry.status} />
      </div>
    </li>
  );
}

/** A row of figures: label over value, as the summary cards show them. */
export function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-semibold tabular break-words">{value}</dd>
      {hint ? <dd className="text-xs text-muted">{hint}</dd> : null}
    </div>
  );
}

/** The rules of a withdrawal (spec section 9), said the same way wherever money leaves. */
export function CashOutNote({ status }: { status: AgentStatus }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <p className="rounded-card bg-soft px-4 py-3 text-sm text-muted">
      {t('agent.cash_out_note', {
        min: formatPrice(status.min_withdrawal, status.currency),
        date: formatShopDate(status.next_cash_out_on, language),
      })}
    </p>
  );
}

/** A withdrawal's amount: the minimum and the available balance beside it, and why it cannot be used yet. */
export function WithdrawalAmount({
  status,
  registration,
  error,
}: {
  status: AgentStatus;
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const minText = formatPrice(status.min_withdrawal, status.currency);
  const tooLittle = status.cashback_available < status.min_withdrawal;
  return (
    <>
      <TextField
        label={t('agent.amount', { currency: currencySign(status.currency) })}
        inputMode="decimal"
        autoComplete="off"
        disabled={tooLittle}
        hint={t('agent.transfer.limits', {
          min: minText,
          available: formatPrice(status.cashback_available, status.currency),
        })}
        error={fieldText(t, error, { amount: minText })}
        {...registration}
      />
      {tooLittle ? <p className="text-sm">{t('agent.transfer.too_little', { min: minText })}</p> : null}
    </>
  );
}

/** The end of a withdrawal form: the payout rules, the server's message, and the one submit button. */
export function WithdrawalSubmit({
  status,
  pending,
  formError,
}: {
  status: AgentStatus;
  pending: boolean;
  formError: string | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <CashOutNote status={status} />
      <FormError message={formError} />
      <div>
        <button
          type="submit"
          className={buttonClass('primary')}
          disabled={status.cashback_available < status.min_withdrawal || pending}
          aria-busy={pending}
        >
          <BusyLabel busy={pending}>{t('agent.transfer.submit')}</BusyLabel>
        </button>
      </div>
    </>
  );
}
