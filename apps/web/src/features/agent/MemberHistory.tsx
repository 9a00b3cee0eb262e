import { formatPrice, formatShopDate, formatShopDateTime } from '@beauty/shared';
import { EmptyState, ErrorState, isApiError, Panel, useLanguage } from '@beauty/ui';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { parsePage } from '../../components/listing/listing-url';
import { Pagination } from '../../components/listing/Pagination';
import { NotFoundState } from '../../components/NotFoundState';
import { PageFrame } from '../../layouts/PageFrame';
import { useDocumentTitle } from '../../lib/hooks';
import { ListSkeleton } from './AgentDashboard';
import { useMemberTransactions } from './api';
import { AgentGate, DashboardLink, Figure, StatusBadge } from './parts';

/**
 * /agent/member-transaction-history/{memberId}: one team member (joined, purchases, the cash back they
 * brought) and their orders that earned cash back, each with its state. A member outside the team is a 404.
 */
export function MemberTransactionHistory() {
  const { t } = useTranslation();
  const title = t('agent.member.title');
  return <AgentGate title={title}>{() => <MemberPage />}</AgentGate>;
}

function MemberPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { memberId } = useParams();
  const [params] = useSearchParams();
  const id = Number(memberId);
  const history = useMemberTransactions(id, parsePage(params.get('page')));
  const data = history.data;
  useDocumentTitle(data ? data.member.name : t('agent.member.title'));
  const back = <DashboardLink tab="team" />;

  const notFound =
    !Number.isInteger(id) || id <= 0 || (isApiError(history.error) && history.error.httpStatus === 404);
  if (notFound) {
    return (
      <PageFrame width="narrow">
        <NotFoundState
          title={t('agent.member.not_found')}
          text={t('agent.member.not_found_text')}
          action={back}
        />
      </PageFrame>
    );
  }
  if (history.isPending)
    return (
      <PageFrame width="narrow" title={t('agent.member.title')} back={back}>
        <ListSkeleton />
      </PageFrame>
    );
  if (!data)
    return (
      <PageFrame width="narrow" title={t('agent.member.title')} back={back}>
        <ErrorState boxed error={history.error} onRetry={() => void history.refetch()} />
      </PageFrame>
    );
  const { member, currency } = data;
  return (
    <PageFrame
      width="narrow"
      title={member.name}
      back={back}
      below={
        <p className="text-sm text-muted">
          {t('agent.team.joined', { date: formatShopDate(member.joined_at, language) })}
        </p>
      }
    >
      <div className="flex flex-col gap-6">
        <dl className="grid grid-cols-3 gap-3 rounded-card border border-line bg-white p-5">
          <Figure label={t('agent.member.orders')} value={member.order_count.toLocaleString('en-US')} />
          <Figure label={t('agent.team.purchases')} value={formatPrice(member.purchases, currency)} />
          <Figure label={t('agent.team.cashback')} value={formatPrice(member.cashback, currency)} />
        </dl>
        <Panel title={t('agent.member.orders_title')}>
          {data.transactions.length === 0 ? (
            <EmptyState title={t('agent.member.empty')} text={t('agent.member.empty_text')} />
          ) : (
            <>
              <ul className={`divide-y divide-line ${history.isPlaceholderData ? 'opacity-60' : ''}`}>
                {data.transactions.map((row) => (
                  <li key={row.order_id} className="flex items-start justify-between gap-4 py-3">
                    <div className="min-w-0">
                      <p className="font-medium tabular">{row.po_number}</p>
                      <p className="text-sm text-muted">
                        <time dateTime={row.paid_at.replace(' ', 'T')}>
                          {formatShopDateTime(row.paid_at, language)}
                        </time>
                        {' · '}
                        {t('agent.member.goods', { amount: formatPrice(row.goods, currency) })}
                      </p>
                    </div>
                    <div className="flex shrink-0 flex-col items-end gap-1">
                      <p className="font-semibold text-success tabular">
                        {formatPrice(row.cashback, currency)}
                      </p>
                      <StatusBadge status={row.cashback_status} />
                    </div>
                  </li>
                ))}
              </ul>
              <Pagination page={data.page} totalPages={data.total_pages} />
            </>
          )}
        </Panel>
      </div>
    </PageFrame>
  );
}
