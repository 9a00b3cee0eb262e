import { VOUCHER_STATUSES } from '@beauty/shared';
import { describe, expect, it } from 'vitest';
import { canMove, memberActor, OPERATOR, systemActor } from '../db/lifecycle';
import { vouchers } from '../db/schema';
import { VOUCHER_ACTIONS, VOUCHER_LIFECYCLE } from './voucher-lifecycle';

/** Every allowed move, written out independently of the table: status, action, actor's role, result. */
const ALLOWED = [
  ['active', 'use', 'operator', 'used'],
  ['active', 'expire', 'system', 'expired'],
  ['active', 'void', 'member', 'void'],
  ['active', 'void', 'operator', 'void'],
  ['active', 'void', 'system', 'void'],
] as const;
const ROLES = ['member', 'operator', 'system', 'payment'] as const;
const allowed = new Set(ALLOWED.map(([s, a, r]) => `${s} ${a} ${r}`));

describe('voucher lifecycle', () => {
  it('covers every status of the vouchers table', () => {
    expect([...VOUCHER_STATUSES].sort()).toEqual([...vouchers.status.enumValues].sort());
    expect([...VOUCHER_ACTIONS].sort()).toEqual(['expire', 'use', 'void']);
  });

  it(`allows ${ALLOWED.length} moves and refuses every other status, action and actor`, () => {
    for (const status of VOUCHER_STATUSES)
      for (const action of VOUCHER_ACTIONS)
        for (const role of ROLES)
          expect(canMove(VOUCHER_LIFECYCLE, status, action, role), `${status} ${action} ${role}`).toBe(
            allowed.has(`${status} ${action} ${role}`),
          );
    for (const [, action, , to] of ALLOWED) expect(VOUCHER_LIFECYCLE.transitions[action].to).toBe(to);
  });

  it('moves only active vouchers: used, expired and void are final', () => {
    const actors = [memberActor(1), OPERATOR, systemActor('wallet.expire-vouchers')];
    for (const status of ['used', 'expired', 'void'] as const)
      for (const action of VOUCHER_ACTIONS)
        for (const actor of actors) expect(canMove(VOUCHER_LIFECYCLE, status, action, actor)).toBe(false);
  });
});
