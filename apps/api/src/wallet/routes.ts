import {
  MEMBER_LOOKUPS_PER_HOUR,
  memberListQuerySchema,
  memberListSchema,
  pointAnswerSchema,
  pointQuerySchema,
  shareAndRewardsSchema,
  transferPointAnswerSchema,
  transferPointSchema,
} from '@beauty/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { sendCsv } from '../http/csv';
import { langParam, languageQuery, requestLanguage } from '../http/language';
import { MEMBER_SECURITY } from '../http/login';
import { ok, okSchema } from '../http/reply';
import { requireMember } from '../http/viewer';
import { pointAnswer } from './points';
import { pointsCsv } from './points-csv';
import { REFERRED_LISTED, shareAndRewards } from './referral';
import { findRecipient, type PasswordCheck, transferPoints } from './transfer';

const tags = ['account'];

/** `confirmPassword`: the account's password check, which a transfer asks for (wallet/transfer.ts). */
export type WalletRoutesOptions = { db: Db; confirmPassword: PasswordCheck };

/**
 * The member's wallet calls under /account (spec section 7): points and their history (also as a download),
 * point transfer and share-and-rewards. Vouchers are wallet/voucher-routes.ts.
 */
export const walletRoutes: FastifyPluginAsyncZod<WalletRoutesOptions> = async (
  app,
  { db, confirmPassword },
) => {
  app.get(
    '/point',
    {
      schema: {
        tags,
        summary: "The member's points: what they are worth, and their history, newest first",
        description:
          "Summary from the ledger; `point_redeemed` counts points spent on orders, `total_point_earn` points earned by orders. History paged (`page`, `per_page`), filtered by `start_date` and `end_date` (shop dates, Asia/Singapore, both inclusive); released holds are left out. Only the caller's own entries. With `format=csv` the answer is instead a download of the whole filtered history (`text/csv; charset=utf-8`, a UTF-8 BOM first, `Content-Disposition: attachment; filename=points-YYYY-MM-DD.csv` with the shop's today; columns date, description, points, status with headers in the request language; cells a spreadsheet would run as a formula are prefixed with an apostrophe). Without login: 401.",
        security: MEMBER_SECURITY,
        querystring: pointQuerySchema.safeExtend({ lang: langParam }),
        response: { 200: okSchema(pointAnswerSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = requireMember(request.viewer);
      const language = requestLanguage(request);
      if (request.query.format === 'csv') {
        return sendCsv(reply, await pointsCsv(db, userId, language, request.query));
      }
      return ok(await pointAnswer(db, userId, language, request.query));
    },
  );

  app.get(
    '/memberlist',
    {
      schema: {
        tags,
        summary: 'Find the one member a point transfer would go to, by country and exact mobile number',
        description: `Never a list to browse: at most one member, their name masked ("Tan M** L**"); an unknown number, or one in another country than the caller's, answers \`members: []\`. The caller's own number: 400 transfer_to_self. At most ${MEMBER_LOOKUPS_PER_HOUR} look-ups an hour per member, a transfer to an unknown number counting as one (429 member_lookup_limit). Without login: 401.`,
        security: MEMBER_SECURITY,
        querystring: memberListQuerySchema.extend({ lang: langParam }),
        response: { 200: okSchema(memberListSchema) },
      },
    },
    async (request) => ok(await findRecipient(db, requireMember(request.viewer).userId, request.query)),
  );

  app.post(
    '/transferpoint',
    {
      schema: {
        tags,
        summary: 'Send points to another member of the same country, confirmed with the password',
        description:
          "Refusals: 400 transfer_password_wrong (counted as a failed login: five within 15 minutes from one address lock the number from there, 429 login_locked, for logins too); 400 transfer_min_points and 400 transfer_daily_limit (shop settings, the number in `message_values.points`; the daily limit counts the points sent since the start of the shop's day); 400 transfer_to_self; 404 transfer_recipient_not_found (no member with the number in the caller's country; counts as a look-up, 429 member_lookup_limit beyond the hourly limit); 409 not_enough_points; 409 transfer_point_failed. A retry with the same `idempotency_key` answers the first transfer (its `point_available` is the balance now) instead of sending again. Without login: 401.",
        security: MEMBER_SECURITY,
        body: transferPointSchema,
        response: { 200: okSchema(transferPointAnswerSchema) },
      },
    },
    async (request) =>
      ok(
        await transferPoints(
          db,
          requireMember(request.viewer).userId,
          request.body,
          request.ip,
          confirmPassword,
        ),
      ),
  );

  app.get(
    '/shareandrewards',
    {
      schema: {
        tags,
        summary: "The member's referral code and link, the rewards it earns and the members it brought",
        description: `The link is this shop's address as the request reached it (behind a trusted proxy, as forwarded) with \`/?referralCode=\`. Rewards and texts from the shop settings, texts in the request language. \`referred\`: the newest ${REFERRED_LISTED} members who signed up with the code (names masked), each signed_up, ordered (an order not cancelled) or rewarded (granted once their first order settled); before the reward, \`reward_points\` and \`reward_voucher_value\` show what it will be by today's settings. Without login: 401.`,
        security: MEMBER_SECURITY,
        querystring: languageQuery,
        response: { 200: okSchema(shareAndRewardsSchema) },
      },
    },
    async (request) =>
      ok(
        await shareAndRewards(
          db,
          requireMember(request.viewer).userId,
          requestLanguage(request),
          `${request.protocol}://${request.host}`,
        ),
      ),
  );
};
