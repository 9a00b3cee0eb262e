import type { ArticleSummary, Language } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectPrepared } from '../db/client';
import { shopTimestamp } from '../db/shop-clock';
import { lang } from '../db/translated';

/*
 * Only published articles exist for the storefront: one scheduled for later is neither listed nor readable
 * (nor anyone's previous or next) until its time comes. Times are on the shop's clock, like every time the
 * API writes.
 */

/** An article summary's columns, for the article pages and the landing's magazine strip alike. */
export const articleSummarySql = (language: Language, alias: string) => {
  const suffix = language === 'zh' ? 'zh' : 'en';
  const columns =
    sql.raw(`${alias}.id as article_id, ${alias}.title_${suffix} as title, ${alias}.tag_${suffix} as tag,
    ${alias}.thumbnail, ${alias}.summary_${suffix} as summary`);
  return sql`${columns}, ${shopTimestamp(sql.raw(`${alias}.published_at`))} as published_at`;
};

export type ArticlePageRow = { total: number; articles: ArticleSummary[] };

/** A page of articles, newest first, and how many there are, in one round trip. */
export async function fetchArticlePage(
  db: Db,
  language: Language,
  limit: number,
  offset: number,
): Promise<ArticlePageRow> {
  const [row] = await selectPrepared<ArticlePageRow>(
    db,
    `article_list_${language}`,
    sql`select
        (select count(*) from articles where published_at <= now())::int as total,
        (select coalesce(json_agg(x), '[]') from (
            select ${articleSummarySql(language, 'a')} from articles a where a.published_at <= now()
            order by a.published_at desc, a.id desc limit ${limit} offset ${offset}
          ) x) as articles`,
  );
  return row ?? { total: 0, articles: [] };
}

export type ArticleDetailsRow = ArticleSummary & {
  content: string;
  previous: ArticleSummary | null;
  next: ArticleSummary | null;
};

/**
 * One published article with its neighbours by publication time: `previous` was published just before it,
 * `next` just after (ties broken by id, so the chain never skips or repeats an article).
 */
export async function fetchArticleDetails(
  db: Db,
  language: Language,
  articleId: number,
): Promise<ArticleDetailsRow | undefined> {
  const [row] = await selectPrepared<ArticleDetailsRow>(
    db,
    `article_details_${language}`,
    sql`with target as (select * from articles where id = ${articleId} and published_at <= now())
      select ${articleSummarySql(language, 't')}, ${lang(language, 't.content')} as content,
        (select row_to_json(x) from (
            select ${articleSummarySql(language, 'a')} from articles a
            where (a.published_at, a.id) < (t.published_at, t.id)
            order by a.published_at desc, a.id desc limit 1
          ) x) as previous,
        (select row_to_json(x) from (
            select ${articleSummarySql(language, 'a')} from articles a
            where (a.published_at, a.id) > (t.published_at, t.id) and a.published_at <= now()
            order by a.published_at, a.id limit 1
          ) x) as next
      from target t`,
  );
  return row;
}
