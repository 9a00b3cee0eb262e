import { describe, expect, it } from 'vitest';
import { returnRequests } from '../db/schema';
import {
  canMoveReturn,
  RETURN_ACTIONS,
  RETURN_STATUSES,
  type ReturnAction,
  type ReturnStatus,
} from './returns-lifecycle';

/** Every allowed move of a return request, written out independently of the table. */
const ALLOWED: [ReturnStatus, ReturnAction][] = [
  ['requested', 'approve'],
  ['requested', 'reject'],
  ['approved', 'refund'],
];
const allowed = new Set(ALLOWED.map(([s, a]) => `${s} ${a}`));
const combinations = RETURN_STATUSES.flatMap((s) => RETURN_ACTIONS.map((a) => [s, a] as const));

describe('return lifecycle', () => {
  it('covers every status of the return_requests table', () => {
    expect([...RETURN_STATUSES].sort()).toEqual([...returnRequests.status.enumValues].sort());
    expect([...RETURN_ACTIONS].sort()).toEqual(['approve', 'refund', 'reject']);
  });

  it(`allows ${ALLOWED.length} moves and refuses the other ${combinations.length - ALLOWED.length}`, () => {
    for (const [status, action] of combinations)
      expect(canMoveReturn(status, action), `${status} ${action}`).toBe(allowed.has(`${status} ${action}`));
  });

  it('has no way out of rejected or refunded', () => {
    for (const action of RETURN_ACTIONS) {
      expect(canMoveReturn('rejected', action)).toBe(false);
      expect(canMoveReturn('refunded', action)).toBe(false);
    }
  });
});
