import type { RecoveryCodes, StaffLoginRequest, StaffMe, TotpEnrolment } from '@beauty/shared';
import { request } from '@beauty/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The signed-in member of staff; every page of the shell reads it, and signing out removes it. */
export const meKey = ['staff', 'me'] as const;

export const meQuery = () =>
  queryOptions({
    queryKey: meKey,
    queryFn: ({ signal }) => request<StaffMe>('GET', '/auth/me', undefined, { signal }),
    staleTime: 60_000,
  });

export function useMe({ enabled = true } = {}) {
  return useQuery({ ...meQuery(), enabled });
}

/*
 * Whether this browser signed in to the back office and has not signed out since: a marker in localStorage,
 * no secret (the session is the httpOnly cookie). Without it the shell opens the sign-in page at once instead
 * of asking /auth/me for a 401, which the browser would log as an error on every first visit.
 */
const SIGNED_IN_MARKER = 'staff_signed_in';

export function maybeSignedIn(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_MARKER) !== null;
  } catch {
    // No storage (private mode): ask the server.
    return true;
  }
}

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_MARKER, '1');
    else localStorage.removeItem(SIGNED_IN_MARKER);
  } catch {
    // No storage: maybeSignedIn asks the server.
  }
}

export async function signIn(body: StaffLoginRequest): Promise<StaffMe> {
  const me = await request<StaffMe>('POST', '/auth/login', body);
  rememberSignedIn(true);
  return me;
}

export async function signOut() {
  rememberSignedIn(false);
  return request<{ logged_out: true }>('POST', '/auth/logout');
}
export const startEnrolment = () => request<TotpEnrolment>('POST', '/auth/totp/enrol');
export const confirmEnrolment = (totp: string) =>
  request<RecoveryCodes>('POST', '/auth/totp/confirm', { totp });
export const setSecondFactorRequired = (required: boolean) =>
  request<{ required: boolean }>('POST', '/settings/second-factor', { required });
