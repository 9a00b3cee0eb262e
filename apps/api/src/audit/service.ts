import type { AuditPage, AuditQuery } from '@beauty/shared';
import type { Db } from '../db/client';
import { selectAuditCount, selectAuditPage } from './queries';

/** One page of the audit log for the Audit page, with the size of the whole filtered log. */
export async function listAudit(db: Db, query: AuditQuery): Promise<AuditPage> {
  const [entries, total] = await Promise.all([selectAuditPage(db, query), selectAuditCount(db, query)]);
  return { entries, total, page: query.page, per_page: query.per_page };
}
