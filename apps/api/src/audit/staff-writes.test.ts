import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../db/client';
import { makeAgent } from '../test/agents';
import { testAppPerFile } from '../test/app';
import { logIn } from '../test/members';

/*
 * Staff writes that are not lifecycle moves record their audit row through recordAudit in their own
 * transaction: one row each, with before and after, the reason and the call (through the operator API here,
 * as `npm run ops` calls them). A refused write leaves none.
 */

const file = testAppPerFile();
const { ops, db } = file;

const auditOf = (action: string, recordId: number) =>
  selectRows<Record<string, unknown>>(
    db(),
    sql`select actor_kind, actor_name, record_type, before, after, reason, request_id is not null as with_call
      from audit_log where action = ${action} and record_id = ${String(recordId)} order by id`,
  );

const OPERATOR_CALL = { actor_kind: 'operator', actor_name: 'operator', with_call: true };

describe('staff writes outside a lifecycle', () => {
  it("a points adjustment: the member's balance before and after, with its reason; none when refused", async () => {
    const member = await logIn(file.t, { points: 100 });
    const url = `/members/${member.userId}/points`;
    expect((await ops('POST', url, { points: 50, reason: 'Goodwill' })).statusCode).toBe(200);
    expect((await ops('POST', url, { points: -500, reason: 'Too much' })).statusCode).toBe(409);
    expect(await auditOf('wallet.adjust_points', member.userId)).toEqual([
      {
        ...OPERATOR_CALL,
        record_type: 'users',
        before: { point_available: 100 },
        after: { point_available: 150, points_adjusted: 50 },
        reason: 'Goodwill',
      },
    ]);
  });

  it('a voucher issued: the voucher as created, its note as the reason', async () => {
    const member = await logIn(file.t);
    const res = await ops('POST', '/vouchers', { user_id: member.userId, value_cents: 3000, note: 'Sorry' });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    const [row, ...more] = await auditOf('voucher.issue', id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ ...OPERATOR_CALL, record_type: 'vouchers', before: null, reason: 'Sorry' });
    expect(row!.after).toMatchObject({ id, status: 'active' });
  });

  it("a rank change: the agent's rank before and after, with the reason; none when the rank stays", async () => {
    const agent = await makeAgent(file.t);
    const set = (rank: string) =>
      ops('POST', '/agents/rank', { user_id: agent.userId, rank, reason: 'review' });
    expect((await set('gold')).statusCode).toBe(200);
    expect((await set('gold')).statusCode).toBe(200);
    expect(await auditOf('agent.set_rank', agent.userId)).toEqual([
      {
        ...OPERATOR_CALL,
        record_type: 'users',
        before: { agent_rank: 'silver' },
        after: { agent_rank: 'gold' },
        reason: 'review',
      },
    ]);
  });
});
