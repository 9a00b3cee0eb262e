import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, selectRows } from '../db/client';

/*
 * Partner bank accounts and withdrawals in the API tests: cash-back to withdraw, valid bank details, and the
 * calls by name.
 */

/**
 * Available cash-back for a test agent, as one `earned` entry already settled (as a completed team order's
 * would be). Straight into the ledger's table: the tests of withdrawals need a balance, not an order.
 */
export async function giveCashback(db: Db, agentId: number, cents: number): Promise<void> {
  await db.execute(
    sql`insert into cashback_entries (agent_id, kind, status, amount_cents, settled_at)
      values (${agentId}, 'earned', 'available', ${cents}, now())`,
  );
}

/** The agent's available cash-back, summed from the ledger as agent/ledger.ts does. */
export async function availableCashback(db: Db, agentId: number): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select coalesce(sum(amount_cents) filter (where status = 'available'), 0)::int as n
      from cashback_entries where agent_id = ${agentId}`,
  );
  return row!.n;
}

/** Bank details that pass every check: a DBS account of an individual with a valid NRIC. */
export const DBS_ACCOUNT = {
  bank_code: 'DBS',
  bank_type: 'individual',
  account_number: '0123457890',
  account_holder_name: 'Rachel Lim Hui Min',
  id_number: 'S1234567D',
  email: 'rachel@example.com',
} as const;

/** A company's OCBC account, its UEN DBS Bank's own (a valid local company UEN). */
export const OCBC_COMPANY_ACCOUNT = {
  bank_code: 'OCBC',
  bank_type: 'company',
  account_number: '501234567812',
  account_holder_name: 'Rosette Trading Pte Ltd',
  id_number: '196800306E',
  email: 'finance@example.com',
} as const;

/** The partner's bank calls as the web app makes them. */
export function bankClient(app: FastifyInstance, token: string) {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/api/agent${url}`, payload, headers: { authorization: `Bearer ${token}` } });
  return {
    call,
    banks: () => call('GET', '/bank_list'),
    accounts: () => call('GET', '/withdrawalsbank'),
    save: (account: object) => call('POST', '/withdrawalsbank', account),
    remove: (id: number) => call('DELETE', '/withdrawalsbank', { id }),
    cashOut: (body: object) => call('POST', '/cash_out', body),
  };
}
