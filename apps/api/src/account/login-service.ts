import { createHmac, randomBytes } from 'node:crypto';
import type { LoginRequest, OsType, Session } from '@beauty/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deviceTokens, users } from '../db/schema';
import { AppError } from '../http/errors';
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
    if (deviceToken) {
      await tx
        .insert(deviceTokens)
        .values({ token: deviceToken, userId, osType: client })
        .onConflictDoUpdate({ target: deviceTokens.token, set: { userId, osType: client } });
    }
    return loadProfile(tx, userId);
  });
  return { token, profile };
}

/** Ends this session only: the member's other sessions (another device, the app) stay signed in. */
export async function logout(db: Db, sessionId: number): Promise<void> {
  await revokeSession(db, sessionId, 'logout');
}

/**
 * Passwords confirmed lately, by an HMAC of the member, their password hash and the password under a key of
 * this process: a member sending points again and again types the same password, and argon2 costs about
 * 10 ms of a core each time, which would cap transfers at a few dozen a second. Only a correct password is
 * remembered, so a wrong guess always pays the full check and counts as a failure; a changed password
 * changes the hash and so misses. Kept per process, for minutes, and bounded.
 */
const confirmedPasswords = new Map<string, number>();
const CONFIRMED_FOR_MS = 10 * 60_000;
const MAX_CONFIRMED = 10_000;
const confirmKey = randomBytes(32);

const confirmedKey = (userId: number, passwordHash: string, password: string) =>
  createHmac('sha256', confirmKey).update(`${userId}\0${passwordHash}\0${password}`).digest('base64');

function recentlyConfirmed(key: string): boolean {
  const until = confirmedPasswords.get(key);
  if (until === undefined) return false;
  if (until > Date.now()) return true;
  confirmedPasswords.delete(key);
  return false;
}

function rememberConfirmed(key: string): void {
  confirmedPasswords.delete(key);
  confirmedPasswords.set(key, Date.now() + CONFIRMED_FOR_MS);
  // A Map iterates in insertion order: the first keys are the oldest.
  for (const old of confirmedPasswords.keys()) {
    if (confirmedPasswords.size <= MAX_CONFIRMED) break;
    confirmedPasswords.delete(old);
  }
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
  const key = confirmedKey(userId, user.passwordHash, password);
  if (recentlyConfirmed(key)) return true;
  if (await verifyPassword(user.passwordHash, password)) {
    rememberConfirmed(key);
    return true;
  }
  await recordLoginFailure(db, user.countryId, user.mobile);
  return false;
}
