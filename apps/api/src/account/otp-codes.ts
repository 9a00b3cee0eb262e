import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@beauty/shared';

/** A uniformly random code of six digits (leading zeros kept). */
export function newOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * Codes are stored as a keyed hash bound to their number and purpose: a copy of the table alone does not
 * give the million candidates away, and a code for one number proves nothing for another.
 */
export function hashOtp(
  secret: string,
  code: string,
  scope: { countryId: number; mobile: string; purpose: number },
) {
  return createHmac('sha256', secret)
    .update(`${scope.countryId}:${scope.mobile}:${scope.purpose}:${code}`)
    .digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
