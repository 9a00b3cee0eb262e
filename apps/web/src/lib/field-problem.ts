import { isMessageKey, type MessageKey } from '@beauty/shared';
import type { z } from 'zod';

/**
 * A field's problem by its call's own schema (a shape's field, such as a comment's text rules, spec section
 * 5): the first message as a catalogue key, or null when the value is fine.
 */
export function fieldProblem(field: z.ZodType, value: unknown): MessageKey | null {
  const result = field.safeParse(value);
  if (result.success) return null;
  const message = result.error.issues[0]?.message;
  return message && isMessageKey(message) ? message : 'invalid_format';
}
