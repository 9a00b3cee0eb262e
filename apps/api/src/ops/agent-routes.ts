import {
  AGENT_APPLICATION_STATUSES,
  AGENT_RANKS,
  AGENT_REAPPLY_DAYS,
  type AgentApplicationStatus,
  idField,
} from '@beauty/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AGENT_OPERATOR_COMMANDS,
  agentsForOperator,
  approveApplication,
  listApplications,
  rejectApplication,
  setAgentRank,
} from '../agent';
import type { Db } from '../db/client';
import { OPERATOR } from '../db/lifecycle';
import { ok, okSchema } from '../http/reply';

/*
 * The partner programme in the operator API (agent/operator.ts; `npm run ops -- applications |
 * approve-application | reject-application | set-rank | agents`). Registered by ops/routes.ts behind its
 * operator token. Withdrawals have their own routes (B's block).
 */

const security = [{ ops: [] }];
const summaryOf = (name: (typeof AGENT_OPERATOR_COMMANDS)[number]['name']) =>
  AGENT_OPERATOR_COMMANDS.find((c) => c.name === name)!.summary;

const shopTime = z.string().describe('YYYY-MM-DD HH:mm:ss, shop time');

export const opsApplicationSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  status: z.enum(AGENT_APPLICATION_STATUSES),
  applied_at: shopTime,
  tnc_accepted_at: shopTime.nullable(),
  decided_at: shopTime.nullable(),
  reject_reason: z.string().nullable(),
  can_apply_again_on: z.string().nullable(),
});

export const opsAgentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  rank: z.enum(AGENT_RANKS),
  team_size: z.number().int(),
  cashback_available: z.number().int().describe('Cents'),
  cashback_pending: z.number().int().describe('Cents'),
  cashback_withdrawn: z.number().int().describe('Cents'),
  agent_since: shopTime.nullable().describe('When an approved application made them an agent'),
});

const rankChangeSchema = z.object({
  agent_id: z.number().int(),
  from: z.enum(AGENT_RANKS),
  to: z.enum(AGENT_RANKS),
});

const applicationParams = z.object({ id: idField });

export function registerAgentOps(app: FastifyInstance, db: Db): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/agent-applications',
    {
      schema: {
        tags: ['ops'],
        summary: summaryOf('applications'),
        description:
          '`status` narrows to one state: applied (terms not accepted yet), submitted (waiting for the decision), approved, rejected.',
        security,
        querystring: z.object({
          status: z.enum(AGENT_APPLICATION_STATUSES).optional(),
          limit: z.coerce.number().int().min(1).max(500).default(100),
        }),
        response: { 200: okSchema(z.array(opsApplicationSchema)) },
      },
    },
    async (request) =>
      ok(
        await listApplications(
          db,
          (request.query.status ?? null) as AgentApplicationStatus | null,
          request.query.limit,
        ),
      ),
  );

  api.post(
    '/agent-applications/:id/approve',
    {
      schema: {
        tags: ['ops'],
        summary: summaryOf('approve-application'),
        description:
          'In one transaction: the application approved, the member an agent of rank silver, the rank change recorded (source approval). Not submitted (terms not accepted, or decided already): 409 `agent_application_not_open`. Unknown: 404.',
        security,
        params: applicationParams,
        response: { 200: okSchema(opsApplicationSchema) },
      },
    },
    async (request) => ok(await approveApplication(db, request.params.id, OPERATOR)),
  );

  api.post(
    '/agent-applications/:id/reject',
    {
      schema: {
        tags: ['ops'],
        summary: summaryOf('reject-application'),
        description: `The member sees the reason and may apply again ${AGENT_REAPPLY_DAYS} days later. Not open: 409 \`agent_application_not_open\`. Unknown: 404.`,
        security,
        params: applicationParams,
        body: z.object({ reason: z.string().trim().min(1).max(500) }),
        response: { 200: okSchema(opsApplicationSchema) },
      },
    },
    async (request) => ok(await rejectApplication(db, request.params.id, request.body.reason, OPERATOR)),
  );

  api.post(
    '/agents/rank',
    {
      schema: {
        tags: ['ops'],
        summary: summaryOf('set-rank'),
        description:
          'Exactly one of `user_id` and `mobile`. Up or down; recorded in the rank history (source operator) when it changes. Cash-back already earned keeps its rate; new orders earn at the new rank. Not an agent: 404.',
        security,
        body: z
          .object({
            user_id: z.number().int().positive().optional(),
            mobile: z
              .string()
              .regex(/^\d{6,15}$/)
              .optional(),
            rank: z.enum(AGENT_RANKS),
            reason: z.string().trim().max(500).optional(),
          })
          .refine((b) => (b.user_id === undefined) !== (b.mobile === undefined), {
            message: 'exactly one of user_id and mobile',
            path: ['user_id'],
          }),
        response: { 200: okSchema(rankChangeSchema) },
      },
    },
    async (request) => {
      const { user_id, mobile, rank, reason } = request.body;
      const who = user_id !== undefined ? { user_id } : { mobile: mobile! };
      return ok(await setAgentRank(db, who, rank, reason || null));
    },
  );

  api.get(
    '/agents',
    {
      schema: {
        tags: ['ops'],
        summary: summaryOf('agents'),
        security,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(1000).default(200) }),
        response: { 200: okSchema(z.array(opsAgentSchema)) },
      },
    },
    async (request) => ok(await agentsForOperator(db, request.query.limit)),
  );
}
