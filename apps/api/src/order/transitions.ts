import type { MessageKey } from '@beauty/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../db/client';
import { AppError } from '../http/errors';
import { nextStatus, type OrderAction, type OrderActor, type OrderStatus } from './lifecycle';

/**
 * Moves an order through the lifecycle: the table decides the next state (or refuses with `refusal`), a
 * conditional update applies it only if the order is still in the state it was read in, and an
 * order_events row records who did it. Two concurrent moves of one order cannot both succeed.
 */
export async function moveOrder(
  tx: Tx,
  order: { id: number; status: OrderStatus },
  action: OrderAction,
  actor: OrderActor,
  options: { set?: SQL; note?: string | null; refusal?: MessageKey } = {},
): Promise<OrderStatus> {
  const refusal = options.refusal ?? 'order_transition_refused';
  const to = nextStatus(order.status, action, actor, refusal);
  const rows = await selectRows<{ id: number }>(
    tx as unknown as Db,
    sql`update orders set status = ${to}, updated_at = now()${options.set ? sql`, ${options.set}` : sql``}
      where id = ${order.id} and status = ${order.status} returning id`,
  );
  if (rows.length === 0) throw new AppError(409, refusal);
  await tx.execute(
    sql`insert into order_events (order_id, from_status, to_status, actor, note)
      values (${order.id}, ${order.status}, ${to}, ${actor}, ${options.note ?? action})`,
  );
  return to;
}
