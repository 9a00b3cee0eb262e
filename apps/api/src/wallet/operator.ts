import { recordAudit } from '../audit';
import type { Db } from '../db/client';
import { type Actor, requireRole } from '../db/lifecycle';
import { DomainError } from '../errors';
import { adjustPoints, pointBalance } from './ledger';
import { type OperatorTransferRow, selectMember, selectTransfersForOperator } from './transfer-queries';

/*
 * The shop's own moves of points and vouchers, until a back office exists: the operator API
 * (wallet/admin-routes.ts) serves them and `npm run ops` calls them by the names and summaries below
 * (GET /api/ops/commands lists them beside the order's commands).
 */

export const WALLET_OPERATOR_COMMANDS = [
  {
    name: 'points',
    summary:
      "Adjust a member's points with a reason: points <member id> <+/-points> <reason> (never below 0)",
  },
  { name: 'transfers', summary: 'Recent point transfers, newest first: transfers [member id]' },
  {
    name: 'issue-voucher',
    summary:
      'Issue a service voucher to a Singapore member: issue-voucher <user id> <S$ value | service:<id>> [days] [note]',
  },
  { name: 'void-voucher', summary: 'Void an active service voucher: void-voucher <voucher id> <reason>' },
] as const;

/**
 * Adds points to a member's balance or takes them away, with the reason the member sees in their history. A
 * deduction may not overdraw (409 not_enough_points); an unknown member is 404. Answers the balance after.
 */
export async function adjustMemberPoints(
  db: Db,
  input: { userId: number; points: number; reason: string },
  actor: Actor,
): Promise<{ user_id: number; points: number; point_available: number }> {
  requireRole(actor, ['operator']);
  if (!(await selectMember(db, input.userId))) throw new DomainError('not_found');
  await db.transaction(async (tx) => {
    await adjustPoints(tx, { userId: input.userId, points: input.points, note: input.reason });
    // The balance this transaction sees with its own entry; before is that less the adjustment.
    const after = (await pointBalance(tx, input.userId)).available;
    await recordAudit(tx, {
      actor,
      action: 'wallet.adjust_points',
      recordType: 'users',
      recordId: input.userId,
      before: { point_available: after - input.points },
      after: { point_available: after, points_adjusted: input.points },
      reason: input.reason,
    });
  });
  const { available } = await pointBalance(db, input.userId);
  return { user_id: input.userId, points: input.points, point_available: available };
}

export function transfersForOperator(
  db: Db,
  userId: number | null,
  limit: number,
): Promise<OperatorTransferRow[]> {
  return selectTransfersForOperator(db, userId, limit);
}
