export { type WalletKeys, walletKeys } from './keys';
export { useVoucherList } from './vouchers-api';
