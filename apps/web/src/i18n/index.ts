import { type Language, MESSAGES, normaliseLanguage } from '@beauty/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { zh } from './zh';

export const LANGUAGE_STORAGE_KEY = 'language';

export const resources = {
  en: { translation: en, messages: MESSAGES.en },
  zh: { translation: zh, messages: MESSAGES.zh },
} as const;

/** `<html lang>` per language: zh-CN so browsers pick Simplified Chinese glyphs. */
const HTML_LANG: Record<Language, string> = { en: 'en', zh: 'zh-CN' };

function storedLanguage(): Language {
  try {
    return normaliseLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return 'en';
  }
}

/** The current interface language, always en or zh. */
export function currentLanguage(): Language {
  return normaliseLanguage(i18n.resolvedLanguage ?? i18n.language);
}

function applyLanguage(language: Language) {
  document.documentElement.lang = HTML_LANG[language];
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}

export function initI18n() {
  if (i18n.isInitialized) return i18n;
  i18n.on('languageChanged', (lng) => applyLanguage(normaliseLanguage(lng)));
  void i18n.use(initReactI18next).init({
    resources,
    lng: storedLanguage(),
    supportedLngs: ['en', 'zh'],
    fallbackLng: 'en',
    ns: ['translation', 'messages'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return i18n;
}

/** Switches the interface language; it is remembered in localStorage and sent to the API with every call. */
export function setLanguage(code: string): Promise<unknown> {
  return i18n.changeLanguage(normaliseLanguage(code));
}

export { i18n };
