import type { NotificationEvent } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../db/client';
import { shopClockText, shopDate, shopDayStart } from '../db/shop-clock';
import { type Announcement, notifyMany } from '../notification';
import { DEMO_ACCOUNTS } from './people';

/*
 * The demo accounts' inboxes: what the shop would have told them about the orders, appointments, vouchers
 * and points the seed gave them, announced through notifyMany with the keys the real events use (so a real
 * move later, such as the operator shipping Mei Ling's order, is news and a seeded one is not repeated),
 * then dated when each happened, oldest first, and read when older than three days. The demo has no devices, so
 * no deliveries are made. Runs on a shop seeded before notifications too, once: not when a demo account has
 * any notification already (later starts, whose seeded orders may have been made anew, add nothing).
 */

/** How many notices of each kind a demo account gets at most (the latest): a handful, not a history. */
const PER_KIND = 2;
/** Notices older than this are read (the member saw them at the time); the latest few stay unread. */
const READ_AFTER_MS = 3 * 86_400_000;

type Row = { user_id: number; key: string; at: string; event: NotificationEvent };

const asDb = (tx: Tx) => tx as unknown as Db;
const time = (column: string) => shopClockText(sql.raw(column), 'HH24:MI');
const day = (column: string) => shopClockText(sql.raw(column), 'YYYY-MM-DD');

/**
 * Each kind's latest events of the demo accounts, as rows built in SQL: `(user_id, key, at, kind, facts,
 * link)` per event, `at` the instant it happened. `n` numbers them per member, newest first.
 */
/** The demo accounts' ids, as a subquery. */
const demoMembers = sql`(select id from users where mobile in (${sql.join(
  DEMO_ACCOUNTS.map((a) => sql`${a.mobile}`),
  sql`, `,
)}))`;

function eventsSql(now: string) {
  const order = (kind: string, stamp: string) => sql`
    select o.user_id, ${`${kind}:`}::text || o.id as key, o.${sql.raw(stamp)} as at, ${kind}::text as kind,
      jsonb_build_object('po_number', o.po_number) as facts, '/order/detail/' || o.po_number as link,
      row_number() over (partition by o.user_id order by o.${sql.raw(stamp)} desc) as n
    from orders o where o.user_id in ${demoMembers} and o.${sql.raw(stamp)} is not null
      and o.${sql.raw(stamp)} <= ${now}::timestamptz`;
  return sql`
    ${order('order_paid', 'paid_at')}
    union all ${order('order_shipped', 'shipped_at')}
    union all ${order('order_delivered', 'delivered_at')}
    union all
    select b.user_id, 'appointment_booked:' || b.id, b.created_at, 'appointment_booked',
      jsonb_build_object('date', ${day('b.starts_at')}, 'time', ${time('b.starts_at')}, 'store', s.name),
      '/appointment/detail/' || b.id, row_number() over (partition by b.user_id order by b.created_at desc)
    from bookings b join stores s on s.id = b.store_id
    where b.user_id in ${demoMembers} and b.status = 'booked' and b.starts_at > ${now}::timestamptz
    union all
    select b.user_id, 'appointment_cancelled:' || b.id, b.cancelled_at, 'appointment_cancelled',
      jsonb_build_object('date', ${day('b.starts_at')}, 'time', ${time('b.starts_at')}, 'store', s.name),
      '/appointment/detail/' || b.id, row_number() over (partition by b.user_id order by b.cancelled_at desc)
    from bookings b join stores s on s.id = b.store_id
    where b.user_id in ${demoMembers} and b.status = 'cancelled' and b.cancelled_at <= ${now}::timestamptz
    union all
    select v.user_id, 'voucher_expiring:' || v.id,
      least(${now}::timestamptz,
        greatest(v.created_at, ${shopDayStart(sql`v.valid_until - 7`)} + interval '10 hours')),
      'voucher_expiring',
      jsonb_build_object('voucher_name', case when l.code = 'cn' then v.name_zh else v.name_en end,
        'expires_on', v.valid_until::text),
      '/voucher-detail/' || v.id, row_number() over (partition by v.user_id order by v.valid_until)
    from vouchers v join users u on u.id = v.user_id join languages l on l.id = u.language_id
    where v.user_id in ${demoMembers} and v.status = 'active'
      and v.valid_until <= ${shopDate(sql`${now}::timestamptz`)} + 7
    union all
    select e.user_id, 'points_available:' || e.id, e.available_at, 'points_available',
      jsonb_build_object('points', e.points), '/wallet',
      row_number() over (partition by e.user_id order by e.available_at desc)
    from point_entries e
    where e.user_id in ${demoMembers} and e.status = 'pending' and e.points > 0
      and e.available_at <= ${now}::timestamptz
    union all
    select u.id, 'partner_approved:demo:' || u.id, u.created_at, 'partner_approved', '{}'::jsonb, '/agent', 1
    from users u where u.id in ${demoMembers} and u.role = 'agent'`;
}

/** Gives the demo accounts their inboxes (see the top of this file); answers how many notices are new. */
export async function insertDemoNotifications(tx: Tx, now: Date): Promise<number> {
  const at = now.toISOString();
  const [done] = await selectRows<{ any: boolean }>(
    asDb(tx),
    sql`select exists (select 1 from notifications where user_id in ${demoMembers}) as any`,
  );
  if (done?.any) return 0;
  const rows = await selectRows<Row>(
    asDb(tx),
    sql`select e.user_id, e.key, e.at::text as at,
        jsonb_build_object('kind', e.kind, 'facts', e.facts, 'link', e.link) as event
      from (${eventsSql(at)}) as e(user_id, key, at, kind, facts, link, n)
      where e.n <= ${PER_KIND}
      order by e.at, e.key`,
  );
  const announcements: Announcement[] = rows.map((r) => ({ userId: r.user_id, event: r.event, key: r.key }));
  const made = await notifyMany(tx, announcements);
  // Dated when each happened; read once three days old.
  await tx.execute(
    sql`update notifications n set created_at = x.at,
        read_at = case when x.at < ${at}::timestamptz - make_interval(secs => ${READ_AFTER_MS / 1000})
          then x.at + interval '2 hours' end
      from jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ key: r.key, at: r.at })))}::jsonb)
        as x(key text, at timestamptz)
      where n.event_key = x.key and n.created_at = now()`,
  );
  return made;
}
