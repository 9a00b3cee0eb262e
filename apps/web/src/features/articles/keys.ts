import type { Language } from '@beauty/shared';

export const articleQueryKeys = {
  articles: (language: Language, page: number) => ['articles', language, page] as const,
  article: (articleId: number, language: Language) => ['article', articleId, language] as const,
};
