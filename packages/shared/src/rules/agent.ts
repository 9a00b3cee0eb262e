import { AGENT_CASHOUT_DAYS_OF_MONTH } from '../constants';
import { AGENT_TNC_STATUS, type AgentRank } from '../enums';

/*
 * The partner ("agent") programme's rules that the web shows and the API enforces (spec sections 3, 5, 9).
 * Rates, thresholds and the conversion rate are shop settings (shop_settings, read by the API and sent in
 * agent/status), not constants here; what is here is what no shop would change.
 */

/**
 * An application's life: `applied` (the partner terms not yet accepted: tnc_status Pending), `submitted`
 * (accepted, waiting for the operator), `approved` (the member is now an agent, rank silver) or `rejected`
 * (with a reason; the member may apply again AGENT_REAPPLY_DAYS later). At most one open (applied or
 * submitted) application per member.
 */
export const AGENT_APPLICATION_STATUSES = ['applied', 'submitted', 'approved', 'rejected'] as const;
export type AgentApplicationStatus = (typeof AGENT_APPLICATION_STATUSES)[number];
export const OPEN_APPLICATION_STATUSES = [
  'applied',
  'submitted',
] as const satisfies readonly AgentApplicationStatus[];

/** The spec's tnc_status for an application: Pending until the member accepts the partner terms. */
export function tncStatusOf(
  status: AgentApplicationStatus,
): (typeof AGENT_TNC_STATUS)[keyof typeof AGENT_TNC_STATUS] {
  return status === 'applied' ? AGENT_TNC_STATUS.PENDING : AGENT_TNC_STATUS.ACCEPTED;
}

/** Days after a rejection before the member may apply again. */
export const AGENT_REAPPLY_DAYS = 30;

/**
 * Cash-back ledger entries (integer cents, signed): `earned` (+, a team member's paid order), `reversed`
 * (−, the share of a cancelled, refunded or returned part), `converted` (−, into points), `withdrawn` (−, a
 * cash-out request; void again when the request is rejected, which returns the amount).
 */
export const CASHBACK_ENTRY_KINDS = ['earned', 'reversed', 'converted', 'withdrawn'] as const;
export type CashbackEntryKind = (typeof CASHBACK_ENTRY_KINDS)[number];

/**
 * `pending`: earned on an order not yet completed (counts in the pending balance), `available`: counts in
 * the available balance, `void`: counts nowhere (a cancelled order's earning, a rejected withdrawal).
 */
export const CASHBACK_ENTRY_STATUSES = ['pending', 'available', 'void'] as const;
export type CashbackEntryStatus = (typeof CASHBACK_ENTRY_STATUSES)[number];

/** requested → processing → paid, or requested|processing → rejected (the amount returned). */
export const WITHDRAWAL_STATUSES = ['requested', 'processing', 'paid', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** Bank account holder kinds; the spec's codes 1 and 2 are accepted as well as the names. */
export const BANK_TYPES = ['individual', 'company'] as const;
export type BankType = (typeof BANK_TYPES)[number];
export const BANK_TYPE_CODES = { individual: 1, company: 2 } as const satisfies Record<BankType, number>;

/** The ranks from lowest to highest: promotion moves up this list, never down. */
export const AGENT_RANK_ORDER: readonly AgentRank[] = ['silver', 'gold', 'platinum', 'executive'];

/** Cash-back on `goodsCents` at `rateBps` basis points, rounded down to the cent (the shop never overpays). */
export function cashbackOf(goodsCents: number, rateBps: number): number {
  return Math.floor((goodsCents * rateBps) / 10_000);
}

/**
 * The day (YYYY-MM-DD, shop calendar) a cash-out requested on `today` (YYYY-MM-DD) is processed: the next
 * 1st or 15th, counting today when it is one (spec section 9: processed on the 1st and the 15th).
 */
export function cashOutDueOn(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const day = AGENT_CASHOUT_DAYS_OF_MONTH.find((due) => due >= d);
  if (day !== undefined) return `${today.slice(0, 8)}${String(day).padStart(2, '0')}`;
  const next = new Date(Date.UTC(y, m, 1));
  return `${next.getUTCFullYear()}-${String(next.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

/** An account or ID number as it is ever shown: its last four characters after four dots ("•••• 7890"). */
export function maskedNumber(lastFour: string): string {
  return `•••• ${lastFour}`;
}
