import {
  type Language,
  message,
  OTP_RESEND_SECONDS,
  OTP_TYPE,
  type OtpRequested,
  type RequestOtp,
  type VerifyOtp,
} from '@beauty/shared';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../db/client';
import { takeLocks } from '../db/locks';
import { countries, otpCodes, users } from '../db/schema';
import { DomainError } from '../errors';
import { SMS_SHOP_NAME, type SmsProvider } from '../sms/provider';
import { hashOtp, newOtpCode, sameHash } from './otp-codes';

export const OTP_TTL_SECONDS = 300;
export const OTP_MAX_FAILED_ATTEMPTS = 5;
export const OTP_PER_NUMBER_PER_HOUR = 10;
export const OTP_PER_ADDRESS_PER_HOUR = 30;
/** How long after verifying a code the sign-up or reset it was for may be completed. */
export const OTP_VERIFIED_WINDOW_MINUTES = 30;

export type OtpDeps = { db: Db; sms: SmsProvider; secret: string };
type Scope = { countryId: number; mobile: string; purpose: number };

const sameNumberAndPurpose = (scope: Scope) =>
  and(
    eq(otpCodes.countryId, scope.countryId),
    eq(otpCodes.mobile, scope.mobile),
    eq(otpCodes.purpose, scope.purpose),
  );

const scopeOf = (input: { country_id: number; mobile: string; type: number }): Scope => ({
  countryId: input.country_id,
  mobile: input.mobile,
  purpose: input.type,
});

export async function phoneCodeOf(db: Db | Tx, countryId: number): Promise<string> {
  const [country] = await db
    .select({ phoneCode: countries.phoneCode })
    .from(countries)
    .where(eq(countries.id, countryId));
  if (!country) throw new DomainError('validation_failed', { fields: { country_id: ['invalid_value'] } });
  return country.phoneCode;
}

async function isRegistered(db: Db | Tx, countryId: number, mobile: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.countryId, countryId), eq(users.mobile, mobile)));
  return row !== undefined;
}

/**
 * Sends a new code, worded in `language` (the request's: a number that signs up or resets its password has
 * no session to take a language from). Refused while the last code for the number and purpose is under a minute old, and past
 * ten codes an hour for a number or thirty for an address. Requests for one number queue on an advisory
 * lock, so two at once cannot both pass the checks.
 */
export async function requestOtp(
  deps: OtpDeps,
  input: RequestOtp,
  ip: string,
  language: Language = 'en',
): Promise<OtpRequested> {
  const scope = scopeOf(input);
  const phoneCode = await phoneCodeOf(deps.db, scope.countryId);
  const registered = await isRegistered(deps.db, scope.countryId, scope.mobile);
  if (scope.purpose === OTP_TYPE.RESET_PASSWORD && !registered) {
    throw new DomainError('account_not_found', { fields: { mobile: ['account_not_found'] } });
  }
  if (scope.purpose !== OTP_TYPE.RESET_PASSWORD && registered) {
    throw new DomainError('mobile_taken', { fields: { mobile: ['mobile_taken'] } });
  }

  const issued = await deps.db.transaction(async (tx) => {
    await takeLocks(tx, [['otp', sql`hashtext(${`${scope.countryId}:${scope.mobile}`})`]]);
    const [counts] = await selectRows<{ wait: number | null; per_number: number; per_address: number }>(
      tx as unknown as Db,
      sql`select
          (select ceil(${OTP_RESEND_SECONDS} - extract(epoch from now() - max(created_at)))::int
             from ${otpCodes} where country_id = ${scope.countryId} and mobile = ${scope.mobile}
               and purpose = ${scope.purpose}
             having max(created_at) > now() - make_interval(secs => ${OTP_RESEND_SECONDS})) as wait,
          (select count(*)::int from ${otpCodes} where country_id = ${scope.countryId} and mobile = ${scope.mobile}
             and created_at > now() - interval '1 hour') as per_number,
          (select count(*)::int from ${otpCodes} where requester_ip = ${ip}
             and created_at > now() - interval '1 hour') as per_address`,
    );
    if (counts?.wait && counts.wait > 0)
      throw new DomainError('otp_resend_wait', { values: { seconds: counts.wait } });
    if (
      (counts?.per_number ?? 0) >= OTP_PER_NUMBER_PER_HOUR ||
      (counts?.per_address ?? 0) >= OTP_PER_ADDRESS_PER_HOUR
    ) {
      throw new DomainError('otp_hourly_limit');
    }

    // Only the newest code of a number and purpose counts.
    await tx
      .update(otpCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(sameNumberAndPurpose(scope), isNull(otpCodes.consumedAt)));
    const code = newOtpCode();
    const [row] = await tx
      .insert(otpCodes)
      .values({
        ...scope,
        codeHash: hashOtp(deps.secret, code, scope),
        requesterIp: ip,
        expiresAt: sql`now() + make_interval(secs => ${OTP_TTL_SECONDS})`,
      })
      .returning({ id: otpCodes.id });
    return { code, id: row!.id };
  });

  // Sent after commit, outside the lock: a slow gateway must not hold up other requests.
  try {
    await deps.sms.send({
      phoneCode,
      mobile: scope.mobile,
      body: message('otp_sms', language, {
        shop: SMS_SHOP_NAME,
        code: issued.code,
        minutes: OTP_TTL_SECONDS / 60,
      }),
    });
  } catch {
    // The code never reached anyone: forget it, so the number may ask again at once.
    await deps.db.delete(otpCodes).where(eq(otpCodes.id, issued.id));
    throw new DomainError('sms_failed');
  }
  return { resend_in: OTP_RESEND_SECONDS, expires_in: OTP_TTL_SECONDS };
}

