import { setLanguage, useLanguage } from '@beauty/ui';
import { useTranslation } from 'react-i18next';

const LANGUAGES = ['en', 'zh'] as const;

/** English / 中文: each name in its own language, the current one pressed. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form's fieldset
    <div role="group" aria-label={t('language.label')} className="flex gap-1">
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code === 'zh' ? 'zh-CN' : 'en'}
          aria-pressed={language === code}
          onClick={() => void setLanguage(code)}
          className={`min-h-target rounded-full px-3 text-sm ${
            language === code ? 'bg-accent-soft font-semibold text-accent-strong' : 'text-ink hover:bg-soft'
          }`}
        >
          {t(`language.${code}`)}
        </button>
      ))}
    </div>
  );
}
