import { z } from 'zod';
import type { MessageKey } from '../messages';
import { NOTIFICATION_KINDS, NOTIFICATION_PAGE_SIZE } from '../rules/notification';
import { pageParam, perPageParam, requiredParam } from '../rules/validation';
import { DEVICE_TOKEN_MAX_LENGTH } from './account';

/*
 * Request and answer schemas of the notification calls (`/api/notification/*`): the member's inbox, and the
 * browser's Web Push subscription. Device tokens of the apps keep the spec's account calls
 * (register_devicetoken, logout {device_token, os_type}).
 */

const key = (k: MessageKey): MessageKey => k;

/** GET notification/list */
export const notificationListQuerySchema = z.object({
  page: pageParam,
  per_page: perPageParam(100, NOTIFICATION_PAGE_SIZE),
});
export type NotificationListQueryInput = z.input<typeof notificationListQuerySchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string().describe("In the request's language"),
  body: z.string(),
  link: z.string().describe('The storefront path it opens, e.g. /order/detail/PO2611270001'),
  read: z.boolean(),
  created_at: z.string().describe('ISO 8601'),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema).describe('Newest first'),
  unread: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** GET notification/unread_count: the bell's number. */
export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** POST notification/read/{id} and notification/read_all answer the count left unread. */
export const markReadSchema = unreadCountSchema;

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, key('invalid_value'));

/**
 * POST notification/webpush_subscribe: what the browser's `PushSubscription.toJSON()` gives. The endpoint is
 * the push service's URL for this browser; the keys encrypt what is sent to it.
 */
export const webPushSubscriptionSchema = z.object({
  endpoint: requiredParam(
    z
      .string({ error: (i) => (i.input == null ? 'required' : 'invalid_value') })
      .max(DEVICE_TOKEN_MAX_LENGTH, key('too_long'))
      .url(key('invalid_value'))
      // The API also refuses plain http in production (a push service is https; http is for local stubs).
      .refine((u) => /^https?:\/\//.test(u), { error: key('invalid_value') }),
  ),
  keys: z.object({
    p256dh: requiredParam(base64url.max(200, key('too_long'))),
    auth: requiredParam(base64url.max(100, key('too_long'))),
  }),
});
export type WebPushSubscriptionInput = z.input<typeof webPushSubscriptionSchema>;

/** POST notification/webpush_unsubscribe */
export const webPushUnsubscribeSchema = z.object({ endpoint: webPushSubscriptionSchema.shape.endpoint });

/** GET notification/webpush_key: the VAPID public key the browser subscribes with; null when Web Push is off. */
export const webPushKeySchema = z.object({ public_key: z.string().nullable() });
export type WebPushKey = z.infer<typeof webPushKeySchema>;
