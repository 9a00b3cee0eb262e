import { type Language, normaliseLanguage } from '@beauty/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

/** The caller's language: a `lang` parameter wins, then Accept-Language; en otherwise (cn means zh). */
export function requestLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const lang = typeof query?.lang === 'string' ? query.lang : undefined;
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
