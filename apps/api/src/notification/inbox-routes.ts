import {
  idField,
  markReadSchema,
  notificationListQuerySchema,
  notificationListSchema,
  unreadCountSchema,
} from '@beauty/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { langParam, requestLanguage } from '../http/language';
import { MEMBER_SECURITY } from '../http/login';
import { ok, okSchema } from '../http/reply';
import { requireMember } from '../http/viewer';
import { listInbox, readAll, readOne, unreadCount } from './inbox';

const tags = ['notification'];

/** The member's inbox and the header bell's count; every call needs login. */
export const inboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/list',
    {
      schema: {
        tags,
        summary: "The caller's notifications, newest first, paged",
        description:
          "Titles and bodies in the request's language (the same texts as the pushes); `unread` is the bell's count. Without login: 401.",
        security: MEMBER_SECURITY,
        querystring: notificationListQuerySchema.extend({ lang: langParam }),
        response: { 200: okSchema(notificationListSchema) },
      },
    },
    async (request) =>
      ok(await listInbox(db, requestLanguage(request), requireMember(request.viewer), request.query)),
  );

  app.get(
    '/unread_count',
    {
      schema: {
        tags,
        summary: "How many of the caller's notifications are unread (the bell)",
        description: 'Without login: 401.',
        security: MEMBER_SECURITY,
        response: { 200: okSchema(unreadCountSchema) },
      },
    },
    async (request) => ok(await unreadCount(db, requireMember(request.viewer))),
  );

  app.post(
    '/read/:id',
    {
      schema: {
        tags,
        summary: 'Mark one notification read; answers the count left unread',
        description:
          "Reading one again is harmless. Another member's notification answers 404 exactly like an unknown one. Without login: 401.",
        security: MEMBER_SECURITY,
        params: z.object({ id: idField }),
        response: { 200: okSchema(markReadSchema) },
      },
    },
    async (request) => ok(await readOne(db, requireMember(request.viewer), request.params.id)),
  );

  app.post(
    '/read_all',
    {
      schema: {
        tags,
        summary: "Mark all the caller's notifications read; answers the count left unread",
        description: 'Without login: 401.',
        security: MEMBER_SECURITY,
        response: { 200: okSchema(markReadSchema) },
      },
    },
    async (request) => ok(await readAll(db, requireMember(request.viewer))),
  );
};
