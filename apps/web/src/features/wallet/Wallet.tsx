import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../auth/AuthProvider';
import { AccountTabsNav } from '../../components/AccountTabsNav';
import { PageFrame } from '../../layouts/PageFrame';
import { useDocumentTitle } from '../../lib/hooks';
import { PointsTab } from './PointsTab';
import { ShareAndRewards } from './ShareCard';
import { VoucherList } from './VoucherList';
import { type WalletTab, walletHref, walletTabFrom, walletTabs } from './wallet-helpers';

/**
 * /wallet: the member's points (summary, history, download, transfer), their service vouchers (Singapore
 * members) and their referral link with its rewards, as tabs whose choice is in the URL, so each can be
 * linked to (the header's voucher count links to its tab).
 */
export function Wallet() {
  const { t } = useTranslation();
  const { user, isSg } = useAuth();
  const [params] = useSearchParams();
  const tab = walletTabFrom(params.get('tab'), isSg);
  useDocumentTitle(`${t(`wallet.tabs.${tab}`)} · ${t('wallet.title')}`);
  if (!user) return null;
  const counts: Partial<Record<WalletTab, number>> = { points: user.point, vouchers: user.voucher_count };

  return (
    <PageFrame title={t('wallet.title')}>
      <div className="flex flex-col gap-6 md:flex-row">
        <AccountTabsNav
          label={t('wallet.tabs_label')}
          tabs={walletTabs(isSg).map((key) => ({
            key,
            label: t(`wallet.tabs.${key}`),
            to: walletHref(key),
            active: key === tab,
            count: counts[key],
          }))}
        />
        <div className="min-w-0 flex-1">
          {tab === 'points' ? <PointsTab /> : tab === 'vouchers' ? <VoucherList /> : <ShareAndRewards />}
        </div>
      </div>
    </PageFrame>
  );
}
