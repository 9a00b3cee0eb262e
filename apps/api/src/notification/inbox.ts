import {
  type Language,
  type Notification,
  type NotificationFacts,
  type NotificationKind,
  type NotificationList,
  notificationText,
  type UnreadCount,
} from '@beauty/shared';
import type { Db } from '../db/client';
import { DomainError } from '../errors';
import type { Member } from '../http/viewer';
import {
  countInbox,
  countUnread,
  type InboxRow,
  markAllRead,
  markRead,
  selectInboxPage,
} from './inbox-queries';

/*
 * The member's inbox: the notifications notify.ts recorded, their texts rendered in the language the member
 * reads them in now (the same texts as the pushes), and whether each was read.
 */

function toNotification(row: InboxRow, language: Language): Notification {
  const { title, body } = notificationText(
    row.kind,
    row.facts as NotificationFacts[NotificationKind],
    language,
  );
  return {
    id: row.id,
    kind: row.kind,
    title,
    body,
    link: row.link,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listInbox(
  db: Db,
  language: Language,
  member: Member,
  query: { page: number; per_page: number },
): Promise<NotificationList> {
  const { total, unread } = await countInbox(db, member.userId);
  const offset = (query.page - 1) * query.per_page;
  const rows = offset < total ? await selectInboxPage(db, member.userId, query.per_page, offset) : [];
  return {
    notifications: rows.map((row) => toNotification(row, language)),
    unread,
    page: query.page,
    per_page: query.per_page,
    total,
    total_pages: Math.ceil(total / query.per_page),
  };
}

export async function unreadCount(db: Db, member: Member): Promise<UnreadCount> {
  return { unread: await countUnread(db, member.userId) };
}

/** Another member's notification answers 404 exactly like an unknown one. */
export async function readOne(db: Db, member: Member, id: number): Promise<UnreadCount> {
  if (!(await markRead(db, member.userId, id))) throw new DomainError('not_found');
  return unreadCount(db, member);
}

export async function readAll(db: Db, member: Member): Promise<UnreadCount> {
  await markAllRead(db, member.userId);
  return unreadCount(db, member);
}
