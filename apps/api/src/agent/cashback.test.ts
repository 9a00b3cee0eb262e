import { cashbackOf } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cashbackOfOrder,
  lineIdsOf,
  makeAgent,
  makeReferred,
  payTestOrder,
  requestTestReturn,
} from '../test/agents';
import { testAppPerFile } from '../test/app';
import { makeProduct } from '../test/catalogue';
import { logIn } from '../test/members';
import { insertOrder } from '../test/orders';
import { cashbackBalance } from './ledger';

/*
 * Cash-back as the order's moves make it (ORDER_EFFECTS): earned pending when a team member's order is paid,
 * available when it completes, void when it is cancelled, reversed for what a refund gives back.
 */

const shop = testAppPerFile();
const db = () => shop.db();

/** An unpaid order of `userId` for one unit of each price given, with a delivery fee and points if told. */
async function unpaidOrder(
  userId: number,
  prices: number[],
  extra: { shippingCents?: number; pointsRedeemed?: number; currency?: 'SGD' | 'MYR' } = {},
) {
  const lines = [];
  for (const unit of prices) {
    const product = await makeProduct(db(), { variations: [{ unit }] });
    lines.push({ variationId: product.variationId, quantity: 1 });
  }
  const order = await insertOrder(db(), {
    userId,
    lines,
    ...(extra.pointsRedeemed ? { pointsRedeemed: extra.pointsRedeemed } : {}),
    ...(extra.currency ? { currency: extra.currency } : {}),
  });
  if (extra.shippingCents)
    await db().execute(
      sql`update orders set shipping_fee_cents = ${extra.shippingCents},
        total_cents = total_cents + ${extra.shippingCents} where id = ${order.id}`,
    );
  return order;
}

const ops = async (po: string, command: string) => {
  const res = await shop.ops('POST', `/orders/${po}/${command}`);
  expect(res.statusCode, res.body).toBe(200);
};

async function delivered(userId: number, prices: number[]) {
  const order = await unpaidOrder(userId, prices);
  await payTestOrder(db(), order.id);
  await ops(order.poNumber, 'ship');
  await ops(order.poNumber, 'deliver');
  return order;
}

describe('a team member pays an order', () => {
  it('earns the agent its rank’s rate of the goods paid: after discounts and points, without delivery', async () => {
    const agent = await makeAgent(shop.t, 'gold');
    const member = await makeReferred(shop.t, agent.userId);
    // 20.00 + 35.00 of goods, 3.00 of it paid with points, 5.00 delivery: 52.00 of goods paid.
    const order = await unpaidOrder(member.userId, [2000, 3500], { shippingCents: 500, pointsRedeemed: 300 });
    await payTestOrder(db(), order.id);
    expect(await cashbackOfOrder(db(), order.id)).toEqual([
      {
        agent_id: agent.userId,
        member_id: member.userId,
        kind: 'earned',
        status: 'pending',
        amount_cents: cashbackOf(5200, 700),
        goods_cents: 5200,
        rate_bps: 700,
      },
    ]);
    expect(await cashbackBalance(db(), agent.userId)).toEqual({ available: 0, pending: 364, withdrawn: 0 });
  });

  it('keeps the rate of the rank at payment when the rank changes later', async () => {
    const agent = await makeAgent(shop.t, 'silver');
    const member = await makeReferred(shop.t, agent.userId);
    const order = await unpaidOrder(member.userId, [10_000]);
    await payTestOrder(db(), order.id);
    await db().execute(sql`update users set agent_rank = 'executive' where id = ${agent.userId}`);
    await ops(order.poNumber, 'ship');
    await ops(order.poNumber, 'deliver');
    await ops(order.poNumber, 'complete');
    expect(await cashbackOfOrder(db(), order.id)).toMatchObject([
      { status: 'available', amount_cents: 500, rate_bps: 500 },
    ]);
  });

  it('earns nothing for an agent’s own order, an agent’s referral who is an agent, or a member’s referral', async () => {
    const agent = await makeAgent(shop.t);
    const agentInTeam = await makeReferred(shop.t, agent.userId, { role: 'agent' });
    const plain = await logIn(shop.t);
    const friend = await makeReferred(shop.t, plain.userId);
    for (const userId of [agent.userId, agentInTeam.userId, friend.userId]) {
      const order = await unpaidOrder(userId, [5000]);
      await payTestOrder(db(), order.id);
      expect(await cashbackOfOrder(db(), order.id)).toEqual([]);
    }
  });

  it('earns nothing on an order in another currency than the shop’s, nor when it rounds to 0', async () => {
    const agent = await makeAgent(shop.t);
    const member = await makeReferred(shop.t, agent.userId);
    const ringgit = await unpaidOrder(member.userId, [5000], { currency: 'MYR' });
    const tiny = await unpaidOrder(member.userId, [19]);
    for (const order of [ringgit, tiny]) {
      await payTestOrder(db(), order.id);
      expect(await cashbackOfOrder(db(), order.id)).toEqual([]);
    }
  });

  it('earns once however often the pay effect runs', async () => {
    const agent = await makeAgent(shop.t);
    const member = await makeReferred(shop.t, agent.userId);
    const order = await unpaidOrder(member.userId, [4000]);
    await payTestOrder(db(), order.id);
    const { earnCashback } = await import('./ledger');
    await db().transaction((tx) => earnCashback(tx, order.id));
    expect(await cashbackOfOrder(db(), order.id)).toHaveLength(1);
  });
});

