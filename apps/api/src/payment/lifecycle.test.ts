import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/client';
import { PAYMENT_CONFIRMATION } from '../db/lifecycle';
import { payments } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { logIn } from '../test/members';
import { insertOrder } from '../test/orders';
import {
  canMovePayment,
  movePayment,
  PAYMENT_ACTIONS,
  PAYMENT_STATUSES,
  type PaymentAction,
  type PaymentStatus,
} from './lifecycle';

/** Every allowed move, written out independently of the table: status, action, result. */
const ALLOWED: [PaymentStatus, PaymentAction, PaymentStatus][] = [
  ['pending', 'fail', 'failed'],
  ['failed', 'fail', 'failed'],
  ['pending', 'succeed', 'succeeded'],
  ['failed', 'succeed', 'succeeded'],
  ['succeeded', 'refund', 'refunded'],
  ['pending', 'refund', 'refunded'],
  ['failed', 'refund', 'refunded'],
];
const allowed = new Map(ALLOWED.map(([s, a, to]) => [`${s} ${a}`, to]));
const combinations = PAYMENT_STATUSES.flatMap((s) => PAYMENT_ACTIONS.map((a) => [s, a] as const));

describe('payment lifecycle', () => {
  it('covers every status of the payments table and every action', () => {
    expect([...PAYMENT_STATUSES].sort()).toEqual([...payments.status.enumValues].sort());
    expect([...PAYMENT_ACTIONS].sort()).toEqual(['fail', 'refund', 'succeed']);
  });

  it(`allows the ${ALLOWED.length} moves and refuses the other ${combinations.length - ALLOWED.length}`, () => {
    for (const [status, action] of combinations)
      expect(canMovePayment(status, action), `${status} ${action}`).toBe(allowed.has(`${status} ${action}`));
  });

  it('keeps a success but for its refund, and a refund for good', () => {
    expect(PAYMENT_ACTIONS.filter((a) => canMovePayment('succeeded', a))).toEqual(['refund']);
    expect(PAYMENT_ACTIONS.filter((a) => canMovePayment('refunded', a))).toEqual([]);
  });
});

describe('moving a payment row', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('applies an allowed move once and leaves the row as it was otherwise', async () => {
    const { userId } = await logIn(t);
    const { id: orderId } = await insertOrder(t.database.db, { userId });
    let n = 0;
    for (const [status, action] of combinations) {
      const [row] = await selectRows<{ id: number }>(
        t.database.db,
        sql`insert into payments (order_id, provider, provider_ref, payment_method, amount_cents, currency, status)
          values (${orderId}, 'sandbox', ${`pi_lifecycle_${n++}`}, 'card', 100, 'SGD', ${status}) returning id`,
      );
      const moved = await t.database.db.transaction((tx) =>
        movePayment(tx, row!.id, action, PAYMENT_CONFIRMATION),
      );
      const [after] = await selectRows<{ status: string }>(
        t.database.db,
        sql`select status from payments where id = ${row!.id}`,
      );
      const to = allowed.get(`${status} ${action}`);
      expect({ moved, status: after!.status }, `${status} ${action}`).toEqual({
        moved: to !== undefined,
        status: to ?? status,
      });
      // Whatever it became, it cannot be succeeded twice at once (one success per order): clear it.
      await t.database.db.execute(sql`update payments set status = 'failed' where id = ${row!.id}`);
    }
  });
});
