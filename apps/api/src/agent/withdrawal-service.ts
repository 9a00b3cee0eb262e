import {
  bankByCode,
  type CashOut,
  type CashOutAnswer,
  CSV_BOM,
  cashOutDueOn,
  csvRow,
  formatPrice,
  maskedNumber,
  shopToday,
} from '@beauty/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type Actor, move, moveAll, requireRole } from '../db/lifecycle';
import type { FieldCipher } from '../db/sealed';
import { AppError } from '../http/errors';
import { selectSealedBankAccount } from './bank-queries';
import { bankNameOf, maskedBankDetails, sealBankDetails } from './bank-service';
import { lockCashback, recordWithdrawal, reserveCashback } from './ledger';
import { WITHDRAWAL_LIFECYCLE, type WithdrawalAction } from './withdrawal-lifecycle';
import {
  insertWithdrawal,
  type OperatorWithdrawalFilter,
  type OperatorWithdrawalRow,
  type PayableWithdrawalRow,
  selectPayableWithdrawals,
  selectProcessingWithdrawals,
  selectWithdrawalAgent,
  selectWithdrawalSettings,
  selectWithdrawalsForOperator,
} from './withdrawal-queries';

/*
 * Cash-outs (agent/cash_out) and what the operator does with them (the operator API,
 * admin-routes.ts; `npm run ops -- withdrawals | process-withdrawals | pay-withdrawal |
 * reject-withdrawal`). A cash-out is debited when requested, under the agent's cash-back lock, so ten at once
 * cannot spend one balance twice; the lifecycle is withdrawal-lifecycle.ts.
 */

/**
 * POST agent/cash_out: at least the shop's minimum (400 withdrawal_below_minimum, with the amount), at most
 * the available cash-back (409 cashback_not_enough, read under the agent's lock), to a saved account of the
 * agent's (404 bank_account_not_found otherwise) or a one-time transfer's details, which are sealed onto the
 * withdrawal only and never saved as an account. The withdrawal, its bank details and its ledger entry are
 * written in one transaction; it is due on the next 1st or 15th (shop calendar).
 */
export async function cashOut(
  db: Db,
  cipher: FieldCipher,
  agentId: number,
  input: CashOut,
  actor: Actor,
): Promise<CashOutAnswer> {
  requireRole(actor, ['member']);
  const settings = await selectWithdrawalSettings(db);
  const currency = settings?.currency ?? 'SGD';
  const minCents = settings?.minCents ?? 0;
  if (input.amount < minCents)
    throw new AppError(400, 'withdrawal_below_minimum', {}, { amount: formatPrice(minCents, currency) });
  const dueOn = cashOutDueOn(shopToday());
  // Sealing is CPU work that needs no lock: done before the transaction takes the agent's.
  const oneTime = input.one_time ? sealBankDetails(cipher, input.one_time) : null;

  return db.transaction(async (tx) => {
    const bank = oneTime ?? (await selectSealedBankAccount(tx, agentId, input.bank_account_id!));
    if (!bank) throw AppError.notFound('bank_account_not_found');
    const balance = await reserveCashback(tx, agentId, input.amount);
    const withdrawalId = await insertWithdrawal(tx, {
      agentId,
      cents: input.amount,
      currency,
      dueOn,
      bankAccountId: oneTime ? null : input.bank_account_id!,
      bank,
    });
    await recordWithdrawal(tx, { agentId, cents: input.amount, withdrawalId });
    return {
      currency,
      withdrawal_id: withdrawalId,
      amount: input.amount,
      status: 'requested' as const,
      due_on: dueOn,
      bank_name: bankNameOf(bank.bankCode),
      account_number: maskedNumber(bank.accountLast4),
      cashback_available: balance.available - input.amount,
    };
  });
}

// ---------------------------------------------------------------------------------------------------------
// The operator's side

export const WITHDRAWAL_OPERATOR_COMMANDS = [
  {
    name: 'withdrawals',
    summary: 'Partner withdrawals, oldest due first: withdrawals [status] [--due YYYY-MM-DD]',
  },
  {
    name: 'process-withdrawals',
    summary:
      'Move every requested withdrawal due by a day (today by default) to processing and write the bank payment file: process-withdrawals [YYYY-MM-DD]',
  },
  {
    name: 'payment-file',
    summary:
      'Write the bank payment file again for the withdrawals processing and due by a day (today by default): payment-file [YYYY-MM-DD]',
  },
  { name: 'pay-withdrawal', summary: 'Mark a processing withdrawal paid: pay-withdrawal <id>' },
  {
    name: 'reject-withdrawal',
    summary:
      'Reject a requested or processing withdrawal, its amount back to the partner: reject-withdrawal <id> <reason>',
  },
] as const;

/** A withdrawal as the operator sees it: the bank's name, the numbers masked. */
export type OperatorWithdrawal = Omit<OperatorWithdrawalRow, 'account_last4' | 'id_last4'> & {
  bank_name: string;
  account_number: string;
  id_number: string;
};

