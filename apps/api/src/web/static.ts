import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app (stored files are files/routes.ts's). Any other GET that accepts HTML gets the
 * app's index.html, so history-mode routes work on reload; the app itself shows its not-found page.
 */
export async function registerStatic(app: FastifyInstance, opts: { webDist: string | null }) {
  const indexHtml =
    opts.webDist && existsSync(resolve(opts.webDist, 'index.html'))
      ? await readFile(resolve(opts.webDist, 'index.html'), 'utf8')
      : null;
  if (opts.webDist && indexHtml) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      // The build writes .br and .gz copies beside each asset; the smallest one the browser accepts goes out.
      preCompressed: true,
      // Built assets carry a content hash in their name, so they never change under the same URL.
      setHeaders(reply, path) {
        if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  return indexHtml;
}
