import {
  idField,
  voucherDetailQuerySchema,
  voucherDetailSchema,
  voucherListSchema,
  voucherQuerySchema,
} from '@beauty/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { langParam, requestLanguage } from '../http/language';
import { MEMBER_SECURITY } from '../http/login';
import { ok, okSchema } from '../http/reply';
import { requireMember } from '../http/viewer';
import { listVouchers, voucherDetail } from './vouchers';

const tags = ['account'];

const REGION =
  'Vouchers are for Singapore members: a member of another country gets 403 `voucher_region_only` ("Service vouchers are for Singapore members").';

/** The member's service vouchers (spec section 7, account: voucher), mounted under /account. */
export const voucherRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/voucher',
    {
      schema: {
        tags,
        summary: "The member's service vouchers in one status, paged, with the count of every status",
        description: `\`status\` by name or number (1 active, 2 used, 3 expired, 4 void); active by default. Active: usable now, soonest to expire first. A voucher whose last day (Singapore date) has passed shows as expired at once, before the expiry job marks it. The others: most recently changed first. Names in the request language. ${REGION}`,
        security: MEMBER_SECURITY,
        querystring: voucherQuerySchema.extend({ lang: langParam }),
        response: { 200: okSchema(voucherListSchema) },
      },
    },
    async (request) =>
      ok(
        await listVouchers(db, requestLanguage(request), requireMember(request.viewer), {
          status: request.query.status,
          page: request.query.page,
          per_page: request.query.per_page,
        }),
      ),
  );

  const detail = {
    tags,
    summary: 'One of the member’s vouchers: code, terms, validity and the stores that take it',
    description: `\`stores\` lists where it can be used; \`all_stores\` is true when the voucher names none (then every store is listed). \`po_number\` is the order that bought it (null for an awarded or issued one). Another member's voucher, or none: 404. ${REGION}`,
    security: MEMBER_SECURITY,
    response: { 200: okSchema(voucherDetailSchema) },
  };

  app.get(
    '/voucherdetails',
    { schema: { ...detail, querystring: voucherDetailQuerySchema.extend({ lang: langParam }) } },
    async (request) =>
      ok(await voucherDetail(db, requestLanguage(request), requireMember(request.viewer), request.query.id)),
  );

  app.get(
    '/voucher/:id',
    {
      schema: {
        ...detail,
        params: z.object({ id: idField }),
        querystring: z.object({ lang: langParam }),
      },
    },
    async (request) =>
      ok(await voucherDetail(db, requestLanguage(request), requireMember(request.viewer), request.params.id)),
  );
};
