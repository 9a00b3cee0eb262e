import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Viewer } from './viewer';

/*
 * HTTP caching of the storefront's read-only answers (landing, shop, deals, partner deals, search): one place
 * decides the headers and answers a matching If-None-Match with 304 and no body.
 */

/** How long a browser or proxy may reuse a listing without asking again. */
export const LISTING_MAX_AGE = 30;
/**
 * Answers with a deal countdown are reused for less: a stored copy's remaining time is behind by its age, and
 * a deal that has just ended would keep showing for that long.
 */
export const COUNTDOWN_MAX_AGE = 5;

/** A strong validator: the same bytes give the same tag on every instance. */
export function strongEtag(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match compares weakly (RFC 9110 13.1.2): W/"x" matches "x"; * matches any current answer. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * Sends a serialised success envelope with its validators. The answer depends on the language and on who
 * asks (agents see partner prices), so caches must key on both headers; a signed-in caller's answer may only
 * be kept by their own browser.
 */
export function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  options: { viewer: Viewer; maxAge?: number; etag?: string },
): FastifyReply {
  const etag = options.etag ?? strongEtag(body);
  const scope = options.viewer.role === 'visitor' ? 'public' : 'private';
  reply
    .header('etag', etag)
    .header('cache-control', `${scope}, max-age=${options.maxAge ?? LISTING_MAX_AGE}`)
    .header('vary', 'Authorization, Accept-Language');
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  // Already the serialised envelope: a string payload goes out as it is.
  return reply.type('application/json; charset=utf-8').send(body as never);
}
