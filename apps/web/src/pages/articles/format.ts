import type { Language } from '@beauty/shared';

/**
 * An article's date (YYYY-MM-DD, YYYY-MM-DD HH:mm:ss or ISO) in the interface language, e.g. "3 Mar 2025" or
 * "2025年3月3日". Calendar dates are shown as written, whatever the reader's time zone; text that is not a
 * date is shown unchanged.
 */
export function formatArticleDate(value: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!match) return value;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(d)) return value;
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en-SG', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(date);
}

/** The machine-readable date for <time dateTime>: the calendar date part, or the text as it came. */
export function isoDate(value: string): string {
  return /^\d{4}-\d{2}-\d{2}/.exec(value.trim())?.[0] ?? value;
}

/** The ?page= of a list address: a whole number from 1; anything else is page 1. */
export function pageFromSearch(raw: string | null): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}
