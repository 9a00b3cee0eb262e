import { hasControlCharacters, isMultilineText, type MessageRef, parseMessageRef } from '@beauty/shared';
import type { FastifySchemaCompiler } from 'fastify';
import { ZodRealError, type z } from 'zod';

type Issue = z.core.$ZodIssue;

/**
 * Zod issues as per-field message keys. Shared schemas put a catalogue key (or a ref: a key with its values,
 * such as the characters a text field refused) in each rule's message; issues without one get the closest
 * generic key, so a client always receives a message it can show.
 */
export function fieldErrorsFromIssues(issues: readonly Issue[]): Record<string, MessageRef[]> {
  const fields: Record<string, MessageRef[]> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    const key = keyOf(issue);
    const list = fields[field] ?? [];
    if (!list.includes(key)) list.push(key);
    fields[field] = list;
  }
  return fields;
}

function keyOf(issue: Issue): MessageRef {
  if (parseMessageRef(issue.message)) return issue.message as MessageRef;
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

/** Where in a value a field lives: object keys, with `*` for any array item or record entry. */
const pathKey = (path: readonly PropertyKey[]) =>
  path.map((p) => (typeof p === 'number' ? '*' : String(p))).join('.');

type SchemaDef = {
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
};

const MAX_DEPTH = 16;

/**
 * Every field path a request schema declares, each with whether its text may hold line breaks (marked with
 * multilineText in the shared schemas, or inside a marked value). Read once per route part, when the route's
 * validator is compiled.
 */
export function fieldPaths(schema: z.ZodType): Map<string, boolean> {
  const fields = new Map<string, boolean>();
  const seen = new Map<z.ZodType, Set<string>>();
  const visit = (node: z.ZodType, path: string[], inMultiline: boolean) => {
    // A recursive (lazy) schema would otherwise describe paths without end.
    if (path.length > MAX_DEPTH) return;
    const key = pathKey(path);
    const multiline = inMultiline || isMultilineText(node);
    const seenAt = seen.get(node) ?? new Set<string>();
    if (seenAt.has(`${multiline}:${key}`)) return;
    seen.set(node, seenAt.add(`${multiline}:${key}`));
    fields.set(key, (fields.get(key) ?? false) || multiline);
    const def = node._zod.def as SchemaDef;
    for (const [name, child] of Object.entries(def.shape ?? {})) visit(child, [...path, name], multiline);
    for (const child of [def.element, def.valueType, ...(def.items ?? []), def.rest])
      if (child) visit(child, [...path, '*'], multiline);
    for (const child of [def.innerType, def.in, def.out, def.left, def.right, ...(def.options ?? [])])
      if (child) visit(child, path, multiline);
    if (def.getter) visit(def.getter(), path, multiline);
  };
  visit(schema, [], false);
  return fields;
}

/**
 * An issue for every text at a declared field of `input` that holds a control character the field does not
 * allow. Undeclared keys are left alone: validation drops them before any code sees them.
 */
export function controlCharacterIssues(input: unknown, fields: ReadonlyMap<string, boolean>): Issue[] {
  const issues: Issue[] = [];
  const visit = (value: unknown, path: (string | number)[]) => {
    const multiline = fields.get(pathKey(path));
    if (multiline === undefined) return;
    if (typeof value === 'string') {
      if (hasControlCharacters(value, { multiline }))
        issues.push({ code: 'custom', message: 'control_characters', path, input: value });
    } else if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) visit(item, [...path, i]);
    } else if (typeof value === 'object' && value !== null) {
      for (const [name, item] of Object.entries(value)) visit(item, [...path, name]);
    }
  };
  visit(input, []);
  return issues;
}

/**
 * The route validator: the zod schema, and no control characters in the text of any declared field (tab and
 * line feed only in multi-line fields) whatever else fails, so the answer names every bad field at once. It
 * runs for query, body, params and declared headers alike. Failures are zod errors, which the error handler
 * turns into the envelope naming each field.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => {
  const fields = fieldPaths(schema);
  return (data) => {
    const controls = controlCharacterIssues(data, fields);
    // Zod leaves each issue's input out unless asked, and keyOf needs it to tell a missing field ('required')
    // from one of the wrong type ('invalid_value', page=abc). Only message keys leave the error handler.
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success && controls.length === 0) return { value: result.data };
    return { error: new ZodRealError([...(result.success ? [] : result.error.issues), ...controls]) };
  };
};
