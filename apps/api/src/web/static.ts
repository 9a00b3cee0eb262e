import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app (stored files are files/routes.ts's). Any other page address gets the app's index.html
 * (see isPageRequest), so history-mode routes work on reload; the app itself shows its not-found page.
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
      // Built assets carry a content hash in their name, so they never change under the same URL. The service
      // worker keeps its name, and the browser must see a new one at its next check: never cached.
      setHeaders(reply, path) {
        if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
        else if (path.endsWith('/sw.js')) reply.header('cache-control', 'no-cache');
      },
    });
  }

  return indexHtml;
}

/** Extensions of the files a browser fetches besides pages: the build's output and the usual static kinds. */
const FILE_EXTENSION =
  /\.(?:js|mjs|css|map|json|txt|xml|html?|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|otf|webmanifest|wasm|br|gz|pdf)$/i;

/**
 * Whether a request that matched no route is for a page of the web app, which then answers with its
 * index.html whatever the Accept header says (curl sends Accept: *\/*): any GET or HEAD outside /api and
 * /files that is not a file request. A file request is anything under /assets/ or ending in a file extension,
 * so a missing script or picture stays a 404 instead of being answered with HTML. A search for a word ending
 * in such an extension (/product/shampoo.png) is the one page address this takes for a file.
 */
export function isPageRequest(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?', 1)[0] ?? '';
  return !/^\/(?:api|files|assets)(?:\/|$)/.test(path) && !FILE_EXTENSION.test(path);
}
