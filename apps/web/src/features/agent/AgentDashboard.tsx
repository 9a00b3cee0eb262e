import { type AgentStatus, formatPrice, formatShopDate, shopToday } from '@beauty/shared';
import {
  buttonClass,
  EmptyState,
  ErrorState,
  errorText,
  inputClass,
  Panel,
  Skeleton,
  Spinner,
  showToast,
  useLanguage,
} from '@beauty/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AccountTabsNav } from '../../components/AccountTabsNav';
import { parsePage, withChanges } from '../../components/listing/listing-url';
import { Pagination } from '../../components/listing/Pagination';
import { PageFrame } from '../../layouts/PageFrame';
import { useDocumentTitle } from '../../lib/hooks';
import { href } from '../../routes/paths';
import { AGENT_TABS, type AgentTab, agentTabFrom, monthFrom, recentMonths } from './agent-helpers';
import { useAgentHistory, useDownloadAgentHistory, useMyTeam } from './api';
import { BankAccountList } from './BankAccounts';
import { AgentGate, CashOutNote, Figure, HistoryRow } from './parts';

/**
 * /agent: the partner's rank card (rank, cash-back rate, team size, this month's team sales), the balances
 * with Convert to points and Transfer to bank, then tabs whose choice is in the URL: the team, cash back
 * (earnings and bank accounts; ?tab=cash_back, where the header's rank badge links) and the transactions with
 * a month filter and the CSV download.
 */
export function AgentDashboard() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tab = agentTabFrom(params.get('tab'));
  const title = t('agent.dashboard.title');
  useDocumentTitle(`${t(`agent.tabs.${tab}`)} · ${title}`);
  return (
    <AgentGate title={title}>
      {(status) => (
        <PageFrame title={title}>
          <div className="flex flex-col gap-6">
            <Summary status={status} />
            <div className="flex flex-col gap-6 md:flex-row">
              <AccountTabsNav
                label={t('agent.tabs_label')}
                tabs={AGENT_TABS.map((key) => ({
                  key,
                  label: t(`agent.tabs.${key}`),
                  to: href('agent-dashboard', {}, { tab: key === 'team' ? null : key }),
                  active: key === tab,
                  count: key === 'team' ? status.team_size : undefined,
                }))}
              />
              <div className="min-w-0 flex-1">
                <TabBody tab={tab} status={status} />
              </div>
            </div>
          </div>
        </PageFrame>
      )}
    </AgentGate>
  );
}

function TabBody({ tab, status }: { tab: AgentTab; status: AgentStatus }) {
  if (tab === 'team') return <TeamTab />;
  if (tab === 'cash_back') return <CashbackTab status={status} />;
  return <TransactionsTab />;
}

function Summary({ status }: { status: AgentStatus }) {
  const { t } = useTranslation();
  const rate = `${(status.cashback_rate_bps / 100).toLocaleString('en-US')}%`;
  const currency = status.currency;
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section
        aria-labelledby="agent-rank"
        className="flex flex-col gap-4 rounded-card border border-gold bg-gold-soft p-5"
      >
        <div>
          <p className="text-xs font-semibold tracking-wide text-gold-ink uppercase">
            {t('agent.summary.rank')}
          </p>
          <h2 id="agent-rank" className="text-2xl font-semibold text-gold-ink">
            {status.rank_display}
          </h2>
          <p className="text-sm text-gold-ink">{t('agent.summary.rate', { rate })}</p>
        </div>
        <dl className="grid grid-cols-2 gap-3">
          <Figure label={t('agent.summary.team_size')} value={status.team_size.toLocaleString('en-US')} />
          <Figure
            label={t('agent.summary.month_sales')}
            value={formatPrice(status.month_team_sales, currency)}
          />
        </dl>
        <p className="text-xs text-gold-ink">
          {t('agent.summary.referral_code')}{' '}
          <span className="font-semibold tracking-wider">{status.referral_code}</span>
        </p>
      </section>
      <section aria-labelledby="agent-balance" className="rounded-card border border-line bg-white p-5">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="agent-balance" className="text-sm font-medium text-muted">
              {t('agent.summary.available')}
            </h2>
            <p
              className="mt-1 text-3xl font-semibold tracking-tight tabular"
              data-testid="cashback-available"
            >
              {formatPrice(status.cashback_available, currency)}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link to={href('agent-convert-point')} className={buttonClass('secondary', 'sm')}>
              {t('agent.summary.convert')}
            </Link>
            <Link to={href('agent-transfer-to-bank')} className={buttonClass('primary', 'sm')}>
              {t('agent.summary.transfer')}
            </Link>
          </div>
        </div>
        {/* A withdrawal counts as paid out only once the bank batch of a 1st or 15th has paid it; until
            then it is in progress (requested, or being processed). */}
        <dl className="mt-5 grid grid-cols-2 gap-3 border-t border-line pt-4 sm:grid-cols-3">
          <Figure
            label={t('agent.summary.pending')}
            value={formatPrice(status.cashback_pending, currency)}
            hint={t('agent.summary.pending_hint')}
          />
          <Figure
            label={t('agent.summary.in_progress')}
            value={formatPrice(status.cashback_withdrawal_in_progress, currency)}
            hint={t('agent.summary.in_progress_hint')}
          />
          <Figure
            label={t('agent.summary.withdrawn')}
            value={formatPrice(status.cashback_paid_out, currency)}
          />
        </dl>
      </section>
    </div>
  );
}

function TeamTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  const team = useMyTeam(parsePage(params.get('page')));
  if (team.isPending) return <ListSkeleton />;
  if (!team.data) return <ErrorState boxed error={team.error} onRetry={() => void team.refetch()} />;
  const { members, currency } = team.data;
  return (
    <Panel title={t('agent.team.title', { count: team.data.team_size })}>
      {members.length === 0 ? (
        <EmptyState title={t('agent.team.empty')} text={t('agent.team.empty_text')} />
      ) : (
        <>
          <ul className={`divide-y divide-line ${team.isPlaceholderData ? 'opacity-60' : ''}`}>
            {members.map((member) => (
              <li key={member.member_id}>
                <Link
                  to={href('member-transaction-history', { memberId: member.member_id })}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3 hover:bg-soft"
                >
                  <span className="min-w-0">
                    <span className="block font-medium break-words text-accent">{member.name}</span>
                    <span className="block text-sm text-muted">
                      {t('agent.team.joined', { date: formatShopDate(member.joined_at, language) })}
                      {' · '}
                      {t('agent.team.orders', { count: member.order_count })}
                    </span>
                  </span>
                  <span className="flex gap-6 text-right text-sm">
                    <span>
                      <span className="block text-xs text-muted">{t('agent.team.purchases')}</span>
                      <span className="font-semibold tabular">{formatPrice(member.purchases, currency)}</span>
                    </span>
                    <span>
                      <span className="block text-xs text-muted">{t('agent.team.cashback')}</span>
                      <span className="font-semibold text-success tabular">
                        {formatPrice(member.cashback, currency)}
                      </span>
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Pagination page={team.data.page} totalPages={team.data.total_pages} />
        </>
      )}
    </Panel>
  );
}

/** Cash back: what the team earned the agent (newest first), the payout rules, and the saved bank accounts. */
function CashbackTab({ status }: { status: AgentStatus }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const history = useAgentHistory({ page: parsePage(params.get('page')), kind: 'earned' });
  return (
    <div className="flex flex-col gap-6">
      <Panel title={t('agent.cashback.title')}>
        <CashOutNote status={status} />
        <HistoryList
          history={history}
          empty={<EmptyState title={t('agent.cashback.empty')} text={t('agent.cashback.empty_text')} />}
        />
      </Panel>
      <BankAccountList />
    </div>
  );
}

/** Every entry (earned, reversed, converted, withdrawn), by month, and the download of that month or all. */
function TransactionsTab() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const month = monthFrom(params.get('month'));
  const history = useAgentHistory({ page: parsePage(params.get('page')), month });
  const save = useDownloadAgentHistory();
  const language = useLanguage();
  const months = recentMonths(shopToday());
  return (
    <Panel
      title={t('agent.history.title')}
      action={
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={save.isPending}
          aria-busy={save.isPending}
          onClick={() =>
            save.mutate({ month }, { onError: (error) => showToast(errorText(t, error), 'error') })
          }
        >
          {save.isPending ? <Spinner size={16} /> : null}
          {t('agent.history.download')}
        </button>
      }
    >
      <div className="flex flex-wrap items-end gap-3 rounded-card bg-soft p-3">
        <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm font-medium">
          {t('agent.history.month')}
          <select
            className={inputClass}
            value={month ?? ''}
            onChange={(event) => setParams(withChanges(params, { month: event.target.value || null }))}
          >
            <option value="">{t('agent.history.all_months')}</option>
            {months.map((m) => (
              <option key={m} value={m}>
                {formatShopDate(`${m}-01`, language, 'month')}
              </option>
            ))}
          </select>
        </label>
      </div>
      <HistoryList
        history={history}
        empty={
          <EmptyState
            title={month ? t('agent.history.empty_month') : t('agent.history.empty')}
            text={t('agent.history.empty_text')}
          />
        }
      />
    </Panel>
  );
}

/** A page of the cash-back history: rows, its skeleton, a retry, or the empty state given. */
function HistoryList({ history, empty }: { history: ReturnType<typeof useAgentHistory>; empty: ReactNode }) {
  if (history.isPending) return <ListSkeleton bare />;
  if (!history.data) return <ErrorState error={history.error} onRetry={() => void history.refetch()} />;
  const { entries, currency, page, total_pages } = history.data;
  if (entries.length === 0) return empty;
  return (
    <>
      <ul className={`mt-2 divide-y divide-line ${history.isPlaceholderData ? 'opacity-60' : ''}`}>
        {entries.map((entry) => (
          <HistoryRow key={entry.id} entry={entry} currency={currency} />
        ))}
      </ul>
      <Pagination page={page} totalPages={total_pages} />
    </>
  );
}

export function ListSkeleton({ bare = false }: { bare?: boolean }) {
  const { t } = useTranslation();
  const rows = (
    <div role="status" aria-label={t('a11y.loading')} className="flex flex-col gap-4 pt-4">
      {[1, 2, 3, 4].map((n) => (
        <Skeleton key={n} className="h-12" />
      ))}
    </div>
  );
  if (bare) return rows;
  return <div className="rounded-card border border-line bg-white p-5">{rows}</div>;
}
