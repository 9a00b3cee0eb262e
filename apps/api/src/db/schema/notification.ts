import { NOTIFICATION_KINDS, OS_TYPES } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './account';
import { createdAt } from './columns';

/* Notifications (apps/api/src/notification): what the shop tells a member, and the devices it reaches. */

/**
 * Where a member's pushes go: an app's token (android, ios, huawei: the apps' push service) or a browser's
 * Web Push subscription (os_type web: the token is the subscription's endpoint, with its two keys). A token
 * belongs to the member who registered it last; logging out with it removes it, and so does the push
 * service answering that it is gone.
 */
export const deviceTokens = pgTable(
  'device_tokens',
  {
    token: text('token').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    osType: text('os_type', { enum: OS_TYPES }).notNull(),
    /** A Web Push subscription's keys (null for app tokens, and for a web token an old client registered). */
    p256dh: text('p256dh'),
    auth: text('auth'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('device_tokens_user_idx').on(t.userId),
    check('device_tokens_keys_check', sql`(${t.p256dh} is null) = (${t.auth} is null)`),
  ],
);

export const NOTIFICATION_DELIVERY_STATUSES = ['pending', 'sent', 'gone', 'skipped', 'failed'] as const;

/**
 * One event for one member: its kind and facts (the texts are rendered from them in the reader's language),
 * the page it opens, and `event_key`, unique, which makes an event that is announced twice (a job's second
 * run, a retried request) one notification. Written only by notification/notify.ts, in the transaction of
 * the change it reports.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    facts: jsonb('facts').notNull(),
    link: text('link').notNull(),
    eventKey: text('event_key').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_event_key_idx').on(t.eventKey),
    // The inbox, newest first, and the bell's count.
    index('notifications_user_idx').on(t.userId, t.id.desc()),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/**
 * A notification on its way to one device (the outbox the delivery job works from): made with the
 * notification for every device the member had then, one per notification and device. `next_attempt_at` is
 * when it may be tried: a run claims it by moving that time a lease ahead, a temporary failure by a backoff.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: serial('id').primaryKey(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    /** The device's token (a Web Push endpoint for os_type web) when the notification was made. */
    target: text('target').notNull(),
    osType: text('os_type', { enum: OS_TYPES }).notNull(),
    status: text('status', { enum: NOTIFICATION_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_device_idx').on(t.notificationId, t.target),
    index('notification_deliveries_due_idx').on(t.nextAttemptAt, t.id).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Every push the outbox provider (the default, with no push service configured) stood in for: what would
 * have been sent, to which device, in which language. The demo reads it through /api/dev/push-outbox; its
 * unique delivery_id is the proof that a delivery was sent once.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id').notNull(),
    userId: integer('user_id').notNull(),
    osType: text('os_type', { enum: OS_TYPES }).notNull(),
    target: text('target').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_outbox_delivery_idx').on(t.deliveryId),
    index('push_outbox_user_idx').on(t.userId, t.id),
  ],
);
