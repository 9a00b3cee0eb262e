import type { NotificationList, UnreadCount, UserProfile, WebPushKey } from '@beauty/shared';
import { api, useLanguage } from '@beauty/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '../../auth/AuthProvider';
import { currentSubscription, onPushShown, pushSupported, subscribe, subscriptionBody } from '../../lib/push';
import { notificationQueryKeys, useNotificationKeys } from './keys';

/** The member's notifications (GET /notification/list, unread_count; POST read/{id}, read_all) and Web Push. */

/** How often an open page asks for the bell's count without a push telling it. */
const UNREAD_REFRESH_MS = 60_000;

/**
 * The bell's number: null for a visitor or while it loads. Read again every minute, when the window gets focus
 * back, and as soon as the service worker has shown a push.
 */
export function useUnreadCount(): number | null {
  const { user } = useAuth();
  const keys = useNotificationKeys();
  const queryClient = useQueryClient();
  const count = useQuery({
    queryKey: keys.unreadCount(),
    queryFn: ({ signal }) => api.get<UnreadCount>('/notification/unread_count', undefined, { signal }),
    enabled: user !== null,
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: UNREAD_REFRESH_MS,
  });
  useEffect(
    () =>
      user
        ? onPushShown(() => void queryClient.invalidateQueries({ queryKey: keys.notifications() }))
        : undefined,
    [user, queryClient, keys],
  );
  return user ? (count.data?.unread ?? null) : null;
}

/** One page of the inbox, newest first; the page before stays on screen while the next loads. */
export function useNotificationList(page: number) {
  const keys = useNotificationKeys();
  const language = useLanguage();
  return useQuery({
    queryKey: keys.notificationList(language, page),
    queryFn: ({ signal }) => api.get<NotificationList>('/notification/list', { page }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Marking read answers the count left unread: the bell takes it at once, the inbox is read again. */
function useMarking<Input>(call: (input: Input) => Promise<UnreadCount>) {
  const queryClient = useQueryClient();
  const keys = useNotificationKeys();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      queryClient.setQueryData(keys.unreadCount(), answer);
      void queryClient.invalidateQueries({ queryKey: keys.notifications(), exact: false });
    },
  });
}

export const useMarkRead = () =>
  useMarking((id: number) => api.post<UnreadCount>(`/notification/read/${id}`));

export const useMarkAllRead = () => useMarking(() => api.post<UnreadCount>('/notification/read_all'));

// ---------------------------------------------------------------------------------------------------------
// Web Push: this browser's subscription, as the API knows it (webpush_* on the notification routes)

/** Why this browser could not be signed up: no push support, permission blocked, Web Push off, or it failed. */
export type PushProblem = 'unsupported' | 'denied' | 'unavailable' | 'failed';

export class PushRefused extends Error {
  constructor(readonly problem: PushProblem) {
    super(`Push notifications: ${problem}`);
  }
}

/**
 * The account's setting (POST enable_push_notification): pushes to every device of the member, the apps'
 * included. It never touches a browser's subscription.
 */
export const setPushEnabled = (enabled: boolean) =>
  api.post<UserProfile>('/account/enable_push_notification', { enabled });

/**
 * This browser signed up: its permission, a subscription for the shop's key through the service worker, and
 * the API told of it (webpush_subscribe). Refusals are PushRefused. The account's setting is not touched.
 */
export async function subscribeThisBrowser(): Promise<void> {
  if (!pushSupported()) throw new PushRefused('unsupported');
  if ((await Notification.requestPermission()) !== 'granted') throw new PushRefused('denied');
  const { public_key: publicKey } = await api.get<WebPushKey>('/notification/webpush_key');
  if (!publicKey) throw new PushRefused('unavailable');
  const subscription = await subscribe(publicKey).catch(() => {
    throw new PushRefused('failed');
  });
  await api.post('/notification/webpush_subscribe', subscriptionBody(subscription));
}

/** This browser only: the API stops sending to its subscription and the browser ends it; the account keeps its setting. */
export async function forgetThisBrowser(): Promise<void> {
  await forgetSubscription(await currentSubscription().catch(() => null));
}

/** The shop's VAPID public key: null while Web Push is off, so the profile says so and offers nothing. */
export function useWebPushKey(enabled: boolean) {
  return useQuery({
    queryKey: notificationQueryKeys.webPushKey(),
    queryFn: async ({ signal }) =>
      (await api.get<WebPushKey>('/notification/webpush_key', undefined, { signal })).public_key,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Tells the API to stop sending to this subscription, and ends it in the browser. */
async function forgetSubscription(subscription: PushSubscription | null): Promise<void> {
  if (!subscription) return;
  await api
    .post('/notification/webpush_unsubscribe', { endpoint: subscription.endpoint })
    .catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}

/** Whether this browser holds a push subscription now (false where it has no push at all). */
export function useBrowserSubscribed() {
  const { user } = useAuth();
  const keys = useNotificationKeys();
  return useQuery({
    queryKey: keys.pushSubscription(),
    queryFn: async () => (await currentSubscription().catch(() => null)) !== null,
    enabled: user !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
