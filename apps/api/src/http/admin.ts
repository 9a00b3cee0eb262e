import { createHash, timingSafeEqual } from 'node:crypto';
import { ADMIN_PERMISSIONS, type AdminPermission, type OpsCommand, opsCommandSchema } from '@beauty/shared';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Actor, OPERATOR } from '../db/lifecycle';
import { DomainError } from '../errors';
import { isLoopbackRequest } from './loopback';
import { ok, okSchema } from './reply';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who an operator call's writes are by: the guard's caller (OPERATOR for the operator token). */
    adminActor: Actor | null;
  }
  interface FastifyContextConfig {
    /**
     * What an operator route requires of its caller (`config: { permission }`). The operator API refuses to
     * start with a route that declares none, so no route is open by omission.
     */
    permission?: AdminPermission;
  }
}

/** The OpenAPI security of an operator route: the operator token. */
export const ADMIN_SECURITY = [{ ops: [] as string[] }];

/** A domain's operator routes: the commands `npm run ops` lists for them, and the plugin serving them. */
export type AdminRoutes<Options extends object> = {
  commands: readonly OpsCommand[];
  routes: FastifyPluginAsyncZod<Options>;
};

/** A domain's operator routes bound to their options by the routing table. */
export type AdminDomain = {
  commands: readonly OpsCommand[];
  register(app: FastifyInstance): Promise<unknown>;
};

export function adminDomain<Options extends object>(
  { commands, routes }: AdminRoutes<Options>,
  options: Options,
): AdminDomain {
  return { commands, register: async (app) => app.register(routes, options) };
}

/** What a caller may do, and who the writes it causes are by. */
export type AdminGrant = { permissions: ReadonlySet<AdminPermission>; actor: Actor };

/**
 * Who is calling, as the permissions they hold and their actor; null when the request carries no credentials
 * this authenticator accepts (401, unless another accepts them: `firstOf`).
 */
export type AdminAuthenticator = (request: FastifyRequest) => AdminGrant | null | Promise<AdminGrant | null>;

/** The first grant of several authenticators, tried in order (the operator token, then a staff API key). */
export const firstOf =
  (...authenticators: readonly AdminAuthenticator[]): AdminAuthenticator =>
  async (request) => {
    for (const authenticate of authenticators) {
      const grant = await authenticate(request);
      if (grant) return grant;
    }
    return null;
  };

/** The actor of an operator route's writes: whoever the guard let in, with the call's id and address. */
export function adminActorOf(request: FastifyRequest): Actor {
  if (!request.adminActor) throw new DomainError('unauthorized');
  return request.adminActor;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Compares the bearer token with the operator token in constant time (equal-length digests). */
export function isOpsToken(header: string | undefined, opsToken: string): boolean {
  const token = /^Bearer\s+(\S+)$/.exec(header ?? '')?.[1];
  if (!token) return false;
  return timingSafeEqual(digest(token), digest(opsToken));
}

const EVERY_PERMISSION: AdminGrant = { permissions: new Set(ADMIN_PERMISSIONS), actor: OPERATOR };

/** The operator token holds every permission: until staff accounts, whoever has it is the whole shop. */
export const operatorToken =
  (opsToken: string): AdminAuthenticator =>
  (request) =>
    isOpsToken(request.headers.authorization, opsToken) ? EVERY_PERMISSION : null;

export type AdminOptions = {
  authenticate: AdminAuthenticator;
  /** The demo's built-in token, not one the operator set: taken only from this machine. */
  localOnly?: boolean;
  domains: readonly AdminDomain[];
};

function requirePermissionOf(route: RouteOptions): void {
  const permission = route.config?.permission;
  if (permission === undefined || !ADMIN_PERMISSIONS.includes(permission)) {
    throw new Error(
      `The operator route ${route.method} ${route.url} declares no known permission (config.permission)`,
    );
  }
}

/**
 * The shop's operator API: every domain's operator routes (`<domain>/admin-routes.ts`) under one prefix, behind
 * one guard. The guard runs on request, before the body is read: a demo token from elsewhere than this
 * machine is 403 local_only, no credentials 401, and a caller without the permission the route declares 403.
 * The app registers it only when an operator token is configured.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminOptions> = async (app, options) => {
  app.addHook('onRoute', requirePermissionOf);
  app.decorateRequest('adminActor', null);
  app.addHook('onRequest', async (request) => {
    if (options.localOnly && !isLoopbackRequest(request)) throw new DomainError('local_only');
    const granted = await options.authenticate(request);
    if (!granted) throw new DomainError('unauthorized');
    const permission = request.routeOptions.config.permission;
    if (permission === undefined || !granted.permissions.has(permission)) throw new DomainError('forbidden');
    // The call's id and address go with a staff actor's writes into the audit log.
    request.adminActor =
      granted.actor.kind === 'staff'
        ? { ...granted.actor, requestId: request.id, ip: request.ip }
        : granted.actor;
  });

  app.get(
    '/commands',
    {
      config: { permission: 'commands.read' },
      schema: {
        tags: ['ops'],
        summary: 'The operator commands, each with what it does',
        description:
          'An order command is `POST /api/ops/orders/{po}/{name}`; issue-voucher is `POST /api/ops/vouchers`, void-voucher `POST /api/ops/vouchers/{id}/void`; the appointment commands are under `/api/ops/stores`, `/api/ops/bookings` and `/api/ops/stylists`; the review commands under `/api/ops/reviews`; the partner commands under `/api/ops/agent-applications` and `/api/ops/agents`. `npm run ops` reads this list, so the script and the server never disagree.',
        security: ADMIN_SECURITY,
        response: { 200: okSchema(z.array(opsCommandSchema)) },
      },
    },
    async () => ok(options.domains.flatMap((d) => d.commands)),
  );

  for (const domain of options.domains) await domain.register(app);
};
