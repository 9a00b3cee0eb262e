import { STAFF_SESSION_MAX_HOURS } from '@beauty/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isHttps, mayActByCookie } from '../http/same-origin';

/**
 * The back office's session: an httpOnly cookie (no script, not even the back office's own, can read the
 * token), SameSite=Strict (no other site's page, link or form carries it), sent only to /api/admin, and
 * Secure when the request came over HTTPS (through a trusted proxy too, http/same-origin.ts). Apart from the
 * member's `session` cookie: a browser may hold both.
 */
export const STAFF_SESSION_COOKIE = 'staff_session';
const COOKIE_PATH = '/api/admin';

export function setStaffCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(STAFF_SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: isHttps(request),
    path: COOKIE_PATH,
    maxAge: STAFF_SESSION_MAX_HOURS * 60 * 60,
  });
}

export function clearStaffCookie(request: FastifyRequest, reply: FastifyReply) {
  if (request.cookies[STAFF_SESSION_COOKIE] === undefined) return;
  reply.clearCookie(STAFF_SESSION_COOKIE, { path: COOKIE_PATH });
}

/**
 * Whether a call to /api/admin may act: a write must come from the shop's own pages. Its Origin, when it
 * has one, is this server's; without one, its Referer is, or it carries `X-Client: admin`, a header another
 * site cannot add without a CORS preflight the API never grants. Sign-in is a write too (no one signs a
 * browser into the back office from elsewhere).
 */
export function mayActOnAdmin(request: FastifyRequest): boolean {
  if (mayActByCookie(request)) return true;
  return request.headers.origin === undefined && request.headers['x-client'] === 'admin';
}
