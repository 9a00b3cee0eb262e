import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: long enough that guessing one is hopeless, so a fast hash can store it. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
