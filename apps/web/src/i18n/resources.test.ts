import { MESSAGES } from '@beauty/shared';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { zh } from './zh';

/** Every leaf key of a nested resource object, as dotted paths. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

describe('translations', () => {
  it('en and zh have exactly the same keys', () => {
    expect(keysOf(zh).sort()).toEqual(keysOf(en).sort());
  });

  it('the shared messages namespace has the same keys in both languages', () => {
    expect(Object.keys(MESSAGES.zh).sort()).toEqual(Object.keys(MESSAGES.en).sort());
  });

  it('every text is a non-empty string', () => {
    for (const [key, text] of [...leaves(en), ...leaves(zh)]) {
      expect(typeof text, key).toBe('string');
      expect((text as string).trim(), key).not.toBe('');
    }
  });

  it('both languages use the same interpolation variables', () => {
    const vars = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    const zhTexts = new Map(leaves(zh));
    for (const [key, text] of leaves(en)) {
      expect(vars(String(zhTexts.get(key))), key).toEqual(vars(String(text)));
    }
  });

  it('the Chinese texts are really Chinese (apart from names that stay as they are)', () => {
    const sameInBoth = new Set([
      'app.name',
      'language.en',
      'language.zh',
      'product.discount',
      'badges.android_store',
      'badges.ios_store',
    ]);
    // Translated, but only with Chinese punctuation: （12）.
    const punctuationOnly = new Set(['product.review_count']);
    const enTexts = new Map(leaves(en));
    for (const [key, text] of leaves(zh)) {
      if (sameInBoth.has(key)) continue;
      expect(text, key).not.toBe(enTexts.get(key));
      if (!punctuationOnly.has(key)) expect(String(text), key).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
