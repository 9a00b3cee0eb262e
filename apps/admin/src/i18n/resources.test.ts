import { ADMIN_PERMISSIONS, replacedTermsIn, STAFF_ROLES, unspacedLatin } from '@beauty/shared';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { zh } from './zh';

function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

describe('the back office texts', () => {
  it('en and zh have exactly the same keys, each a non-empty string', () => {
    expect(
      leaves(zh)
        .map(([key]) => key)
        .sort(),
    ).toEqual(
      leaves(en)
        .map(([key]) => key)
        .sort(),
    );
    for (const [key, text] of [...leaves(en), ...leaves(zh)]) expect(String(text).trim(), key).not.toBe('');
  });

  it('say every permission and every role in words, in both languages', () => {
    const keys = new Set(leaves(en).map(([key]) => key));
    for (const permission of ADMIN_PERMISSIONS)
      expect(keys, permission).toContain(`permission.${permission}`);
    for (const role of STAFF_ROLES) expect(keys, role).toContain(`role.${role}`);
  });

  it('both languages use the same interpolation variables', () => {
    const vars = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    const zhTexts = new Map(leaves(zh));
    for (const [key, text] of leaves(en))
      expect(vars(String(zhTexts.get(key))), key).toEqual(vars(String(text)));
  });

  it('the Chinese is Chinese, in the glossary’s words, spaced from Latin letters and digits', () => {
    const same = new Set(['app.name', 'language.en', 'language.zh']);
    const enTexts = new Map(leaves(en));
    for (const [key, text] of leaves(zh)) {
      if (same.has(key)) continue;
      expect(text, key).not.toBe(enTexts.get(key));
      expect(String(text), key).toMatch(/[\u4e00-\u9fff]/);
      expect(replacedTermsIn(String(text)), key).toEqual([]);
      expect(unspacedLatin(String(text)), key).toBeFalsy();
    }
  });
});
