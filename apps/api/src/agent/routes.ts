import {
  AGENT_REAPPLY_DAYS,
  agentApplicationSchema,
  agentStatusSchema,
  agentTransactionAnswerSchema,
  agentTransactionQuerySchema,
  applicationRequestSchema,
  convertPointAnswerSchema,
  convertPointSchema,
  getApplicationAnswerSchema,
  memberTransactionAnswerSchema,
  memberTransactionQuerySchema,
  myTeamAnswerSchema,
  myTeamQuerySchema,
  tncRequestSchema,
} from '@beauty/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { memberActor } from '../db/lifecycle';
import { sendCsv } from '../http/csv';
import { langParam, languageQuery, requestLanguage } from '../http/language';
import { MEMBER_SECURITY } from '../http/login';
import { ok, okSchema } from '../http/reply';
import { requireAgent, requireMember } from '../http/viewer';
import { acceptTerms, apply, getApplication } from './applications';
import {
  agentStatus,
  cashbackCsv,
  cashbackHistory,
  convertToPoints,
  memberTransactions,
  myTeam,
} from './service';

const tags = ['agent'];

const AGENTS_ONLY = 'A member (not an agent) gets 403 `agent_only`; without login 401.';
const GOODS_PAID =
  "Goods paid: an order's lines at the prices charged (after discounts and partner prices), less what points paid, without the delivery fee (`total_cents − shipping_fee_cents`); service vouchers bought count as goods.";
const CASHBACK_RULE = `Cash-back: when a team member (signed up with the agent's referral code, not an agent) pays an order in the shop's currency, the agent earns its rank's rate of the goods paid (shop settings: silver 5 %, gold 7 %, platinum 10 %, executive 12 % by default), rounded down to the cent, at the rank it has then. ${GOODS_PAID} Pending until the order completes after the return window (a voucher-only order: when paid; a rejected return: then), then available; void when the order is cancelled; a refund reverses the returned lines' share (so that the rest earns the same rate on the goods kept) in the refund's transaction, and the rest becomes available; a whole order refunded nets to zero.`;

const RANKS =
  'Ranks: an approved application makes a member a silver agent; the operator may set any rank; the hourly job agent.promote-ranks promotes, once a month and never down, to the highest rank whose threshold the team sales of the last three full shop months reach (shop settings rank_gold_sales_cents, rank_platinum_sales_cents, rank_executive_sales_cents: S$3,000, S$10,000 and S$30,000 by default).';

/**
 * The partner programme's calls (spec section 7, agent/*) under /agent: a member's application, and the
 * agent's status, team, cash-back history and conversion. Bank accounts and withdrawals are
 * agent/bank-routes.ts.
 */
