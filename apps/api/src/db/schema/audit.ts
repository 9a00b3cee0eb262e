import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { staffMembers } from './staff';

/* The audit log of staff writes. Append-only: a trigger of migration 0025 refuses update and delete. */

/** Who an audit row names: a member of staff, an API key, the operator token (`npm run ops`), or the system. */
export const AUDIT_ACTOR_KINDS = ['staff', 'api_key', 'operator', 'system'] as const;

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorKind: text('actor_kind', { enum: AUDIT_ACTOR_KINDS }).notNull(),
    /** The member of staff; null for the operator token and the system (the name says who). */
    staffId: integer('staff_id').references(() => staffMembers.id),
    actorName: text('actor_name').notNull(),
    /** `<record>.<action>`: 'order.ship', 'wallet.adjust_points'. */
    action: text('action').notNull(),
    recordType: text('record_type').notNull(),
    recordId: text('record_id').notNull(),
    /** Only the fields the write changed, secrets masked (audit/record.ts). */
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    requestId: text('request_id'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_staff_idx').on(t.staffId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
    index('audit_log_record_idx').on(t.recordType, t.recordId, t.at),
    index('audit_log_at_idx').on(t.at),
    check('audit_log_actor_kind_check', sql`${t.actorKind} in ('staff', 'api_key', 'operator', 'system')`),
  ],
);
