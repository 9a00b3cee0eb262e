import type { NotificationEvent, NotificationKind } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Db, selectRows } from '../db/client';
import type { Member, Shop } from './members';

/*
 * For the tests of what domains announce (notification/notify.ts): a member's devices, registered through the
 * API as the apps do, and the notifications and pending deliveries their events left.
 */

let devices = 0;

/** Registers a new push token for the member (an app's, android unless told); answers the token. */
export async function registerDevice(
  shop: Shop,
  member: Member,
  osType: 'android' | 'ios' | 'huawei' = 'android',
): Promise<string> {
  const token = `test-device-${process.pid}-${++devices}`;
  const res = await shop.app.inject({
    method: 'POST',
    url: '/api/account/register_devicetoken',
    payload: { device_token: token, os_type: osType },
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return token;
}

export type NotificationRow = {
  id: number;
  kind: NotificationKind;
  facts: Record<string, unknown>;
  link: string;
  event_key: string;
  /** The devices it is on its way to, pending or not. */
  targets: string[];
};

/** The member's notifications of `kind` (every kind when absent), oldest first, with their deliveries. */
export function notificationsOf(db: Db, userId: number, kind?: NotificationKind) {
  return selectRows<NotificationRow>(
    db,
    sql`select n.id, n.kind, n.facts, n.link, n.event_key,
        coalesce((select array_agg(d.target order by d.target) from notification_deliveries d
          where d.notification_id = n.id and d.status = 'pending'), '{}') as targets
      from notifications n
      where n.user_id = ${userId} ${kind ? sql`and n.kind = ${kind}` : sql``}
      order by n.id`,
  );
}

/**
 * Expects exactly one notification of the event's kind for the member, with its facts and link, waiting to
 * go to each of `tokens` (the member's devices); answers it.
 */
export async function expectAnnounced(
  db: Db,
  userId: number,
  event: NotificationEvent,
  tokens: readonly string[],
): Promise<NotificationRow> {
  const rows = await notificationsOf(db, userId, event.kind);
  expect(rows, `${event.kind} notifications`).toHaveLength(1);
  const [row] = rows as [NotificationRow];
  expect({ facts: row.facts, link: row.link }).toEqual({ facts: event.facts, link: event.link });
  expect(row.targets).toEqual([...tokens].sort());
  return row;
}

/** How many notifications there are in all: a second run of a job, or a rolled-back change, adds none. */
export async function notificationCount(db: Db): Promise<number> {
  const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from notifications`);
  return row!.n;
}
