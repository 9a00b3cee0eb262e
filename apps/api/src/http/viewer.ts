import type { Role } from '@beauty/shared';
import { AppError } from './errors';

/** Who is asking: decides partner prices and ownership. Filled in from the bearer token on each request. */
export type Member = { role: Role; userId: number; sessionId: number };
export type Viewer = { role: 'visitor' } | Member;

export const VISITOR: Viewer = { role: 'visitor' };

/** The signed-in member, or a 401 (which the web app turns into the multiple-login dialog). */
export function requireMember(viewer: Viewer): Member {
  if (viewer.role === 'visitor') throw AppError.unauthorized();
  return viewer;
}
