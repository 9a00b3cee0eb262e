import { memberKeys } from '../../api/query-keys';
import { useSessionKeys } from '../../api/viewer';
import { notificationKeys } from '../notifications';

/** The account keys of one session's member (under its root: api/query-keys.ts). */
export function accountKeys(session: string) {
  const member = memberKeys(session);
  const root = member.all;
  return {
    ...member,
    addresses: () => [...root, 'addresses'] as const,
    /** The member's signed-in devices (session/list). */
    sessions: () => [...root, 'sessions'] as const,
    /** The notifications' push switch: the profile turns it on and off. */
    pushSubscription: notificationKeys(session).pushSubscription,
  };
}

export type AccountKeys = ReturnType<typeof accountKeys>;

export function useAccountKeys(): AccountKeys {
  return useSessionKeys(accountKeys);
}

export const accountQueryKeys = {
  referralCode: (code: string) => ['referral-code', code] as const,
};
