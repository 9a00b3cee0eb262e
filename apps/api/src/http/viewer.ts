import type { Role } from '@beauty/shared';
import { DomainError } from '../errors';

/**
 * Who is asking: decides partner prices and ownership. Filled in from the bearer token or the web's session
 * cookie on each request.
 */
export type Member = { role: Role; userId: number; sessionId: number };
export type Viewer = { role: 'visitor' } | Member;

export const VISITOR: Viewer = { role: 'visitor' };

/** The signed-in member, or a 401 (which the web app turns into the multiple-login dialog). */
export function requireMember(viewer: Viewer): Member {
  if (viewer.role === 'visitor') throw new DomainError('unauthorized');
  return viewer;
}

/** The signed-in partner: a 401 for a visitor, a 403 (agent_only) for a member (every agent/* call but the application's). */
export function requireAgent(viewer: Viewer): Member {
  const member = requireMember(viewer);
  if (member.role !== 'agent') throw new DomainError('agent_only');
  return member;
}
