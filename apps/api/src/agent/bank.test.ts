import {
  bankAccountListSchema,
  bankAccountSchema,
  bankListAnswerSchema,
  MAX_SAVED_BANK_ACCOUNTS,
} from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../db/client';
import { fieldCipher } from '../db/sealed';
import { TEST_BANK_KEY, testAppPerFile } from '../test/app';
import { logIn } from '../test/members';
import { bankClient, DBS_ACCOUNT, OCBC_COMPANY_ACCOUNT } from '../test/withdrawals';

/*
 * agent/bank_list and agent/withdrawalsbank: the banks, saving with every field checked, the numbers stored
 * sealed and answered masked, and each agent seeing and deleting only their own accounts.
 */

const file = testAppPerFile();
const db = () => file.db();

const newAgent = async () => {
  const agent = await logIn(file.t, { role: 'agent' });
  return { ...agent, bank: bankClient(file.t.app, agent.token) };
};

describe('agent/bank_list', () => {
  it('lists the Singapore banks with their account number lengths', async () => {
    const { bank } = await newAgent();
    const res = await bank.banks();
    expect(res.statusCode).toBe(200);
    const { banks } = bankListAnswerSchema.parse(res.json().data);
    expect(banks.find((b) => b.code === 'OCBC')).toEqual({
      code: 'OCBC',
      name: 'OCBC Bank',
      account_lengths: [10, 12],
    });
  });

  it('is for partners only: a member gets 403 agent_only, a visitor 401', async () => {
    const member = await logIn(file.t);
    for (const call of [
      (c: ReturnType<typeof bankClient>) => c.banks(),
      (c: ReturnType<typeof bankClient>) => c.accounts(),
      (c: ReturnType<typeof bankClient>) => c.save(DBS_ACCOUNT),
      (c: ReturnType<typeof bankClient>) => c.remove(1),
      (c: ReturnType<typeof bankClient>) => c.cashOut({ amount: 5000, one_time: DBS_ACCOUNT }),
    ]) {
      const res = await call(bankClient(file.t.app, member.token));
      expect(res.statusCode).toBe(403);
      expect(res.json().message_key).toBe('agent_only');
      expect((await call(bankClient(file.t.app, 'no-such-token'))).statusCode).toBe(401);
    }
  });
});

describe('agent/withdrawalsbank', () => {
  it('saves an account and answers it masked; the table holds ciphertext, never the digits', async () => {
    const { userId, bank } = await newAgent();
    const res = await bank.save({ ...DBS_ACCOUNT, account_number: '012-345 7890', id_number: 's1234567d' });
    expect(res.statusCode, res.body).toBe(200);
    const saved = bankAccountSchema.parse(res.json().data);
    expect(saved).toMatchObject({
      bank_code: 'DBS',
      bank_name: 'DBS Bank',
      bank_type: 'individual',
      account_number: '•••• 7890',
      id_number: '•••• 567D',
      account_holder_name: 'Rachel Lim Hui Min',
      email: 'rachel@example.com',
    });
    expect(res.body).not.toContain('0123457890');
    expect(res.body).not.toContain('S1234567D');

    const listed = await bank.accounts();
    expect(bankAccountListSchema.parse(listed.json().data).accounts).toEqual([saved]);
    expect(listed.body).not.toContain('0123457890');

    const [row] = await selectRows<{
      account_number_enc: string;
      id_number_enc: string;
      account_last4: string;
    }>(
      db(),
      sql`select account_number_enc, id_number_enc, account_last4 from agent_bank_accounts where agent_id = ${userId}`,
    );
    expect(row!.account_number_enc).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(row!.account_number_enc).not.toContain('0123457890');
    expect(row!.id_number_enc).not.toContain('1234567');
    expect(row!.account_last4).toBe('7890');
    // What is stored opens, with the app's key, to the digits as they were checked.
    const cipher = fieldCipher(TEST_BANK_KEY);
    expect(cipher.open('account_number', row!.account_number_enc)).toBe('0123457890');
    expect(cipher.open('id_number', row!.id_number_enc)).toBe('S1234567D');
    // A value is bound to its column: an account number does not open as an ID number.
    expect(() => cipher.open('id_number', row!.account_number_enc)).toThrow();
  });

  it('seals the same number differently every time (a random IV per value)', async () => {
    const { userId, bank } = await newAgent();
    await bank.save(DBS_ACCOUNT);
    await bank.save(DBS_ACCOUNT);
    const rows = await selectRows<{ account_number_enc: string }>(
      db(),
      sql`select account_number_enc from agent_bank_accounts where agent_id = ${userId}`,
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]!.account_number_enc).not.toBe(rows[1]!.account_number_enc);
  });

  it("takes a company's account with its UEN", async () => {
    const { bank } = await newAgent();
    const res = await bank.save({ ...OCBC_COMPANY_ACCOUNT, bank_type: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ bank_type: 'company', id_number: '•••• 306E' });
  });

  it('refuses bad fields, each under its own name in the request language', async () => {
    const { bank } = await newAgent();
    const bad = await bank.save({
      bank_code: 'MONZO',
      bank_type: 'individual',
      account_number: '12345',
      account_holder_name: 'Rachel  Lim',
      id_number: 'S1234567A',
      email: 'not-an-email',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'account_holder_name',
      'bank_code',
      'email',
      'id_number',
    ]);
    expect(bad.json().errors.id_number).toEqual(['Please enter a valid NRIC or FIN number']);

    const short = await bank.save({ ...DBS_ACCOUNT, account_number: '123456789' });
    expect(short.json().errors).toEqual({
      account_number: ['This account number does not have as many digits as this bank uses'],
    });
    const nricForCompany = await bank.call('POST', '/withdrawalsbank?lang=zh', {
      ...DBS_ACCOUNT,
      bank_type: 'company',
    });
    expect(nricForCompany.json().errors).toEqual({ id_number: ['请输入有效的企业注册号（UEN）'] });
  });

  it('deletes only the agent’s own account: another agent’s is 404 and stays', async () => {
    const owner = await newAgent();
    const other = await newAgent();
    const id = (await owner.bank.save(DBS_ACCOUNT)).json().data.id as number;
    const kept = (await owner.bank.save(OCBC_COMPANY_ACCOUNT)).json().data.id as number;

    const refused = await other.bank.remove(id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message_key).toBe('bank_account_not_found');

    const removed = await owner.bank.remove(id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.accounts.map((a: { id: number }) => a.id)).toEqual([kept]);
    expect((await owner.bank.remove(id)).statusCode).toBe(404);
    // Deleting stamps deleted_at: withdrawals paid to it still point at the row.
    const [row] = await selectRows<{ gone: boolean }>(
      db(),
      sql`select deleted_at is not null as gone from agent_bank_accounts where id = ${id}`,
    );
    expect(row!.gone).toBe(true);
  });

  it(`keeps at most ${MAX_SAVED_BANK_ACCOUNTS} accounts`, async () => {
    const { bank } = await newAgent();
    for (let i = 0; i < MAX_SAVED_BANK_ACCOUNTS; i++)
      expect((await bank.save(DBS_ACCOUNT)).statusCode).toBe(200);
    const res = await bank.save(DBS_ACCOUNT);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message_key: 'bank_account_limit',
      error_message: `You can save up to ${MAX_SAVED_BANK_ACCOUNTS} bank accounts. Please remove one first`,
    });
  });
});
