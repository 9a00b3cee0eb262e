import type { Tx } from '../db/client';
import type { Actor } from '../db/lifecycle';
import { auditLog } from '../db/schema';

/*
 * The one writer of audit_log (scripts/ownership.test.mjs holds it to this folder). Every staff write records
 * its row through recordAudit in the write's own transaction, so a change and its record commit or roll back
 * together; the table's trigger refuses any later update or delete (migration 0025).
 */

/**
 * Fields whose values never reach the log, wherever they stand in before or after (nested too). Matched on
 * the name lowercased without `_` or `-`, so a row's `password_hash` and a service's `passwordHash` are one.
 * The row still says the field changed: its value reads MASKED on both sides.
 */
export const SECRET_FIELDS = [
  'password',
  'password_hash',
  'new_password',
  'totp',
  'totp_secret',
  'secret',
  'recovery_code',
  'recovery_codes',
  'code_hash',
  'token',
  'token_hash',
  'access_token',
  'refresh_token',
  'api_key',
  'key_hash',
  'account_number',
  'bank_account_number',
  'id_number',
  'nric',
  'nric_fin',
  'uen',
] as const;

export const MASKED = '***';

const normalise = (name: string) => name.toLowerCase().replace(/[_-]/g, '');
const SECRET = new Set(SECRET_FIELDS.map(normalise));

export const isSecretField = (name: string): boolean => SECRET.has(normalise(name));

/** The value with every secret field's value replaced by MASKED, at any depth (arrays too). */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value === null || typeof value !== 'object') return value;
  const masked: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    masked[key] = isSecretField(key) && inner !== null && inner !== undefined ? MASKED : maskSecrets(inner);
  }
  return masked;
}

type Fields = Record<string, unknown>;

/** JSON's view of a value (a Date as its ISO text), which is what jsonb keeps and what changes are judged on. */
const asJson = (value: Fields): Fields => JSON.parse(JSON.stringify(value)) as Fields;

/** Object keys in order, so two objects that differ only in key order compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Only what changed: the fields whose values differ between before and after. A field given on one side
 * only counts as changed and stays on that side only: the writer did not know its other value (a move knows
 * the time it stamps, not the stamp it replaced), and the log does not guess it. A record created has no
 * before, one removed no after: the other side is kept whole. Nothing is masked here; recordAudit masks the
 * result.
 */
export function changedFields(
  before: Fields | null | undefined,
  after: Fields | null | undefined,
): { before: Fields | null; after: Fields | null } {
  if (!before || !after) {
    return { before: before ? asJson(before) : null, after: after ? asJson(after) : null };
  }
  const b = asJson(before);
  const a = asJson(after);
  const changedBefore: Fields = {};
  const changedAfter: Fields = {};
  for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
    if (key in b && key in a && canonical(b[key]) === canonical(a[key])) continue;
    if (key in b) changedBefore[key] = b[key];
    if (key in a) changedAfter[key] = a[key];
  }
  return { before: changedBefore, after: changedAfter };
}

export type AuditEntry = {
  actor: Actor;
  /** `<record>.<action>`: 'order.ship', 'wallet.adjust_points'. */
  action: string;
  recordType: string;
  recordId: string | number;
  before?: Fields | null;
  after?: Fields | null;
  reason?: string | null;
};

/** Who a row names: the member of staff (with the call's id and address), the operator token, or the system. */
function actorColumns(actor: Actor) {
  if (actor.kind === 'member') {
    // A member's own writes are their history's (orders, bookings), not the back office's log.
    throw new Error('the audit log records staff and system writes, not a member’s');
  }
  if (actor.kind === 'system') {
    return { actorKind: 'system' as const, staffId: null, actorName: actor.name, requestId: null, ip: null };
  }
  return {
    actorKind: actor.staffId === null ? ('operator' as const) : ('staff' as const),
    staffId: actor.staffId,
    actorName: actor.name,
    requestId: actor.requestId ?? null,
    ip: actor.ip ?? null,
  };
}

/**
 * Writes one audit row in `tx`: the actor, the action and record, the changed fields before and after with
 * secrets masked, and the reason.
 */
export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  const changes = changedFields(entry.before, entry.after);
  await tx.insert(auditLog).values({
    ...actorColumns(entry.actor),
    action: entry.action,
    recordType: entry.recordType,
    recordId: String(entry.recordId),
    before: changes.before === null ? null : maskSecrets(changes.before),
    after: changes.after === null ? null : maskSecrets(changes.after),
    reason: entry.reason ?? null,
  });
}
