import { describe, expect, it } from 'vitest';
import { nextState } from '../db/lifecycle';
import { ORDER_STATUSES } from '../db/schema';
import { DomainError } from '../errors';
import { statusOf } from '../http/error-status';
import { thrownBy } from '../test/refusals';
import { issueVouchers, scheduleEarnedPoints } from './effects';
import {
  canTransition,
  ORDER_ACTIONS,
  ORDER_ACTORS,
  ORDER_EFFECTS,
  ORDER_LIFECYCLE,
  ORDER_TRANSITIONS,
  type OrderAction,
  type OrderActor,
  type OrderStatus,
  payAction,
} from './lifecycle';

/**
 * Every allowed move, written out independently of the table in lifecycle.ts: status, action, actor, result.
 * Every other (status, action, actor) combination must be refused.
 */
const ALLOWED: [OrderStatus, OrderAction, OrderActor, OrderStatus][] = [
  ['to_pay', 'pay', 'payment', 'to_ship'],
  ['to_pay', 'pay_vouchers', 'payment', 'completed'],
  ['to_pay', 'cancel', 'member', 'cancelled'],
  ['to_pay', 'cancel', 'operator', 'cancelled'],
  ['to_pay', 'expire', 'system', 'cancelled'],
  ['to_ship', 'cancel', 'member', 'cancelled'],
  ['to_ship', 'cancel', 'operator', 'cancelled'],
  ['to_ship', 'ship', 'operator', 'to_receive'],
  ['to_receive', 'fail_delivery', 'operator', 'to_receive'],
  ['to_receive', 'reschedule', 'member', 'to_receive'],
  ['to_receive', 'deliver', 'operator', 'delivered'],
  ['delivered', 'complete', 'system', 'completed'],
  ['delivered', 'complete', 'operator', 'completed'],
  ['delivered', 'complete', 'member', 'completed'],
  ['delivered', 'request_return', 'member', 'return_requested'],
  ['return_requested', 'approve_return', 'operator', 'return_approved'],
  ['return_requested', 'reject_return', 'operator', 'return_rejected'],
  ['return_approved', 'refund', 'operator', 'refunded'],
];

const key = (s: string, a: string, r: string) => `${s} ${a} ${r}`;
const allowed = new Map(ALLOWED.map(([s, a, r, to]) => [key(s, a, r), to]));

const combinations = ORDER_STATUSES.flatMap((status) =>
  ORDER_ACTIONS.flatMap((action) => ORDER_ACTORS.map((actor) => [status, action, actor] as const)),
);

describe('order lifecycle', () => {
  it('covers every status, action and actor', () => {
    expect(ORDER_STATUSES).toHaveLength(10);
    expect([...ORDER_ACTIONS].sort()).toEqual(
      [
        'approve_return',
        'cancel',
        'complete',
        'deliver',
        'expire',
        'fail_delivery',
        'pay',
        'pay_vouchers',
        'refund',
        'reject_return',
        'request_return',
        'reschedule',
        'ship',
      ].sort(),
    );
    expect(combinations).toHaveLength(10 * 13 * 4);
  });

  it.each(ALLOWED)('allows %s --%s by %s--> %s', (status, action, actor, to) => {
    expect(canTransition(status, action, actor)).toBe(true);
    expect(nextState(ORDER_LIFECYCLE, status, action, actor)).toBe(to);
  });

  const refused = combinations.filter(([s, a, r]) => !allowed.has(key(s, a, r)));

  it(`refuses the other ${10 * 13 * 4 - ALLOWED.length} combinations with a 409`, () => {
    expect(refused).toHaveLength(10 * 13 * 4 - ALLOWED.length);
    for (const [status, action, actor] of refused) {
      expect(canTransition(status, action, actor), key(status, action, actor)).toBe(false);
      let thrown: unknown;
      try {
        nextState(ORDER_LIFECYCLE, status, action, actor);
      } catch (err) {
        thrown = err;
      }
      expect(thrown, key(status, action, actor)).toBeInstanceOf(DomainError);
      expect(statusOf(thrown as DomainError)).toBe(409);
      expect((thrown as DomainError).key).toBe(
        ORDER_TRANSITIONS[action].refusal ?? 'order_transition_refused',
      );
    }
  });

  it("refuses with the action's own 409, else order_transition_refused", () => {
    expect(thrownBy(() => nextState(ORDER_LIFECYCLE, 'completed', 'cancel', 'member'))).toEqual(
      expect.objectContaining({ status: 409, key: 'order_not_cancellable' }),
    );
    expect(thrownBy(() => nextState(ORDER_LIFECYCLE, 'completed', 'ship', 'operator'))).toEqual(
      expect.objectContaining({ status: 409, key: 'order_transition_refused' }),
    );
  });

  it('has no way out of cancelled, completed, return_rejected or refunded', () => {
    for (const status of ['cancelled', 'completed', 'return_rejected', 'refunded'] as const)
      for (const action of ORDER_ACTIONS)
        for (const actor of ORDER_ACTORS) expect(canTransition(status, action, actor)).toBe(false);
  });
});

describe('order effects', () => {
  it('gives the same back whoever cancels: the member, the shop or the expiry', () => {
    expect(ORDER_EFFECTS.expire).toEqual(ORDER_EFFECTS.cancel);
    expect(ORDER_EFFECTS.cancel.length).toBeGreaterThan(0);
  });

  it('pays a voucher-only order as any other, settling its points as a delivery does, and completes it', () => {
    const { pay, pay_vouchers, complete } = ORDER_EFFECTS;
    expect(pay_vouchers.filter((e) => e !== scheduleEarnedPoints && !complete.includes(e))).toEqual(pay);
    expect(pay_vouchers).toContain(scheduleEarnedPoints);
    expect(pay_vouchers.slice(-complete.length)).toEqual(complete);
    expect(ORDER_EFFECTS.deliver).toContain(scheduleEarnedPoints);
    expect(ORDER_EFFECTS.pay).toContain(issueVouchers);
  });
});

describe('paying by kind of order', () => {
  it('completes a voucher-only order and sends any other to be shipped, each move for its kind only', () => {
    expect(payAction({ voucher_only: true })).toBe('pay_vouchers');
    expect(payAction({ voucher_only: false })).toBe('pay');
    expect(ORDER_TRANSITIONS.pay_vouchers).toMatchObject({ to: 'completed', voucherOnly: true });
    expect(ORDER_TRANSITIONS.pay).toMatchObject({ to: 'to_ship', voucherOnly: false });
  });
});
