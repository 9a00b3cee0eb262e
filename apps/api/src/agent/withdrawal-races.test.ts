import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { selectRows } from '../db/client';
import { tally, testAppPerFile } from '../test/app';
import { logIn } from '../test/members';
import { describeConcurrently, itConcurrently } from '../test/postgres-only';
import { availableCashback, bankClient, DBS_ACCOUNT, giveCashback } from '../test/withdrawals';

/*
 * Cash-outs and operator moves racing on PostgreSQL: the agent's cash-back lock makes spends queue, so ten
 * cash-outs of 60 % of a balance give exactly one; a rejection racing a cash-out, and two moves of one
 * withdrawal, leave the ledger equal to what the withdrawals imply.
 */

const file = testAppPerFile();
const db = () => file.db();

async function agentWith(cents: number) {
  const agent = await logIn(file.t, { role: 'agent' });
  const bank = bankClient(file.t.app, agent.token);
  await giveCashback(db(), agent.userId, cents);
  const accountId = (await bank.save(DBS_ACCOUNT)).json().data.id as number;
  return { ...agent, bank, accountId };
}

/** What the ledger says is available must equal what was given minus the withdrawals not rejected. */
async function expectLedgerMatchesWithdrawals(agentId: number, given: number) {
  const [row] = await selectRows<{ held: number; entries: number; open: number }>(
    db(),
    sql`select coalesce(sum(w.amount_cents) filter (where w.status <> 'rejected'), 0)::int as held,
        (select count(*)::int from cashback_entries e where e.agent_id = ${agentId} and e.kind = 'withdrawn') as entries,
        count(*)::int as open
      from withdrawals w where w.agent_id = ${agentId}`,
  );
  expect(row!.entries).toBe(row!.open);
  expect(await availableCashback(db(), agentId)).toBe(given - row!.held);
}

describeConcurrently('racing withdrawals', () => {
  itConcurrently('ten cash-outs of 60 % of the balance at once: exactly one is taken', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await agentWith(10_000);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => a.bank.cashOut({ amount: 6_000, bank_account_id: a.accountId })),
      );
      expect(tally(answers)).toEqual({ '200': 1, '409 cashback_not_enough': 9 });
      expect(await availableCashback(db(), a.userId)).toBe(4_000);
      await expectLedgerMatchesWithdrawals(a.userId, 10_000);
    }
  });

  itConcurrently('a cash-out racing the rejection of another withdrawal stays consistent', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await agentWith(10_000);
      const first = await a.bank.cashOut({ amount: 8_000, bank_account_id: a.accountId });
      const firstId = first.json().data.withdrawal_id as number;
      // 2,000 available: the new cash-out of 9,000 fits only if the rejection lands first.
      const [reject, cashOut] = await Promise.all([
        file.ops('POST', `/withdrawals/${firstId}/reject`, { reason: 'Account closed' }),
        a.bank.cashOut({ amount: 9_000, bank_account_id: a.accountId }),
      ]);
      expect(reject.statusCode).toBe(200);
      expect([200, 409]).toContain(cashOut.statusCode);
      expect(await availableCashback(db(), a.userId)).toBe(cashOut.statusCode === 200 ? 1_000 : 10_000);
      await expectLedgerMatchesWithdrawals(a.userId, 10_000);
    }
  });

  itConcurrently(
    'two rejections and the batch racing for one due withdrawal: the amount comes back once, the file holds it only if the batch won',
    async () => {
      for (let round = 0; round < 5; round++) {
        const a = await agentWith(10_000);
        const id = (await a.bank.cashOut({ amount: 7_000, bank_account_id: a.accountId })).json().data
          .withdrawal_id as number;
        await db().execute(sql`update withdrawals set due_on = current_date - 1 where id = ${id}`);
        const [one, two, batch] = await Promise.all([
          file.ops('POST', `/withdrawals/${id}/reject`, { reason: 'one' }),
          file.ops('POST', `/withdrawals/${id}/reject`, { reason: 'two' }),
          file.ops('POST', '/withdrawals/process', {}),
        ]);
        expect(tally([one, two])).toEqual({ '200': 1, '409 withdrawal_transition_refused': 1 });
        const [row] = await selectRows<{ status: string; processed: boolean }>(
          db(),
          sql`select status, processing_at is not null as processed from withdrawals where id = ${id}`,
        );
        expect(row!.status).toBe('rejected');
        const inFile = (batch.json().data.withdrawals as { id: number }[]).some((w) => w.id === id);
        expect(inFile).toBe(row!.processed);
        expect(await availableCashback(db(), a.userId)).toBe(10_000);
        await expectLedgerMatchesWithdrawals(a.userId, 10_000);
      }
    },
  );
});