describe('the order moves on', () => {
  it('completed: the cash-back becomes available', async () => {
    const agent = await makeAgent(shop.t);
    const member = await makeReferred(shop.t, agent.userId);
    const order = await delivered(member.userId, [4000]);
    expect(await cashbackBalance(db(), agent.userId)).toMatchObject({ available: 0, pending: 200 });
    await ops(order.poNumber, 'complete');
    expect(await cashbackBalance(db(), agent.userId)).toMatchObject({ available: 200, pending: 0 });
  });

  it('a voucher-only order is completed when paid: available at once', async () => {
    const agent = await makeAgent(shop.t);
    const member = await makeReferred(shop.t, agent.userId);
    const order = await insertOrder(db(), { userId: member.userId, totalCents: 8000 });
    await db().execute(sql`update orders set voucher_only = true where id = ${order.id}`);
    await payTestOrder(db(), order.id);
    expect(await cashbackOfOrder(db(), order.id)).toMatchObject([
      { kind: 'earned', status: 'available', amount_cents: 400 },
    ]);
  });

  it('cancelled after payment: the cash-back is void', async () => {
    const agent = await makeAgent(shop.t);
    const member = await makeReferred(shop.t, agent.userId);
    const order = await unpaidOrder(member.userId, [4000]);
    await payTestOrder(db(), order.id);
    await ops(order.poNumber, 'cancel');
    expect(await cashbackOfOrder(db(), order.id)).toMatchObject([{ kind: 'earned', status: 'void' }]);
    expect(await cashbackBalance(db(), agent.userId)).toEqual({ available: 0, pending: 0, withdrawn: 0 });
  });

  it('a return rejected: the order is final, its cash-back available', async () => {
    const agent = await makeAgent(shop.t);
    const member = await makeReferred(shop.t, agent.userId);
    const order = await delivered(member.userId, [4000]);
    await requestTestReturn(db(), order.id);
    await ops(order.poNumber, 'reject-return');
    expect(await cashbackOfOrder(db(), order.id)).toMatchObject([{ kind: 'earned', status: 'available' }]);
  });

  it('part returned and refunded: the returned share reversed, the rest available', async () => {
    const agent = await makeAgent(shop.t, 'gold');
    const member = await makeReferred(shop.t, agent.userId);
    const order = await delivered(member.userId, [2000, 3000]);
    const [first] = await lineIdsOf(db(), order.id);
    await requestTestReturn(db(), order.id, [first!]);
    await ops(order.poNumber, 'approve-return');
    await ops(order.poNumber, 'refund');
    // 50.00 earned 3.50 at 7 %; 30.00 kept earns 2.10, so 1.40 comes back.
    expect(await cashbackOfOrder(db(), order.id)).toEqual([
      expect.objectContaining({ kind: 'earned', status: 'available', amount_cents: 350, goods_cents: 5000 }),
      expect.objectContaining({
        kind: 'reversed',
        status: 'available',
        amount_cents: -140,
        goods_cents: -2000,
      }),
    ]);
    expect(await cashbackBalance(db(), agent.userId)).toMatchObject({ available: 210, pending: 0 });
  });

  it('all returned and refunded: the order nets to zero', async () => {
    const agent = await makeAgent(shop.t, 'platinum');
    const member = await makeReferred(shop.t, agent.userId);
    const order = await delivered(member.userId, [1999, 2999]);
    await requestTestReturn(db(), order.id);
    await ops(order.poNumber, 'approve-return');
    await ops(order.poNumber, 'refund');
    const entries = await cashbackOfOrder(db(), order.id);
    expect(entries.map((e) => [e.kind, e.amount_cents])).toEqual([
      ['earned', 499],
      ['reversed', -499],
    ]);
    expect(await cashbackBalance(db(), agent.userId)).toEqual({ available: 0, pending: 0, withdrawn: 0 });
  });
});
