import type { ChangePassword, EditProfile, OsType, UserProfile } from '@beauty/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { databaseError, SQLSTATE } from '../db/errors';
import { languages, users } from '../db/schema';
import { DomainError } from '../errors';
import type { Member } from '../http/viewer';
import { registerDevice } from '../notification';
import { hashPassword, verifyPassword } from './password';
import { loadProfile } from './profile';
import { revokeAllSessions } from './session-queries';

export async function editProfile(db: Db, member: Member, input: EditProfile): Promise<UserProfile> {
  if (input.email !== undefined) {
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${input.email})`, ne(users.id, member.userId)));
    if (other) throw new DomainError('email_taken', { fields: { email: ['email_taken'] } });
  }
  if (input.language_id !== undefined) {
    const [language] = await db
      .select({ id: languages.id })
      .from(languages)
      .where(eq(languages.id, input.language_id));
    if (!language) throw new DomainError('validation_failed', { fields: { language_id: ['invalid_value'] } });
  }
  const changes = {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.full_name !== undefined && { fullName: input.full_name }),
    ...(input.email !== undefined && { email: input.email }),
    ...(input.birthday !== undefined && { birthday: input.birthday }),
    ...(input.gender !== undefined && { gender: input.gender }),
    ...(input.language_id !== undefined && { languageId: input.language_id }),
  };
  try {
    await db.update(users).set(changes).where(eq(users.id, member.userId));
  } catch (err) {
    if (databaseError(err)?.code === SQLSTATE.uniqueViolation) {
      throw new DomainError('email_taken', { fields: { email: ['email_taken'] } });
    }
    throw err;
  }
  return loadProfile(db, member.userId);
}

async function passwordHashOf(db: Db, userId: number) {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row) throw new DomainError('unauthorized');
  return row.hash;
}

export async function checkCurrentPassword(
  db: Db,
  member: Member,
  password: string,
): Promise<{ is_valid: true }> {
  if (!(await verifyPassword(await passwordHashOf(db, member.userId), password))) {
    throw new DomainError('current_password_wrong', {
      fields: { current_password: ['current_password_wrong'] },
    });
  }
  return { is_valid: true };
}

/** Changes the password after checking the current one; every session ends, this one included. */
export async function changePassword(
  db: Db,
  member: Member,
  input: ChangePassword,
): Promise<{ changed: true }> {
  await checkCurrentPassword(db, member, input.current_password);
  if (input.password === input.current_password) {
    throw new DomainError('password_same_as_current', { fields: { password: ['password_same_as_current'] } });
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, member.userId));
    await revokeAllSessions(tx, member.userId, 'password_changed');
  });
  return { changed: true };
}

export async function setPushNotifications(db: Db, member: Member, enabled: boolean): Promise<UserProfile> {
  await db.update(users).set({ pushEnabled: enabled }).where(eq(users.id, member.userId));
  return loadProfile(db, member.userId);
}

/** A device token belongs to the member who registered it last (a shared phone changes hands). */
export async function registerDeviceToken(db: Db, member: Member, token: string, osType: OsType) {
  await registerDevice(db, { userId: member.userId, token, osType });
  return { registered: true as const };
}
