import { becomeAgent } from '../account';
import type { Tx } from '../db/client';
import { AppError } from '../http/errors';
import type { MovedApplication } from './lifecycle';
import { recordRankChange } from './rank-queries';

/** Approved: the applicant becomes an agent of rank silver, and the rank's history says why. */
export async function makeApplicantAgent(tx: Tx, application: MovedApplication): Promise<void> {
  if (!(await becomeAgent(tx, application.user_id, 'silver'))) throw AppError.conflict('agent_already');
  await recordRankChange(tx, {
    agentId: application.user_id,
    from: null,
    to: 'silver',
    source: 'approval',
    reason: `application ${application.id}`,
  });
}
