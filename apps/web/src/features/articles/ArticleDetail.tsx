import { type ArticleSummary, formatShopDate } from '@beauty/shared';
import {
  buttonClass,
  ChevronLeftIcon,
  ChevronRightIcon,
  ErrorState,
  Skeleton,
  useLanguage,
} from '@beauty/ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundState } from '../../components/NotFoundState';
import { PageFrame } from '../../layouts/PageFrame';
import { useDocumentTitle } from '../../lib/hooks';
import { href } from '../../routes/paths';
import { isUnknownArticle, useArticleDetails } from './api';
import { isoDate } from './format';

/** The hero picture has the seed thumbnails' 16:9 shape; sizes set so the text does not move when it arrives. */
const HERO = { width: 768, height: 432 } as const;

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to={href('article-list')} className={buttonClass('text', 'md', 'mb-2 gap-1')}>
      <ChevronLeftIcon size={18} />
      {t('articles.all_articles')}
    </Link>
  );
}

/** /article-detail/{articleId}: one article, its sanitised HTML, and the previous and next articles. */
export function ArticleDetail() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { articleId = '' } = useParams();
  const id = /^\d{1,15}$/.test(articleId) ? Number(articleId) : 0;
  const query = useArticleDetails(id);
  const article = query.data;
  // Cleaned by the server's allow-list when stored and when served (apps/api/src/http/rich-text.ts).
  const html = article?.content ?? '';
  const notFound = id <= 0 || (query.isError && isUnknownArticle(query.error));
  useDocumentTitle(notFound ? t('articles.not_found_title') : (article?.title ?? t('articles.title')));

  if (notFound) {
    return (
      <PageFrame width="narrow">
        <NotFoundState
          title={t('articles.not_found_title')}
          text={t('articles.not_found_text')}
          action={
            <Link to={href('article-list')} className={buttonClass('primary')}>
              {t('articles.all_articles')}
            </Link>
          }
        />
      </PageFrame>
    );
  }

  if (query.isPending) {
    return (
      <PageFrame width="narrow">
        <div role="status">
          <span className="sr-only">{t('a11y.loading')}</span>
          <Skeleton className="mb-2 h-11 w-32" />
          <Skeleton className="h-9 w-4/5" />
          <Skeleton className="mt-3 h-4 w-28" />
          <Skeleton className="mt-6 aspect-video w-full" />
          {['w-full', 'w-11/12', 'w-full', 'w-4/5', 'w-full', 'w-2/3'].map((width, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder lines.
            <Skeleton key={i} className={`mt-3 h-4 ${width}`} />
          ))}
        </div>
      </PageFrame>
    );
  }

  if (!article) {
    return (
      <PageFrame width="narrow">
        <BackLink />
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </PageFrame>
    );
  }

  return (
    <PageFrame as="article" width="narrow">
      <BackLink />
      <h1 className="text-2xl font-semibold leading-tight tracking-tight md:text-4xl">{article.title}</h1>
      <time dateTime={isoDate(article.published_at)} className="mt-3 block text-sm text-muted">
        {formatShopDate(article.published_at, language)}
      </time>
      {article.thumbnail ? (
        <img
          src={article.thumbnail}
          alt={article.title}
          width={HERO.width}
          height={HERO.height}
          decoding="async"
          fetchPriority="high"
          className="mt-6 aspect-video w-full rounded-card bg-soft object-cover"
        />
      ) : null}
      <div
        className="mt-8 legal-content"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own server's article, sanitised above.
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {article.previous || article.next ? (
        <nav
          aria-label={t('articles.more_articles')}
          className="mt-12 grid gap-3 border-t border-line pt-6 sm:grid-cols-2"
        >
          {article.previous ? (
            <Neighbour article={article.previous} direction="previous" />
          ) : (
            <span className="hidden sm:block" />
          )}
          {article.next ? <Neighbour article={article.next} direction="next" /> : null}
        </nav>
      ) : null}
    </PageFrame>
  );
}

function Neighbour({ article, direction }: { article: ArticleSummary; direction: 'previous' | 'next' }) {
  const { t } = useTranslation();
  const next = direction === 'next';
  return (
    <Link
      to={href('article-detail', { articleId: article.article_id })}
      rel={next ? 'next' : 'prev'}
      className={`group flex min-h-target items-center gap-3 rounded-card border border-line p-3 hover:border-accent ${next ? 'flex-row-reverse text-right sm:col-start-2' : ''}`}
    >
      {next ? (
        <ChevronRightIcon size={20} className="shrink-0 text-muted" />
      ) : (
        <ChevronLeftIcon size={20} className="shrink-0 text-muted" />
      )}
      <img
        src={article.thumbnail}
        alt=""
        width={96}
        height={54}
        loading="lazy"
        decoding="async"
        className="hidden h-[54px] w-24 shrink-0 rounded-card bg-soft object-cover sm:block"
      />
      <span className="min-w-0">
        <span className="block text-xs text-muted">
          {next ? t('articles.next_article') : t('articles.previous_article')}
        </span>
        <span className="line-clamp-2 text-sm font-semibold group-hover:text-accent">{article.title}</span>
      </span>
    </Link>
  );
}
