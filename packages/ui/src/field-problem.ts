import type { MessageRef } from '@beauty/shared';
import type { z } from 'zod';

/*
 * The shared schemas' messages are catalogue keys or refs (`key` or `key?name=value&…`); zod's own are
 * sentences. Told apart by shape, so this needs no catalogue: the shared one knows the back office's messages
 * too, which the storefront does not load (fieldText translates the key through the app's own i18n).
 */
const MESSAGE_REF = /^[a-z][a-z0-9_]*(?:\?.*)?$/;

/**
 * A field's problem by its call's own schema (a shape's field, such as a comment's text rules, spec section
 * 5): the first message as a catalogue key (or a ref, a key with its values, such as the characters refused),
 * or null when the value is fine. `fieldText` turns it into words.
 */
export function fieldProblem(field: z.ZodType, value: unknown): MessageRef | null {
  const result = field.safeParse(value);
  if (result.success) return null;
  const message = result.error.issues[0]?.message;
  return message && MESSAGE_REF.test(message) ? (message as MessageRef) : 'invalid_format';
}
