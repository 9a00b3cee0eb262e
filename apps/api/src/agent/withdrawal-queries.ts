import type { WithdrawalStatus } from '@beauty/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, intArray, selectRows, type Tx } from '../db/client';
import { isoInstant, shopTimestamp } from '../db/shop-clock';
import type { MaskableBankColumns, SealedBankDetails } from './bank-queries';

/*
 * Withdrawals (table withdrawals): the request with its bank details copied (sealed numbers, their last
 * four in clear), created in its first state (requested); its moves are the lifecycle's
 * (withdrawal-lifecycle.ts). The cash-back ledger's entry of each is written by ledger.ts, never here.
 */

/** The withdrawal settings of shop_settings: the minimum (the landing's agent_min_withdrawal_amount). */
export async function selectWithdrawalSettings(
  db: Db | Tx,
): Promise<{ minCents: number; currency: string } | undefined> {
  const [row] = await selectRows<{ minCents: number; currency: string }>(
    db,
    sql`select agent_min_withdrawal_cents as "minCents", currency from shop_settings where id = 1`,
  );
  return row;
}

export async function insertWithdrawal(
  tx: Tx,
  input: {
    agentId: number;
    cents: number;
    currency: string;
    dueOn: string;
    bankAccountId: number | null;
    bank: SealedBankDetails;
  },
): Promise<number> {
  const b = input.bank;
  const [row] = await selectRows<{ id: number }>(
    tx,
    sql`insert into withdrawals (agent_id, amount_cents, currency, bank_account_id, bank_code, bank_type,
        account_number_enc, account_last4, account_holder_name, id_number_enc, id_last4, email, due_on)
      values (${input.agentId}, ${input.cents}, ${input.currency}, ${input.bankAccountId}, ${b.bankCode},
        ${b.bankType}, ${b.accountNumberEnc}, ${b.accountLast4}, ${b.accountHolderName}, ${b.idNumberEnc},
        ${b.idLast4}, ${b.email}, ${input.dueOn})
      returning id`,
  );
  return row!.id;
}

export async function selectWithdrawalAgent(
  db: Db | Tx,
  id: number,
): Promise<{ agentId: number; status: WithdrawalStatus } | undefined> {
  const [row] = await selectRows<{ agentId: number; status: WithdrawalStatus }>(
    db,
    sql`select agent_id as "agentId", status from withdrawals where id = ${id}`,
  );
  return row;
}

/** A withdrawal as the operator lists it: the numbers masked (only the payment file shows them). */
export type OperatorWithdrawalRow = MaskableBankColumns & {
  id: number;
  agent_id: number;
  agent_name: string;
  amount: number;
  currency: string;
  status: WithdrawalStatus;
  due_on: string;
  one_time: boolean;
  reject_reason: string | null;
  created_at: string;
  processing_at: string | null;
  paid_at: string | null;
  rejected_at: string | null;
};

const OPERATOR_COLUMNS = sql`w.id, w.agent_id, u.full_name as agent_name, w.amount_cents as amount, w.currency,
  w.status, to_char(w.due_on, 'YYYY-MM-DD') as due_on, w.bank_code, w.bank_type, w.account_last4,
  w.account_holder_name, w.id_last4, w.email, w.bank_account_id is null as one_time, w.reject_reason,
  ${shopTimestamp(sql`w.created_at`)} as created_at, ${isoInstant(sql`w.processing_at`)} as processing_at,
  ${isoInstant(sql`w.paid_at`)} as paid_at, ${isoInstant(sql`w.rejected_at`)} as rejected_at`;

export type OperatorWithdrawalFilter = {
  id?: number;
  status?: WithdrawalStatus;
  /** Due on or before this day (YYYY-MM-DD). */
  dueBy?: string;
  limit: number;
};

/** Withdrawals, oldest due first, narrowed by state and due day. */
export function selectWithdrawalsForOperator(
  db: Db | Tx,
  f: OperatorWithdrawalFilter,
): Promise<OperatorWithdrawalRow[]> {
  const where = [
    f.id !== undefined ? sql`w.id = ${f.id}` : null,
    f.status ? sql`w.status = ${f.status}` : null,
    f.dueBy ? sql`w.due_on <= ${f.dueBy}::date` : null,
  ].filter((c): c is SQL => c !== null);
  return selectRows<OperatorWithdrawalRow>(
    db,
    sql`select ${OPERATOR_COLUMNS} from withdrawals w join users u on u.id = w.agent_id
      ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
      order by w.due_on, w.id limit ${f.limit}`,
  );
}

/** What the bank payment file needs of a withdrawal moved to processing: the sealed account number. */
export type PayableWithdrawalRow = OperatorWithdrawalRow & { account_number_enc: string };

/** What the bank payment file needs of the withdrawals `ids` (a batch just moved to processing), due first. */
export function selectPayableWithdrawals(tx: Tx, ids: readonly number[]): Promise<PayableWithdrawalRow[]> {
  return selectRows<PayableWithdrawalRow>(
    tx,
    sql`select ${OPERATOR_COLUMNS}, w.account_number_enc
      from withdrawals w join users u on u.id = w.agent_id
      where w.id = any(${intArray(ids)}) order by w.due_on, w.id`,
  );
}

/**
 * The withdrawals in processing due on or before `dueBy`, with what the payment file needs: to write a
 * batch's file again (the answer of process-withdrawals lost on the way).
 */
export function selectProcessingWithdrawals(db: Db | Tx, dueBy: string): Promise<PayableWithdrawalRow[]> {
  return selectRows<PayableWithdrawalRow>(
    db,
    sql`select ${OPERATOR_COLUMNS}, w.account_number_enc
      from withdrawals w join users u on u.id = w.agent_id
      where w.status = 'processing' and w.due_on <= ${dueBy}::date order by w.due_on, w.id`,
  );
}
