import {
  createReviewAnswerSchema,
  createReviewSchema,
  MAX_REVIEW_PHOTOS,
  myReviewsAnswerSchema,
  myReviewsQuerySchema,
  orderLineReviewAnswerSchema,
  orderLineReviewQuerySchema,
  reviewsAnswerSchema,
  reviewsQuerySchema,
  visitReviewAnswerSchema,
  visitReviewQuerySchema,
} from '@beauty/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { langParam, requestLanguage } from '../http/language';
import { MEMBER_SECURITY } from '../http/login';
import { ok, okSchema } from '../http/reply';
import { requireMember } from '../http/viewer';
import { publicReviews } from './lists';
import { createReview, myReviews, orderLineReview, visitReview } from './service';

const tags = ['review'];

const REGION =
  'Salon and stylist reviews are for Singapore members: a member of another country gets 403 `review_region_only`.';
const OWNER = "Only the caller's own: another member's answers 404 like an unknown one.";
const WINDOW =
  "the shop's review window (`review_window_days`, 90 days by default) after delivery or the visit";

/**
 * The review calls (spec section 7, review: myreviews, create, reviews), mounted under /review, and the two
 * reads the write pages open with (orderline, visit). Moderation is the operator's (admin-routes.ts).
 */
export const reviewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/myreviews',
    {
      schema: {
        tags,
        summary: "The caller's products or salon visits to review, or the reviews they wrote, paged",
        description: `\`type\` 1 ECOMMERCE: tab 1 TO_REVIEW lists the lines of the caller's delivered orders not yet reviewed, delivered within ${WINDOW}, leaving out lines whose return was approved or refunded, latest delivery first; tab 2 HISTORY their product reviews, newest first, hidden ones too with the shop's \`hidden_reason\`, each with its rating, photos (with thumbnails) and the shop's reply. \`type\` 2 SALON_STYLIST: the same for completed salon visits (by \`pos_transaction_id\`) and salon reviews. Only the asked list is filled; \`counts\` gives both tabs' totals. ${REGION} (type 2 only).`,
        security: MEMBER_SECURITY,
        querystring: myReviewsQuerySchema.extend({ lang: langParam }),
        response: { 200: okSchema(myReviewsAnswerSchema) },
      },
    },
    async (request) =>
      ok(await myReviews(db, requestLanguage(request), requireMember(request.viewer).userId, request.query)),
  );

  app.get(
    '/orderline',
    {
      schema: {
        tags,
        summary: 'One order line of the caller’s, as the product review page shows it, and its review',
        description: `\`can_review\`: not reviewed yet, not returned, and within ${WINDOW}. A line whose order has not been delivered: 409 \`review_not_delivered\`. ${OWNER}`,
        security: MEMBER_SECURITY,
        querystring: orderLineReviewQuerySchema.extend({ lang: langParam }),
        response: { 200: okSchema(orderLineReviewAnswerSchema) },
      },
    },
    async (request) =>
      ok(
        await orderLineReview(
          db,
          requestLanguage(request),
          requireMember(request.viewer).userId,
          request.query.order_line_id,
        ),
      ),
  );

  app.get(
    '/visit',
    {
      schema: {
        tags,
        summary: 'One salon visit of the caller’s, by its POS transaction number, and its review',
        description: `\`can_review\`: not reviewed yet and within the review window after the visit. ${OWNER} ${REGION}`,
        security: MEMBER_SECURITY,
        querystring: visitReviewQuerySchema.extend({ lang: langParam }),
        response: { 200: okSchema(visitReviewAnswerSchema) },
      },
    },
    async (request) =>
      ok(
        await visitReview(
          db,
          requestLanguage(request),
          requireMember(request.viewer).userId,
          request.query.pos_transaction_id,
        ),
      ),
  );

  app.post(
    '/create',
    {
      schema: {
        tags,
        summary: 'Review a product bought (type 1) or a salon visit (type 2)',
        description: `Type 1: \`order_line_id\` of the caller's and \`reviews\`, 0.5 to 5 stars in half steps (400 \`validation_failed\` with \`review_rating_required\` or \`review_rating_invalid\` under the field). Type 2: \`pos_transaction_id\` of the caller's completed visit and \`ratings\`, stars for each of the criteria "1" to "8" (1-4 the salon, 5-8 the stylist). Both: optional \`comments\` by the text rules, at most 1000 characters; \`photos\`, at most ${MAX_REVIEW_PHOTOS} paths answered by common/upload, each the caller's own upload (422 \`review_photo_not_owned\` under \`photos\`). Once per line or visit: a second review, also one sent at the same moment, is 409 \`review_exists\`. A line whose order has not been delivered: 409 \`review_not_delivered\`; a line returned: 409 \`review_returned\`; after ${WINDOW}: 409 \`review_window_closed\` with \`days\`. ${OWNER} ${REGION} (type 2 only). Parameters as a query string or JSON. Answers the review as its author sees it; it counts in the product's, salon's and stylist's ratings at once.`,
        security: MEMBER_SECURITY,
        body: createReviewSchema,
        response: { 200: okSchema(createReviewAnswerSchema) },
      },
    },
    async (request) =>
      ok(
        await createReview(db, requestLanguage(request), requireMember(request.viewer).userId, request.body),
      ),
  );

  app.get(
    '/reviews',
    {
      schema: {
        tags,
        summary: 'The public reviews of a product, a salon or a stylist, with their ratings, paged',
        description:
          "`product_id`: a product's reviews with the summary (count, average, rate_percent, reviews per whole star, reviews with photos). `target_type` 2 (salon, `target_id` a store) or 3 (stylist): the average overall and per criterion and, for a salon, each of its stylists' ratings. `sort` newest (1), highest (2) or lowest (3) rated first (a salon review rated by its mean on the target's criteria); `with_photos`; `star` (1-5: the reviews counted under that whole star, the rating rounded half up: 5 takes 4.5 and 5, 4 takes 3.5 and 4). Reviews the shop hid never appear nor count. Reviewers' names masked (\"Tan M** L**\"); photos with thumbnails; the shop's reply. An unknown product, store or stylist: 404. No login needed.",
        querystring: reviewsQuerySchema.safeExtend({ lang: langParam }),
        response: { 200: okSchema(reviewsAnswerSchema) },
      },
    },
    async (request) => ok(await publicReviews(db, requestLanguage(request), request.query)),
  );
};
