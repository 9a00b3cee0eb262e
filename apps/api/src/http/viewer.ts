import type { Role } from '@beauty/shared';

/** Who is asking: decides partner prices and, later, ownership. Accounts fill this in from the bearer token. */
export type Viewer = { role: 'visitor' } | { role: Role; userId: number };

export const VISITOR: Viewer = { role: 'visitor' };
