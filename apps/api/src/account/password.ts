import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum parameters: 19 MiB, 2 iterations, 1 lane. */
const PARAMS = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Checks a login's password against the account's hash, or, when there is no such account, against a decoy
 * answering false: an unknown account then costs the same time as a wrong password and tells nothing.
 */
export async function verifyPasswordOrDecoy(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash !== null) return verifyPassword(passwordHash, password);
  decoyHash ??= hashPassword('no account has this password 0');
  return (await verifyPassword(await decoyHash, password)) && false;
}
