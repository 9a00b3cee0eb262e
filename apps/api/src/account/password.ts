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
