import type { FastifyInstance } from 'fastify';
import type { SessionLimits } from '../config';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { mayActByCookie } from '../http/same-origin';
import { VISITOR } from '../http/viewer';
import { findLiveSession } from './session-queries';
import { hashToken } from './tokens';
import { clearSessionCookie, SESSION_COOKIE } from './web-session';

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/;
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * Sets `request.viewer` from the bearer token (the apps) or the session cookie (the web). A missing,
 * malformed, ended or expired session leaves a visitor: public pages keep working, and routes that need a
 * member answer 401, which the web turns into the multiple-login dialog. A write authenticated by the cookie
 * from another origin is refused (403 cross_site_request).
 */
export function registerAuthentication(app: FastifyInstance, db: Db, limits: SessionLimits) {
  app.addHook('onRequest', async (request, reply) => {
    request.viewer = VISITOR;
    const header = request.headers.authorization;
    const cookie = header ? undefined : request.cookies[SESSION_COOKIE];
    const token = header ? BEARER.exec(header)?.[1] : cookie;
    if (!token) return;
    if (cookie !== undefined && !mayActByCookie(request)) throw AppError.forbidden('cross_site_request');
    const session = TOKEN.test(token) ? await findLiveSession(db, hashToken(token), limits) : null;
    if (session)
      request.viewer = { role: session.role, userId: session.userId, sessionId: session.sessionId };
    // An ended session's cookie is of no more use: the browser forgets it.
    else if (cookie !== undefined) clearSessionCookie(request, reply);
  });
}