export const agentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/getapplication',
    {
      schema: {
        tags,
        summary: "The member's latest partner application, or null",
        description: `\`tnc_status\` is Pending until the member accepts the partner terms (agent/tnc), Accepted after. A rejected application carries the operator's \`reject_reason\` and \`can_apply_again_on\` (${AGENT_REAPPLY_DAYS} days after the rejection, shop calendar). Any signed-in member (an agent sees their approved one); without login 401.`,
        security: MEMBER_SECURITY,
        querystring: languageQuery,
        response: { 200: okSchema(getApplicationAnswerSchema) },
      },
    },
    async (request) => ok({ application: await getApplication(db, requireMember(request.viewer).userId) }),
  );

  app.post(
    '/application',
    {
      schema: {
        tags,
        summary: 'Apply to become a partner',
        description: `Opens an application with \`tnc_status\` Pending: the member then accepts the partner terms (agent/tnc), and the operator approves (the member becomes an agent, rank silver) or rejects it with a reason. 409 \`duplicate_agent_application\` while one is open (also for two requests at once), 409 \`agent_already\` for an agent, 409 \`agent_reapply_too_soon\` (with \`message_values.date\`) within ${AGENT_REAPPLY_DAYS} days of a rejection. Without login 401.`,
        security: MEMBER_SECURITY,
        body: applicationRequestSchema.extend({ lang: langParam }),
        response: { 200: okSchema(agentApplicationSchema) },
      },
    },
    async (request) => {
      const { userId } = requireMember(request.viewer);
      return ok(await apply(db, userId, memberActor(userId)));
    },
  );

  app.put(
    '/tnc',
    {
      schema: {
        tags,
        summary: 'Accept the partner terms for the open application',
        description:
          'With `agree` true the application is submitted to the operator (`tnc_status` Accepted); accepting again changes nothing. 400 `partner_terms_required` without `agree`; 404 `agent_application_not_found` without an application awaiting it. Without login 401.',
        security: MEMBER_SECURITY,
        body: tncRequestSchema.extend({ lang: langParam }),
        response: { 200: okSchema(agentApplicationSchema) },
      },
    },
    async (request) => {
      const member = requireMember(request.viewer);
      return ok(await acceptTerms(db, member.userId, memberActor(member.userId)));
    },
  );

  app.get(
    '/status',
    {
      schema: {
        tags,
        summary: "The agent's rank, cash-back balances, team size and this month's team sales",
        description: `Balances in cents of \`currency\`: available (can be converted or withdrawn), pending (earned on orders not yet completed, net of their reversals), withdrawn (requested or paid out, all time), of which \`cashback_withdrawal_in_progress\` (requested or processing, not paid yet) and \`cashback_paid_out\` (paid). \`month_team_sales\`: the team's goods paid this shop month, net of what came back. \`point_conversion_rate\`: points per currency unit of cash-back (shop setting cashback_point_rate, 100 by default). \`next_cash_out_on\`: the 1st or 15th whose batch pays a withdrawal requested today. ${CASHBACK_RULE} ${RANKS} ${AGENTS_ONLY}`,
        security: MEMBER_SECURITY,
        querystring: languageQuery,
        response: { 200: okSchema(agentStatusSchema) },
      },
    },
    async (request) => ok(await agentStatus(db, requireAgent(request.viewer).userId)),
  );

  app.get(
    '/myteam',
    {
      schema: {
        tags,
        summary: "The agent's team, newest members first, paged",
        description: `The members who signed up with the agent's referral code, each with their orders that earned cash-back, their purchases (goods paid, net of returns) and the cash-back they brought (net of reversals; void earnings of cancelled orders count nowhere). ${AGENTS_ONLY}`,
        security: MEMBER_SECURITY,
        querystring: myTeamQuerySchema.extend({ lang: langParam }),
        response: { 200: okSchema(myTeamAnswerSchema) },
      },
    },
    async (request) => ok(await myTeam(db, requireAgent(request.viewer).userId, request.query)),
  );

  app.get(
    '/membertransaction',
    {
      schema: {
        tags,
        summary: "One team member's orders that earned cash-back, newest first, paged",
        description: `Each order with its goods paid and cash-back, both net of reversals, and the cash-back's status. A member outside the caller's team: 404 \`team_member_not_found\`. ${AGENTS_ONLY}`,
        security: MEMBER_SECURITY,
        querystring: memberTransactionQuerySchema.extend({ lang: langParam }),
        response: { 200: okSchema(memberTransactionAnswerSchema) },
      },
    },
    async (request) => ok(await memberTransactions(db, requireAgent(request.viewer).userId, request.query)),
  );

  app.get(
    '/transaction',
    {
      schema: {
        tags,
        summary: "The agent's cash-back history, newest first, paged",
        description: `Entries earned (+), reversed, converted and withdrawn (−), each with its status (pending, available, void) and, for a withdrawal, the request's status; descriptions in the request language. \`month\` (YYYY-MM, shop calendar) and \`kind\` filter. With \`format=csv\` the answer is instead a download of the whole filtered history (\`text/csv; charset=utf-8\`, a UTF-8 BOM first, \`Content-Disposition: attachment; filename=cashback[-YYYY-MM]-YYYY-MM-DD.csv\`; columns date, type, description, amount in currency units, status, with headers in the request language; cells a spreadsheet would run as a formula are prefixed with an apostrophe). ${AGENTS_ONLY}`,
        security: MEMBER_SECURITY,
        querystring: agentTransactionQuerySchema.extend({ lang: langParam }),
        response: { 200: okSchema(agentTransactionAnswerSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = requireAgent(request.viewer);
      const language = requestLanguage(request);
      if (request.query.format === 'csv') {
        return sendCsv(reply, await cashbackCsv(db, userId, language, request.query));
      }
      return ok(await cashbackHistory(db, userId, language, request.query));
    },
  );

  app.post(
    '/convert_point',
    {
      schema: {
        tags,
        summary: 'Convert available cash-back into points',
        description:
          "`amount` in cents of available cash-back becomes points at the shop setting `cashback_point_rate` (points per currency unit, 100 by default: S$1 = 100 points), rounded down; the cash-back and the points move in one transaction under the agent's locks. 400 `amount_invalid` for a missing or non-positive amount, 400 `conversion_too_small` for one that buys no point, 409 `cashback_not_enough` beyond the available balance. Answers the points and both balances after. " +
          AGENTS_ONLY,
        security: MEMBER_SECURITY,
        body: convertPointSchema.extend({ lang: langParam }),
        response: { 200: okSchema(convertPointAnswerSchema) },
      },
    },
    async (request) =>
      ok(await convertToPoints(db, requireAgent(request.viewer).userId, request.body.amount)),
  );
};
