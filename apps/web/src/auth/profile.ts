import type { UserProfile } from './types';

/**
 * Loads the signed-in user's profile. Seam for the accounts issue: it will call
 * `api.get<UserProfile>('/account/profile', undefined, { signal })`; until then there is no signed-in user.
 */
export async function fetchProfile(_signal?: AbortSignal): Promise<UserProfile | null> {
  return null;
}

/** Queries that belong to the signed-in user; they are dropped on logout. */
export const USER_QUERY_KEYS = [['profile'], ['cart'], ['wishlist'], ['agent-status']] as const;
