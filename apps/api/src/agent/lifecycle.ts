import type { AgentApplicationStatus } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../db/client';
import type { Effect, Lifecycle, Moved, Transition } from '../db/lifecycle';
import { DomainError } from '../errors';
import { announceApproval, announceRejection, makeApplicantAgent } from './application-effects';

/*
 * The life of a partner application, in one table, with what else happens when it moves. A member applies
 * (applications.ts: a new row, `applied`, while they have no open one and no recent rejection), accepts the
 * partner terms (→ submitted: the spec's tnc_status turns Accepted), and the operator approves (→ approved,
 * the member becomes an agent of rank silver) or rejects with a reason (→ rejected; they may apply again
 * AGENT_REAPPLY_DAYS later). Every move is one conditional update from its `from` states (`move` with
 * APPLICATION_LIFECYCLE), so of two racing moves one applies and its effects run once, in its transaction.
 */

export type ApplicationAction = 'accept_terms' | 'approve' | 'reject';

/** The moved application, as its effects need it. */
type ApplicationRow = { user_id: number; reject_reason: string | null };
export type MovedApplication = Moved<AgentApplicationStatus, ApplicationRow>;
/** The operator's reason, kept on a rejected application. */
export type ApplicationFacts = { reason?: string | undefined };
type ApplicationEffect = Effect<AgentApplicationStatus, ApplicationAction, ApplicationRow, ApplicationFacts>;

/** Each action's refusal is its 409 when the application is not in a `from` state (any more). */
export const APPLICATION_TRANSITIONS: Record<ApplicationAction, Transition<AgentApplicationStatus>> = {
  accept_terms: {
    from: ['applied'],
    to: 'submitted',
    actors: ['member'],
    stamp: 'tnc_accepted_at',
    refusal: 'agent_application_not_found',
  },
  // Only once the terms are accepted: the operator approves what the member agreed to.
  approve: {
    from: ['submitted'],
    to: 'approved',
    actors: ['operator'],
    stamp: 'decided_at',
    refusal: 'agent_application_not_open',
  },
  reject: {
    from: ['applied', 'submitted'],
    to: 'rejected',
    actors: ['operator'],
    stamp: 'decided_at',
    refusal: 'agent_application_not_open',
  },
};

/**
 * What else happens, per action, in the move's transaction. The operator's decision is announced to the
 * member (notification/) here, so only a decision that commits is.
 */
export const APPLICATION_EFFECTS: Record<ApplicationAction, readonly ApplicationEffect[]> = {
  accept_terms: [],
  // The member becomes an agent of rank silver, the change recorded (agent_rank_changes, source approval).
  approve: [makeApplicantAgent, announceApproval],
  reject: [announceRejection],
};

/** The application lifecycle as `move` runs it (agent_applications, no history table). No such one: 404. */
export const APPLICATION_LIFECYCLE: Lifecycle<
  AgentApplicationStatus,
  ApplicationAction,
  ApplicationRow,
  ApplicationFacts
> = {
  name: 'agent application',
  table: 'agent_applications',
  transitions: APPLICATION_TRANSITIONS,
  refusal: 'agent_application_not_open',
  returning: sql`id, user_id, reject_reason`,
  set: ({ to, facts }) => [sql`reject_reason = ${to === 'rejected' ? (facts.reason ?? null) : null}`],
  effects: APPLICATION_EFFECTS,
  async explain(tx, id) {
    const [found] = await selectRows(
      tx as unknown as Db,
      sql`select 1 from agent_applications where id = ${id}`,
    );
    if (!found) throw new DomainError('not_found');
  },
};
