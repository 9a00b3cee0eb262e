import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_STORE_LINKS } from '../config';

/** Store glyphs drawn here: simple shapes, no store artwork fetched from outside. */
const glyphs: Record<keyof typeof APP_STORE_LINKS, ReactNode> = {
  android: (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 2.8v18.4c0 .6.6 1 1.2.7L21 12.6a.7.7 0 0 0 0-1.2L5.2 2.1c-.6-.3-1.2.1-1.2.7z" fill="#fff" />
      <path d="M4.3 2.3 14 12l-9.7 9.7" fill="none" stroke="#1a1a1a" strokeWidth="1.2" />
    </svg>
  ),
  ios: (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="#fff" strokeWidth="1.6" />
      <path
        d="M8 17 12.5 7.5M16 17l-4.5-9.5M7.5 14h9"
        stroke="#fff"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  ),
  huawei: (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="2.5" y="2.5" width="19" height="19" rx="5" fill="#fff" />
      <path d="M8 8.5a4 4 0 0 0 8 0" fill="none" stroke="#c8102e" strokeWidth="1.8" strokeLinecap="round" />
      <path d="M7 14h10" stroke="#c8102e" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  ),
};

const STORES = ['android', 'ios', 'huawei'] as const;

/** Android, iOS and Huawei badges as text on a dark pill, each opening its store in a new window. */
export function AppBadges({ direction = 'row' }: { direction?: 'row' | 'column' }) {
  const { t } = useTranslation();
  return (
    <ul className={`flex gap-2 ${direction === 'row' ? 'flex-wrap' : 'flex-col'}`}>
      {STORES.map((store) => (
        <li key={store}>
          <a
            href={APP_STORE_LINKS[store]}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-target w-40 items-center gap-2.5 rounded-card bg-ink px-3 py-1.5 text-white transition-colors hover:bg-black"
          >
            {glyphs[store]}
            <span className="flex flex-col leading-tight">
              <span className="text-[11px]">{t(`badges.${store}_kicker`)}</span>
              <span className="text-sm font-semibold">{t(`badges.${store}_store`)}</span>
            </span>
            <span className="sr-only">{t('badges.opens_new_window')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
