import { createHash, timingSafeEqual } from 'node:crypto';
import {
  idField,
  ORDER_STATUS_VALUES,
  poNumberField,
  VOUCHER_SOURCES,
  VOUCHER_STATUSES,
} from '@beauty/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AGENT_OPERATOR_COMMANDS } from '../agent';
import { BOOKING_OPERATOR_COMMANDS } from '../booking';
import type { Db } from '../db/client';
import { OPERATOR } from '../db/lifecycle';
import { AppError } from '../http/errors';
import { isLoopbackRequest } from '../http/loopback';
import { ok, okSchema } from '../http/reply';
import {
  OPERATOR_COMMAND_NAMES,
  OPERATOR_COMMANDS,
  type OrderRow,
  ordersForOperator,
  runOperatorCommand,
} from '../order';
import type { PaymentProvider } from '../payment';
import { REVIEW_OPERATOR_COMMANDS } from '../review';
import type { SmsProvider } from '../sms/provider';
import {
  adjustMemberPoints,
  issueOperatorVoucher,
  type OpsVoucherRow,
  transfersForOperator,
  voidVoucher,
  WALLET_OPERATOR_COMMANDS,
} from '../wallet';
import { registerAgentOps } from './agent-routes';
import { registerBookingOps } from './booking-routes';
import { registerReviewOps } from './review-routes';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Compares the bearer token with the operator token in constant time (equal-length digests). */
export function isOpsToken(header: string | undefined, opsToken: string): boolean {
  const token = /^Bearer\s+(\S+)$/.exec(header ?? '')?.[1];
  if (!token) return false;
  return timingSafeEqual(digest(token), digest(opsToken));
}

export const opsOrderSchema = z.object({
  id: z.number().int(),
  po_number: z.string(),
  user_id: z.number().int(),
  status: z.enum(ORDER_STATUS_VALUES),
  currency: z.string(),
  total: z.number().int().describe('Cents'),
  item_count: z.number().int(),
  voucher_only: z.boolean().describe('Service vouchers only: nothing to ship, completed when paid'),
  delivery_date: z.string().nullable(),
  delivery_time: z.string().nullable(),
  delivery_address: z.string().nullable(),
  created_at: z.string(),
  payment_due_at: z.string(),
  paid_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  delivery_failed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type OpsOrder = z.infer<typeof opsOrderSchema>;

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

const security = [{ ops: [] }];

// ---------------------------------------------------------------------------------------------------------
// Service vouchers (wallet): the operator issues one to a member or voids one, with a reason.

export const opsVoucherSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  value_cents: z.number().int().nullable(),
  service_id: z.number().int().nullable(),
  valid_from: z.string(),
  valid_until: z.string(),
  status: z.enum(VOUCHER_STATUSES),
  source: z.enum(VOUCHER_SOURCES),
  note: z.string().nullable(),
});

const toOpsVoucher = (v: OpsVoucherRow): z.infer<typeof opsVoucherSchema> => ({ ...v });

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
  .refine((b) => (b.value_cents === undefined) !== (b.service_id === undefined), {
    message: 'exactly one of value_cents and service_id',
    path: ['value_cents'],
  });
// ---------------------------------------------------------------------------------------------------------

/**
 * A domain's operator routes that the routing table hands over (its routes file cannot be imported here
 * while the domain has no index.ts): registered behind the operator token, its commands listed with the rest.
 */
export type DomainOps = {
  commands: readonly { name: string; summary: string }[];
  register(app: FastifyInstance): Promise<void>;
};

export type OpsRoutesOptions = {
  db: Db;
  payments: PaymentProvider;
  /** The cancellation text message of an appointment the operator cancels. */
  sms: SmsProvider;
  opsToken: string;
  /** The demo's built-in token, not one the operator set: taken only from this machine. */
  localOnly?: boolean;
  pointsSettleDays: number;
  domains?: readonly DomainOps[];
};

/**
 * The shop's operator API: moves orders on so every state can be reached for real until a back office
 * exists. Every call needs `Authorization: Bearer <OPS_TOKEN>` (401 otherwise); the app registers it only
 * when an operator token is configured. The moves themselves are the order domain's (order/operator.ts).
 */
