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

export function useMe() {
  return useQuery(meQuery());
}

export const signIn = (body: StaffLoginRequest) => request<StaffMe>('POST', '/auth/login', body);
export const signOut = () => request<{ logged_out: true }>('POST', '/auth/logout');
export const startEnrolment = () => request<TotpEnrolment>('POST', '/auth/totp/enrol');
export const confirmEnrolment = (totp: string) =>
  request<RecoveryCodes>('POST', '/auth/totp/confirm', { totp });
export const setSecondFactorRequired = (required: boolean) =>
  request<{ required: boolean }>('POST', '/settings/second-factor', { required });
