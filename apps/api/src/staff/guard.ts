import { type AdminPermission, roleHas } from '@beauty/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashToken } from '../account';
import type { Db } from '../db/client';
import { type Actor, staffActor } from '../db/lifecycle';
import { DomainError } from '../errors';
import { clearStaffCookie, mayActOnAdmin, STAFF_SESSION_COOKIE } from './cookie';
import { findLiveSession, type LiveSession } from './queries';

declare module 'fastify' {
  interface FastifyRequest {
    /** The member of staff whose session cookie came with a call to /api/admin; null for none. */
    staff: LiveSession | null;
  }
}

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** The OpenAPI security of a back office route: the staff session cookie. */
export const STAFF_SECURITY = [{ staff: [] as string[] }];

/**
 * What every call under /api/admin goes through first, before its body is read: a write from another site
 * is refused (403 cross_site_request), then the staff session cookie is read into `request.staff` (an
 * ended or expired one is forgotten by the browser). Routes then say who may call them with requireStaff.
 */
export function registerStaffSession(app: FastifyInstance, db: Db) {
  app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!mayActOnAdmin(request)) throw new DomainError('cross_site_request');
    const token = request.cookies[STAFF_SESSION_COOKIE];
    request.staff = token && TOKEN.test(token) ? await findLiveSession(db, hashToken(token)) : null;
    if (token !== undefined && request.staff === null) clearStaffCookie(request, reply);
  });
}

/**
 * A route's guard (`onRequest: requireStaff('orders.read')`): no staff session 401; a session that must
 * first enrol its second factor 403 enrol_second_factor_first (unless the route is part of signing in and
 * enrolling, `duringEnrolment`); a role without the permission (shared ROLE_PERMISSIONS) 403. `null`: any
 * signed-in member of staff.
 */
export function requireStaff(
  permission: AdminPermission | null,
  { duringEnrolment = false }: { duringEnrolment?: boolean } = {},
) {
  return async (request: FastifyRequest) => {
    const staff = request.staff;
    if (!staff) throw new DomainError('unauthorized');
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
  const { staffId, name } = staffOf(request);
  return staffActor({ staffId, name, requestId: request.id, ip: request.ip });
}
