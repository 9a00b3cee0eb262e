import {
  type BankAccount,
  type BankAccountList,
  type BankListAnswer,
  bankByCode,
  MAX_SAVED_BANK_ACCOUNTS,
  maskedNumber,
  SINGAPORE_BANKS,
  type WithdrawalBank,
} from '@beauty/shared';
import type { Db } from '../db/client';
import { type FieldCipher, lastFour } from '../db/sealed';
import { AppError } from '../http/errors';
import {
  type BankAccountRow,
  countBankAccounts,
  insertBankAccount,
  type MaskableBankColumns,
  type SealedBankDetails,
  selectBankAccounts,
  softDeleteBankAccount,
} from './bank-queries';

/*
 * agent/bank_list and agent/withdrawalsbank: the banks, and an agent's saved accounts. Numbers are sealed
 * (db/sealed.ts) before they reach a statement and answered only masked; the checks of the fields are the
 * shared withdrawalBankSchema's, done before a call gets here.
 */

export function bankList(): BankListAnswer {
  return {
    banks: SINGAPORE_BANKS.map(({ code, name, account_lengths }) => ({
      code,
      name,
      account_lengths: [...account_lengths],
    })),
  };
}

/** The bank's name as the list gives it (a bank taken off the list since keeps showing its code). */
export const bankNameOf = (code: string): string => bankByCode(code)?.name ?? code;

/** Bank details as checked by withdrawalBankSchema, sealed for a row (a saved account or a withdrawal). */
export function sealBankDetails(cipher: FieldCipher, d: WithdrawalBank): SealedBankDetails {
  return {
    bankCode: d.bank_code,
    bankType: d.bank_type,
    accountNumberEnc: cipher.seal('account_number', d.account_number),
    accountLast4: lastFour(d.account_number),
    accountHolderName: d.account_holder_name,
    idNumberEnc: cipher.seal('id_number', d.id_number),
    idLast4: lastFour(d.id_number),
    email: d.email,
  };
}

/** Bank details as every answer shows them: the bank's name, the numbers masked (never the digits). */
export function maskedBankDetails<T extends MaskableBankColumns>(
  row: T,
): Omit<T, 'account_last4' | 'id_last4'> & { bank_name: string; account_number: string; id_number: string } {
  const { account_last4, id_last4, ...rest } = row;
  return {
    ...rest,
    bank_name: bankNameOf(row.bank_code),
    account_number: maskedNumber(account_last4),
    id_number: maskedNumber(id_last4),
  };
}

const toBankAccount = (row: BankAccountRow): BankAccount => maskedBankDetails(row);

export async function bankAccounts(db: Db, agentId: number): Promise<BankAccountList> {
  return { accounts: (await selectBankAccounts(db, agentId)).map(toBankAccount) };
}

/**
 * Saves a bank account (409 bank_account_limit beyond MAX_SAVED_BANK_ACCOUNTS). The limit keeps a list a
 * person can choose from; two saves at the same moment may both pass it, which costs nothing but a row.
 */
export async function saveBankAccount(
  db: Db,
  cipher: FieldCipher,
  agentId: number,
  input: WithdrawalBank,
): Promise<BankAccount> {
  if ((await countBankAccounts(db, agentId)) >= MAX_SAVED_BANK_ACCOUNTS)
    throw new AppError(409, 'bank_account_limit', {}, { count: MAX_SAVED_BANK_ACCOUNTS });
  return toBankAccount(await insertBankAccount(db, agentId, sealBankDetails(cipher, input)));
}

/**
 * Deletes one of the agent's own accounts (deleted_at: withdrawals paid to it keep pointing at it) and
 * answers the accounts left. Another agent's account, or one deleted already, is 404 like an unknown one.
 */
export async function deleteBankAccount(db: Db, agentId: number, id: number): Promise<BankAccountList> {
  if (!(await softDeleteBankAccount(db, agentId, id))) throw AppError.notFound('bank_account_not_found');
  return bankAccounts(db, agentId);
}
