import { type ArticleSummary, formatShopDate } from '@beauty/shared';
import {
  buttonClass,
  ChevronLeftIcon,
  ChevronRightIcon,
  EmptyState,
  ErrorState,
  Skeleton,
  useLanguage,
} from '@beauty/ui';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '../../layouts/PageFrame';
import { useDocumentTitle } from '../../lib/hooks';
import { href } from '../../routes/paths';
import { ArticleThumbnail } from './ArticleThumbnail';
import { useArticleList } from './api';
import { isoDate, pageFromSearch } from './format';

const GRID = 'grid gap-x-4 gap-y-8 sm:grid-cols-2 lg:grid-cols-3';

export function ArticleCard({ article }: { article: ArticleSummary }) {
  const language = useLanguage();
  return (
    <Link to={href('article-detail', { articleId: article.article_id })} className="group block rounded-card">
      <ArticleThumbnail article={article} className="object-bottom" />
      <h2 className="mt-3 line-clamp-2 text-lg font-semibold leading-snug group-hover:text-accent">
        {article.title}
      </h2>
      <p className="mt-1 line-clamp-3 text-sm text-muted">{article.summary}</p>
      <time dateTime={isoDate(article.published_at)} className="mt-2 block text-xs text-muted">
        {formatShopDate(article.published_at, language)}
      </time>
    </Link>
  );
}

/** /article: the magazine, newest first, a page at a time (?page=). */
export function ArticleList() {
  const { t } = useTranslation();
  const title = t('articles.title');
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const page = pageFromSearch(params.get('page'));
  const list = useArticleList(page);
  const navId = useId();

  let body: ReactNode;
  if (list.isPending) {
    body = (
      <div role="status">
        <span className="sr-only">{t('a11y.loading')}</span>
        <div className={GRID}>
          {[1, 2, 3, 4, 5, 6].map((n) => (
            <div key={n} aria-hidden="true">
              <Skeleton className="h-[180px] w-full" />
              <Skeleton className="mt-3 h-5 w-4/5" />
              <Skeleton className="mt-2 h-4 w-full" />
              <Skeleton className="mt-1 h-4 w-2/3" />
              <Skeleton className="mt-2 h-3 w-24" />
            </div>
          ))}
        </div>
      </div>
    );
  } else if (list.isError) {
    body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  } else if (list.data.articles.length === 0) {
    body = (
      <EmptyState
        boxed
        title={t('articles.empty_title')}
        text={t('articles.empty_text')}
        action={
          page > 1 ? (
            <Link to={href('article-list')} className={buttonClass('primary')}>
              {t('articles.all_articles')}
            </Link>
          ) : (
            <Link to="/" className={buttonClass('primary')}>
              {t('common.back_home')}
            </Link>
          )
        }
      />
    );
  } else {
    const { articles, total_pages: totalPages } = list.data;
    const pageHref = (n: number) => href('article-list', {}, { page: n > 1 ? n : undefined });
    body = (
      <>
        <ul className={`${GRID} transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
          {articles.map((article) => (
            <li key={article.article_id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
        {totalPages > 1 ? (
          <nav aria-labelledby={navId} className="mt-10 flex items-center justify-center gap-3">
            <h2 id={navId} className="sr-only">
              {t('articles.pagination')}
            </h2>
            {page > 1 ? (
              <Link to={pageHref(page - 1)} rel="prev" className={buttonClass('secondary', 'sm')}>
                <ChevronLeftIcon size={18} />
                {t('articles.previous_page')}
              </Link>
            ) : null}
            <p className="text-sm text-muted tabular" aria-current="page">
              {t('articles.page_of', { page, count: totalPages })}
            </p>
            {page < totalPages ? (
              <Link to={pageHref(page + 1)} rel="next" className={buttonClass('secondary', 'sm')}>
                {t('articles.next_page')}
                <ChevronRightIcon size={18} />
              </Link>
            ) : null}
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <PageFrame title={title} below={<p className="mt-1 text-muted">{t('articles.intro')}</p>}>
      {body}
    </PageFrame>
  );
}
