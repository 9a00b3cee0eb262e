import type { AgentApplicationStatus, MessageKey } from '@beauty/shared';
import type { Tx } from '../db/client';
import { announceApproval, announceRejection, makeApplicantAgent } from './application-effects';

/*
 * The life of a partner application, in one table, with what else happens when it moves. A member applies
 * (applications.ts: a new row, `applied`, while they have no open one and no recent rejection), accepts the
 * partner terms (→ submitted: the spec's tnc_status turns Accepted), and the operator approves (→ approved,
 * the member becomes an agent of rank silver) or rejects with a reason (→ rejected; they may apply again
 * AGENT_REAPPLY_DAYS later). Every move is one conditional update from its `from` states
 * (applications.ts moveApplication), so of two racing moves one applies and its effects run once, in its
 * transaction.
 */

export type ApplicationAction = 'accept_terms' | 'approve' | 'reject';
export type ApplicationActor = 'member' | 'operator';

/** The moved application, as its effects need it. */
export type MovedApplication = { id: number; user_id: number; reject_reason: string | null };
export type ApplicationEffect = (tx: Tx, application: MovedApplication) => Promise<void>;

type Transition = {
  from: readonly AgentApplicationStatus[];
  to: AgentApplicationStatus;
  actor: ApplicationActor;
  /** The column stamped with the move's time. */
  stamp: 'tnc_accepted_at' | 'decided_at';
  /** The 409 when the application is not in a `from` state. */
  refusal: MessageKey;
};

export const APPLICATION_TRANSITIONS: Record<ApplicationAction, Transition> = {
  accept_terms: {
    from: ['applied'],
    to: 'submitted',
    actor: 'member',
    stamp: 'tnc_accepted_at',
    refusal: 'agent_application_not_found',
  },
  // Only once the terms are accepted: the operator approves what the member agreed to.
  approve: {
    from: ['submitted'],
    to: 'approved',
    actor: 'operator',
    stamp: 'decided_at',
    refusal: 'agent_application_not_open',
  },
  reject: {
    from: ['applied', 'submitted'],
    to: 'rejected',
    actor: 'operator',
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
