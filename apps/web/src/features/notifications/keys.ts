import type { Language } from '@beauty/shared';
import { memberKeys } from '../../api/query-keys';
import { useSessionKeys } from '../../api/viewer';

/** The notification keys of one session's member (under its root, see api/query-keys.ts). */
export function notificationKeys(session: string) {
  const member = memberKeys(session);
  const root = member.all;
  return {
    ...member,
    /** Every notification key: the inbox's pages and the bell's count (read again after marking read). */
    notifications: () => [...root, 'notifications'] as const,
    notificationList: (language: Language, page: number) =>
      [...root, 'notifications', language, 'list', page] as const,
    unreadCount: () => [...root, 'notifications', 'unread'] as const,
    /** Whether this browser holds a push subscription (changes with the profile's switch). */
    pushSubscription: () => [...root, 'push-subscription'] as const,
  };
}

export type NotificationKeys = ReturnType<typeof notificationKeys>;

export function useNotificationKeys(): NotificationKeys {
  return useSessionKeys(notificationKeys);
}

export const notificationQueryKeys = {
  /** The shop's VAPID public key, or null while Web Push is off (the same for everyone). */
  webPushKey: () => ['webpush-key'] as const,
};
