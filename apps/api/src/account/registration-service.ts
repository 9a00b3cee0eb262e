import { randomInt } from 'node:crypto';
import {
  OTP_TYPE,
  type ReferralCodeValidity,
  type RegisterRequest,
  type ResetPassword,
  type Session,
} from '@beauty/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { databaseError, SQLSTATE } from '../db/errors';
import { languages, users } from '../db/schema';
import { DomainError } from '../errors';
import { startSession } from './login-service';
import { forgetNumberFailures } from './login-throttle';
import { checkCodeForReset, consumeVerifiedCode, type OtpDeps } from './otp-service';
import { hashPassword } from './password';
import { revokeAllSessions } from './session-queries';

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)];
  return code;
}

export async function isEmailFree(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row === undefined;
}

export async function findReferrer(db: Db, code: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.referralCode, code.trim().toUpperCase()));
  return row ?? null;
}

export async function validateReferralCode(db: Db, code: string): Promise<ReferralCodeValidity> {
  const referrer = await findReferrer(db, code);
  return { is_valid: referrer !== null, referrer_name: referrer?.name ?? null };
}

/**
 * Creates a member whose number was verified with a live code (the code is used up here, in the same
 * transaction), then signs them in. The referral code, when given, must belong to a member.
 */
export async function register(
  deps: OtpDeps,
  input: RegisterRequest,
  options: { referralRequired: boolean; userAgent: string | null },
): Promise<Session> {
  const { db } = deps;
  if (options.referralRequired && !input.referral_code) {
    throw new DomainError('validation_failed', { fields: { referral_code: ['required'] } });
  }
  if (!(await isEmailFree(db, input.email))) {
    throw new DomainError('email_taken', { fields: { email: ['email_taken'] } });
  }
  const referrer = input.referral_code ? await findReferrer(db, input.referral_code) : null;
  if (input.referral_code && !referrer) {
    throw new DomainError('invalid_referral_code', { fields: { referral_code: ['invalid_referral_code'] } });
  }
  const passwordHash = await hashPassword(input.password);

  let userId: number;
  try {
    userId = await db.transaction(async (tx) => {
      await consumeVerifiedCode(tx, {
        countryId: input.country_id,
        mobile: input.mobile,
        purpose: OTP_TYPE.REGISTER,
      });
      const [english] = await tx.select({ id: languages.id }).from(languages).where(eq(languages.code, 'en'));
      const [row] = await tx
        .insert(users)
        .values({
          countryId: input.country_id,
          languageId: english!.id,
          name: input.name,
          fullName: input.name,
          email: input.email,
          mobile: input.mobile,
          birthday: input.birthday,
          gender: input.gender,
          passwordHash,
          referralCode: newReferralCode(),
          referredByUserId: referrer?.id ?? null,
        })
        .returning({ id: users.id });
      return row!.id;
    });
  } catch (err) {
    throw uniqueViolationAsFieldError(err) ?? err;
  }
  return startSession(db, userId, input.os_type, input.device_token ?? null, options.userAgent);
}

/** Two sign-ups racing for one email or number: the loser gets the same answer as a later one would. */
function uniqueViolationAsFieldError(err: unknown): DomainError | null {
  const pgError = databaseError(err);
  if (pgError?.code !== SQLSTATE.uniqueViolation) return null;
  if (pgError.constraint === 'users_email_lower_idx')
    return new DomainError('email_taken', { fields: { email: ['email_taken'] } });
  if (pgError.constraint === 'users_country_mobile_idx')
    return new DomainError('mobile_taken', { fields: { mobile: ['mobile_taken'] } });
  return null;
}

/** Sets a new password with a code sent to the number, and ends every session of the account. */
export async function resetPassword(deps: OtpDeps, input: ResetPassword): Promise<{ reset: true }> {
  const { db } = deps;
  await checkCodeForReset(deps, input);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await consumeVerifiedCode(tx, {
      countryId: input.country_id,
      mobile: input.mobile,
      purpose: OTP_TYPE.RESET_PASSWORD,
    });
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.countryId, input.country_id), eq(users.mobile, input.mobile)))
      .returning({ id: users.id });
    if (!user) throw new DomainError('account_not_found', { fields: { mobile: ['account_not_found'] } });
    await revokeAllSessions(tx, user.id, 'password_changed');
    // The guesses counted against the old password guess nothing now: the owner signs in at once, also from
    // an address whose failures locked the number.
    await forgetNumberFailures(tx, input.country_id, input.mobile);
  });
  return { reset: true };
}
