import type { Session, UserProfile } from '@beauty/shared';
import { api } from '../api/client';

/** Loads the signed-in user's profile (GET /account/profile, bearer token). */
export async function fetchProfile(signal?: AbortSignal): Promise<UserProfile | null> {
  return api.get<UserProfile>('/account/profile', undefined, { signal });
}

export type LoginBody = { country_id: number; mobile: string; password: string };

/** POST /account/login: answers with the token and the profile. */
export function loginRequest(body: LoginBody): Promise<Session> {
  return api.post<Session>('/account/login', { ...body, os_type: 'web' });
}

/** POST /account/logout; a failure (already logged out, offline) does not keep the user signed in. */
export async function logoutRequest(token?: string): Promise<void> {
  try {
    const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
    await api.post('/account/logout', { os_type: 'web' }, { headers });
  } catch {
    // The session ends locally anyway.
  }
}