export const opsRoutes: FastifyPluginAsyncZod<OpsRoutesOptions> = async (app, options) => {
  const deps = { db: options.db, payments: options.payments, pointsSettleDays: options.pointsSettleDays };

  app.addHook('onRequest', async (request) => {
    if (options.localOnly && !isLoopbackRequest(request)) throw AppError.forbidden('local_only');
    if (!isOpsToken(request.headers.authorization, options.opsToken)) throw AppError.unauthorized();
  });

  app.get(
    '/commands',
    {
      schema: {
        tags: ['ops'],
        summary: 'The operator commands, each with what it does',
        description:
          'An order command is `POST /api/ops/orders/{po}/{name}`; issue-voucher is `POST /api/ops/vouchers`, void-voucher `POST /api/ops/vouchers/{id}/void`; the appointment commands are under `/api/ops/stores`, `/api/ops/bookings` and `/api/ops/stylists`; the review commands under `/api/ops/reviews`; the partner commands under `/api/ops/agent-applications` and `/api/ops/agents`. `npm run ops` reads this list, so the script and the server never disagree.',
        security,
        response: { 200: okSchema(z.array(z.object({ name: z.string(), summary: z.string() }))) },
      },
    },
    async () =>
      ok([
        ...OPERATOR_COMMAND_NAMES.map((name) => ({ name, summary: OPERATOR_COMMANDS[name].summary })),
        ...WALLET_OPERATOR_COMMANDS,
        ...BOOKING_OPERATOR_COMMANDS,
        ...REVIEW_OPERATOR_COMMANDS,
        ...AGENT_OPERATOR_COMMANDS,
        ...(options.domains ?? []).flatMap((d) => d.commands),
      ]),
  );

  app.get(
    '/orders',
    {
      schema: {
        tags: ['ops'],
        summary: 'Orders, optionally in one state, oldest first',
        security,
        querystring: z.object({
          status: z.enum(ORDER_STATUS_VALUES).optional(),
          limit: z.coerce.number().int().min(1).max(500).default(100),
        }),
        response: { 200: okSchema(z.array(opsOrderSchema)) },
      },
    },
    async (request) =>
      ok(
        (await ordersForOperator(options.db, request.query.status ?? null, request.query.limit)).map(
          toOpsOrder,
        ),
      ),
  );

  for (const command of OPERATOR_COMMAND_NAMES) {
    app.post(
      `/orders/:po/${command}`,
      {
        schema: {
          tags: ['ops'],
          summary: OPERATOR_COMMANDS[command].summary,
          description:
            "Unknown PO number: 404. A move the order's state does not allow, or any move while a refund is under way: 409 'order_transition_refused'. A refund the provider refuses: 502 'refund_failed'; the order keeps its state, and its move waits for the refund, which a retry or the refunds job completes.",
          security,
          params: z.object({ po: poNumberField }),
          body: z.object({ note: z.string().max(500).optional() }).optional(),
          response: { 200: okSchema(opsOrderSchema) },
        },
      },
      async (request) =>
        ok(
          toOpsOrder(
            await runOperatorCommand(deps, command, request.params.po, request.body?.note ?? null, OPERATOR),
          ),
        ),
    );
  }

  registerWalletOps(app, options.db);
  registerBookingOps(app, options.db, options.sms);
  registerReviewOps(app, options.db);
  registerAgentOps(app, options.db);
  for (const domain of options.domains ?? []) await domain.register(app);
};

// ---------------------------------------------------------------------------------------------------------
// Wallet: points adjustments, transfers and service vouchers (wallet/operator.ts, wallet/vouchers.ts;
// `npm run ops -- points|transfers|issue-voucher|void-voucher`)

export const opsPointsAdjustedSchema = z.object({
  user_id: z.number().int(),
  points: z.number().int(),
  point_available: z.number().int().describe("The member's balance after"),
});

export const opsTransferSchema = z.object({
  id: z.number().int(),
  sender_id: z.number().int(),
  sender_name: z.string(),
  recipient_id: z.number().int(),
  recipient_name: z.string(),
  points: z.number().int(),
  idempotency_key: z.string().nullable(),
  created_at: z.string(),
});

function registerWalletOps(app: Parameters<FastifyPluginAsyncZod<OpsRoutesOptions>>[0], db: Db) {
  app.post(
    '/members/:id/points',
    {
      schema: {
        tags: ['ops'],
        summary: WALLET_OPERATOR_COMMANDS[0].summary,
        description:
          "Adds (positive) or takes away (negative) points; the member's history shows the reason as the shop's note (\"Points adjustment (note from the shop: …)\", 积分调整（商家备注：…）), as written, in either language. A deduction beyond the member's available points: 409 not_enough_points. Unknown member: 404.",
        security,
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
        await adjustMemberPoints(db, {
          userId: request.params.id,
          points: request.body.points,
          reason: request.body.reason,
        }),
      ),
  );

  app.get(
    '/transfers',
    {
      schema: {
        tags: ['ops'],
        summary: WALLET_OPERATOR_COMMANDS[1].summary,
        description: 'With `user_id`, the transfers that member sent or received. Names in full.',
        security,
        querystring: z.object({
          user_id: z.coerce.number().int().positive().optional(),
          limit: z.coerce.number().int().min(1).max(500).default(100),
        }),
        response: { 200: okSchema(z.array(opsTransferSchema)) },
      },
    },
    async (request) => ok(await transfersForOperator(db, request.query.user_id ?? null, request.query.limit)),
  );

  app.post(
    '/vouchers',
    {
      schema: {
        tags: ['ops'],
        summary: 'Issue a service voucher to a Singapore member (issue-voucher)',
        description:
          "Exactly one of `value_cents` (a money voucher, named like 'S$30.00 service voucher') and `service_id` (a voucher for that service); valid from today (Singapore) for `days`, at every store, with the shop's standard terms; `note` says why. Unknown member or service: 404. A member outside Singapore: 403 `voucher_region_only`.",
        security,
        body: issueVoucherBody,
        response: { 200: okSchema(opsVoucherSchema) },
      },
    },
    async (request) =>
      ok(
        toOpsVoucher(
          await issueOperatorVoucher(db, {
            userId: request.body.user_id,
            valueCents: request.body.value_cents,
            serviceId: request.body.service_id,
            days: request.body.days,
            note: request.body.note,
          }),
        ),
      ),
  );

  app.post(
    '/vouchers/:id/void',
    {
      schema: {
        tags: ['ops'],
        summary: 'Void an active service voucher, with the reason (void-voucher)',
        description:
          "The reason is kept in the voucher's note. Unknown voucher: 404. Used, expired or void already: 409 `voucher_not_active`.",
        security,
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: z.object({ reason: z.string().trim().min(1).max(500) }),
        response: { 200: okSchema(opsVoucherSchema) },
      },
    },
    async (request) =>
      ok(
        toOpsVoucher(
          await voidVoucher(db, { voucherId: request.params.id, reason: request.body.reason }, OPERATOR),
        ),
      ),
  );
}
