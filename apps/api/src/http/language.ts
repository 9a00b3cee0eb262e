import { type Language, normaliseLanguage } from '@beauty/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

/**
 * A `lang` sent in a JSON body, kept aside before validation: a route's body schema drops keys it does not
 * declare, and parameters may come as a query string or a JSON body alike.
 */
const bodyLanguages = new WeakMap<FastifyRequest, string>();

export function rememberBodyLanguage(request: FastifyRequest, body: Record<string, unknown>): void {
  if (typeof body.lang === 'string' && body.lang !== '') bodyLanguages.set(request, body.lang);
}

/**
 * The caller's language: a `lang` parameter wins (from the JSON body or the query string, the body first as
 * for every parameter), then Accept-Language; en otherwise (cn means zh).
 */
export function requestLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const lang = bodyLanguages.get(request) ?? (typeof query?.lang === 'string' ? query.lang : undefined);
  if (lang) return normaliseLanguage(lang);
  const header = request.headers['accept-language'];
  return normaliseLanguage(typeof header === 'string' ? header : undefined);
}

/**
 * The `lang` parameter as a query schema field. Routes declare it so that validation keeps it for
 * requestLanguage (zod drops undeclared keys).
 */
export const langParam = z
  .string()
  .max(16)
  .optional()
  .describe('en, zh or cn; otherwise Accept-Language decides');
export const languageQuery = z.object({ lang: langParam });
