import {
  AGENT_APPLICATION_STATUSES,
  AGENT_RANKS,
  AGENT_REAPPLY_DAYS,
  type AgentApplicationStatus,
  dateField,
  exactlyOneOf,
  idField,
  memberByIdOrMobile,
  opsAgentSchema,
  opsApplicationSchema,
  opsRankChangeSchema,
  opsWithdrawalBatchSchema,
  opsWithdrawalSchema,
  optionalDateField,
  WITHDRAWAL_STATUSES,
} from '@beauty/shared';
import { z } from 'zod';
import type { Db } from '../db/client';
import { fieldCipher } from '../db/sealed';
import { ADMIN_SECURITY, type AdminRoutes, adminActorOf } from '../http/admin';
import { ok, okSchema } from '../http/reply';
import {
  AGENT_OPERATOR_COMMANDS,
  agentsForOperator,
  approveApplication,
  listApplications,
  rejectApplication,
  setAgentRank,
} from './operator';
import {
  moveWithdrawal,
  PAYMENT_FILE_HEADER,
  paymentFile,
  processWithdrawals,
  WITHDRAWAL_OPERATOR_COMMANDS,
  withdrawalsForOperator,
} from './withdrawal-service';

/*
 * The partner programme in the operator API: applications and ranks (agent/operator.ts; `npm run ops --
 * applications | approve-application | reject-application | set-rank | agents`) and withdrawals
 * (withdrawal-service.ts; `npm run ops -- withdrawals | process-withdrawals | payment-file | pay-withdrawal |
 * reject-withdrawal`). The payment file of process-withdrawals is the only answer anywhere with a full
 * account number.
 */

const COMMANDS = [...AGENT_OPERATOR_COMMANDS, ...WITHDRAWAL_OPERATOR_COMMANDS];
const summaryOf = (name: (typeof COMMANDS)[number]['name']) => COMMANDS.find((c) => c.name === name)!.summary;

const applicationParams = z.object({ id: idField });

const NOT_FOUND = 'Unknown withdrawal: 404 `withdrawal_not_found`.';

