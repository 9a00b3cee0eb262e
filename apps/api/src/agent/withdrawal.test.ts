import { agentStatusSchema, CSV_BOM, cashOutAnswerSchema, cashOutDueOn, shopToday } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/client';
import { testAppPerFile } from '../test/app';
import { logIn } from '../test/members';
import {
  availableCashback,
  bankClient,
  DBS_ACCOUNT,
  giveCashback,
  OCBC_COMPANY_ACCOUNT,
} from '../test/withdrawals';
import { WITHDRAWAL_TRANSITIONS } from './withdrawal-lifecycle';

/*
 * agent/cash_out and the withdrawal's life in the operator's hands: the minimum and the balance, a saved
 * account or a one-time transfer (never saved), the lifecycle's refusals, a rejection that gives the amount
 * back exactly once, and the batch of a 1st or 15th with its bank payment file.
 */

const file = testAppPerFile();
const db = () => file.db();
const MIN = 5000; // the demo shop's agent_min_withdrawal_cents

/** An agent with `cents` of available cash-back and a saved DBS account. */
async function agentWith(cents: number) {
  const agent = await logIn(file.t, { role: 'agent' });
  const bank = bankClient(file.t.app, agent.token);
  if (cents) await giveCashback(db(), agent.userId, cents);
  const accountId = (await bank.save(DBS_ACCOUNT)).json().data.id as number;
  return { ...agent, bank, accountId };
}

const withdrawalRow = async (id: number) =>
  (
    await selectRows<{
      status: string;
      amount_cents: number;
      bank_account_id: number | null;
      account_number_enc: string;
      due_on: string;
    }>(
      db(),
      sql`select status, amount_cents, bank_account_id, account_number_enc, to_char(due_on, 'YYYY-MM-DD') as due_on
        from withdrawals where id = ${id}`,
    )
  )[0]!;

beforeAll(async () => {
  const [s] = await selectRows<{ min: number }>(
    db(),
    sql`select agent_min_withdrawal_cents as min from shop_settings where id = 1`,
  );
  expect(s!.min).toBe(MIN);
});

describe('agent/cash_out', () => {
  it('debits the amount at once and answers the request, masked, due on the next 1st or 15th', async () => {
    const a = await agentWith(20_000);
    const res = await a.bank.cashOut({ amount: 7_500, bank_account_id: a.accountId });
    expect(res.statusCode, res.body).toBe(200);
    const answer = cashOutAnswerSchema.parse(res.json().data);
    expect(answer).toMatchObject({
      currency: 'SGD',
      amount: 7_500,
      status: 'requested',
      due_on: cashOutDueOn(shopToday()),
      bank_name: 'DBS Bank',
      account_number: '•••• 7890',
      cashback_available: 12_500,
    });
    expect(res.body).not.toContain('0123457890');
    expect(await availableCashback(db(), a.userId)).toBe(12_500);
    const row = await withdrawalRow(answer.withdrawal_id);
    expect(row).toMatchObject({ status: 'requested', amount_cents: 7_500, bank_account_id: a.accountId });
    expect(row.account_number_enc).not.toContain('0123457890');
    const entries = await selectRows<{ kind: string; amount_cents: number }>(
      db(),
      sql`select kind, amount_cents from cashback_entries where withdrawal_id = ${answer.withdrawal_id}`,
    );
    expect(entries).toEqual([{ kind: 'withdrawn', amount_cents: -7_500 }]);
  });

  it('refuses less than the minimum, with the amount in the message', async () => {
    const a = await agentWith(20_000);
    const res = await a.bank.cashOut({ amount: MIN - 1, bank_account_id: a.accountId });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message_key: 'withdrawal_below_minimum',
      error_message: 'The minimum withdrawal is S$50.00',
      message_values: { amount: 'S$50.00' },
    });
    expect((await a.bank.cashOut({ amount: MIN, bank_account_id: a.accountId })).statusCode).toBe(200);
  });

  it('refuses more than the available balance (pending cash-back does not count)', async () => {
    const a = await agentWith(6_000);
    await db().execute(
      sql`insert into cashback_entries (agent_id, kind, status, amount_cents) values (${a.userId}, 'earned', 'pending', 50000)`,
    );
    const res = await a.bank.cashOut({ amount: 6_001, bank_account_id: a.accountId });
    expect(res.statusCode).toBe(409);
    expect(res.json().message_key).toBe('cashback_not_enough');
    expect(await availableCashback(db(), a.userId)).toBe(6_000);
    expect((await a.bank.cashOut({ amount: 6_000, bank_account_id: a.accountId })).statusCode).toBe(200);
    expect(await availableCashback(db(), a.userId)).toBe(0);
  });

  it("pays only to the agent's own live accounts", async () => {
    const a = await agentWith(20_000);
    const other = await agentWith(0);
    const foreign = await a.bank.cashOut({ amount: MIN, bank_account_id: other.accountId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message_key).toBe('bank_account_not_found');
    await a.bank.remove(a.accountId);
    expect((await a.bank.cashOut({ amount: MIN, bank_account_id: a.accountId })).statusCode).toBe(404);
    expect(await availableCashback(db(), a.userId)).toBe(20_000);
  });

  it('pays a one-time transfer to its details without saving them as an account', async () => {
    const a = await agentWith(20_000);
    const res = await a.bank.cashOut({ amount: MIN, one_time: OCBC_COMPANY_ACCOUNT });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ bank_name: 'OCBC Bank', account_number: '•••• 7812' });
    const accounts = (await a.bank.accounts()).json().data.accounts as { id: number }[];
    expect(accounts.map((x) => x.id)).toEqual([a.accountId]);
    const row = await withdrawalRow(res.json().data.withdrawal_id);
    expect(row.bank_account_id).toBeNull();
    expect(row.account_number_enc).not.toContain('501234567812');
  });

  it('asks for a bank account, checks a one-time transfer’s fields, and refuses both at once', async () => {
    const a = await agentWith(20_000);
    const none = await a.bank.cashOut({ amount: MIN });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ bank_account_id: ['Please select a bank account'] });
    const bad = await a.bank.cashOut({ amount: MIN, one_time: { ...DBS_ACCOUNT, id_number: 'S1234567A' } });
    expect(bad.json().errors).toEqual({ 'one_time.id_number': ['Please enter a valid NRIC or FIN number'] });
    const both = await a.bank.cashOut({ amount: MIN, bank_account_id: a.accountId, one_time: DBS_ACCOUNT });
    expect(Object.keys(both.json().errors)).toEqual(['one_time']);
    expect(await availableCashback(db(), a.userId)).toBe(20_000);
  });
});

