import { ComingSoon } from '../../components/ComingSoon';

export function PointTransfer() {
  return <ComingSoon name="wallet-point-transfer" />;
}

export function PointTransferComplete() {
  return <ComingSoon name="wallet-point-transfer-complete" />;
}
