import type { NotificationEvent } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../db/client';

/*
 * The one writer of notifications and their deliveries. A domain calls it inside the transaction of the
 * change it reports (an order's move, a booking, a transfer), so a change that rolls back announces nothing
 * and one that commits is never lost: the delivery job (notification/deliver.ts) sends what this left
 * pending, once per device.
 */

export type Announcement = {
  userId: number;
  event: NotificationEvent;
  /**
   * What makes this event one event: a second announcement with the same key is dropped (a job's next run,
   * a retried request). Name the thing and the moment, e.g. `order_paid:123`, `voucher_expiring:88`. Absent:
   * every call is a new event.
   */
  key?: string;
};

/**
 * Records the events as notifications of their members, each with a pending delivery to every device the
 * member has now, in one statement. Answers how many notifications were new (the rest were announced before).
 */
export async function notifyMany(tx: Tx, announcements: readonly Announcement[]): Promise<number> {
  if (announcements.length === 0) return 0;
  const rows = announcements.map((a) => ({
    user_id: a.userId,
    kind: a.event.kind,
    facts: a.event.facts,
    link: a.event.link,
    event_key: a.key ?? null,
  }));
  const [row] = await selectRows<{ made: number }>(
    tx as unknown as Db,
    sql`
    with made as (
      insert into notifications (user_id, kind, facts, link, event_key)
      select x.user_id, x.kind, x.facts, x.link, coalesce(x.event_key, gen_random_uuid()::text)
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as x(user_id int, kind text, facts jsonb, link text, event_key text)
      on conflict (event_key) do nothing
      returning id, user_id
    ), queued as (
      insert into notification_deliveries (notification_id, target, os_type)
      select made.id, d.token, d.os_type from made join device_tokens d on d.user_id = made.user_id
      returning 1
    )
    select count(*)::int as made from made`,
  );
  return row?.made ?? 0;
}

/** One event of one member; see notifyMany. Answers whether it was new. */
export async function notify(
  tx: Tx,
  userId: number,
  event: NotificationEvent,
  key?: string,
): Promise<boolean> {
  return (await notifyMany(tx, [{ userId, event, ...(key === undefined ? {} : { key }) }])) === 1;
}
