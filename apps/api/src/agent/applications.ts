import { type AgentApplication, tncStatusOf } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../db/client';
import { databaseError, SQLSTATE } from '../db/errors';
import { type Actor, move, requireRole } from '../db/lifecycle';
import { DomainError } from '../errors';
import {
  type ApplicationRow,
  applicationById,
  insertApplication,
  latestApplication,
  openApplicationId,
  reapplyBlockedUntil,
} from './application-queries';
import { APPLICATION_LIFECYCLE } from './lifecycle';

/*
 * Partner applications (agent/application, getapplication, tnc; the operator's approve and reject). The
 * rules: one open application per member (the unique index agent_applications_open_idx, so two requests at
 * once give one application and one 409), none for an agent, none within AGENT_REAPPLY_DAYS of a rejection.
 */

export function toApplication(row: ApplicationRow): AgentApplication {
  return {
    id: row.id,
    status: row.status,
    tnc_status: tncStatusOf(row.status),
    applied_at: row.applied_at,
    tnc_accepted_at: row.tnc_accepted_at,
    decided_at: row.decided_at,
    reject_reason: row.reject_reason,
    can_apply_again_on: row.can_apply_again_on,
  };
}

export async function getApplication(db: Db, userId: number): Promise<AgentApplication | null> {
  const row = await latestApplication(db, userId);
  return row ? toApplication(row) : null;
}

/**
 * A member applies (a new application in its first state, applied): 409 agent_already for an agent, duplicate_agent_application while one is open (also
 * when two arrive at once: the unique index refuses the second), agent_reapply_too_soon (with the date)
 * within AGENT_REAPPLY_DAYS of a rejection. Answers the new application, terms not yet accepted.
 */
export async function apply(db: Db, userId: number, actor: Actor): Promise<AgentApplication> {
  requireRole(actor, ['member']);
  const id = await db
    .transaction(async (tx) => {
      const [user] = await selectRows<{ role: string }>(
        tx as unknown as Db,
        sql`select role from users where id = ${userId}`,
      );
      if (user?.role === 'agent') throw new DomainError('agent_already');
      if (await openApplicationId(tx, userId)) throw new DomainError('duplicate_agent_application');
      const until = await reapplyBlockedUntil(tx, userId);
      if (until) throw new DomainError('agent_reapply_too_soon', { values: { date: until } });
      return insertApplication(tx, userId);
    })
    .catch((err: unknown) => {
      if (databaseError(err)?.code === SQLSTATE.uniqueViolation)
        throw new DomainError('duplicate_agent_application');
      throw err;
    });
  return toApplication((await applicationById(db, id))!);
}

/**
 * PUT agent/tnc: the member accepts the partner terms of their open application (→ submitted). Accepting
 * again changes nothing; without an application awaiting acceptance, 404 agent_application_not_found.
 */
export async function acceptTerms(db: Db, userId: number, actor: Actor): Promise<AgentApplication> {
  await db.transaction(async (tx) => {
    const latest = await latestApplication(tx, userId);
    if (!latest || latest.status === 'approved' || latest.status === 'rejected')
      throw new DomainError('agent_application_not_found');
    // The member's latest application, so their own: no owner condition is needed on the move.
    if (latest.status === 'applied')
      await move(tx, APPLICATION_LIFECYCLE, latest.id, 'accept_terms', actor, {});
  });
  return toApplication((await latestApplication(db, userId))!);
}

/**
 * The operator approves (the member becomes an agent of rank silver) or rejects (with a reason) an
 * application: 404 for an unknown one, 409 agent_application_not_open unless it awaits that decision.
 */
export async function decideApplication(
  db: Db,
  id: number,
  decision: { approve: true } | { approve: false; reason: string },
  actor: Actor,
): Promise<ApplicationRow> {
  await db.transaction(async (tx) => {
    if (decision.approve) await move(tx, APPLICATION_LIFECYCLE, id, 'approve', actor, {});
    else await move(tx, APPLICATION_LIFECYCLE, id, 'reject', actor, { reason: decision.reason });
  });
  return (await applicationById(db, id))!;
}
