import { z } from 'zod';
import type { MessageKey } from '../../messages';
import { emptyAsAbsent, numberParam, optionalDateField, pageParam } from '../../rules/validation';

/*
 * The audit log as the back office's Audit page reads it (GET /api/admin/audit): every staff write, newest
 * first, filtered by who, what and when.
 */

const key = (k: MessageKey): MessageKey => k;

/** The Audit page's page sizes. */
export const AUDIT_PAGE_SIZES = [25, 50, 100] as const;

const optionalText = (max: number) =>
  emptyAsAbsent(
    z
      .string({ error: key('invalid_value') })
      .trim()
      .max(max, key('too_long'))
      .optional(),
  );

export const auditQuerySchema = z
  .object({
    staff_id: emptyAsAbsent(
      numberParam(
        z
          .number({ error: key('invalid_value') })
          .int(key('invalid_value'))
          .min(1, key('invalid_value')),
      ).optional(),
    ),
    action: optionalText(100).describe("Exact: 'order.ship', 'wallet.adjust_points'"),
    record_type: optionalText(100).describe("The record's table: 'orders', 'vouchers'"),
    record_id: optionalText(100),
    from: optionalDateField.describe('YYYY-MM-DD, shop date (Singapore), inclusive'),
    to: optionalDateField.describe('YYYY-MM-DD, shop date (Singapore), inclusive'),
    page: pageParam,
    per_page: emptyAsAbsent(
      numberParam(z.literal(AUDIT_PAGE_SIZES, { error: key('invalid_value') })).default(25),
    ),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: key('date_out_of_range'), path: ['to'] });
export type AuditQueryInput = z.input<typeof auditQuerySchema>;
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  at: z.string().describe('YYYY-MM-DD HH:mm:ss, shop time'),
  actor_kind: z.enum(['staff', 'api_key', 'operator', 'system']),
  staff_id: z.number().int().nullable(),
  staff_name: z
    .string()
    .nullable()
    .describe("The member of staff's name now; null for the operator and the system"),
  actor_name: z.string().describe('The name the actor had when it wrote'),
  action: z.string(),
  record_type: z.string(),
  record_id: z.string(),
  before: z.record(z.string(), z.unknown()).nullable().describe('The changed fields before; secrets masked'),
  after: z.record(z.string(), z.unknown()).nullable().describe('The changed fields after; secrets masked'),
  reason: z.string().nullable(),
  request_id: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditLogEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
