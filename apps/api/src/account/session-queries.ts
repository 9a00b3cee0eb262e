import type { OsType } from '@beauty/shared';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { SessionLimits } from '../config';
import { type Db, selectPrepared, selectRows, type Tx } from '../db/client';
import { sessions, type users } from '../db/schema';

/**
 * A session is live while not revoked, used within the idle limit and younger than the absolute limit. An
 * ended one stays in the table (the member's list leaves it out) until `deleteDeadSessions`.
 */
const liveSession = (limits: SessionLimits) =>
  sql`s.revoked_at is null and s.last_seen_at > now() - make_interval(days => ${limits.idleDays})
    and s.created_at > now() - make_interval(days => ${limits.maxDays})`;

/** last_seen_at moves at most this often, so a busy session writes its row every few minutes, not per request. */
const TOUCH_MINUTES = 5;

/**
 * The live session of a token with its member's role, noting its use (last_seen_at) when the last note is
 * older than TOUCH_MINUTES, in the same statement. Every signed-in request runs it, so it is a prepared
 * statement (planned once per connection, not on every request).
 */
export async function findLiveSession(db: Db, tokenHash: string, limits: SessionLimits) {
  const [row] = await selectPrepared<{
    sessionId: number;
    userId: number;
    role: (typeof users.$inferSelect)['role'];
  }>(
    db,
    'live_session',
    sql`with live as (
        select s.id, s.user_id from sessions s where s.token_hash = ${tokenHash} and ${liveSession(limits)}
      ), touched as (
        update sessions set last_seen_at = now()
        where id = (select id from live) and last_seen_at < now() - make_interval(mins => ${TOUCH_MINUTES})
      )
      select live.id as "sessionId", live.user_id as "userId", u.role
      from live join users u on u.id = live.user_id`,
  );
  return row ?? null;
}

/** The member's live sessions, the one used last first. */
export function listLiveSessions(db: Db, userId: number, limits: SessionLimits) {
  return selectRows<{
    id: number;
    client: OsType;
    user_agent: string | null;
    created_at: string;
    last_seen_at: string;
  }>(
    db,
    sql`select s.id, s.client, s.user_agent, s.created_at, s.last_seen_at from sessions s
        where s.user_id = ${userId} and ${liveSession(limits)}
        order by s.last_seen_at desc, s.id desc`,
  );
}

/**
 * Ends the member's live session `sessionId`, or every live one but `keepId` when `sessionId` is null.
 * Answers the sessions ended, with the devices they were started with.
 */
export function endMemberSessions(
  db: Db | Tx,
  userId: number,
  target: { sessionId: number } | { allBut: number },
  limits: SessionLimits,
) {
  const which = 'sessionId' in target ? sql`s.id = ${target.sessionId}` : sql`s.id <> ${target.allBut}`;
  return selectRows<{ id: number; device_token: string | null }>(
    db as Db,
    sql`update sessions s set revoked_at = now(), revoke_reason = 'ended'
        where s.user_id = ${userId} and ${which} and ${liveSession(limits)}
        returning s.id, s.device_token`,
  );
}

/**
 * Deletes sessions that ended more than a month ago (revoked, or past a limit): nothing reads them, and the
 * month keeps a recent one's row for a look after a complaint.
 */
export async function deleteDeadSessions(db: Db, limits: SessionLimits) {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`delete from sessions s
        where s.revoked_at < now() - interval '30 days'
          or s.last_seen_at < now() - make_interval(days => ${limits.idleDays + 30})
          or s.created_at < now() - make_interval(days => ${limits.maxDays + 30})
        returning s.id`,
  );
  return rows.length;
}

export async function insertSession(
  tx: Tx,
  values: {
    userId: number;
    tokenHash: string;
    client: OsType;
    deviceToken: string | null;
    userAgent: string | null;
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
