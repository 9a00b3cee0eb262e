/*
 * What other domains use of the audit domain: its one writer, recordAudit, for a staff write that is not a
 * lifecycle move (moves are recorded by the lifecycle helper, db/lifecycle.ts). Only audit/ writes audit_log.
 * The routes are not exported here: the composition root takes them from ./audit/routes, so the staff domain,
 * whose guard they use, can record through this index without a cycle.
 */
export { type AuditEntry, recordAudit } from './record';
