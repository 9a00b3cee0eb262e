import type { FastifyInstance, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import { requireMember } from './viewer';

/**
 * The OpenAPI security of an operation that needs a signed-in member. Declaring it in a route's schema is
 * what makes the route check login, so the document and the behaviour cannot disagree.
 */
export const MEMBER_SECURITY = [{ bearer: [] as string[] }];

type Security = readonly Record<string, readonly string[]>[] | undefined;

/**
 * Whether an operation's security requires the member bearer token: every alternative names it (an empty
 * alternative `{}` would make login optional, as OpenAPI reads it).
 */
export function needsLogin(security: Security): boolean {
  return (
    security !== undefined && security.length > 0 && security.every((alternative) => 'bearer' in alternative)
  );
}

const checkLogin: onRequestAsyncHookHandler = async (request) => {
  requireMember(request.viewer);
};

/**
 * Gives every route whose schema declares MEMBER_SECURITY a login check, decided once when the route is
 * registered. It runs on request, after authentication has set the viewer and before the body is read or
 * validated, so a visitor or a made-up token gets 401 whatever the parameters.
 */
export function registerLoginCheck(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!needsLogin((route.schema as { security?: Security } | undefined)?.security)) return;
    const hooks = route.onRequest === undefined ? [] : [route.onRequest].flat();
    if (!hooks.includes(checkLogin)) route.onRequest = [...hooks, checkLogin];
  });
}
