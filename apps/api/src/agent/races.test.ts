import { RETURN_WINDOW_DAYS } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { afterAll, expect } from 'vitest';
import { selectRows } from '../db/client';
import { systemActor } from '../db/lifecycle';
import { completeDeliveredOrders } from '../order/expiry';
import {
  cashbackOfOrder,
  cashbackTotalsMismatches,
  lineIdsOf,
  makeAgent,
  makeReferred,
  payTestOrder,
  requestTestReturn,
} from '../test/agents';
import { tally, testAppPerFile } from '../test/app';
import { makeProduct } from '../test/catalogue';
import { logIn, type Member } from '../test/members';
import { insertOrder } from '../test/orders';
import { describeConcurrently, itConcurrently } from '../test/postgres-only';
import { DBS_ACCOUNT, giveCashback } from '../test/withdrawals';
import { pointBalance } from '../wallet/ledger';
import { cashbackBalance } from './ledger';

const COMPLETE_JOB = systemActor('order.complete-delivered');

/*
 * Requests that race for the same application, order or balance, all at once on PostgreSQL: the unique
 * indexes, the order's row lock and conditional moves, and the agent's cashback lock leave one winner, and
 * the ledger's sums and running totals stay what the events imply.
 */

const shop = testAppPerFile();
const db = () => shop.db();

const as = (member: Member, method: 'GET' | 'POST', url: string, payload?: object) =>
  shop.t.app.inject({
    method,
    url: `/api/agent${url}`,
    payload,
    headers: { authorization: `Bearer ${member.token}` },
  });

const ops = (po: string, command: string) => shop.ops('POST', `/orders/${po}/${command}`);

/** A team member's order of two lines (20.00 and 30.00), paid and delivered `daysAgo` days ago. */
async function deliveredOrder(memberId: number, daysAgo = 1) {
  const lines = [];
  for (const unit of [2000, 3000])
    lines.push({
      variationId: (await makeProduct(db(), { variations: [{ unit }] })).variationId,
      quantity: 1,
    });
  const order = await insertOrder(db(), { userId: memberId, lines });
  await payTestOrder(db(), order.id);
  expect((await ops(order.poNumber, 'ship')).statusCode).toBe(200);
  expect((await ops(order.poNumber, 'deliver')).statusCode).toBe(200);
  await db().execute(
    sql`update orders set delivered_at = now() - make_interval(days => ${daysAgo}) where id = ${order.id}`,
  );
  return order;
}

