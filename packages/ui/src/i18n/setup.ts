import { type Language, MESSAGES, normaliseLanguage, type StorefrontMessageKey } from '@beauty/shared';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { UI_TEXTS } from './texts';

export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * Whether a key names a message this app loaded into its `messages` namespace (the storefront's catalogue; the
 * back office adds its own). The kit asks i18n, not the shared `isMessageKey`, which knows the back office's
 * messages too and would carry them into the storefront's first view. Typed as the catalogue every app loads,
 * the storefront's; the back office's own keys are found too, at run time.
 */
export function isKnownMessage(key: string): key is StorefrontMessageKey {
  return i18n.exists(key, { ns: 'messages' });
}

/** An app's own texts (its default namespace, `translation`) in each language. */
export type AppTexts = Record<Language, object>;

/** `<html lang>` per language: zh-CN so browsers pick Simplified Chinese glyphs. */
const HTML_LANG: Record<Language, string> = { en: 'en', zh: 'zh-CN' };

function storedLanguage(): Language {
  try {
    return normaliseLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return 'en';
  }
}

/** The current interface language, always en or zh (the apps' old code `cn` reads as zh). */
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

/**
 * Sets up i18next for an app, once: its texts as the default namespace beside the shared server messages
 * (`messages`) and the kit's own words (`ui`), in the language last chosen on this device (English at first).
 */
export function initI18n(texts: AppTexts) {
  if (i18n.isInitialized) return i18n;
  i18n.on('languageChanged', (lng) => applyLanguage(normaliseLanguage(lng)));
  void i18n.use(initReactI18next).init({
    resources: {
      en: { translation: texts.en, messages: MESSAGES.en, ui: UI_TEXTS.en },
      zh: { translation: texts.zh, messages: MESSAGES.zh, ui: UI_TEXTS.zh },
    },
    lng: storedLanguage(),
    supportedLngs: ['en', 'zh'],
    fallbackLng: 'en',
    ns: ['translation', 'messages', 'ui'],
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

/** The interface language as a hook, so components re-render (and refetch) when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  // i18n.language is read so that the hook re-runs on change; currentLanguage normalises it.
  return instance.language ? currentLanguage() : 'en';
}

export { i18n };
