import type { ArticleDetails, ArticleList, Language } from '@beauty/shared';
import { api, isApiError, useLanguage } from '@beauty/ui';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { articleQueryKeys } from './keys';

/** Magazine articles: GET /page/articlelist (paged) and GET /page/articledetails?article_id=. */

export const ARTICLES_PER_PAGE = 12;

export const articleListQuery = (language: Language, page: number) =>
  queryOptions({
    queryKey: articleQueryKeys.articles(language, page),
    queryFn: ({ signal }) =>
      api.get<ArticleList>('/page/articlelist', { page, per_page: ARTICLES_PER_PAGE }, { signal }),
    staleTime: 5 * 60_000,
  });

export function useArticleList(page: number) {
  const language = useLanguage();
  // The previous page stays on screen while the next one loads, so the list does not jump to a skeleton.
  return useQuery({ ...articleListQuery(language, page), placeholderData: keepPreviousData });
}

/** An unknown article (or an id that is not one) is an answer, not a glitch. */
export function isUnknownArticle(error: unknown): boolean {
  return isApiError(error) && [400, 404, 422].includes(error.httpStatus);
}

export const articleDetailsQuery = (language: Language, articleId: number) =>
  queryOptions({
    queryKey: articleQueryKeys.article(articleId, language),
    queryFn: ({ signal }) =>
      api.get<ArticleDetails>('/page/articledetails', { article_id: articleId }, { signal }),
    staleTime: 5 * 60_000,
  });

export function useArticleDetails(articleId: number) {
  const language = useLanguage();
  return useQuery({
    ...articleDetailsQuery(language, articleId),
    enabled: Number.isSafeInteger(articleId) && articleId > 0,
  });
}
