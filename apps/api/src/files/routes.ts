import type { FastifyInstance } from 'fastify';
import { FILES_URL_PREFIX, type FileStorage, isFileKey } from './storage';

/**
 * GET /files/<key>: a stored file, streamed from whichever provider holds it, with its content type. A key
 * that was never stored (or could not be) is answered as any unknown URL: the 404 envelope.
 */
export function registerFileRoutes(app: FastifyInstance, storage: FileStorage) {
  app.get(`${FILES_URL_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const file = isFileKey(key) ? await storage.get(key) : null;
    if (!file) return reply.callNotFound();
    if (file.etag && request.headers['if-none-match'] === file.etag) {
      file.body.destroy();
      return reply.code(304).header('etag', file.etag).send();
    }
    reply
      .type(file.contentType)
      .header('cache-control', 'public, max-age=86400')
      // Served as what the app stored, never as what a browser might guess from the bytes.
      .header('x-content-type-options', 'nosniff');
    if (file.size !== null) reply.header('content-length', file.size);
    if (file.etag) reply.header('etag', file.etag);
    if (file.lastModified) reply.header('last-modified', file.lastModified.toUTCString());
    return reply.send(file.body);
  });
}
