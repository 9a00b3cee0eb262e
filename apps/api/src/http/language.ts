import { type Language, normaliseLanguage } from '@beauty/shared';
import type { FastifyRequest } from 'fastify';

/** The caller's language: a `lang` parameter wins, then Accept-Language; en otherwise (cn means zh). */
export function requestLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const lang = typeof query?.lang === 'string' ? query.lang : undefined;
  if (lang) return normaliseLanguage(lang);
  const header = request.headers['accept-language'];
  return normaliseLanguage(typeof header === 'string' ? header : undefined);
}