/** The newest unconsumed, unexpired code for a number and purpose, locked for this transaction. */
async function liveCode(tx: Tx, scope: Scope) {
  const [row] = await tx
    .select()
    .from(otpCodes)
    .where(and(sameNumberAndPurpose(scope), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, sql`now()`)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

/**
 * Checks a code against the live one. A wrong code counts against it and the fifth kills it. Returns the
 * code's row id when it matches. Runs in its own transaction so a failed try is recorded even though the
 * caller then refuses the request.
 */
async function checkCode(deps: OtpDeps, scope: Scope, otp: string): Promise<number> {
  const outcome = await deps.db.transaction(async (tx) => {
    const code = await liveCode(tx, scope);
    if (!code) return { error: 'otp_expired' as const, id: 0 };
    if (code.failedAttempts >= OTP_MAX_FAILED_ATTEMPTS)
      return { error: 'otp_too_many_attempts' as const, id: 0 };
    if (!sameHash(code.codeHash, hashOtp(deps.secret, otp, scope))) {
      const failed = code.failedAttempts + 1;
      await tx.update(otpCodes).set({ failedAttempts: failed }).where(eq(otpCodes.id, code.id));
      return {
        error:
          failed >= OTP_MAX_FAILED_ATTEMPTS ? ('otp_too_many_attempts' as const) : ('otp_invalid' as const),
      };
    }
    await tx
      .update(otpCodes)
      .set({ verifiedAt: sql`coalesce(verified_at, now())` })
      .where(eq(otpCodes.id, code.id));
    return { error: undefined, id: code.id };
  });
  if (outcome.error !== undefined) throw new DomainError(outcome.error, { fields: { otp: [outcome.error] } });
  return outcome.id;
}

export async function verifyOtp(deps: OtpDeps, input: VerifyOtp): Promise<{ is_valid: true }> {
  await checkCode(deps, scopeOf(input), input.otp);
  return { is_valid: true };
}

/**
 * Uses up the verified code of a number for a purpose inside the caller's transaction: sign-up and reset
 * cannot skip the code step, and one verification completes one of them.
 */
export async function consumeVerifiedCode(tx: Tx, scope: Scope) {
  const [row] = await tx
    .update(otpCodes)
    .set({ consumedAt: sql`now()` })
    .where(
      sql`id = (select id from ${otpCodes}
          where country_id = ${scope.countryId} and mobile = ${scope.mobile} and purpose = ${scope.purpose}
            and consumed_at is null and verified_at is not null
            and verified_at > now() - make_interval(mins => ${OTP_VERIFIED_WINDOW_MINUTES})
          order by created_at desc limit 1 for update)`,
    )
    .returning({ id: otpCodes.id });
  if (!row) throw new DomainError('mobile_not_verified');
}

/** For the reset call, which carries the code itself: checks it (counting a wrong one), then it is verified. */
export async function checkCodeForReset(
  deps: OtpDeps,
  input: { country_id: number; mobile: string; otp: string },
) {
  await checkCode(
    deps,
    { countryId: input.country_id, mobile: input.mobile, purpose: OTP_TYPE.RESET_PASSWORD },
    input.otp,
  );
}
