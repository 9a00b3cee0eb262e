import type { MemberSession } from '@beauty/shared';
import type { SessionLimits } from '../config';
import type { Db } from '../db/client';
import { DomainError } from '../errors';
import type { Member } from '../http/viewer';
import { forgetDevice } from '../notification';
import { endMemberSessions, listLiveSessions } from './session-queries';
import { deviceOf } from './user-agent';

export async function memberSessions(
  db: Db,
  member: Member,
  limits: SessionLimits,
): Promise<MemberSession[]> {
  const rows = await listLiveSessions(db, member.userId, limits);
  return rows.map((row) => ({
    id: row.id,
    client: row.client,
    ...deviceOf(row.user_agent),
    created_at: new Date(row.created_at).toISOString(),
    last_seen_at: new Date(row.last_seen_at).toISOString(),
    current: row.id === member.sessionId,
  }));
}

/**
 * Ends one of the member's sessions, or all but one, as a logout there would: the devices they were started
 * with get no more of the member's pushes. One that is not the member's live session is not found.
 */
export async function endSessions(
  db: Db,
  member: Member,
  target: { sessionId: number } | { allBut: number },
  limits: SessionLimits,
): Promise<{ ended: number }> {
  return db.transaction(async (tx) => {
    const ended = await endMemberSessions(tx, member.userId, target, limits);
    if ('sessionId' in target && ended.length === 0) throw new DomainError('session_not_found');
    for (const session of ended) {
      if (session.device_token) await forgetDevice(tx, member.userId, session.device_token);
    }
    return { ended: ended.length };
  });
}
