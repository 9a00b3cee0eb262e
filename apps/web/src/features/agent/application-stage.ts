import type { AgentApplication } from '@beauty/shared';

/**
 * Where a member stands with the partner programme: never applied (or rejected long enough ago), the terms
 * to accept (tnc_status Pending), waiting for the shop, or rejected until a day.
 */
export type ApplicationStage =
  | { stage: 'none' }
  | { stage: 'terms' }
  | { stage: 'review'; appliedAt: string }
  | { stage: 'rejected'; reason: string | null; againOn: string | null }
  | { stage: 'approved' };

export function applicationStage(application: AgentApplication | null, today: string): ApplicationStage {
  if (!application) return { stage: 'none' };
  switch (application.status) {
    case 'applied':
      return { stage: 'terms' };
    case 'submitted':
      return application.tnc_status === 'Pending'
        ? { stage: 'terms' }
        : { stage: 'review', appliedAt: application.applied_at };
    case 'approved':
      return { stage: 'approved' };
    case 'rejected': {
      const againOn = application.can_apply_again_on;
      // From the day it names, a rejected member applies as if they never had.
      if (againOn && againOn <= today) return { stage: 'none' };
      return { stage: 'rejected', reason: application.reject_reason, againOn };
    }
  }
}
