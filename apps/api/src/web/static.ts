import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app at / and the back office's at /admin/ (stored files are files/routes.ts's). Any other
 * page address gets its app's index.html (see isPageRequest and isAdminPageRequest), so history-mode routes work
 * on reload; each app shows its own not-found page.
 */
export const registerStatic = (app: FastifyInstance, opts: { webDist: string | null }) =>
  serveBuild(app, opts.webDist, '/');

/**
 * The back office's build under /admin/ (apps/admin, built with that base), served as the web's. Answers its
 * index.html, which the not-found handler sends to its page addresses.
 */
export const registerAdminStatic = (app: FastifyInstance, opts: { adminDist: string | null }) =>
  serveBuild(app, opts.adminDist, '/admin/');

/** One app's build at `prefix`; answers its index.html, or null when it is not built. */
async function serveBuild(app: FastifyInstance, dist: string | null, prefix: string) {
  const indexHtml =
    dist && existsSync(resolve(dist, 'index.html'))
      ? await readFile(resolve(dist, 'index.html'), 'utf8')
      : null;
  if (dist && indexHtml) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix,
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
 * index.html whatever the Accept header says (curl sends Accept: *\/*): any GET or HEAD outside /api,
 * /files and the back office's /admin that is not a file request. A file request is anything under /assets/ or ending in a file extension,
 * so a missing script or picture stays a 404 instead of being answered with HTML. A search for a word ending
 * in such an extension (/product/shampoo.png) is the one page address this takes for a file.
 */
export function isPageRequest(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?', 1)[0] ?? '';
  return !/^\/(?:api|files|assets|admin)(?:\/|$)/.test(path) && !FILE_EXTENSION.test(path);
}

/** The same for the back office: a GET or HEAD of /admin or under it, not a file request (nor its assets). */
export function isAdminPageRequest(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?', 1)[0] ?? '';
  return (
    /^\/admin(?:\/|$)/.test(path) && !/^\/admin\/assets(?:\/|$)/.test(path) && !FILE_EXTENSION.test(path)
  );
}
