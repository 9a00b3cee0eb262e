import { useTranslation } from 'react-i18next';

export const MAIN_ID = 'main';

/** The first focusable thing on every page: jumps past the header to the main content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only z-[60] rounded-full bg-accent px-5 py-3 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('a11y.skip_to_content')}
    </a>
  );
}
