/*
 * What other domains use of the wallet: the balance (account, cart, checkout), the hold placing an order
 * takes (checkout), the entries an order's moves write (order/effects.ts) and the seed's adjustments.
 * Only wallet/ writes point_entries.
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
export { issueVouchers, newVoucherCode, type VoucherIssue, type VoucherTerms } from './voucher-issue';
