import {
  type AdminPermission,
  type OpsOrder,
  ORDER_STATUS_VALUES,
  opsOrderSchema,
  poNumberField,
} from '@beauty/shared';
import { z } from 'zod';
import type { Db } from '../db/client';
import { ADMIN_SECURITY, type AdminRoutes, operatorOf } from '../http/admin';
import { ok, okSchema } from '../http/reply';
import type { PaymentProvider } from '../payment';
import {
  OPERATOR_COMMAND_NAMES,
  OPERATOR_COMMANDS,
  type OperatorCommand,
  ordersForOperator,
  runOperatorCommand,
} from './operator';

/*
 * The shop's moves of orders in the operator API (order/operator.ts; `npm run ops -- <command> <PO> | list`):
 * the queue, and one route per command of OPERATOR_COMMANDS.
 */

type OrderRow = Awaited<ReturnType<typeof ordersForOperator>>[number];

const toOpsOrder = (r: OrderRow): OpsOrder => ({
  id: r.id,
  po_number: r.po_number,
  user_id: r.user_id,
  status: r.status,
  currency: r.currency,
  total: r.total,
  item_count: r.item_count,
  voucher_only: r.voucher_only,
  delivery_date: r.delivery_date,
  delivery_time: r.delivery_time,
  delivery_address: r.delivery_address,
  created_at: r.created_at,
  payment_due_at: r.payment_due_at,
  paid_at: r.paid_at,
  shipped_at: r.shipped_at,
  delivered_at: r.delivered_at,
  delivery_failed_at: r.delivery_failed_at,
  cancelled_at: r.cancelled_at,
});

/** Giving money back is a permission of its own. */
const PERMISSION_OF: Record<OperatorCommand, AdminPermission> = {
  ship: 'orders.write',
  deliver: 'orders.write',
  'fail-delivery': 'orders.write',
  complete: 'orders.write',
  'approve-return': 'orders.write',
  'reject-return': 'orders.write',
  refund: 'orders.refund',
  cancel: 'orders.refund',
};

export const orderAdminRoutes: AdminRoutes<{
  db: Db;
  payments: PaymentProvider;
  pointsSettleDays: number;
}> = {
  commands: OPERATOR_COMMAND_NAMES.map((name) => ({ name, summary: OPERATOR_COMMANDS[name].summary })),
  routes: async (app, { db, payments, pointsSettleDays }) => {
    const deps = { db, payments, pointsSettleDays };
    app.get(
      '/orders',
      {
        config: { permission: 'orders.read' },
        schema: {
          tags: ['ops'],
          summary: 'Orders, optionally in one state, oldest first',
          security: ADMIN_SECURITY,
          querystring: z.object({
            status: z.enum(ORDER_STATUS_VALUES).optional(),
            limit: z.coerce.number().int().min(1).max(500).default(100),
          }),
          response: { 200: okSchema(z.array(opsOrderSchema)) },
        },
      },
      async (request) =>
        ok((await ordersForOperator(db, request.query.status ?? null, request.query.limit)).map(toOpsOrder)),
    );

    for (const command of OPERATOR_COMMAND_NAMES) {
      app.post(
        `/orders/:po/${command}`,
        {
          config: { permission: PERMISSION_OF[command] },
          schema: {
            tags: ['ops'],
            summary: OPERATOR_COMMANDS[command].summary,
            description:
              "Unknown PO number: 404. A move the order's state does not allow, or any move while a refund is under way: 409 'order_transition_refused'. A refund the provider refuses: 502 'refund_failed'; the order keeps its state, and its move waits for the refund, which a retry or the refunds job completes.",
            security: ADMIN_SECURITY,
            params: z.object({ po: poNumberField }),
            body: z.object({ note: z.string().max(500).optional() }).optional(),
            response: { 200: okSchema(opsOrderSchema) },
          },
        },
        async (request) =>
          ok(
            toOpsOrder(
              await runOperatorCommand(
                deps,
                command,
                request.params.po,
                request.body?.note ?? null,
                operatorOf(request),
              ),
            ),
          ),
      );
    }
  },
};