const toOperatorWithdrawal = (row: OperatorWithdrawalRow): OperatorWithdrawal => maskedBankDetails(row);

export async function withdrawalsForOperator(
  db: Db,
  filter: OperatorWithdrawalFilter,
): Promise<OperatorWithdrawal[]> {
  return (await selectWithdrawalsForOperator(db, filter)).map(toOperatorWithdrawal);
}

/**
 * Moves one withdrawal through the lifecycle (pay or reject; the batch moves many, processWithdrawals). The
 * agent's cash-back lock is taken first, so a rejection's return queues with the agent's cash-outs and
 * conversions; then `move`: one conditional update from the table's `from` states (404 withdrawal_not_found
 * for no such withdrawal, 409 withdrawal_transition_refused for any other state, also when a racing move won)
 * and the move's effects (the amount back, the partner's notification), in the same transaction.
 */
export async function moveWithdrawal(
  db: Db,
  id: number,
  action: Exclude<WithdrawalAction, 'process'>,
  actor: Actor,
  reason: string | null = null,
): Promise<OperatorWithdrawal> {
  await db.transaction(async (tx) => {
    const found = await selectWithdrawalAgent(tx, id);
    if (!found) throw AppError.notFound('withdrawal_not_found');
    await lockCashback(tx, found.agentId);
    await move(tx, WITHDRAWAL_LIFECYCLE, id, action, actor, { reason });
  });
  const [row] = await selectWithdrawalsForOperator(db, { id, limit: 1 });
  return toOperatorWithdrawal(row!);
}

/** The columns of the bank payment file, in order. */
export const PAYMENT_FILE_HEADER = [
  'reference',
  'due_on',
  'bank_code',
  'swift',
  'bank_name',
  'account_number',
  'account_holder_name',
  'amount',
  'currency',
  'email',
] as const;

/** The reference the bank shows the partner and the shop matches the bank's confirmation with. */
export const withdrawalReference = (id: number) => `WD${String(id).padStart(8, '0')}`;

export type ProcessedBatch = {
  due_by: string;
  count: number;
  total: number;
  currency: string;
  withdrawals: OperatorWithdrawal[];
  /** The bank payment file (CSV, UTF-8 with BOM), the full account numbers in it. */
  csv: string;
};

/** The payment file and its summary for `rows`, the only place an account number is opened. */
function paymentBatch(cipher: FieldCipher, dueBy: string, rows: PayableWithdrawalRow[], currency: string) {
  const lines = rows.map((w) =>
    csvRow([
      withdrawalReference(w.id),
      w.due_on,
      w.bank_code,
      bankByCode(w.bank_code)?.swift ?? '',
      bankNameOf(w.bank_code),
      cipher.open('account_number', w.account_number_enc),
      w.account_holder_name,
      (w.amount / 100).toFixed(2),
      w.currency,
      w.email,
    ]),
  );
  return {
    due_by: dueBy,
    count: rows.length,
    total: rows.reduce((sum, w) => sum + w.amount, 0),
    currency: rows[0]?.currency ?? currency,
    withdrawals: rows.map(({ account_number_enc, ...row }) => toOperatorWithdrawal(row)),
    csv: CSV_BOM + csvRow(PAYMENT_FILE_HEADER) + lines.join(''),
  };
}

const shopCurrency = async (db: Db) => (await selectWithdrawalSettings(db))?.currency ?? 'SGD';

/**
 * The batch of a 1st or 15th: every requested withdrawal due on or before `dueBy` (today, shop calendar,
 * by default) moves to processing in one statement (`moveAll`; one rejected meanwhile is not requested any
 * more and stays out), and the bank payment file is written from exactly those:
 * one line each with the full account number, the bank's code and SWIFT, the holder, the amount as a decimal
 * and the reference. Run again, it finds nothing left to move (paymentFile writes a batch's file again).
 */
export async function processWithdrawals(
  db: Db,
  cipher: FieldCipher,
  actor: Actor,
  dueBy: string = shopToday(),
): Promise<ProcessedBatch> {
  const rows = await db.transaction(async (tx) => {
    const due = sql`due_on <= ${dueBy}::date`;
    const moved = await moveAll(tx, WITHDRAWAL_LIFECYCLE, due, 'process', actor, {});
    return selectPayableWithdrawals(
      tx,
      moved.map((w) => w.id),
    );
  });
  return paymentBatch(cipher, dueBy, rows, await shopCurrency(db));
}

/**
 * The payment file again for what is processing and due by `dueBy` (today by default): every batch up to
 * then not yet paid or rejected, so a file lost on its way to the operator can be written again.
 */
export async function paymentFile(
  db: Db,
  cipher: FieldCipher,
  dueBy: string = shopToday(),
): Promise<ProcessedBatch> {
  return paymentBatch(cipher, dueBy, await selectProcessingWithdrawals(db, dueBy), await shopCurrency(db));
}
