import {
  type AgentStatus,
  type AgentTransactionAnswer,
  type CashbackEntry,
  type ConvertPointAnswer,
  cashOutDueOn,
  csvRow,
  type Language,
  type MemberTransactionAnswer,
  type MyTeamAnswer,
  rankDisplay,
  shopToday,
  type TeamMember,
} from '@beauty/shared';
import type { Db } from '../db/client';
import { DomainError } from '../errors';
import { type CsvDownload, csvDownload } from '../http/csv';
import { agentSettings, toAgentSettings } from '../reference';
import { creditConvertedPoints, pointBalance } from '../wallet';
import { recordConversion, reserveCashback } from './ledger';
import {
  countHistory,
  type HistoryFilter,
  type HistoryRow,
  selectHistory,
  selectMemberOrders,
  selectStatus,
  selectTeamMember,
  selectTeamPage,
  teamSize,
} from './queries';
import { cashbackCsvHeader, cashbackKindText, cashbackStatusText, describeCashbackEntry } from './texts';

/*
 * The agent's own pages (agent/status, myteam, membertransaction, transaction) and the conversion of
 * cash-back into points. Every function takes the agent's own id (the routes' requireAgent), so every
 * record read is the caller's.
 */

type Page = { page: number; per_page: number };
const paging = ({ page, per_page }: Page, total: number) => ({
  page,
  per_page,
  total,
  total_pages: Math.ceil(total / per_page),
});
const window = ({ page, per_page }: Page) => ({ limit: per_page, offset: (page - 1) * per_page });

export async function agentStatus(db: Db, agentId: number): Promise<AgentStatus> {
  const row = await selectStatus(db, agentId);
  if (!row) throw new DomainError('agent_only');
  const settings = toAgentSettings(row);
  return {
    currency: settings.currency,
    rank: row.rank,
    rank_display: rankDisplay(row.rank)!,
    cashback_rate_bps: settings.cashbackBps[row.rank],
    cashback_available: row.available,
    cashback_pending: row.pending,
    cashback_withdrawn: row.withdrawn,
    cashback_withdrawal_in_progress: row.withdrawing,
    cashback_paid_out: row.withdrawn - row.withdrawing,
    team_size: row.team_size,
    month_team_sales: row.month_sales,
    referral_code: row.referral_code,
    min_withdrawal: settings.minWithdrawalCents,
    point_conversion_rate: settings.cashbackPointRate,
    next_cash_out_on: cashOutDueOn(shopToday()),
  };
}

export async function myTeam(db: Db, agentId: number, query: Page): Promise<MyTeamAnswer> {
  const [size, rows, settings] = await Promise.all([
    teamSize(db, agentId),
    selectTeamPage(db, agentId, window(query)),
    agentSettings(db),
  ]);
  return { currency: settings.currency, team_size: size, members: rows, ...paging(query, size) };
}

export async function memberTransactions(
  db: Db,
  agentId: number,
  query: Page & { member_id: number },
): Promise<MemberTransactionAnswer> {
  const member: TeamMember | undefined = await selectTeamMember(db, agentId, query.member_id);
  if (!member) throw new DomainError('team_member_not_found');
  const [{ rows, total }, settings] = await Promise.all([
    selectMemberOrders(db, agentId, query.member_id, window(query)),
    agentSettings(db),
  ]);
  return { currency: settings.currency, member, transactions: rows, ...paging(query, total) };
}

function entryOf(row: HistoryRow, language: Language): CashbackEntry {
  return {
    id: row.id,
    date: row.date,
    kind: row.kind,
    status: row.status,
    amount: row.amount,
    description: describeCashbackEntry(row, language),
    po_number: row.po_number,
    withdrawal_status: row.withdrawal_status,
  };
}

type HistoryQuery = Page & HistoryFilter;

export async function cashbackHistory(
  db: Db,
  agentId: number,
  language: Language,
  query: HistoryQuery,
): Promise<AgentTransactionAnswer> {
  const filter = { month: query.month, kind: query.kind };
  const [rows, total, settings] = await Promise.all([
    selectHistory(db, agentId, filter, window(query)),
    countHistory(db, agentId, filter),
    agentSettings(db),
  ]);
  return {
    currency: settings.currency,
    entries: rows.map((r) => entryOf(r, language)),
    ...paging(query, total),
  };
}

/** Entries per read of the download. */
export const CSV_BATCH = 1000;

/** agent/transaction?format=csv: the whole filtered history, newest first, in keyset batches (http/csv.ts). */
export async function cashbackCsv(
  db: Db,
  agentId: number,
  language: Language,
  query: HistoryFilter,
  batchSize = CSV_BATCH,
): Promise<CsvDownload> {
  const filter = { month: query.month, kind: query.kind };
  const read = (after?: { at: string; id: number }) =>
    selectHistory(db, agentId, filter, { limit: batchSize, offset: 0, ...(after ? { after } : {}) });
  const [first, settings] = await Promise.all([read(), agentSettings(db)]);
  return csvDownload({
    filename: `cashback${query.month ? `-${query.month}` : ''}-${shopToday()}.csv`,
    header: cashbackCsvHeader(language, settings.currency),
    first,
    next: (last) => read({ at: last.at, id: last.id }),
    line: (row) =>
      csvRow([
        row.date,
        cashbackKindText(row.kind, language),
        describeCashbackEntry(row, language),
        // A number, so the sign is not taken for a formula: currency units (-2.5 is S$2.50 spent).
        row.amount / 100,
        cashbackStatusText(row.status, language),
      ]),
    batchSize,
  });
}

/** Points `cents` of cash-back buy at `rate` points per currency unit, rounded down (never overpaid). */
export function pointsFor(cents: number, rate: number): number {
  return Math.floor((cents * rate) / 100);
}

/**
 * agent/convert_point: `amount` cents of available cash-back become points at the shop's
 * cashback_point_rate (points per currency unit, rounded down), both ledgers in one transaction: the agent's
 * cashback lock and balance check (409 cashback_not_enough), the converted entry, then the points credit
 * under the agent's points lock. 400 conversion_too_small for an amount that buys no point.
 */
export async function convertToPoints(db: Db, agentId: number, amount: number): Promise<ConvertPointAnswer> {
  const settings = await agentSettings(db);
  const points = pointsFor(amount, settings.cashbackPointRate);
  if (points <= 0)
    throw new DomainError('conversion_too_small', { fields: { amount: ['conversion_too_small'] } });
  const available = await db.transaction(async (tx) => {
    const balance = await reserveCashback(tx, agentId, amount);
    await recordConversion(tx, { agentId, cents: amount, points });
    await creditConvertedPoints(tx, { userId: agentId, points });
    return balance.available - amount;
  });
  const { available: pointAvailable } = await pointBalance(db, agentId);
  return {
    currency: settings.currency,
    amount,
    points,
    cashback_available: available,
    point_available: pointAvailable,
  };
}
