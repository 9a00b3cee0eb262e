import type { z } from 'zod';

/*
 * For the schema tests only (no module of the package imports it): what a request schema makes of an input,
 * as the API reports it.
 */

/** Issue messages per dotted path, as the API reports them. */
export function fieldKeys(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.length ? issue.path.join('.') : '_';
    out[path] = [...(out[path] ?? []), issue.message];
  }
  return out;
}

/** A query string as the API sees it: every value a string. */
export const query = (qs: string) => Object.fromEntries(new URLSearchParams(qs));
