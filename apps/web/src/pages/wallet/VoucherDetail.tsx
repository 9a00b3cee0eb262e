import { ComingSoon } from '../../components/ComingSoon';

export function VoucherDetail() {
  return <ComingSoon name="wallet-voucher-details" />;
}