// ---------------------------------------------------------------------------------------------------------
// The operator

const ops = (method: 'GET' | 'POST', url: string, payload?: object) => file.ops(method, url, payload);

async function requested(cents: number) {
  const a = await agentWith(cents);
  const res = await a.bank.cashOut({ amount: cents, bank_account_id: a.accountId });
  expect(res.statusCode, res.body).toBe(200);
  return { agent: a, id: res.json().data.withdrawal_id as number };
}

describe('the withdrawal lifecycle', () => {
  it('lists every move it allows; everything else is refused', () => {
    expect(
      Object.entries(WITHDRAWAL_TRANSITIONS).map(
        ([action, t]) => `${action}: ${t.from.join('|')} -> ${t.to}`,
      ),
    ).toEqual([
      'process: requested -> processing',
      'pay: processing -> paid',
      'reject: requested|processing -> rejected',
    ]);
  });

  it('a requested withdrawal cannot be paid before it is processed', async () => {
    const { id } = await requested(MIN);
    const res = await ops('POST', `/withdrawals/${id}/pay`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message_key).toBe('withdrawal_transition_refused');
    expect((await withdrawalRow(id)).status).toBe('requested');
  });

  it('rejecting gives the amount back exactly once; a rejected one can be neither paid nor rejected again', async () => {
    const { agent, id } = await requested(8_000);
    expect(await availableCashback(db(), agent.userId)).toBe(0);
    const res = await ops('POST', `/withdrawals/${id}/reject`, { reason: 'Account closed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id, status: 'rejected', reject_reason: 'Account closed' });
    expect(await availableCashback(db(), agent.userId)).toBe(8_000);

    for (const [url, body] of [
      [`/withdrawals/${id}/reject`, { reason: 'again' }],
      [`/withdrawals/${id}/pay`, undefined],
    ] as const) {
      const again = await ops('POST', url, body);
      expect(again.statusCode).toBe(409);
      expect(again.json().message_key).toBe('withdrawal_transition_refused');
    }
    expect(await availableCashback(db(), agent.userId)).toBe(8_000);
    expect((await ops('POST', `/withdrawals/${id}/reject`, {})).statusCode).toBe(400);
    expect((await ops('POST', '/withdrawals/99999999/reject', { reason: 'x' })).statusCode).toBe(404);
  });

  it('the batch moves what is due by the day, writes the payment file, and pays are then allowed', async () => {
    const today = shopToday();
    const first = await requested(6_000);
    const second = await requested(7_000);
    // One due later than the batch's day stays requested.
    const later = await requested(5_500);
    await db().execute(sql`update withdrawals set due_on = ${today}::date + 30 where id = ${later.id}`);
    // The batch's day is the due day of the others (the next 1st or 15th).
    const dueBy = cashOutDueOn(today);

    const res = await ops('POST', '/withdrawals/process', { date: dueBy });
    expect(res.statusCode, res.body).toBe(200);
    const batch = res.json().data;
    const ids = (batch.withdrawals as { id: number }[]).map((w) => w.id);
    expect(ids).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(ids).not.toContain(later.id);
    expect(batch.count).toBe(ids.length);
    expect((await withdrawalRow(first.id)).status).toBe('processing');
    expect((await withdrawalRow(later.id)).status).toBe('requested');

    const csv = batch.csv as string;
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'reference,due_on,bank_code,swift,bank_name,account_number,account_holder_name,amount,currency,email',
    );
    expect(lines).toContain(
      `WD${String(first.id).padStart(8, '0')},${dueBy},DBS,DBSSSGSG,DBS Bank,0123457890,Rachel Lim Hui Min,60.00,SGD,rachel@example.com`,
    );
    expect(lines).toHaveLength(ids.length + 1);
    // The list shows them masked; only the file has the digits.
    const listed = await ops('GET', '/withdrawals?status=processing');
    expect(listed.body).not.toContain('0123457890');
    expect(listed.json().data.find((w: { id: number }) => w.id === first.id)).toMatchObject({
      account_number: '•••• 7890',
      agent_name: 'Test Buyer',
    });

    // Run again, nothing is left to move; the file can be written again, moving nothing.
    expect((await ops('POST', '/withdrawals/process', { date: dueBy })).json().data.count).toBe(0);
    const again = (await ops('GET', `/withdrawals/payment-file?date=${dueBy}`)).json().data;
    expect(again.csv).toBe(csv);
    expect(again.withdrawals).toEqual(batch.withdrawals);

    const paid = await ops('POST', `/withdrawals/${first.id}/pay`);
    expect(paid.json().data).toMatchObject({ status: 'paid' });
    expect(paid.json().data.paid_at).not.toBeNull();
    // A processing one can still be rejected (the bank refused it), and its amount comes back.
    expect(
      (await ops('POST', `/withdrawals/${second.id}/reject`, { reason: 'Bank refused' })).statusCode,
    ).toBe(200);
    expect(await availableCashback(db(), second.agent.userId)).toBe(7_000);
    expect(await availableCashback(db(), first.agent.userId)).toBe(0);
  });

  it("the partner's status says what is on its way and what is paid: nothing counts as paid until it is", async () => {
    const agent = await agentWith(30_000);
    const withdrawal = async (cents: number) =>
      (await agent.bank.cashOut({ amount: cents, bank_account_id: agent.accountId })).json().data
        .withdrawal_id as number;
    const status = async () => {
      const res = await file.t.app.inject({
        method: 'GET',
        url: '/api/agent/status',
        headers: { authorization: `Bearer ${agent.token}` },
      });
      const s = agentStatusSchema.parse(res.json().data);
      return [s.cashback_withdrawal_in_progress, s.cashback_paid_out, s.cashback_withdrawn];
    };
    const [paidLater, rejectedLater] = [await withdrawal(6_000), await withdrawal(7_000)];
    expect(await status()).toEqual([13_000, 0, 13_000]);
    await db().execute(
      sql`update withdrawals set due_on = ${shopToday()}::date where id in (${paidLater}, ${rejectedLater})`,
    );
    expect((await ops('POST', '/withdrawals/process', { date: shopToday() })).statusCode).toBe(200);
    expect((await withdrawalRow(paidLater)).status).toBe('processing');
    expect(await status()).toEqual([13_000, 0, 13_000]);
    expect((await ops('POST', `/withdrawals/${paidLater}/pay`)).statusCode).toBe(200);
    expect(await status()).toEqual([7_000, 6_000, 13_000]);
    expect(
      (await ops('POST', `/withdrawals/${rejectedLater}/reject`, { reason: 'Account closed' })).statusCode,
    ).toBe(200);
    expect(await status()).toEqual([0, 6_000, 6_000]);
  });

  it('lists by state and due day, and lists the commands for npm run ops', async () => {
    const { id } = await requested(MIN);
    const due = cashOutDueOn(shopToday());
    const listed = await ops('GET', `/withdrawals?status=requested&due=${due}`);
    expect(listed.json().data.map((w: { id: number }) => w.id)).toContain(id);
    expect(
      (await ops('GET', '/withdrawals?status=paid')).json().data.map((w: { id: number }) => w.id),
    ).not.toContain(id);
    const names = (await ops('GET', '/commands')).json().data.map((c: { name: string }) => c.name);
    expect(names).toEqual(
      expect.arrayContaining(['withdrawals', 'process-withdrawals', 'pay-withdrawal', 'reject-withdrawal']),
    );
    expect((await file.ops('GET', '/withdrawals', undefined, null)).statusCode).toBe(401);
  });
});
