import type { LoginRequest, logoutSchema, Session, UserProfile } from '@beauty/shared';
import { api, type Body } from '../api/client';

/** Loads the signed-in user's profile (GET /account/profile, bearer token). */
export async function fetchProfile(signal?: AbortSignal): Promise<UserProfile | null> {
  return api.get<UserProfile>('/account/profile', undefined, { signal });
}

/** POST /account/login (os_type web unless the body says otherwise): answers with the token and the profile. */
export function loginRequest(body: LoginRequest): Promise<Session> {
  return api.post<Session>('/account/login', body);
}

/** POST /account/logout; a failure (already logged out, offline) does not keep the user signed in. */
export async function logoutRequest(token?: string): Promise<void> {
  try {
    const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
    await api.post('/account/logout', { os_type: 'web' } satisfies Body<typeof logoutSchema>, { headers });
  } catch {
    // The session ends locally anyway.
  }
}
