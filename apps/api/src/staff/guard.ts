import { type AdminPermission, roleHas } from '@beauty/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashToken } from '../account';
import type { Db } from '../db/client';
import { type Actor, staffActor } from '../db/lifecycle';
import { DomainError } from '../errors';
import { apiKeyActor, apiKeyName, apiKeyOf, authenticateApiKey } from './api-keys';
import { clearStaffCookie, mayActOnAdmin, STAFF_SESSION_COOKIE } from './cookie';
import { findLiveSession, type LiveSession } from './queries';

declare module 'fastify' {
  interface FastifyRequest {
    /** The member of staff whose session cookie (or the API key) came with a call to /api/admin; null for none. */
    staff: LiveSession | null;
  }
}

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** The OpenAPI security of a back office route: the staff session cookie. */
export const STAFF_SECURITY = [{ staff: [] as string[] }];

/** The OpenAPI security of a back office route a script may call too: the cookie, or an API key. */
export const STAFF_OR_KEY_SECURITY: Record<string, string[]>[] = [{ staff: [] }, { apiKey: [] }];

/**
 * What every call under /api/admin goes through first, before its body is read: a write from another site
 * is refused (403 cross_site_request), then the staff session cookie is read into `request.staff` (an
 * ended or expired one is forgotten by the browser). Routes then say who may call them with requireStaff.
 */
export function registerStaffSession(app: FastifyInstance, db: Db) {
  app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request, reply) => {
    // An API key is the caller alone, whatever cookie came too; the browser never adds it by itself, so the
    // cross-site check, which stops a page elsewhere from riding on the cookie, has nothing to stop.
    const key = apiKeyOf(request.headers.authorization);
    if (key !== null) {
      const live = await authenticateApiKey(db, key);
      request.staff = live && {
        sessionId: 0,
        staffId: live.createdBy,
        name: apiKeyName(live),
        role: live.role,
        mustEnrol: false,
        apiKey: { id: live.id, name: live.name },
      };
      return;
    }
    if (!mayActOnAdmin(request)) throw new DomainError('cross_site_request');
    const token = request.cookies[STAFF_SESSION_COOKIE];
    request.staff = token && TOKEN.test(token) ? await findLiveSession(db, hashToken(token)) : null;
    if (token !== undefined && request.staff === null) clearStaffCookie(request, reply);
  });
}

/**
 * A route's guard (`onRequest: requireStaff('orders.read')`): no staff session 401; a session that must
 * first enrol its second factor 403 enrol_second_factor_first (unless the route is part of signing in and
 * enrolling, `duringEnrolment`, which an API key may not call: 401); a role without the permission (shared
 * ROLE_PERMISSIONS; an API key's role) 403. `null`: any signed-in member of staff.
 */
export function requireStaff(
  permission: AdminPermission | null,
  { duringEnrolment = false }: { duringEnrolment?: boolean } = {},
) {
  return async (request: FastifyRequest) => {
    const staff = request.staff;
    if (!staff) throw new DomainError('unauthorized');
    // Signing in, out and the second factor are a person's: a key has none of them.
    if (staff.apiKey && duringEnrolment) throw new DomainError('unauthorized');
    if (staff.mustEnrol && !duringEnrolment) throw new DomainError('enrol_second_factor_first');
    if (permission !== null && !roleHas(staff.role, permission)) throw new DomainError('forbidden');
  };
}

/** The member of staff of a route behind requireStaff. */
export function staffOf(request: FastifyRequest): LiveSession {
  if (!request.staff) throw new DomainError('unauthorized');
  return request.staff;
}

/**
 * The actor of a write by the signed-in member of staff: their id and name, with the call's id and address,
 * which the audit log keeps beside the write.
 */
export function staffActorOf(request: FastifyRequest): Actor {
  const { staffId, name, apiKey } = staffOf(request);
  const call = { requestId: request.id, ip: request.ip };
  // A key acts for the shop, as its writes through /api/ops do (apiKeyActor), not as the owner who made it.
  if (apiKey) return { ...apiKeyActor(apiKey), ...call };
  return staffActor({ staffId, name, ...call });
}
