import type { ArticleDetails, ArticleList, Language } from '@beauty/shared';
import type { Db } from '../db/client';
import { DomainError } from '../errors';
import { sanitizeRichText } from '../http/rich-text';
import { fetchArticleDetails, fetchArticlePage } from './queries';

export async function listArticles(
  db: Db,
  language: Language,
  paging: { page: number; per_page: number },
): Promise<ArticleList> {
  const { page, per_page } = paging;
  const { total, articles } = await fetchArticlePage(db, language, per_page, (page - 1) * per_page);
  return { articles, page, per_page, total, total_pages: Math.ceil(total / per_page) };
}

/**
 * A published article; unknown and not-yet-published ones are the same 404. Its HTML is cleaned again on the
 * way out as well as when stored: a row written by any other path (a migration, a hand-made fix) is served safe.
 */
export async function articleDetails(db: Db, language: Language, articleId: number): Promise<ArticleDetails> {
  const row = await fetchArticleDetails(db, language, articleId);
  if (!row) throw new DomainError('not_found');
  return { ...row, content: sanitizeRichText(row.content) };
}
