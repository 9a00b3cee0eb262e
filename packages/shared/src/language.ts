/** Interface languages: en is the default; the code "cn" is treated as zh. */
export const LANGUAGES = ['en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Turns any language code a client sends (en, EN-us, cn, zh-CN, zh_Hans) into a supported language. */
export function normaliseLanguage(code: string | null | undefined): Language {
  if (!code) return DEFAULT_LANGUAGE;
  const base = code
    .trim()
    .toLowerCase()
    .split(/[-_,;]/)[0];
  if (base === 'cn' || base === 'zh') return 'zh';
  return DEFAULT_LANGUAGE;
}

/** The language code the existing apps store for a language ("cn" for Chinese). */
export function legacyLanguageCode(language: Language): 'en' | 'cn' {
  return language === 'zh' ? 'cn' : 'en';
}
