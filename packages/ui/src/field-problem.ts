import { type MessageRef, parseMessageRef } from '@beauty/shared';
import type { z } from 'zod';

/**
 * A field's problem by its call's own schema (a shape's field, such as a comment's text rules, spec section
 * 5): the first message as a catalogue key (or a ref, a key with its values, such as the characters refused),
 * or null when the value is fine. `fieldText` turns it into words.
 */
export function fieldProblem(field: z.ZodType, value: unknown): MessageRef | null {
  const result = field.safeParse(value);
  if (result.success) return null;
  const message = result.error.issues[0]?.message;
  return message && parseMessageRef(message) ? (message as MessageRef) : 'invalid_format';
}
