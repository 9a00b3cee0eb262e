import { LANGUAGES, type Language, normaliseLanguage } from '@beauty/shared';
import { GlobeIcon, i18n, setLanguage, showToast, useLanguage } from '@beauty/ui';
import { useTranslation } from 'react-i18next';
import { useLanguages } from '../../api/queries';

/** English / 中文. The choice is kept in localStorage and sent to the API as Accept-Language. */
export function LanguageSwitch({ id, className = '' }: { id: string; className?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = useLanguages();
  const fromServer = list.data?.map((row) => normaliseLanguage(row.code));
  const options: readonly Language[] = fromServer?.length ? [...new Set(fromServer)] : LANGUAGES;

  async function change(next: string) {
    await setLanguage(next);
    showToast(i18n.t('toast.language_changed'), 'success');
  }

  return (
    <div className={`relative inline-flex items-center ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <GlobeIcon size={18} className="pointer-events-none absolute left-2.5 text-muted" />
      <select
        id={id}
        value={language}
        onChange={(event) => void change(event.target.value)}
        className="min-h-target appearance-none rounded-full border border-transparent bg-transparent pr-3 pl-9 text-sm hover:border-line"
      >
        {options.map((code) => (
          <option key={code} value={code} lang={code === 'zh' ? 'zh-CN' : 'en'}>
            {t(`language.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
