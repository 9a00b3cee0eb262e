import type { OsType } from '@beauty/shared';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { type Db, selectPrepared, type Tx } from '../db/client';
import { sessions, type users } from '../db/schema';

/**
 * The live session of a bearer token with its member's role. Every signed-in request runs it, so it is a
 * prepared statement (planned once per connection, not on every request).
 */
export async function findLiveSession(db: Db, tokenHash: string) {
  const [row] = await selectPrepared<{
    sessionId: number;
    userId: number;
    role: (typeof users.$inferSelect)['role'];
  }>(
    db,
    'live_session',
    sql`select s.id as "sessionId", s.user_id as "userId", u.role
      from sessions s join users u on u.id = s.user_id
      where s.token_hash = ${tokenHash} and s.revoked_at is null`,
  );
  return row ?? null;
}

export async function insertSession(
  tx: Tx,
  values: {
    userId: number;
    tokenHash: string;
    client: OsType;
    deviceToken: string | null;
  },
) {
  const [row] = await tx.insert(sessions).values(values).returning({ id: sessions.id });
  return row!.id;
}

/** Ends the member's other live sessions of one client kind (a new web login replaces the old one). */
export function revokeOtherSessions(tx: Tx, userId: number, client: OsType, keepId: number) {
  return tx
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokeReason: 'replaced' })
    .where(
      and(
        eq(sessions.userId, userId),
        eq(sessions.client, client as 'web'),
        ne(sessions.id, keepId),
        isNull(sessions.revokedAt),
      ),
    );
}

export function revokeSession(db: Db | Tx, sessionId: number, reason: 'logout' | 'password_changed') {
  return db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ deviceToken: sessions.deviceToken });
}

export function revokeAllSessions(tx: Tx, userId: number, reason: 'password_changed') {
  return tx
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
