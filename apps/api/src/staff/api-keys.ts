import { randomBytes } from 'node:crypto';
import {
  type ApiKeyList,
  type CreateApiKeyRequest,
  type CreatedApiKey,
  ROLE_PERMISSIONS,
} from '@beauty/shared';
import { hashToken } from '../account';
import type { Db } from '../db/client';
import type { Actor } from '../db/lifecycle';
import { DomainError } from '../errors';
import type { AdminAuthenticator } from '../http/admin';
import { storeNames } from '../stores';
import {
  type ApiKeyRow,
  findLiveApiKey,
  insertApiKey,
  type LiveApiKey,
  revokeApiKeyRow,
  selectApiKeys,
} from './queries';

/*
 * API keys: what `npm run ops`, scripts and cron sign in with instead of a person. A key has a role (any: only
 * an owner creates one), is answered once, and is kept as a SHA-256 hash as session tokens are (a 256-bit
 * random key needs no slow hash). It is a bearer credential the caller sends on purpose, not ambient authority
 * a browser adds, so the cross-site check of cookie calls does not apply to it; revoking it refuses it at once.
 */

export const API_KEY_PREFIX = 'bk_';
const API_KEY = /^bk_[A-Za-z0-9_-]{43}$/;

/** The API key of an Authorization header (`Bearer bk_…`); null for none (another kind of token too). */
export function apiKeyOf(header: string | undefined): string | null {
  const token = /^Bearer\s+(\S+)$/.exec(header ?? '')?.[1];
  return token?.startsWith(API_KEY_PREFIX) ? token : null;
}

/** The live key a bearer key stands for; null when it is malformed, unknown or revoked. */
export function authenticateApiKey(db: Db, key: string): Promise<LiveApiKey | null> {
  return API_KEY.test(key) ? findLiveApiKey(db, hashToken(key)) : Promise.resolve(null);
}

/**
 * Who a key's writes are by: a staff actor naming the key. staffId is null, as the operator token's: the key
 * acts for the shop, not as the owner who created it (the key's own row keeps who that was).
 */
export const apiKeyActor = (key: { name: string }): Actor => ({
  kind: 'staff',
  staffId: null,
  name: apiKeyName(key),
});

/** How a key is named where a person's name would be (its writes' actor, its session in the guard). */
export const apiKeyName = (key: { name: string }) => `api key ${key.name}`;

const answerOf = (row: ApiKeyRow) => row;

export async function listApiKeys(db: Db): Promise<ApiKeyList> {
  return { api_keys: (await selectApiKeys(db)).map(answerOf) };
}

/** A new key of the owner's (store_staff: its stores, checked to exist), with the key this once. */
export async function createApiKey(
  db: Db,
  ownerId: number,
  input: CreateApiKeyRequest,
): Promise<CreatedApiKey> {
  const storeIds = input.role === 'store_staff' ? [...new Set(input.store_ids ?? [])] : [];
  if ((await storeNames(db, storeIds)).length !== storeIds.length)
    throw new DomainError('store_not_found', { fields: { store_ids: ['store_not_found'] } });
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await db.transaction(async (tx) => {
    const id = await insertApiKey(
      tx,
      { name: input.name, role: input.role, keyHash: hashToken(key), createdByStaffId: ownerId },
      storeIds,
    );
    return (await selectApiKeys(tx, id))[0]!;
  });
  return { ...answerOf(row), key };
}

/** Revokes a key: refused from its next call on (404 api_key_not_found for an unknown id). */
export async function revokeApiKey(db: Db, id: number): Promise<void> {
  if (!(await revokeApiKeyRow(db, id))) throw new DomainError('api_key_not_found');
}

/**
 * The operator API's authenticator of API keys (http/admin.ts): a live key grants its role's permissions
 * (ROLE_PERMISSIONS) and its writes are by `apiKeyActor`. A header with no bk_ key is left to the others.
 */
export function apiKeyAuthenticator(db: Db): AdminAuthenticator {
  return async (request) => {
    const key = apiKeyOf(request.headers.authorization);
    const live = key === null ? null : await authenticateApiKey(db, key);
    return live && { permissions: new Set(ROLE_PERMISSIONS[live.role]), actor: apiKeyActor(live) };
  };
}
