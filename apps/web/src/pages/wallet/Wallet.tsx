import { useSearchParams } from 'react-router';
import { useAuth } from '../../auth/AuthProvider';
import { ComingSoon } from '../../components/ComingSoon';
import { WALLET_TAB_PARAM, WALLET_VOUCHERS_TAB } from '../../routes/wallet-links';
import { VoucherList } from './VoucherList';

// Stand-in until the wallet page (branch i14-webwallet) lands: its vouchers tab, for SG members.
export function Wallet() {
  const { isSg } = useAuth();
  const [params] = useSearchParams();
  const vouchers = isSg && params.get(WALLET_TAB_PARAM) === WALLET_VOUCHERS_TAB;
  return <ComingSoon name="wallet">{vouchers ? <VoucherList /> : null}</ComingSoon>;
}
