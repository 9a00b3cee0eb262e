import type { AgentApplication } from '@beauty/shared';
import { describe, expect, it } from 'vitest';
import { applicationStage } from './application-stage';

describe('the way in', () => {
  const base: AgentApplication = {
    id: 1,
    status: 'applied',
    tnc_status: 'Pending',
    applied_at: '2026-11-20 10:00:00',
    tnc_accepted_at: null,
    decided_at: null,
    reject_reason: null,
    can_apply_again_on: null,
  };

  it('asks for the terms while tnc_status is Pending, then waits for the shop', () => {
    expect(applicationStage(null, '2026-11-27')).toEqual({ stage: 'none' });
    expect(applicationStage(base, '2026-11-27')).toEqual({ stage: 'terms' });
    expect(applicationStage({ ...base, status: 'submitted', tnc_status: 'Accepted' }, '2026-11-27')).toEqual({
      stage: 'review',
      appliedAt: base.applied_at,
    });
  });

  it('shows a rejection with its reason until the day one may apply again', () => {
    const rejected: AgentApplication = {
      ...base,
      status: 'rejected',
      tnc_status: 'Accepted',
      reject_reason: 'Incomplete profile',
      can_apply_again_on: '2026-12-20',
    };
    expect(applicationStage(rejected, '2026-11-27')).toEqual({
      stage: 'rejected',
      reason: 'Incomplete profile',
      againOn: '2026-12-20',
    });
    expect(applicationStage(rejected, '2026-12-20')).toEqual({ stage: 'none' });
  });
});
