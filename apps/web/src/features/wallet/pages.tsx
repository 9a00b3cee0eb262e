/* The wallet area's lazy chunk: points, vouchers, share and rewards, point transfer. */
export { PointTransfer, PointTransferComplete } from './PointTransfer';
export { VoucherDetail } from './VoucherDetail';
export { Wallet } from './Wallet';
