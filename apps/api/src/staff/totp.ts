import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/*
 * The staff's second factor: TOTP as RFC 6238 defines it and authenticator apps expect it: HMAC-SHA-1,
 * 6 digits, 30-second steps, a code of the step before or after accepted for clocks that drift.
 */

const PERIOD = 30;
const DIGITS = 6;
/** Steps either side of now that still count. */
const WINDOW = 1;
const ISSUER = 'Rosette Beauty';

/** A new secret of 160 bits (RFC 4226's recommendation for SHA-1), in base32 as apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secret: Secret, label = 'staff') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: DIGITS, period: PERIOD, secret });

/** The otpauth:// URI an app scans, and the same as an SVG QR code. */
export async function enrolmentOf(secret: string, email: string) {
  const uri = totpOf(Secret.fromBase32(secret), email).toString();
  return { otpauth_uri: uri, qr_svg: await QRCode.toString(uri, { type: 'svg' }) };
}

/** The code for a moment (tests, and RFC 6238's vectors with `digits` 8). */
export function totpCodeAt(secret: Secret | string, timestampMs: number, digits = DIGITS): string {
  const key = typeof secret === 'string' ? Secret.fromBase32(secret) : secret;
  return TOTP.generate({ secret: key, algorithm: 'SHA1', digits, period: PERIOD, timestamp: timestampMs });
}

/** The step a code belongs to when it is valid at `timestampMs` (within the window), else null. */
export function stepOfCode(secret: string, code: string, timestampMs: number): number | null {
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD,
    timestamp: timestampMs,
    window: WINDOW,
  });
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp: timestampMs }) + delta;
}

const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * A recovery code: 16 characters of base32 (80 random bits), shown in groups of four. The shared
 * recoveryCodeField takes it back without the hyphens, which is the form its hash is of.
 */
export function newRecoveryCode(): string {
  const bytes = randomBytes(16);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % 32]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/** A recovery code as the shared field reads it: lower case, without hyphens or spaces. */
export const normalRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();
