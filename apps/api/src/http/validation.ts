import { isMessageKey, type MessageKey } from '@beauty/shared';
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/**
 * Zod issues as per-field message keys. Shared schemas put a catalogue key in each rule's message; issues
 * without one get the closest generic key, so a client always receives a message it can show.
 */
export function fieldErrorsFromIssues(issues: readonly Issue[]): Record<string, MessageKey[]> {
  const fields: Record<string, MessageKey[]> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    const key = keyOf(issue);
    const list = fields[field] ?? [];
    if (!list.includes(key)) list.push(key);
    fields[field] = list;
  }
  return fields;
}

function keyOf(issue: Issue): MessageKey {
  if (isMessageKey(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'required' : 'invalid_value';
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'required' : 'too_short';
      return issue.origin === 'array' ? 'required' : 'number_too_small';
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array' ? 'too_long' : 'number_too_large';
    case 'invalid_format':
      return issue.format === 'email' ? 'invalid_email' : 'invalid_format';
    default:
      return 'invalid_value';
  }
}
