/*
 * What other domains and the app use of the partner programme: the cash-back an order's moves earn, settle,
 * void and reverse (order/effects.ts). Only agent/ writes agent_applications, cashback_entries (through
 * ledger.ts), agent_bank_accounts, withdrawals and agent_rank_changes.
 */
export { earnCashback, reverseCashback, settleCashback, voidCashback } from './ledger';
