import { webPushKeySchema, webPushSubscriptionSchema, webPushUnsubscribeSchema } from '@beauty/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { MEMBER_SECURITY } from '../http/login';
import { ok, okSchema } from '../http/reply';
import { requireMember } from '../http/viewer';
import { forgetDevice, subscribeBrowser } from './devices';

export type WebPushRouteDeps = {
  db: Db;
  /** The VAPID public key browsers subscribe with; null when Web Push is off. */
  publicKey: string | null;
  /** Whether plain-http endpoints are taken (outside production: local stubs). */
  httpEndpoints: boolean;
};

/** The browser's Web Push subscription (the storefront's service worker). */
export const webPushRoutes: FastifyPluginAsyncZod<WebPushRouteDeps> = async (
  app,
  { db, publicKey, httpEndpoints },
) => {
  app.get(
    '/webpush_key',
    {
      schema: {
        tags: ['notification'],
        summary: 'The VAPID public key a browser subscribes with',
        description: '`public_key` is null when Web Push is off: the storefront then offers no subscription.',
        response: { 200: okSchema(webPushKeySchema) },
      },
    },
    async () => ok({ public_key: publicKey }),
  );

  app.post(
    '/webpush_subscribe',
    {
      schema: {
        tags: ['notification'],
        summary: "Register this browser's push subscription to the member",
        description:
          "The body is the browser's `PushSubscription.toJSON()`. A subscription belongs to the member who registered it last. Production takes https endpoints only (400 invalid_value on `endpoint`). Without login: 401.",
        security: MEMBER_SECURITY,
        body: webPushSubscriptionSchema,
        response: { 200: okSchema(z.object({ subscribed: z.literal(true) })) },
      },
    },
    async (request) => {
      const member = requireMember(request.viewer);
      return ok(await subscribeBrowser(db, member.userId, request.body, { httpEndpoints }));
    },
  );

  app.post(
    '/webpush_unsubscribe',
    {
      schema: {
        tags: ['notification'],
        summary: "Forget this browser's push subscription",
        description:
          "Only the member's own subscription is removed; `removed` is false when it was not theirs or not there. Without login: 401.",
        security: MEMBER_SECURITY,
        body: webPushUnsubscribeSchema,
        response: { 200: okSchema(z.object({ removed: z.boolean() })) },
      },
    },
    async (request) => {
      const member = requireMember(request.viewer);
      return ok({ removed: await forgetDevice(db, member.userId, request.body.endpoint) });
    },
  );
};
