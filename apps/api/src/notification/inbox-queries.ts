import type { NotificationKind } from '@beauty/shared';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';

/* The member's inbox: every statement names the member, so another member's notification is never touched. */

export type InboxRow = {
  id: number;
  kind: NotificationKind;
  facts: unknown;
  link: string;
  readAt: Date | null;
  createdAt: Date;
};

const mine = (userId: number) => eq(notifications.userId, userId);
const unread = isNull(notifications.readAt);

/** One page, newest first (notifications_user_idx: user, id desc). */
export function selectInboxPage(db: Db, userId: number, limit: number, offset: number): Promise<InboxRow[]> {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      facts: notifications.facts,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(mine(userId))
    .orderBy(desc(notifications.id))
    .limit(limit)
    .offset(offset);
}

/** How many the member has, and how many of them are unread, in one pass over the member's rows. */
export async function countInbox(db: Db, userId: number): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${unread})::int` })
    .from(notifications)
    .where(mine(userId));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

/** The bell's number, from the partial index of unread rows (notifications_unread_idx). */
export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(mine(userId), unread));
  return row?.unread ?? 0;
}

/**
 * Marks one of the member's notifications read (reading it again keeps the first time). Answers whether it
 * is the member's.
 */
export async function markRead(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(mine(userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Marks every unread notification of the member read. */
export async function markAllRead(db: Db, userId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(mine(userId), unread));
}
