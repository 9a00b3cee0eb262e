import { BANK_TYPES, dateField, idField, optionalDateField, WITHDRAWAL_STATUSES } from '@beauty/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { OPERATOR } from '../db/lifecycle';
import { ok, okSchema } from '../http/reply';
import { bankCipher } from './bank-crypto';
import {
  moveWithdrawal,
  PAYMENT_FILE_HEADER,
  paymentFile,
  processWithdrawals,
  WITHDRAWAL_OPERATOR_COMMANDS,
  withdrawalsForOperator,
} from './withdrawal-service';

/*
 * Partner withdrawals in the operator API (`npm run ops -- withdrawals | process-withdrawals |
 * pay-withdrawal | reject-withdrawal`). The operator routes (ops/routes.ts) register these behind their
 * token, and list their commands, through `withdrawalOps` given them by the routing table. The payment file
 * of process-withdrawals is the only answer anywhere with a full account number.
 */

const tags = ['ops'];
const security = [{ ops: [] }];
const summaryOf = (name: (typeof WITHDRAWAL_OPERATOR_COMMANDS)[number]['name']) =>
  WITHDRAWAL_OPERATOR_COMMANDS.find((c) => c.name === name)!.summary;

export const opsWithdrawalSchema = z.object({
  id: z.number().int(),
  agent_id: z.number().int(),
  agent_name: z.string().describe('In full'),
  amount: z.number().int().describe('Cents'),
  currency: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  due_on: z.string().describe('YYYY-MM-DD: the 1st or 15th whose batch takes it'),
  bank_code: z.string(),
  bank_name: z.string(),
  bank_type: z.enum(BANK_TYPES),
  account_number: z.string().describe('Masked'),
  account_holder_name: z.string(),
  id_number: z.string().describe('Masked'),
  email: z.string(),
  one_time: z.boolean().describe('A one-time transfer (no saved account)'),
  reject_reason: z.string().nullable(),
  created_at: z.string().describe('YYYY-MM-DD HH:mm:ss, shop time'),
  processing_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  rejected_at: z.string().nullable(),
});

const batchSchema = z.object({
  due_by: z.string(),
  count: z.number().int(),
  total: z.number().int().describe('Cents'),
  currency: z.string(),
  withdrawals: z.array(opsWithdrawalSchema),
  csv: z.string().describe('The bank payment file: full account numbers'),
});

const NOT_FOUND = 'Unknown withdrawal: 404 `withdrawal_not_found`.';

const withdrawalOpsRoutes: FastifyPluginAsyncZod<{ db: Db; bankKey: Buffer }> = async (
  app,
  { db, bankKey },
) => {
  const cipher = bankCipher(bankKey);

  app.get(
    '/withdrawals',
    {
      schema: {
        tags,
        summary: summaryOf('withdrawals'),
        description:
          '`status` narrows to one state; `due` to those due on or before that day (YYYY-MM-DD). Oldest due first. Numbers masked.',
        security,
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
      schema: {
        tags,
        summary: summaryOf('process-withdrawals'),
        description: `Every withdrawal \`requested\` and due on or before \`date\` (today on the shop's calendar by default) moves to \`processing\` in one statement; \`csv\` is the bank payment file for exactly those (UTF-8 with a BOM; columns ${PAYMENT_FILE_HEADER.join(', ')}; the full account number, the amount as a decimal, the reference WD and the id in 8 digits). Run again, it finds nothing left (payment-file writes the file again). Pay or reject each afterwards.`,
        security,
        body: z.object({ date: dateField.optional() }).optional(),
        response: { 200: okSchema(batchSchema) },
      },
    },
    async (request) => ok(await processWithdrawals(db, cipher, OPERATOR, request.body?.date)),
  );

  app.get(
    '/withdrawals/payment-file',
    {
      schema: {
        tags,
        summary: summaryOf('payment-file'),
        description:
          'The same answer as process-withdrawals, for the withdrawals already `processing` and due on or before `date` (today by default), moving nothing: the file of a batch whose answer was lost. A withdrawal paid or rejected since is not in it.',
        security,
        querystring: z.object({ date: optionalDateField }),
        response: { 200: okSchema(batchSchema) },
      },
    },
    async (request) => ok(await paymentFile(db, cipher, request.query.date)),
  );

  app.post(
    '/withdrawals/:id/pay',
    {
      schema: {
        tags,
        summary: summaryOf('pay-withdrawal'),
        description: `The bank has paid it. Only from \`processing\`: any other state is 409 \`withdrawal_transition_refused\`. ${NOT_FOUND}`,
        security,
        params: z.object({ id: idField }),
        response: { 200: okSchema(opsWithdrawalSchema) },
      },
    },
    async (request) => ok(await moveWithdrawal(db, request.params.id, 'pay', OPERATOR)),
  );

  app.post(
    '/withdrawals/:id/reject',
    {
      schema: {
        tags,
        summary: summaryOf('reject-withdrawal'),
        description: `From \`requested\` or \`processing\`, with the reason (kept on the withdrawal); the amount returns to the partner's available cash-back in the same transaction, once. Paid or rejected already: 409 \`withdrawal_transition_refused\`. ${NOT_FOUND}`,
        security,
        params: z.object({ id: idField }),
        body: z.object({ reason: z.string().trim().min(1).max(500) }),
        response: { 200: okSchema(opsWithdrawalSchema) },
      },
    },
    async (request) =>
      ok(await moveWithdrawal(db, request.params.id, 'reject', OPERATOR, request.body.reason)),
  );
};

/** The withdrawals' operator routes and commands, for the operator API to register behind its token. */
export const withdrawalOps = (options: { db: Db; bankKey: Buffer }) => ({
  commands: WITHDRAWAL_OPERATOR_COMMANDS,
  register: async (app: FastifyInstance) => {
    await app.register(withdrawalOpsRoutes, options);
  },
});
