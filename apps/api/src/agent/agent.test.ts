import {
  agentApplicationSchema,
  agentStatusSchema,
  agentTransactionAnswerSchema,
  CSV_BOM,
  convertPointAnswerSchema,
  getApplicationAnswerSchema,
  type MessageKey,
  memberTransactionAnswerSchema,
  message,
  myTeamAnswerSchema,
  shopToday,
} from '@beauty/shared';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../db/client';
import { makeAgent, makeReferred, payTestOrder } from '../test/agents';
import { testAppPerFile } from '../test/app';
import { logIn, type Member } from '../test/members';
import { insertOrder } from '../test/orders';
import { pointBalance } from '../wallet/ledger';

/*
 * The agent/* calls as the web app makes them: a member's application, and an agent's status, team,
 * history (and its download) and conversion.
 */

const shop = testAppPerFile();
const db = () => shop.db();

const call = (
  as: Member | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  shop.t.app.inject({
    method,
    url: `/api/agent${url}`,
    payload,
    headers: { ...(as ? { authorization: `Bearer ${as.token}` } : {}), ...headers },
  });

function data(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const refusal = (res: LightMyRequestResponse) => `${res.statusCode} ${res.json().message_key}`;
/** A 400 for one field: its first message, as the form shows it. */
const fieldRefusal = (res: LightMyRequestResponse, field: string) =>
  `${res.statusCode} ${res.json().errors?.[field]?.[0]}`;
const en = (key: MessageKey) => message(key, 'en');

/** A paid order of the member's for `cents` of goods; completed (cash-back available) unless told. */
async function teamOrder(memberId: number, cents: number, complete = true) {
  const order = await insertOrder(db(), { userId: memberId, totalCents: cents });
  await payTestOrder(db(), order.id);
  if (complete) {
    for (const command of ['ship', 'deliver', 'complete'])
      expect((await shop.ops('POST', `/orders/${order.poNumber}/${command}`)).statusCode).toBe(200);
  }
  return order;
}

describe('applying to be a partner', () => {
  it('applies, accepts the terms, and is approved by the operator: an agent of rank silver', async () => {
    const member = await logIn(shop.t);
    expect(getApplicationAnswerSchema.parse(data(await call(member, 'GET', '/getapplication')))).toEqual({
      application: null,
    });
    const applied = agentApplicationSchema.parse(data(await call(member, 'POST', '/application', {})));
    expect(applied).toMatchObject({ status: 'applied', tnc_status: 'Pending', tnc_accepted_at: null });
    expect(refusal(await call(member, 'POST', '/application', {}))).toBe('409 duplicate_agent_application');

    // The operator cannot approve what the member has not agreed to.
    expect((await shop.ops('POST', `/agent-applications/${applied.id}/approve`)).json().message_key).toBe(
      'agent_application_not_open',
    );
    expect(fieldRefusal(await call(member, 'PUT', '/tnc', {}), 'agree')).toBe(
      `400 ${en('partner_terms_required')}`,
    );
    const accepted = agentApplicationSchema.parse(data(await call(member, 'PUT', '/tnc?agree=true')));
    expect(accepted).toMatchObject({ status: 'submitted', tnc_status: 'Accepted' });
    expect(data(await call(member, 'PUT', '/tnc', { agree: true }))).toMatchObject({ status: 'submitted' });
    expect(refusal(await call(member, 'GET', '/status'))).toBe('403 agent_only');

    const listed = data(await shop.ops('GET', '/agent-applications?status=submitted'));
    expect(listed.map((a: { id: number }) => a.id)).toContain(applied.id);
    expect(data(await shop.ops('POST', `/agent-applications/${applied.id}/approve`))).toMatchObject({
      status: 'approved',
    });
    const [user] = await selectRows<{ role: string; agent_rank: string }>(
      db(),
      sql`select role, agent_rank from users where id = ${member.userId}`,
    );
    expect(user).toEqual({ role: 'agent', agent_rank: 'silver' });
    const changes = await selectRows<{ from_rank: string | null; to_rank: string; source: string }>(
      db(),
      sql`select from_rank, to_rank, source from agent_rank_changes where agent_id = ${member.userId}`,
    );
    expect(changes).toEqual([{ from_rank: null, to_rank: 'silver', source: 'approval' }]);
    expect(agentStatusSchema.parse(data(await call(member, 'GET', '/status')))).toMatchObject({
      rank: 'silver',
      rank_display: 'Style Silver',
    });
    expect(refusal(await call(member, 'POST', '/application'))).toBe('409 agent_already');
    expect((await shop.ops('POST', `/agent-applications/${applied.id}/approve`)).statusCode).toBe(409);
  });

  it('rejected with a reason: the member may apply again 30 days later', async () => {
    const member = await logIn(shop.t);
    const applied = data(await call(member, 'POST', '/application'));
    const rejected = data(
      await shop.ops('POST', `/agent-applications/${applied.id}/reject`, { reason: 'Incomplete profile' }),
    );
    expect(rejected).toMatchObject({ status: 'rejected', reject_reason: 'Incomplete profile' });
    const latest = getApplicationAnswerSchema.parse(data(await call(member, 'GET', '/getapplication')));
    expect(latest.application).toMatchObject({ status: 'rejected', reject_reason: 'Incomplete profile' });
    const again = await call(member, 'POST', '/application');
    expect(refusal(again)).toBe('409 agent_reapply_too_soon');
    expect(again.json().error_message).toContain(latest.application!.can_apply_again_on!);

    await db().execute(
      sql`update agent_applications set decided_at = now() - interval '31 days' where id = ${applied.id}`,
    );
    expect(data(await call(member, 'POST', '/application'))).toMatchObject({ status: 'applied' });
    expect(fieldRefusal(await call(member, 'PUT', '/tnc', { agree: 'false' }), 'agree')).toBe(
      `400 ${en('partner_terms_required')}`,
    );
  });

  it('answers 404 to terms without an application, and 401 without login', async () => {
    const member = await logIn(shop.t);
    expect(refusal(await call(member, 'PUT', '/tnc', { agree: true }))).toBe(
      '404 agent_application_not_found',
    );
    for (const [method, url] of [
      ['GET', '/getapplication'],
      ['POST', '/application'],
      ['GET', '/status'],
      ['GET', '/myteam'],
    ] as const)
      expect((await call(null, method, url)).statusCode).toBe(401);
  });
});

describe('the agent calls', () => {
  it('answer 403 agent_only to a member', async () => {
    const member = await logIn(shop.t);
    for (const [method, url] of [
      ['GET', '/status'],
      ['GET', '/myteam'],
      ['GET', `/membertransaction?member_id=${member.userId}`],
      ['GET', '/transaction'],
      ['GET', '/transaction?format=csv'],
      ['POST', '/convert_point?amount=100'],
    ] as const)
      expect(refusal(await call(member, method, url)), url).toBe('403 agent_only');
  });

  it('status: balances, team size and this month’s team sales from the running totals', async () => {
    const agent = await makeAgent(shop.t, 'gold');
    const a = await makeReferred(shop.t, agent.userId);
    const b = await makeReferred(shop.t, agent.userId);
    await teamOrder(a.userId, 10_000);
    await teamOrder(b.userId, 20_000, false);
    const status = agentStatusSchema.parse(data(await call(agent, 'GET', '/status')));
    expect(status).toMatchObject({
      currency: 'SGD',
      rank: 'gold',
      rank_display: 'Style Gold',
      cashback_rate_bps: 700,
      cashback_available: 700,
      cashback_pending: 1400,
      cashback_withdrawn: 0,
      team_size: 2,
      month_team_sales: 30_000,
      point_conversion_rate: 100,
    });
    expect(status.min_withdrawal).toBeGreaterThan(0);
    expect(status.next_cash_out_on >= shopToday()).toBe(true);
  });

  it('myteam: newest members first, paged, with what each brought; membertransaction: 404 outside the team', async () => {
    const agent = await makeAgent(shop.t);
    const first = await makeReferred(shop.t, agent.userId);
    const second = await makeReferred(shop.t, agent.userId);
    await db().execute(
      sql`update users set created_at = now() - interval '1 day' where id = ${first.userId}`,
    );
    const o1 = await teamOrder(first.userId, 4_000);
    await teamOrder(first.userId, 6_000, false);
    const page1 = myTeamAnswerSchema.parse(data(await call(agent, 'GET', '/myteam?per_page=1')));
    expect(page1).toMatchObject({ team_size: 2, total: 2, total_pages: 2, page: 1 });
    expect(page1.members.map((m) => m.member_id)).toEqual([second.userId]);
    const page2 = myTeamAnswerSchema.parse(data(await call(agent, 'GET', '/myteam?per_page=1&page=2')));
    expect(page2.members).toEqual([
      expect.objectContaining({ member_id: first.userId, order_count: 2, purchases: 10_000, cashback: 500 }),
    ]);

    const history = memberTransactionAnswerSchema.parse(
      data(await call(agent, 'GET', `/membertransaction?member_id=${first.userId}`)),
    );
    expect(history.member).toMatchObject({ member_id: first.userId, cashback: 500 });
    expect(history.transactions.map((t) => [t.goods, t.cashback, t.cashback_status])).toEqual([
      [6_000, 300, 'pending'],
      [4_000, 200, 'available'],
    ]);
    expect(history.transactions[1]!.po_number).toBe(o1.poNumber);

    const stranger = await logIn(shop.t);
    const other = await makeAgent(shop.t);
    for (const memberId of [stranger.userId, other.userId, 999_999])
      expect(refusal(await call(agent, 'GET', `/membertransaction?member_id=${memberId}`))).toBe(
        '404 team_member_not_found',
      );
    expect(refusal(await call(other, 'GET', `/membertransaction?member_id=${first.userId}`))).toBe(
      '404 team_member_not_found',
    );
    expect((await call(agent, 'GET', '/membertransaction')).statusCode).toBe(400);
  });

  it('transaction: the history paged, filtered by month and kind, and as a CSV download', async () => {
    const agent = await makeAgent(shop.t);
    const member = await makeReferred(shop.t, agent.userId);
    const order = await teamOrder(member.userId, 10_000);
    data(await call(agent, 'POST', '/convert_point', { amount: 200 }));
    const all = agentTransactionAnswerSchema.parse(data(await call(agent, 'GET', '/transaction')));
    expect(all.entries.map((e) => [e.kind, e.amount, e.status])).toEqual([
      ['converted', -200, 'available'],
      ['earned', 500, 'available'],
    ]);
    expect(all.entries[1]).toMatchObject({ po_number: order.poNumber });
    expect(all.entries[1]!.description).toContain(order.poNumber);
    expect(all.entries[0]!.description).toBe('Converted to 200 points');
    const zh = agentTransactionAnswerSchema.parse(data(await call(agent, 'GET', '/transaction?lang=zh')));
    expect(zh.entries[0]!.description).toBe('返现转积分：200 积分');

    const earned = data(await call(agent, 'GET', '/transaction?kind=earned'));
    expect(earned.entries).toHaveLength(1);
    const month = shopToday().slice(0, 7);
    expect(data(await call(agent, 'GET', `/transaction?month=${month}`)).total).toBe(2);
    expect(data(await call(agent, 'GET', '/transaction?month=2020-01')).total).toBe(0);
    expect((await call(agent, 'GET', '/transaction?month=2020-13')).statusCode).toBe(400);
    expect((await call(agent, 'GET', '/transaction?kind=gift')).statusCode).toBe(400);

    const csv = await call(agent, 'GET', '/transaction?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename=cashback-${shopToday()}.csv`);
    expect(csv.body.startsWith(CSV_BOM)).toBe(true);
    const rows = parse(csv.body.slice(1)) as string[][];
    expect(rows[0]).toEqual(['Date', 'Type', 'Description', 'Amount (SGD)', 'Status']);
    expect(rows.slice(1).map((r) => [r[1], r[3], r[4]])).toEqual([
      ['Converted', '-2', 'Available'],
      ['Earned', '5', 'Available'],
    ]);
    const zhCsv = parse(
      (await call(agent, 'GET', '/transaction?format=csv&kind=earned&lang=zh')).body.slice(1),
    );
    expect(zhCsv).toHaveLength(2);
    expect((zhCsv as string[][])[0]![0]).toBe('日期');
  });

  it('convert_point: available cash-back into points at the rate, both balances in one move', async () => {
    const agent = await makeAgent(shop.t);
    const member = await makeReferred(shop.t, agent.userId);
    await teamOrder(member.userId, 20_000); // 10.00 available
    const before = (await pointBalance(db(), agent.userId)).available;
    const answer = convertPointAnswerSchema.parse(
      data(await call(agent, 'POST', '/convert_point?amount=250')),
    );
    expect(answer).toEqual({
      currency: 'SGD',
      amount: 250,
      points: 250,
      cashback_available: 750,
      point_available: before + 250,
    });
    expect(refusal(await call(agent, 'POST', '/convert_point', { amount: 751 }))).toBe(
      '409 cashback_not_enough',
    );
    for (const amount of [0, -5, 'abc', 1.5])
      expect(fieldRefusal(await call(agent, 'POST', '/convert_point', { amount }), 'amount')).toBe(
        `400 ${en('amount_invalid')}`,
      );
    expect(refusal(await call(agent, 'POST', '/convert_point', {}))).toMatch(/^400 /);

    // At 50 points a dollar, a cent buys half a point: refused rather than converted for nothing.
    await db().execute(sql`update shop_settings set cashback_point_rate = 50`);
    try {
      expect(refusal(await call(agent, 'POST', '/convert_point', { amount: 1 }))).toBe(
        '400 conversion_too_small',
      );
      expect(data(await call(agent, 'POST', '/convert_point', { amount: 3 }))).toMatchObject({ points: 1 });
    } finally {
      await db().execute(sql`update shop_settings set cashback_point_rate = 100`);
    }
  });
});

describe('ranks', () => {
  it('the operator sets a rank by mobile or id, recorded in the history', async () => {
    const agent = await makeAgent(shop.t);
    const [u] = await selectRows<{ mobile: string }>(
      db(),
      sql`select mobile from users where id = ${agent.userId}`,
    );
    expect(data(await shop.ops('POST', '/agents/rank', { mobile: u!.mobile, rank: 'platinum' }))).toEqual({
      agent_id: agent.userId,
      from: 'silver',
      to: 'platinum',
    });
    expect(
      data(await shop.ops('POST', '/agents/rank', { user_id: agent.userId, rank: 'gold', reason: 'review' })),
    ).toMatchObject({ from: 'platinum', to: 'gold' });
    const changes = await selectRows<{ source: string; to_rank: string }>(
      db(),
      sql`select source, to_rank from agent_rank_changes where agent_id = ${agent.userId} order by id`,
    );
    expect(changes).toEqual([
      { source: 'operator', to_rank: 'platinum' },
      { source: 'operator', to_rank: 'gold' },
    ]);
    const member = await logIn(shop.t);
    expect(
      (await shop.ops('POST', '/agents/rank', { user_id: member.userId, rank: 'gold' })).statusCode,
    ).toBe(404);
    expect(
      (await shop.ops('POST', '/agents/rank', { user_id: agent.userId, rank: 'bronze' })).statusCode,
    ).toBe(400);
    const agents = data(await shop.ops('GET', '/agents?limit=1000'));
    expect(agents.find((a: { id: number }) => a.id === agent.userId)).toMatchObject({
      rank: 'gold',
      team_size: 0,
    });
  });
});
