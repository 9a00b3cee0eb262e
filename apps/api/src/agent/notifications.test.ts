import { cashOutDueOn, notificationText, shopToday } from '@beauty/shared';
import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../test/app';
import { logIn, type Member } from '../test/members';
import { expectAnnounced, notificationCount, notificationsOf, registerDevice } from '../test/notifications';
import { bankClient, DBS_ACCOUNT, giveCashback } from '../test/withdrawals';

/*
 * What the partner programme tells a member: their application approved or rejected (with the reason), a
 * withdrawal paid or rejected (with the reason). Each once, in the move's transaction, with its facts, link
 * and a delivery per device; a move the lifecycle refuses says nothing.
 */

const file = testAppPerFile();
const db = () => file.db();

async function withDevice(member: Member) {
  return [await registerDevice(file.t, member), await registerDevice(file.t, member, 'huawei')];
}

const ok = async (res: Promise<{ statusCode: number; body: string }>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
};

/** A member's application, applied and with the terms accepted, awaiting the operator. */
async function submitted(member: Member): Promise<number> {
  const call = (method: 'POST' | 'PUT', url: string) =>
    file.t.app.inject({
      method,
      url: `/api/agent${url}`,
      payload: {},
      headers: { authorization: `Bearer ${member.token}` },
    });
  const applied = await call('POST', '/application');
  expect(applied.statusCode, applied.body).toBe(200);
  await ok(call('PUT', '/tnc?agree=true'));
  return applied.json().data.id as number;
}

describe('partner applications', () => {
  it('tells the member of the approval, once, opening the partner dashboard', async () => {
    const member = await logIn(file.t);
    const devices = await withDevice(member);
    const id = await submitted(member);
    await ok(file.ops('POST', `/agent-applications/${id}/approve`));
    const before = await notificationCount(db());
    expect((await file.ops('POST', `/agent-applications/${id}/approve`)).statusCode).toBe(409);
    expect(await notificationCount(db())).toBe(before);
    await expectAnnounced(
      db(),
      member.userId,
      { kind: 'partner_approved', facts: {}, link: '/agent' },
      devices,
    );
  });

  it('tells the member of a rejection with its reason, opening the profile', async () => {
    const member = await logIn(file.t);
    const devices = await withDevice(member);
    const id = await submitted(member);
    await ok(file.ops('POST', `/agent-applications/${id}/reject`, { reason: 'Incomplete profile' }));
    const n = await expectAnnounced(
      db(),
      member.userId,
      { kind: 'partner_rejected', facts: { reason: 'Incomplete profile' }, link: '/profile' },
      devices,
    );
    expect(notificationText('partner_rejected', n.facts as never, 'zh').body).toBe(
      '您的合作伙伴申请未通过：Incomplete profile',
    );
  });
});

describe('withdrawals', () => {
  /** An agent's requested withdrawal of `cents` to a saved DBS account. */
  async function requested(cents: number) {
    const agent = await logIn(file.t, { role: 'agent' });
    const devices = await withDevice(agent);
    const bank = bankClient(file.t.app, agent.token);
    await giveCashback(db(), agent.userId, cents);
    const accountId = (await bank.save(DBS_ACCOUNT)).json().data.id as number;
    const res = await bank.cashOut({ amount: cents, bank_account_id: accountId });
    expect(res.statusCode, res.body).toBe(200);
    return { agent, devices, id: res.json().data.withdrawal_id as number };
  }

  const link = '/agent?tab=cash_back';

  it('tells the partner a processed withdrawal is paid, once; processing itself is no news', async () => {
    const { agent, devices, id } = await requested(6_000);
    await ok(file.ops('POST', '/withdrawals/process', { date: cashOutDueOn(shopToday()) }));
    expect(await notificationsOf(db(), agent.userId)).toEqual([]);
    await ok(file.ops('POST', `/withdrawals/${id}/pay`));
    expect((await file.ops('POST', `/withdrawals/${id}/pay`)).statusCode).toBe(409);
    const n = await expectAnnounced(
      db(),
      agent.userId,
      { kind: 'withdrawal_paid', facts: { amount_cents: 6_000, currency: 'SGD' }, link },
      devices,
    );
    expect(notificationText('withdrawal_paid', n.facts as never, 'en').body).toBe(
      'S$60.00 has been paid to your bank account.',
    );
  });

  it('tells the partner of a rejection, with the reason and the amount back', async () => {
    const { agent, devices, id } = await requested(5_500);
    await ok(file.ops('POST', `/withdrawals/${id}/reject`, { reason: 'Name does not match' }));
    expect((await file.ops('POST', `/withdrawals/${id}/reject`, { reason: 'again' })).statusCode).toBe(409);
    const n = await expectAnnounced(
      db(),
      agent.userId,
      {
        kind: 'withdrawal_rejected',
        facts: { amount_cents: 5_500, currency: 'SGD', reason: 'Name does not match' },
        link,
      },
      devices,
    );
    expect(notificationText('withdrawal_rejected', n.facts as never, 'en').body).toBe(
      'Your withdrawal of S$55.00 was rejected and returned to your cash back: Name does not match',
    );
  });
});
