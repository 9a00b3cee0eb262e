/*
 * What other domains use of the wallet: the balance (account, cart, checkout), the hold placing an order
 * takes (checkout), the entries an order's moves write (order/effects.ts) and the seed's adjustments; the
 * vouchers an order's moves issue and void (order/effects.ts), the region rule selling them (cart), using
 * one (booking), the operator's issue and void (ops), the profile's count (account) and the expiry job (app).
 * Only wallet/ writes point_entries and vouchers.
 */
export {
  adjustPoints,
  availablePointsSql,
  earnOrderPoints,
  pointBalance,
  recordHold,
  releaseOrderPoints,
  scheduleEarnedPoints,
  settlePartialReturn,
  settleRedemption,
} from './ledger';
export { issueVouchers, type VoucherIssue, type VoucherTerms } from './voucher-issue';
export { voucherJobs } from './voucher-jobs';
export { activeVoucherCountSql, type OpsVoucherRow, type UsedVoucher } from './voucher-queries';
export {
  assertVoucherRegion,
  inVoucherRegion,
  issueOperatorVoucher,
  issueOrderVouchers,
  type OperatorVoucher,
  useVoucher,
  voidOrderVouchers,
  voidVoucher,
} from './vouchers';
