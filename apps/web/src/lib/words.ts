import type { Language } from '@beauty/shared';

/** Names in a line: "Cut, Colour" in English, "剪发、染发" in Chinese. */
export function joinNames(names: readonly string[], language: Language): string {
  return names.join(language === 'zh' ? '、' : ', ');
}
