import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { VISITOR } from '../http/viewer';
import { findLiveSession } from './session-queries';
import { hashToken } from './tokens';

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/;

/**
 * Sets `request.viewer` from the bearer token. A missing, malformed or ended token leaves a visitor: public
 * pages keep working, and routes that need a member answer 401, which the web turns into the
 * multiple-login dialog.
 */
export function registerAuthentication(app: FastifyInstance, db: Db) {
  app.addHook('onRequest', async (request) => {
    request.viewer = VISITOR;
    const header = request.headers.authorization;
    if (!header) return;
    const token = BEARER.exec(header)?.[1];
    if (!token) return;
    const session = await findLiveSession(db, hashToken(token));
    if (session)
      request.viewer = { role: session.role, userId: session.userId, sessionId: session.sessionId };
  });
}
