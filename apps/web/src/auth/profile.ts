import type { LoginRequest, logoutSchema, UserProfile, WebSession } from '@beauty/shared';
import { api, type Body } from '@beauty/ui';
import { currentSubscription } from '../lib/push';

/** Loads the signed-in user's profile (GET /account/profile, the session cookie). */
export async function fetchProfile(signal?: AbortSignal): Promise<UserProfile | null> {
  return api.get<UserProfile>('/account/profile', undefined, { signal });
}

/** POST /account/login (os_type web unless the body says otherwise): sets the session cookie, answers the profile. */
export function loginRequest(body: LoginRequest): Promise<WebSession> {
  return api.post<WebSession>('/account/login', body);
}

/**
 * POST /account/logout; a failure (already logged out, offline) does not keep the user signed in. This
 * browser's push subscription is its device: the logout names it so the API removes it, and the browser ends
 * it, so whoever logs in here next gets none of this member's pushes.
 */
export async function logoutRequest(): Promise<void> {
  const subscription = await currentSubscription().catch(() => null);
  try {
    const body = {
      os_type: 'web',
      ...(subscription ? { device_token: subscription.endpoint } : {}),
    } satisfies Body<typeof logoutSchema>;
    await api.post('/account/logout', body);
  } catch {
    // The session ends locally anyway.
  }
  await subscription?.unsubscribe().catch(() => false);
}
