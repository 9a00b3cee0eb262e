/*
 * What other domains use of the wallet: the balance (account, cart, checkout), the hold placing an order
 * takes (checkout), the entries an order's moves write (order/effects.ts) and the seed's adjustments; the
 * app registers its jobs, and the operator API its points commands. Only wallet/ writes point_entries.
 */
export { walletJobs } from './jobs';
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
export {
  adjustMemberPoints,
  transfersForOperator,
  WALLET_OPERATOR_COMMANDS,
} from './operator';
export type { OperatorTransferRow } from './transfer-queries';
export { issueVouchers, type VoucherIssue, type VoucherTerms } from './voucher-issue';