export const agentAdminRoutes: AdminRoutes<{ db: Db; bankKey: Buffer }> = {
  commands: COMMANDS,
  routes: async (app, { db, bankKey }) => {
    const cipher = fieldCipher(bankKey);

    app.get(
      '/agent-applications',
      {
        config: { permission: 'partners.read' },
        schema: {
          tags: ['ops'],
          summary: summaryOf('applications'),
          description:
            '`status` narrows to one state: applied (terms not accepted yet), submitted (waiting for the decision), approved, rejected.',
          security: ADMIN_SECURITY,
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

    app.post(
      '/agent-applications/:id/approve',
      {
        config: { permission: 'partners.decide' },
        schema: {
          tags: ['ops'],
          summary: summaryOf('approve-application'),
          description:
            'In one transaction: the application approved, the member an agent of rank silver, the rank change recorded (source approval). Not submitted (terms not accepted, or decided already): 409 `agent_application_not_open`. Unknown: 404.',
          security: ADMIN_SECURITY,
          params: applicationParams,
          response: { 200: okSchema(opsApplicationSchema) },
        },
      },
      async (request) => ok(await approveApplication(db, request.params.id, adminActorOf(request))),
    );

    app.post(
      '/agent-applications/:id/reject',
      {
        config: { permission: 'partners.decide' },
        schema: {
          tags: ['ops'],
          summary: summaryOf('reject-application'),
          description: `The member sees the reason and may apply again ${AGENT_REAPPLY_DAYS} days later. Not open: 409 \`agent_application_not_open\`. Unknown: 404.`,
          security: ADMIN_SECURITY,
          params: applicationParams,
          body: z.object({ reason: z.string().trim().min(1).max(500) }),
          response: { 200: okSchema(opsApplicationSchema) },
        },
      },
      async (request) =>
        ok(await rejectApplication(db, request.params.id, request.body.reason, adminActorOf(request))),
    );

    app.post(
      '/agents/rank',
      {
        config: { permission: 'partners.rank' },
        schema: {
          tags: ['ops'],
          summary: summaryOf('set-rank'),
          description:
            'Exactly one of `user_id` and `mobile`. Up or down; recorded in the rank history (source operator) when it changes. Cash-back already earned keeps its rate; new orders earn at the new rank. Not an agent: 404.',
          security: ADMIN_SECURITY,
          body: z
            .object({
              ...memberByIdOrMobile({ minDigits: 6 }),
              rank: z.enum(AGENT_RANKS),
              reason: z.string().trim().max(500).optional(),
            })
            .refine(...exactlyOneOf('user_id', 'mobile')),
          response: { 200: okSchema(opsRankChangeSchema) },
        },
      },
      async (request) => {
        const { user_id, mobile, rank, reason } = request.body;
        const who = user_id !== undefined ? { user_id } : { mobile: mobile! };
        return ok(await setAgentRank(db, who, rank, reason || null, adminActorOf(request)));
      },
    );

    app.get(
      '/agents',
      {
        config: { permission: 'partners.read' },
        schema: {
          tags: ['ops'],
          summary: summaryOf('agents'),
          security: ADMIN_SECURITY,
          querystring: z.object({ limit: z.coerce.number().int().min(1).max(1000).default(200) }),
          response: { 200: okSchema(z.array(opsAgentSchema)) },
        },
      },
      async (request) => ok(await agentsForOperator(db, request.query.limit)),
    );

    app.get(
      '/withdrawals',
      {
        config: { permission: 'withdrawals.read' },
        schema: {
          tags: ['ops'],
          summary: summaryOf('withdrawals'),
          description:
            '`status` narrows to one state; `due` to those due on or before that day (YYYY-MM-DD). Oldest due first. Numbers masked.',
          security: ADMIN_SECURITY,
          querystring: z.object({
            status: z.enum(WITHDRAWAL_STATUSES).optional(),
            due: optionalDateField,
            limit: z.coerce.number().int().min(1).max(1000).default(200),
          }),
          response: { 200: okSchema(z.array(opsWithdrawalSchema)) },
        },
      },
      async (request) =>
        ok(
          await withdrawalsForOperator(db, {
            status: request.query.status,
            dueBy: request.query.due,
            limit: request.query.limit,
          }),
        ),
    );

    app.post(
      '/withdrawals/process',
      {
        config: { permission: 'withdrawals.pay' },
        schema: {
          tags: ['ops'],
          summary: summaryOf('process-withdrawals'),
          description: `Every withdrawal \`requested\` and due on or before \`date\` (today on the shop's calendar by default) moves to \`processing\` in one statement; \`csv\` is the bank payment file for exactly those (UTF-8 with a BOM; columns ${PAYMENT_FILE_HEADER.join(', ')}; the full account number, the amount as a decimal, the reference WD and the id in 8 digits). Run again, it finds nothing left (payment-file writes the file again). Pay or reject each afterwards.`,
          security: ADMIN_SECURITY,
          body: z.object({ date: dateField.optional() }).optional(),
          response: { 200: okSchema(opsWithdrawalBatchSchema) },
        },
      },
      async (request) => ok(await processWithdrawals(db, cipher, adminActorOf(request), request.body?.date)),
    );

    app.get(
      '/withdrawals/payment-file',
      {
        config: { permission: 'withdrawals.pay' },
        schema: {
          tags: ['ops'],
          summary: summaryOf('payment-file'),
          description:
            'The same answer as process-withdrawals, for the withdrawals already `processing` and due on or before `date` (today by default), moving nothing: the file of a batch whose answer was lost. A withdrawal paid or rejected since is not in it.',
          security: ADMIN_SECURITY,
          querystring: z.object({ date: optionalDateField }),
          response: { 200: okSchema(opsWithdrawalBatchSchema) },
        },
      },
      async (request) => ok(await paymentFile(db, cipher, request.query.date)),
    );

    app.post(
      '/withdrawals/:id/pay',
      {
        config: { permission: 'withdrawals.pay' },
        schema: {
          tags: ['ops'],
          summary: summaryOf('pay-withdrawal'),
          description: `The bank has paid it. Only from \`processing\`: any other state is 409 \`withdrawal_transition_refused\`. ${NOT_FOUND}`,
          security: ADMIN_SECURITY,
          params: z.object({ id: idField }),
          response: { 200: okSchema(opsWithdrawalSchema) },
        },
      },
      async (request) => ok(await moveWithdrawal(db, request.params.id, 'pay', adminActorOf(request))),
    );

    app.post(
      '/withdrawals/:id/reject',
      {
        config: { permission: 'withdrawals.pay' },
        schema: {
          tags: ['ops'],
          summary: summaryOf('reject-withdrawal'),
          description: `From \`requested\` or \`processing\`, with the reason (kept on the withdrawal); the amount returns to the partner's available cash-back in the same transaction, once. Paid or rejected already: 409 \`withdrawal_transition_refused\`. ${NOT_FOUND}`,
          security: ADMIN_SECURITY,
          params: z.object({ id: idField }),
          body: z.object({ reason: z.string().trim().min(1).max(500) }),
          response: { 200: okSchema(opsWithdrawalSchema) },
        },
      },
      async (request) =>
        ok(await moveWithdrawal(db, request.params.id, 'reject', adminActorOf(request), request.body.reason)),
    );
  },
};
