/*
 * What other domains use of the wallet: the balance (account, cart, checkout), the hold placing an order
 * takes (checkout), the entries an order's moves write (order/effects.ts) and the seed's adjustments; the
 * vouchers an order's moves issue and void (order/effects.ts), the region rule selling them (cart), paying
 * for an appointment with one (booking: hold and use), the points a partner's cash-back converts into (agent), the profile's count (account), the wallet's jobs (app) and the transfer transaction the bench times alone (seed/bench-wallet.ts). Only wallet/ writes point_entries, point_transfers, referral_rewards and vouchers.
 */
export { walletJobs } from './jobs';
export {
  adjustPoints,
  availablePointsSql,
  creditConvertedPoints,
  earnOrderPoints,
  pointBalance,
  recordHold,
  releaseOrderPoints,
  scheduleEarnedPoints,
  settlePartialReturn,
  settleRedemption,
} from './ledger';
export { movePoints } from './transfer';
export { issueVouchers, newVoucherCode, type VoucherIssue, type VoucherTerms } from './voucher-issue';
export { activeVoucherCountSql } from './voucher-queries';
export {
  assertVoucherRegion,
  type BookingVoucher,
  holdVoucherForBooking,
  inVoucherRegion,
  issueOrderVouchers,
  useBookingVoucher,
  voidOrderVouchers,
} from './vouchers';
