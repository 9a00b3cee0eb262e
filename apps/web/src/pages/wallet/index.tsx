import { ComingSoon } from '../../components/ComingSoon';

/** Wallet area: points, vouchers and point transfers. Built by a later issue. */
export function Wallet() {
  return <ComingSoon name="wallet" />;
}

export function VoucherDetail() {
  return <ComingSoon name="wallet-voucher-details" />;
}

export function PointTransfer() {
  return <ComingSoon name="wallet-point-transfer" />;
}

export function PointTransferComplete() {
  return <ComingSoon name="wallet-point-transfer-complete" />;
}
