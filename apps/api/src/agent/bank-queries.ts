import type { BankType } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../db/client';
import { shopTimestamp } from '../db/shop-clock';

/*
 * Saved bank accounts (agent_bank_accounts). Every statement names the agent, so an account is only ever
 * read or deleted by its owner; a deleted one (deleted_at) is gone from every read here but stays for the
 * withdrawals that point at it.
 */

/** Bank details as rows give them outside the payment file: the numbers only by their last four. */
export type MaskableBankColumns = {
  bank_code: string;
  bank_type: BankType;
  account_last4: string;
  account_holder_name: string;
  id_last4: string;
  email: string;
};

/** An account as its owner sees it. */
export type BankAccountRow = MaskableBankColumns & { id: number; created_at: string };

/** The bank details a withdrawal copies: the sealed numbers with their last four. */
export type SealedBankDetails = {
  bankCode: string;
  bankType: BankType;
  accountNumberEnc: string;
  accountLast4: string;
  accountHolderName: string;
  idNumberEnc: string;
  idLast4: string;
  email: string;
};

const ACCOUNT_COLUMNS = sql`id, bank_code, bank_type, account_last4, account_holder_name, id_last4, email,
  ${shopTimestamp(sql`created_at`)} as created_at`;

export function selectBankAccounts(db: Db | Tx, agentId: number): Promise<BankAccountRow[]> {
  return selectRows<BankAccountRow>(
    db,
    sql`select ${ACCOUNT_COLUMNS} from agent_bank_accounts
      where agent_id = ${agentId} and deleted_at is null order by created_at desc, id desc`,
  );
}

export async function countBankAccounts(db: Db | Tx, agentId: number): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from agent_bank_accounts where agent_id = ${agentId} and deleted_at is null`,
  );
  return row?.n ?? 0;
}

export async function insertBankAccount(
  db: Db | Tx,
  agentId: number,
  d: SealedBankDetails,
): Promise<BankAccountRow> {
  const [row] = await selectRows<BankAccountRow>(
    db,
    sql`insert into agent_bank_accounts (agent_id, bank_code, bank_type, account_number_enc, account_last4,
        account_holder_name, id_number_enc, id_last4, email)
      values (${agentId}, ${d.bankCode}, ${d.bankType}, ${d.accountNumberEnc}, ${d.accountLast4},
        ${d.accountHolderName}, ${d.idNumberEnc}, ${d.idLast4}, ${d.email})
      returning ${ACCOUNT_COLUMNS}`,
  );
  return row!;
}

/** Stamps deleted_at on the agent's own live account; false when there is none such (another's, or gone). */
export async function softDeleteBankAccount(db: Db | Tx, agentId: number, id: number): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`update agent_bank_accounts set deleted_at = now()
      where id = ${id} and agent_id = ${agentId} and deleted_at is null returning id`,
  );
  return rows.length > 0;
}

/** The agent's own live account's details to pay a withdrawal to, or undefined. */
export async function selectSealedBankAccount(
  db: Db | Tx,
  agentId: number,
  id: number,
): Promise<SealedBankDetails | undefined> {
  const [row] = await selectRows<SealedBankDetails>(
    db,
    sql`select bank_code as "bankCode", bank_type as "bankType", account_number_enc as "accountNumberEnc",
        account_last4 as "accountLast4", account_holder_name as "accountHolderName",
        id_number_enc as "idNumberEnc", id_last4 as "idLast4", email
      from agent_bank_accounts where id = ${id} and agent_id = ${agentId} and deleted_at is null`,
  );
  return row;
}
