import {
  idField,
  opsReviewSchema,
  REVIEW_KINDS,
  REVIEW_STATUSES,
  reviewHideRequestSchema,
  reviewReplyRequestSchema,
} from '@beauty/shared';
import { z } from 'zod';
import type { Db } from '../db/client';
import { ADMIN_SECURITY, type AdminRoutes, operatorOf } from '../http/admin';
import { ok, okSchema } from '../http/reply';
import {
  hideReview,
  REVIEW_OPERATOR_COMMANDS,
  replyToReview,
  restoreReview,
  reviewsForOperator,
} from './moderation';

/*
 * The shop's moderation of reviews in the operator API (review/moderation.ts; `npm run ops -- reviews |
 * hide-review | restore-review | reply-review`). A review is named by its kind (product or salon: the two
 * kinds number their reviews apart) and its id.
 */

const summaryOf = (name: (typeof REVIEW_OPERATOR_COMMANDS)[number]['name']) =>
  REVIEW_OPERATOR_COMMANDS.find((c) => c.name === name)!.summary;

const reviewParams = z.object({ kind: z.enum(REVIEW_KINDS), id: idField });

const NOT_FOUND = 'Unknown review (of that kind): 404.';

export const reviewAdminRoutes: AdminRoutes<{ db: Db }> = {
  commands: REVIEW_OPERATOR_COMMANDS,
  routes: async (app, { db }) => {
    app.get(
      '/reviews',
      {
        config: { permission: 'reviews.read' },
        schema: {
          tags: ['ops'],
          summary: summaryOf('reviews'),
          description:
            'Both kinds, hidden ones too, newest first; `product_id` narrows to one product’s reviews, `store_id` to one salon’s, `kind` to one kind, `status` to visible or hidden.',
          security: ADMIN_SECURITY,
          querystring: z.object({
            kind: z.enum(REVIEW_KINDS).optional(),
            product_id: idField.optional(),
            store_id: idField.optional(),
            status: z.enum(REVIEW_STATUSES).optional(),
            limit: z.coerce.number().int().min(1).max(500).default(100),
          }),
          response: { 200: okSchema(z.array(opsReviewSchema)) },
        },
      },
      async (request) => {
        const q = request.query;
        return ok(
          await reviewsForOperator(db, {
            kind: q.kind,
            productId: q.product_id,
            storeId: q.store_id,
            status: q.status,
            limit: q.limit,
          }),
        );
      },
    );

    app.post(
      '/reviews/:kind/:id/hide',
      {
        config: { permission: 'reviews.moderate' },
        schema: {
          tags: ['ops'],
          summary: summaryOf('hide-review'),
          description: `The review leaves every public list and every average (the product's rating, the salon's and the stylist's) at once; its author still sees it, with the reason. Not visible: 409 \`review_already_hidden\`. ${NOT_FOUND}`,
          security: ADMIN_SECURITY,
          params: reviewParams,
          body: reviewHideRequestSchema,
          response: { 200: okSchema(opsReviewSchema) },
        },
      },
      async (request) =>
        ok(
          await hideReview(
            db,
            request.params.kind,
            request.params.id,
            operatorOf(request),
            request.body.reason,
          ),
        ),
    );

    app.post(
      '/reviews/:kind/:id/restore',
      {
        config: { permission: 'reviews.moderate' },
        schema: {
          tags: ['ops'],
          summary: summaryOf('restore-review'),
          description: `The review shows again and counts in the averages again, at once. Not hidden: 409 \`review_not_hidden\`. ${NOT_FOUND}`,
          security: ADMIN_SECURITY,
          params: reviewParams,
          response: { 200: okSchema(opsReviewSchema) },
        },
      },
      async (request) =>
        ok(await restoreReview(db, request.params.kind, request.params.id, operatorOf(request))),
    );

    app.post(
      '/reviews/:kind/:id/reply',
      {
        config: { permission: 'reviews.reply' },
        schema: {
          tags: ['ops'],
          summary: summaryOf('reply-review'),
          description: `\`text\` by the text rules (at most 1000 characters, line breaks allowed); shown under the review, with when, wherever it is listed. A second reply replaces the first. ${NOT_FOUND}`,
          security: ADMIN_SECURITY,
          params: reviewParams,
          body: reviewReplyRequestSchema,
          response: { 200: okSchema(opsReviewSchema) },
        },
      },
      async (request) =>
        ok(
          await replyToReview(
            db,
            request.params.kind,
            request.params.id,
            request.body.text,
            operatorOf(request),
          ),
        ),
    );
  },
};
