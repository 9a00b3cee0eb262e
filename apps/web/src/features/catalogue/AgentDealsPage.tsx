import { PRODUCT_SORTS } from '@beauty/shared';
import { buttonClass, EmptyState } from '@beauty/ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { openDialog } from '../../app/dialogs';
import { useAuth } from '../../auth/AuthProvider';
import { DEFAULT_PRODUCT_SORT, parsePage, parseSort } from '../../components/listing/listing-url';
import { useDocumentTitle } from '../../lib/hooks';
import { href } from '../../routes/paths';
import { useAgentDealsPage } from './listings-api';
import { ProductListing } from './ProductListing';
import { SortSelect } from './SortSelect';

/**
 * /product/agent-deals: products with a partner price or for partners only. Agents see their partner prices
 * (the cards show them in gold); members and visitors see the regular prices and a note that partner prices
 * are for partners, visitors with a log-in button. Data: GET /api/page/agentdeals.
 */
export function AgentDeals() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sort = parseSort(params.get('sort'), PRODUCT_SORTS) ?? DEFAULT_PRODUCT_SORT;
  const page = parsePage(params.get('page'));
  const query = useAgentDealsPage({ sort, page });
  const title = t('deals.agent_title');
  useDocumentTitle(title);

  return (
    <ProductListing
      title={title}
      intro={<AgentNotice />}
      query={query}
      page={page}
      controls={
        <SortSelect
          value={sort}
          sorts={PRODUCT_SORTS}
          defaultSort={DEFAULT_PRODUCT_SORT}
          className="flex-1 sm:flex-none"
        />
      }
      empty={
        <EmptyState
          title={t('deals.agent_empty_title')}
          text={t('deals.empty_text')}
          action={
            <Link to={href('home')} className={buttonClass('secondary')}>
              {t('common.back_home')}
            </Link>
          }
        />
      }
    />
  );
}

/**
 * Who sees which price. Every variant (and the placeholder while the user loads) is at least 70 px high, a line
 * of text beside the log-in button, so on wide screens the grid does not move when the user arrives.
 */
function AgentNotice() {
  const { t } = useTranslation();
  const { user, isAgent, isLoading } = useAuth();
  const box =
    'mt-5 flex min-h-[70px] flex-wrap items-center gap-x-4 gap-y-2 rounded-card border px-4 py-3 text-sm';
  if (isLoading) return <div className={`${box} border-line bg-soft`} aria-hidden="true" />;
  if (isAgent) {
    return (
      <p className={`${box} border-gold/40 bg-gold-soft text-gold-ink`}>{t('deals.partner_notice_agent')}</p>
    );
  }
  return (
    <section aria-label={t('deals.partner_notice_title')} className={`${box} border-line bg-soft`}>
      <p className="min-w-0 flex-1">
        <strong className="block font-semibold">{t('deals.partner_notice_title')}</strong>
        <span className="text-muted">
          {user ? t('deals.partner_notice_member') : t('deals.partner_notice_guest')}
        </span>
      </p>
      {user ? null : (
        <button
          type="button"
          aria-haspopup="dialog"
          className={buttonClass('secondary', 'sm')}
          onClick={() => openDialog('login')}
        >
          {t('deals.login')}
        </button>
      )}
    </section>
  );
}
