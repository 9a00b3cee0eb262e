import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { newRecoveryCode, newTotpSecret, normalRecoveryCode, stepOfCode, totpCodeAt } from './totp';

// RFC 6238 appendix B, SHA-1: the secret is the ASCII of "12345678901234567890", codes of 8 digits.
const RFC_SECRET = Secret.fromLatin1('12345678901234567890');
const RFC_VECTORS: [seconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238, SHA-1, 30-second steps)', () => {
  it.each(RFC_VECTORS)(
    'at T=%i the 8-digit code is %s, and its last six digits the 6-digit one',
    (t, code) => {
      expect(totpCodeAt(RFC_SECRET, t * 1000, 8)).toBe(code);
      expect(totpCodeAt(RFC_SECRET, t * 1000)).toBe(code.slice(-6));
    },
  );

  it('accepts a code of the step before or after, and answers its step; not two steps away', () => {
    const secret = RFC_SECRET.base32;
    const now = 1111111109 * 1000;
    const step = Math.floor(now / 30_000);
    expect(stepOfCode(secret, '081804', now)).toBe(step);
    expect(stepOfCode(secret, totpCodeAt(secret, now - 30_000), now)).toBe(step - 1);
    expect(stepOfCode(secret, totpCodeAt(secret, now + 30_000), now)).toBe(step + 1);
    expect(stepOfCode(secret, totpCodeAt(secret, now + 60_000), now)).toBeNull();
    expect(stepOfCode(secret, totpCodeAt(secret, now - 60_000), now)).toBeNull();
  });

  it('makes 160-bit secrets and 80-bit recovery codes in groups of four', () => {
    expect(Secret.fromBase32(newTotpSecret()).bytes).toHaveLength(20);
    const code = newRecoveryCode();
    expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    expect(normalRecoveryCode(` ${code.toUpperCase()} `)).toBe(code.replaceAll('-', ''));
    expect(new Set(Array.from({ length: 50 }, newRecoveryCode)).size).toBe(50);
  });
});
