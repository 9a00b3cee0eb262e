import type { Session } from '@beauty/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isHttps } from '../http/same-origin';

/**
 * The web app's session: an httpOnly cookie that scripts cannot read (so a script slipped into a page cannot
 * take the session away), SameSite=Lax (other sites' forms and fetches do not carry it), Secure over HTTPS.
 * The apps keep their bearer tokens. The web says it is the web with the `X-Client: web` header, which another
 * site cannot add to a request without the shop's consent (a CORS preflight the API never grants).
 */
export const SESSION_COOKIE = 'session';
const COOKIE_PATH = '/api';

export const isWebClient = (request: FastifyRequest) => request.headers['x-client'] === 'web';

/** How login and register document the web's header (the apps leave it out). */
export const WEB_CLIENT_NOTE =
  'With the header `X-Client: web` the session is set as an httpOnly cookie and the answer carries no token.';

/** The answer to a login or sign-up: the web gets the cookie and no token, an app the token. */
export function sessionAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  session: Session,
  maxDays: number,
): Session | Omit<Session, 'token'> {
  if (!isWebClient(request)) return session;
  reply.setCookie(SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(request),
    path: COOKIE_PATH,
    maxAge: maxDays * 24 * 60 * 60,
  });
  return { profile: session.profile };
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  if (request.cookies[SESSION_COOKIE] === undefined) return;
  reply.clearCookie(SESSION_COOKIE, { path: COOKIE_PATH });
}
