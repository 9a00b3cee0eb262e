import {
  bankAccountIdSchema,
  bankAccountListSchema,
  bankAccountSchema,
  bankListAnswerSchema,
  cashOutAnswerSchema,
  cashOutSchema,
  MAX_SAVED_BANK_ACCOUNTS,
  withdrawalBankSchema,
} from '@beauty/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { memberActor } from '../db/lifecycle';
import { fieldCipher } from '../db/sealed';
import { MEMBER_SECURITY } from '../http/login';
import { ok, okSchema } from '../http/reply';
import { requireAgent } from '../http/viewer';
import { bankAccounts, bankList, deleteBankAccount, saveBankAccount } from './bank-service';
import { cashOut } from './withdrawal-service';

const tags = ['agent'];

const AGENT = 'Partners only: without login 401, a member 403 `agent_only`.';
const MASKED =
  'Account and ID numbers are stored encrypted (AES-256-GCM) and answered only masked, as "•••• " and their last four characters.';
const FIELDS =
  '`bank_code` one of agent/bank_list (`bank_code_invalid`); `bank_type` individual (1) or company (2); `account_number` digits only, spaces and hyphens between groups dropped (`numbers_only`), of a length the bank issues (`account_number_length`); `account_holder_name` by the text rules, at most 140 characters; `id_number` an NRIC or FIN (S, T, F, G, M) for an individual (`nric_invalid`), the UEN (business, local company or other entity) for a company (`uen_invalid`), check letter checked; `email`. A bad field: 400 `validation_failed` with its message under the field.';

/**
 * The partner's bank calls (spec section 7, agent: bank_list, withdrawalsbank, cash_out), mounted under
 * /agent beside the rest of the agent routes. `bankKey` is the BANK_DATA_KEY (config.ts bankDataKeyOf).
 */
export const agentBankRoutes: FastifyPluginAsyncZod<{ db: Db; bankKey: Buffer }> = async (
  app,
  { db, bankKey },
) => {
  const cipher = fieldCipher(bankKey);

  app.get(
    '/bank_list',
    {
      schema: {
        tags,
        summary: 'The Singapore banks a partner can be paid to',
        description: `Each bank's code (what \`bank_code\` takes), name and the account number lengths it issues, in digits (rules/agent-bank.ts): DBS 10, POSB 9, OCBC 10 or 12, UOB 10, Standard Chartered 10, Citibank 10, HSBC 9 or 12, Maybank 11, CIMB 10, Bank of China 12, ICBC 11, RHB 10. ${AGENT}`,
        security: MEMBER_SECURITY,
        response: { 200: okSchema(bankListAnswerSchema) },
      },
    },
    async (request) => {
      requireAgent(request.viewer);
      return ok(bankList());
    },
  );

  app.get(
    '/withdrawalsbank',
    {
      schema: {
        tags,
        summary: "The partner's saved bank accounts, newest first",
        description: `${MASKED} ${AGENT}`,
        security: MEMBER_SECURITY,
        response: { 200: okSchema(bankAccountListSchema) },
      },
    },
    async (request) => ok(await bankAccounts(db, requireAgent(request.viewer).userId)),
  );

  app.post(
    '/withdrawalsbank',
    {
      schema: {
        tags,
        summary: 'Save a bank account to withdraw to',
        description: `${FIELDS} At most ${MAX_SAVED_BANK_ACCOUNTS} saved accounts: another is 409 \`bank_account_limit\`. Answers the account, masked. ${MASKED} ${AGENT}`,
        security: MEMBER_SECURITY,
        body: withdrawalBankSchema,
        response: { 200: okSchema(bankAccountSchema) },
      },
    },
    async (request) =>
      ok(await saveBankAccount(db, cipher, requireAgent(request.viewer).userId, request.body)),
  );

  app.delete(
    '/withdrawalsbank',
    {
      schema: {
        tags,
        summary: 'Remove a saved bank account',
        description: `\`id\` of one of the partner's own accounts; another partner's, or one removed already, is 404 \`bank_account_not_found\`. Withdrawals already requested to it are paid as requested. Answers the accounts left. ${AGENT}`,
        security: MEMBER_SECURITY,
        body: bankAccountIdSchema,
        response: { 200: okSchema(bankAccountListSchema) },
      },
    },
    async (request) => ok(await deleteBankAccount(db, requireAgent(request.viewer).userId, request.body.id)),
  );

  app.post(
    '/cash_out',
    {
      schema: {
        tags,
        summary: 'Withdraw cash-back to a bank account',
        description: `\`amount\` in cents, at least the shop's minimum withdrawal (the landing's \`agent_min_withdrawal_amount\`; below it 400 \`withdrawal_below_minimum\` with the amount formatted in \`message_values.amount\`) and at most the available cash-back (409 \`cashback_not_enough\`; requests at the same moment are taken one at a time, so together they never spend more than the balance). Paid to \`bank_account_id\`, one of the partner's saved accounts (404 \`bank_account_not_found\` for another's or a removed one), or to \`one_time\`, bank details for this withdrawal only, never saved as an account (${FIELDS.replace(' A bad field: 400 `validation_failed` with its message under the field.', '')}, under \`one_time.\`); neither: 400 with \`bank_account_required\` under \`bank_account_id\`; both: \`bank_account_one_or_other\` under \`one_time\`. The amount leaves the available balance at once; the request is processed on the next 1st or 15th (\`due_on\`, shop calendar, today when it is one) and reaches the bank account 4-5 working days later. A request the shop rejects gives the amount back. ${AGENT}`,
        security: MEMBER_SECURITY,
        body: cashOutSchema,
        response: { 200: okSchema(cashOutAnswerSchema) },
      },
    },
    async (request) => {
      const { userId } = requireAgent(request.viewer);
      return ok(await cashOut(db, cipher, userId, request.body, memberActor(userId)));
    },
  );
};