describeConcurrently('racing partner requests', () => {
  afterAll(async () => expect(await cashbackTotalsMismatches(db())).toEqual([]));

  itConcurrently('five applications of one member at once: one application, four 409', async () => {
    for (let round = 0; round < 4; round++) {
      const member = await logIn(shop.t);
      const answers = await Promise.all(Array.from({ length: 5 }, () => as(member, 'POST', '/application')));
      expect(tally(answers)).toEqual({ '200': 1, '409 duplicate_agent_application': 4 });
      const rows = await selectRows(
        db(),
        sql`select 1 from agent_applications where user_id = ${member.userId}`,
      );
      expect(rows).toHaveLength(1);
    }
  });

  itConcurrently(
    'ten conversions of 60 % of the balance at once: one goes through, none overdraws',
    async () => {
      const agent = await makeAgent(shop.t);
      const member = await makeReferred(shop.t, agent.userId);
      for (let i = 0; i < 2; i++) {
        const order = await deliveredOrder(member.userId);
        expect((await ops(order.poNumber, 'complete')).statusCode).toBe(200);
      }
      const { available } = await cashbackBalance(db(), agent.userId); // 2 × 2.50
      expect(available).toBe(500);
      const points = (await pointBalance(db(), agent.userId)).available;
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => as(agent, 'POST', '/convert_point', { amount: 300 })),
      );
      expect(tally(answers)).toEqual({ '200': 1, '409 cashback_not_enough': 9 });
      expect(await cashbackBalance(db(), agent.userId)).toMatchObject({ available: 200 });
      expect((await pointBalance(db(), agent.userId)).available).toBe(points + 300);
    },
  );

  itConcurrently(
    'conversions racing cash-outs of 60 % of the balance: one of them goes through, none overdraws',
    async () => {
      const agent = await makeAgent(shop.t);
      await giveCashback(db(), agent.userId, 10_000);
      await db().execute(sql`update shop_settings set agent_min_withdrawal_cents = 100`);
      const points = (await pointBalance(db(), agent.userId)).available;
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          i % 2
            ? as(agent, 'POST', '/convert_point', { amount: 6_000 })
            : as(agent, 'POST', '/cash_out', { amount: 6_000, one_time: DBS_ACCOUNT }),
        ),
      );
      expect(tally(answers)).toEqual({ '200': 1, '409 cashback_not_enough': 9 });
      const balance = await cashbackBalance(db(), agent.userId);
      expect(balance.available).toBe(4_000);
      const converted = (await pointBalance(db(), agent.userId)).available - points;
      // Either the points or the withdrawal, never both.
      expect(converted === 6_000 ? balance.withdrawn : converted).toBe(0);
      expect(converted === 6_000 || balance.withdrawn === 6_000).toBe(true);
    },
  );

  itConcurrently(
    'a refund racing the completion job and a second refund reverses the cash-back once',
    async () => {
      const agent = await makeAgent(shop.t, 'gold');
      const member = await makeReferred(shop.t, agent.userId);
      for (let round = 0; round < 5; round++) {
        // Past the return window, so the completion job would take it; a return approved for the first line.
        const order = await deliveredOrder(member.userId, RETURN_WINDOW_DAYS + 1);
        const [first] = await lineIdsOf(db(), order.id);
        await requestTestReturn(db(), order.id, [first!]);
        expect((await ops(order.poNumber, 'approve-return')).statusCode).toBe(200);
        const [a, b] = await Promise.all([
          ops(order.poNumber, 'refund'),
          ops(order.poNumber, 'refund'),
          completeDeliveredOrders(db(), COMPLETE_JOB, new Date()),
          ops(order.poNumber, 'complete'),
        ]);
        expect(tally([a!, b!])).toEqual({ '200': 1, '409 order_transition_refused': 1 });
        // 50.00 earned 3.50 at 7 %; the 30.00 kept earns 2.10.
        expect(
          (await cashbackOfOrder(db(), order.id)).map((e) => [e.kind, e.status, e.amount_cents]),
        ).toEqual([
          ['earned', 'available', 350],
          ['reversed', 'available', -140],
        ]);
      }
    },
  );

  itConcurrently(
    'a return asked for as the completion job runs: completed in full or reversed once',
    async () => {
      const agent = await makeAgent(shop.t);
      const member = await makeReferred(shop.t, agent.userId);
      /** The order's cash-back once the race is over: reversed once if the return was asked, else kept. */
      async function expectSettled(order: { id: number; poNumber: string }, returned: boolean) {
        if (returned) {
          expect((await ops(order.poNumber, 'approve-return')).statusCode).toBe(200);
          expect((await ops(order.poNumber, 'refund')).statusCode).toBe(200);
        }
        const entries = (await cashbackOfOrder(db(), order.id)).map((e) => [
          e.kind,
          e.status,
          e.amount_cents,
        ]);
        expect(entries).toEqual(
          returned
            ? [
                ['earned', 'available', 250],
                ['reversed', 'available', -250],
              ]
            : [['earned', 'available', 250]],
        );
      }
      // Each order of the two first, so both outcomes are checked whichever the races below come to.
      const askedFirst = await deliveredOrder(member.userId, RETURN_WINDOW_DAYS + 1);
      await requestTestReturn(db(), askedFirst.id);
      await completeDeliveredOrders(db(), COMPLETE_JOB, new Date());
      await expectSettled(askedFirst, true);
      const completedFirst = await deliveredOrder(member.userId, RETURN_WINDOW_DAYS + 1);
      await completeDeliveredOrders(db(), COMPLETE_JOB, new Date());
      await expect(requestTestReturn(db(), completedFirst.id)).rejects.toThrow();
      await expectSettled(completedFirst, false);

      for (let round = 0; round < 6; round++) {
        const order = await deliveredOrder(member.userId, RETURN_WINDOW_DAYS + 1);
        const [asked] = await Promise.allSettled([
          requestTestReturn(db(), order.id),
          completeDeliveredOrders(db(), COMPLETE_JOB, new Date()),
        ]);
        await expectSettled(order, asked.status === 'fulfilled');
      }
    },
  );
});
