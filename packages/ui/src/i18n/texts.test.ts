import { replacedTermsIn, unspacedLatin } from '@beauty/shared';
import { describe, expect, it } from 'vitest';
import { UI_TEXTS } from './texts';

describe("the kit's texts", () => {
  it('have the same keys in both languages, each a non-empty text', () => {
    expect(Object.keys(UI_TEXTS.zh).sort()).toEqual(Object.keys(UI_TEXTS.en).sort());
    for (const text of [...Object.values(UI_TEXTS.en), ...Object.values(UI_TEXTS.zh)])
      expect(text.trim()).not.toBe('');
  });

  it("are Chinese in Chinese, in the glossary's words and spacing (ZH-GLOSSARY.md)", () => {
    for (const [key, text] of Object.entries(UI_TEXTS.zh)) {
      expect(text, key).toMatch(/[\u4e00-\u9fff]/);
      expect(replacedTermsIn(text), key).toEqual([]);
      expect(unspacedLatin(text), key).toBeFalsy();
    }
  });
});
