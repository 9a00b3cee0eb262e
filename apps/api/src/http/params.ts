import type { FastifyInstance } from 'fastify';
import { rememberBodyLanguage } from './language';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !Buffer.isBuffer(v);

/**
 * The existing apps send parameters as a query string even on POST, PUT and DELETE; newer callers send JSON.
 * Both land in `request.body` for routes that declare a body, the body winning on a clash. A `lang` in the
 * body is kept for requestLanguage (language.ts) whatever the route's schema keeps.
 */
export function registerParameterMerging(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (isPlainObject(request.body)) rememberBodyLanguage(request, request.body);
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (!request.routeOptions.schema?.body) return;
    const query = isPlainObject(request.query) ? request.query : {};
    if (request.body === undefined || request.body === null || request.body === '') {
      request.body = { ...query };
    } else if (isPlainObject(request.body)) {
      request.body = { ...query, ...request.body };
    }
  });
}
