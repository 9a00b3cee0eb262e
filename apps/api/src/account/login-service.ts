import type { LoginRequest, OsType, Session } from '@beauty/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../http/errors';
import { forgetDevice, registerDevice } from '../notification';
import { assertNotLocked, clearLoginFailures, recordLoginFailure } from './login-throttle';
import { hashPassword, verifyPassword } from './password';
import { loadProfile } from './profile';
import { findUserByMobile } from './profile-queries';
import { insertSession, revokeOtherSessions, revokeSession } from './session-queries';
import { hashToken, newSessionToken } from './tokens';

let dummyHash: Promise<string> | undefined;
/** Checked against when the number is unknown, so that case costs the same time as a wrong password. */
const timingDecoy = () => {
  dummyHash ??= hashPassword('no account has this password 0');
  return dummyHash;
};

export async function login(db: Db, input: LoginRequest): Promise<Session> {
  await assertNotLocked(db, input.country_id, input.mobile);
  const user = await findUserByMobile(db, input.country_id, input.mobile);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await verifyPassword(await timingDecoy(), input.password)) && false;
  if (!user || !valid) {
    await recordLoginFailure(db, input.country_id, input.mobile);
    throw AppError.badRequest('invalid_id_or_password');
  }
  await clearLoginFailures(db, input.country_id, input.mobile);
  return startSession(db, user.id, input.os_type, input.device_token ?? null);
}

/** A new session for the member; a web session replaces the member's earlier web session. */
export async function startSession(
  db: Db,
  userId: number,
  client: OsType,
  deviceToken: string | null,
): Promise<Session> {
  const token = newSessionToken();
  const profile = await db.transaction(async (tx) => {
    // Two logins at once must not both survive: they queue on the member's row.
    await tx.execute(sql`select 1 from ${users} where id = ${userId} for update`);
    const sessionId = await insertSession(tx, { userId, tokenHash: hashToken(token), client, deviceToken });
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
 * it: refused (429 login_locked) while failed logins lock their number, and a wrong password counts as a
 * failed login, so guessing it here locks login as well. Answers whether the password is right.
 */
export async function confirmPassword(db: Db, userId: number, password: string): Promise<boolean> {
  const [user] = await db
    .select({ countryId: users.countryId, mobile: users.mobile, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw AppError.unauthorized();
  await assertNotLocked(db, user.countryId, user.mobile);
  // Checked in full every time: a remembered answer would live in one instance's memory only.
  if (await verifyPassword(user.passwordHash, password)) return true;
  await recordLoginFailure(db, user.countryId, user.mobile);
  return false;
}
