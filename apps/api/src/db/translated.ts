import type { Language } from '@beauty/shared';
import { sql } from 'drizzle-orm';

/**
 * Picks the column of a translated pair (`name_en`, `name_zh`: see db/schema/index.ts); the suffix comes from
 * a closed set, never from input.
 */
export const lang = (language: Language, column: string) =>
  sql.raw(`${column}_${language === 'zh' ? 'zh' : 'en'}`);
