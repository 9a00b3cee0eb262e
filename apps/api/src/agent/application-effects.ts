import { becomeAgent } from '../account';
import type { Tx } from '../db/client';
import { DomainError } from '../errors';
import { notify } from '../notification';
import type { MovedApplication } from './lifecycle';
import { recordRankChange } from './rank-queries';

/*
 * The effects of an application's moves (lifecycle.ts APPLICATION_EFFECTS). Function declarations, so the
 * table can name them whichever module is loaded first.
 */

/** Approved: the applicant becomes an agent of rank silver, and the rank's history says why. */
export async function makeApplicantAgent(tx: Tx, application: MovedApplication): Promise<undefined> {
  if (!(await becomeAgent(tx, application.user_id, 'silver'))) throw new DomainError('agent_already');
  await recordRankChange(tx, {
    agentId: application.user_id,
    from: null,
    to: 'silver',
    source: 'approval',
    reason: `application ${application.id}`,
  });
}

/** Approved: the member hears of it, and the notification opens their partner dashboard. */
export async function announceApproval(tx: Tx, application: MovedApplication): Promise<undefined> {
  await notify(
    tx,
    application.user_id,
    { kind: 'partner_approved', facts: {}, link: '/agent' },
    `partner_approved:${application.id}`,
  );
}

/** Rejected: the member hears of it with the operator's reason; the profile is where they may apply again. */
export async function announceRejection(tx: Tx, application: MovedApplication): Promise<undefined> {
  await notify(
    tx,
    application.user_id,
    { kind: 'partner_rejected', facts: { reason: application.reject_reason ?? '' }, link: '/profile' },
    `partner_rejected:${application.id}`,
  );
}
