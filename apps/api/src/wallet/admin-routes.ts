import {
  exactlyOneOf,
  idField,
  opsPointsAdjustedSchema,
  opsTransferSchema,
  opsVoucherSchema,
} from '@beauty/shared';
import { z } from 'zod';
import type { Db } from '../db/client';
import { ADMIN_SECURITY, type AdminRoutes, adminActorOf } from '../http/admin';
import { ok, okSchema } from '../http/reply';
import { adjustMemberPoints, transfersForOperator, WALLET_OPERATOR_COMMANDS } from './operator';
import { issueOperatorVoucher, voidVoucher } from './vouchers';

/*
 * Points adjustments, transfers and service vouchers in the operator API (wallet/operator.ts,
 * wallet/vouchers.ts; `npm run ops -- points | transfers | issue-voucher | void-voucher`).
 */

const issueVoucherBody = z
  .object({
    user_id: z.number().int().positive(),
    value_cents: z.number().int().min(100).max(10_000_000).optional().describe('A money voucher, in cents'),
    service_id: z.number().int().positive().optional().describe('A voucher for one service'),
    days: z
      .number()
      .int()
      .min(1)
      .max(3650)
      .optional()
      .describe('Valid from today for this many days; the shop setting voucher_valid_days when absent'),
    note: z.string().trim().max(500).optional().describe('Why it was issued'),
  })
  .refine(...exactlyOneOf('value_cents', 'service_id'));

export const walletAdminRoutes: AdminRoutes<{ db: Db }> = {
  commands: WALLET_OPERATOR_COMMANDS,
  routes: async (app, { db }) => {
    app.post(
      '/members/:id/points',
      {
        config: { permission: 'wallet.adjust' },
        schema: {
          tags: ['ops'],
          summary: WALLET_OPERATOR_COMMANDS[0].summary,
          description:
            "Adds (positive) or takes away (negative) points; the member's history shows the reason as the shop's note (\"Points adjustment (note from the shop: …)\", 积分调整（商家备注：…）), as written, in either language. A deduction beyond the member's available points: 409 not_enough_points. Unknown member: 404.",
          security: ADMIN_SECURITY,
          params: z.object({ id: idField }),
          body: z.object({
            points: z
              .number()
              .int()
              .min(-100_000_000)
              .max(100_000_000)
              .refine((n) => n !== 0, 'invalid_value'),
            reason: z.string().trim().min(1).max(200),
          }),
          response: { 200: okSchema(opsPointsAdjustedSchema) },
        },
      },
      async (request) =>
        ok(
          await adjustMemberPoints(
            db,
            {
              userId: request.params.id,
              points: request.body.points,
              reason: request.body.reason,
            },
            adminActorOf(request),
          ),
        ),
    );

    app.get(
      '/transfers',
      {
        config: { permission: 'wallet.read' },
        schema: {
          tags: ['ops'],
          summary: WALLET_OPERATOR_COMMANDS[1].summary,
          description: 'With `user_id`, the transfers that member sent or received. Names in full.',
          security: ADMIN_SECURITY,
          querystring: z.object({
            user_id: z.coerce.number().int().positive().optional(),
            limit: z.coerce.number().int().min(1).max(500).default(100),
          }),
          response: { 200: okSchema(z.array(opsTransferSchema)) },
        },
      },
      async (request) =>
        ok(await transfersForOperator(db, request.query.user_id ?? null, request.query.limit)),
    );

    app.post(
      '/vouchers',
      {
        config: { permission: 'vouchers.write' },
        schema: {
          tags: ['ops'],
          summary: 'Issue a service voucher to a Singapore member (issue-voucher)',
          description:
            "Exactly one of `value_cents` (a money voucher, named like 'S$30.00 service voucher') and `service_id` (a voucher for that service); valid from today (Singapore) for `days`, at every store, with the shop's standard terms; `note` says why. Unknown member or service: 404. A member outside Singapore: 403 `voucher_region_only`.",
          security: ADMIN_SECURITY,
          body: issueVoucherBody,
          response: { 200: okSchema(opsVoucherSchema) },
        },
      },
      async (request) =>
        ok(
          await issueOperatorVoucher(
            db,
            {
              userId: request.body.user_id,
              valueCents: request.body.value_cents,
              serviceId: request.body.service_id,
              days: request.body.days,
              note: request.body.note,
            },
            adminActorOf(request),
          ),
        ),
    );

    app.post(
      '/vouchers/:id/void',
      {
        config: { permission: 'vouchers.write' },
        schema: {
          tags: ['ops'],
          summary: 'Void an active service voucher, with the reason (void-voucher)',
          description:
            "The reason is kept in the voucher's note. Unknown voucher: 404. Used, expired or void already: 409 `voucher_not_active`.",
          security: ADMIN_SECURITY,
          params: z.object({ id: z.coerce.number().int().positive() }),
          body: z.object({ reason: z.string().trim().min(1).max(500) }),
          response: { 200: okSchema(opsVoucherSchema) },
        },
      },
      async (request) =>
        ok(
          await voidVoucher(
            db,
            { voucherId: request.params.id, reason: request.body.reason },
            adminActorOf(request),
          ),
        ),
    );
  },
};
