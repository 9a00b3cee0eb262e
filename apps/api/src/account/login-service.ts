import type { LoginRequest, OsType, Session } from '@beauty/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../http/errors';
import { forgetDevice, registerDevice } from '../notification';
import { attemptFailed, attemptSucceeded, beginLoginAttempt, isKnownPlace } from './login-throttle';
import { verifyPassword, verifyPasswordOrDecoy } from './password';
import { loadProfile } from './profile';
import { findUserByMobile } from './profile-queries';
import { insertSession, revokeOtherSessions, revokeSession } from './session-queries';
import { hashToken, newSessionToken } from './tokens';

/** Where a login comes from: its address (the throttle) and User-Agent (the member's list of sessions). */
export type LoginOrigin = { ip: string; userAgent: string | null };

/** Logs in, throttled by number and address together (login-throttle.ts). */
export async function login(db: Db, input: LoginRequest, from: LoginOrigin): Promise<Session> {
  const { ip } = from;
  const attempt = { countryId: input.country_id, mobile: input.mobile, ip };
  const user = await findUserByMobile(db, input.country_id, input.mobile);
  const knownPlace = await isKnownPlace(db, user?.id ?? 0, ip);
  const attemptId = await beginLoginAttempt(db, attempt, { knownPlace, inFlight: true });
  const valid = await verifyPasswordOrDecoy(user?.passwordHash ?? null, input.password);
  if (!user || !valid) {
    await attemptFailed(db, attemptId);
    throw AppError.badRequest('invalid_id_or_password');
  }
  await attemptSucceeded(db, attemptId, attempt, user.id);
  return startSession(db, user.id, input.os_type, input.device_token ?? null, from.userAgent);
}

/** A new session for the member; a web session replaces the member's earlier web session. */
export async function startSession(
  db: Db,
  userId: number,
  client: OsType,
  deviceToken: string | null,
  userAgent: string | null,
): Promise<Session> {
  const token = newSessionToken();
  const profile = await db.transaction(async (tx) => {
    // Two logins at once must not both survive: they queue on the member's row.
    await tx.execute(sql`select 1 from ${users} where id = ${userId} for update`);
    const sessionId = await insertSession(tx, {
      userId,
      tokenHash: hashToken(token),
      client,
      deviceToken,
      userAgent: userAgent?.slice(0, 512) ?? null,
    });
    if (client === 'web') await revokeOtherSessions(tx, userId, client, sessionId);
    if (deviceToken) await registerDevice(tx, { userId, token: deviceToken, osType: client });
    return loadProfile(tx, userId);
  });
  return { token, profile };
}

/**
 * Ends this session only: the member's other sessions (another device, the app) stay signed in. The device
 * it names (or the one the session was started with) gets no more of the member's pushes; a token that is
 * not the member's is left alone.
 */
export async function logout(
  db: Db,
  member: { userId: number; sessionId: number },
  deviceToken: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [session] = await revokeSession(tx, member.sessionId, 'logout');
    const device = deviceToken ?? session?.deviceToken;
    if (device) await forgetDevice(tx, member.userId, device);
  });
}

/**
 * Checks a signed-in member's password before a move that needs it again (a point transfer) as login checks
 * it, from the same address: refused (429 login_locked) while failed logins lock the number from there, and a
 * wrong password counts as a failed login, so guessing it here locks login as well. Answers whether the
 * password is right.
 */
export async function confirmPassword(
  db: Db,
  userId: number,
  password: string,
  ip: string,
): Promise<boolean> {
  const [user] = await db
    .select({ countryId: users.countryId, mobile: users.mobile, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw AppError.unauthorized();
  const attempt = { countryId: user.countryId, mobile: user.mobile, ip };
  // A signed-in member is where they sign in: a number-wide lock by strangers does not stop them here.
  const attemptId = await beginLoginAttempt(db, attempt, { knownPlace: true, inFlight: false });
  // Checked in full every time: a remembered answer would live in one instance's memory only.
  if (!(await verifyPassword(user.passwordHash, password))) {
    await attemptFailed(db, attemptId);
    return false;
  }
  await attemptSucceeded(db, attemptId, attempt, userId);
  return true;
}
