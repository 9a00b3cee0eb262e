/*
 * What other domains and the app use of the partner programme: the cash-back an order's moves earn, settle,
 * void and reverse (order/effects.ts) and the jobs (app). Only agent/ writes
 * agent_applications, cashback_entries (through ledger.ts), agent_bank_accounts, withdrawals and
 * agent_rank_changes.
 */
export type { ApplicationRow } from './application-queries';
export { agentJobs } from './jobs';
export { earnCashback, reverseCashback, settleCashback, voidCashback } from './ledger';
// The demo seed's conversions go through agent/convert_point's own service.
export { convertToPoints } from './service';
