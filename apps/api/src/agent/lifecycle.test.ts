import { AGENT_APPLICATION_STATUSES, OPEN_APPLICATION_STATUSES } from '@beauty/shared';
import { describe, expect, it } from 'vitest';
import { announceApproval, announceRejection, makeApplicantAgent } from './application-effects';
import { APPLICATION_EFFECTS, APPLICATION_TRANSITIONS } from './lifecycle';

describe('the application lifecycle', () => {
  it('moves applied → submitted (the member, accepting the terms) → approved or rejected (the operator)', () => {
    expect(APPLICATION_TRANSITIONS.accept_terms).toMatchObject({
      from: ['applied'],
      to: 'submitted',
      actors: ['member'],
    });
    expect(APPLICATION_TRANSITIONS.approve).toMatchObject({
      from: ['submitted'],
      to: 'approved',
      actors: ['operator'],
    });
    expect(APPLICATION_TRANSITIONS.reject).toMatchObject({ to: 'rejected', actors: ['operator'] });
    expect([...APPLICATION_TRANSITIONS.reject.from].sort()).toEqual([...OPEN_APPLICATION_STATUSES].sort());
  });

  it('leaves a decided application where it is: nothing moves from approved or rejected', () => {
    const froms = new Set(Object.values(APPLICATION_TRANSITIONS).flatMap((t) => t.from));
    expect(AGENT_APPLICATION_STATUSES.filter((s) => !froms.has(s))).toEqual(['approved', 'rejected']);
  });

  it('makes the applicant an agent only on approval, and tells them of either decision', () => {
    expect(APPLICATION_EFFECTS.approve).toEqual([makeApplicantAgent, announceApproval]);
    expect(APPLICATION_EFFECTS.reject).toEqual([announceRejection]);
    expect(APPLICATION_EFFECTS.accept_terms).toEqual([]);
  });
});
