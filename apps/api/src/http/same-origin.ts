import type { FastifyRequest } from 'fastify';

/*
 * What a session cookie's requests rely on, the member's (account/web-session.ts) and the staff's
 * (staff/cookie.ts) alike.
 */

/**
 * Whether the request came over HTTPS: to this server, or to a proxy in front of it when TRUST_PROXY lets
 * Fastify read X-Forwarded-Proto. A cookie set on such a request is Secure.
 */
export const isHttps = (request: FastifyRequest): boolean => request.protocol === 'https';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request authenticated by the cookie may act: reads always; a write only when its Origin (or,
 * without one, its Referer) is this server's own (the forwarded host and protocol with TRUST_PROXY), so
 * another site, even one on a sibling domain that SameSite counts as the same site, cannot act for the member or the member of staff.
 */
export function mayActByCookie(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const own = `${request.protocol}://${request.host}`;
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === own;
  const referer = request.headers.referer;
  if (!referer) return false;
  try {
    return new URL(referer).origin === own;
  } catch {
    return false;
  }
}
