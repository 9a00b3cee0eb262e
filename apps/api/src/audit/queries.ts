import type { AuditLogEntry, AuditQuery } from '@beauty/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../db/client';
import { shopDayStart, shopTimestamp } from '../db/shop-clock';

/*
 * The Audit page's reads: a filtered page of audit_log, newest first, with the staff member's current name
 * (staff_members is the staff domain's; read here, never written). Each filter has its index (migration 0025).
 */

function conditions(query: AuditQuery): SQL {
  const where: SQL[] = [sql`true`];
  if (query.staff_id !== undefined) where.push(sql`a.staff_id = ${query.staff_id}`);
  if (query.action !== undefined) where.push(sql`a.action = ${query.action}`);
  if (query.record_type !== undefined) where.push(sql`a.record_type = ${query.record_type}`);
  if (query.record_id !== undefined) where.push(sql`a.record_id = ${query.record_id}`);
  // Shop dates, both inclusive: from the start of the first day to the start of the day after the last.
  if (query.from !== undefined) where.push(sql`a.at >= ${shopDayStart(sql`${query.from}::date`)}`);
  if (query.to !== undefined) where.push(sql`a.at < ${shopDayStart(sql`${query.to}::date + 1`)}`);
  return sql.join(where, sql` and `);
}

export async function selectAuditCount(db: Db, query: AuditQuery): Promise<number> {
  const [row] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from audit_log a where ${conditions(query)}`,
  );
  return row?.total ?? 0;
}

export async function selectAuditPage(db: Db, query: AuditQuery): Promise<AuditLogEntry[]> {
  return selectRows<AuditLogEntry>(
    db,
    sql`select a.id::int as id, ${shopTimestamp(sql`a.at`)} as at, a.actor_kind, a.staff_id,
        s.name as staff_name, a.actor_name, a.action, a.record_type, a.record_id, a.before, a.after,
        a.reason, a.request_id, a.ip
      from audit_log a left join staff_members s on s.id = a.staff_id
      where ${conditions(query)}
      order by a.at desc, a.id desc
      limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
  );
}
