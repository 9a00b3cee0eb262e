import type { MyReviewsAnswer } from '@beauty/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { type ReviewKind, useMyReviews } from '../../api/reviews';
import { PageFrame } from '../../layouts/PageFrame';
import { useDocumentTitle } from '../../lib/hooks';
import { ErrorState } from '../../ui/states';
import { AccountTabsNav } from '../AccountTabsNav';
import { Pagination } from '../listing/Pagination';
import { pageCount, type TabbedList } from '../listing/tabbed-list';
import { ReviewListSkeleton } from './ReviewItem';
import { REVIEW_LIST_TABS, type ReviewListTab, reviewTabCode } from './review-form';

/**
 * A member's review list (products, or salon visits): To review and History as tabs whose choice is in the
 * address, each tab's count beside it, one page of the tab's items (`children` draws them), its empty state
 * with one next action, a retry when it fails, and page links.
 */
export function MyReviewsPage({
  type,
  list,
  title,
  empty,
  children,
}: {
  type: ReviewKind;
  list: TabbedList<ReviewListTab>;
  title: string;
  /** The tab's empty state (the answer says how many days a review can be written in). */
  empty: (tab: ReviewListTab, answer: MyReviewsAnswer) => ReactNode;
  /** The items of the page, as list items: only the asked tab's list of the answer is filled. */
  children: (answer: MyReviewsAnswer) => ReactNode;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { tab, page } = list.stateFrom(params);
  const query = useMyReviews(type, reviewTabCode(tab), page);
  useDocumentTitle(`${t(`reviews.tabs.${tab}`)} · ${title}`);

  // A page past the end (the list shrank since the link was made) goes to the last one there is.
  const data = query.isPlaceholderData ? undefined : query.data;
  if (data && data.total > 0 && page > data.total_pages)
    return <Navigate replace to={list.href(tab, pageCount(data.total, data.per_page))} />;

  const counts = query.data?.counts;
  return (
    <PageFrame title={title}>
      <div className="flex flex-col gap-6 md:flex-row">
        <AccountTabsNav
          label={t('reviews.tabs_label')}
          tabs={REVIEW_LIST_TABS.map((key) => ({
            key,
            label: t(`reviews.tabs.${key}`),
            to: list.href(key),
            active: key === tab,
            count: counts ? counts[key] : null,
          }))}
        />
        <div className="min-w-0 flex-1">
          {query.isPending ? (
            <ReviewListSkeleton />
          ) : query.data === undefined ? (
            <ErrorState boxed error={query.error} onRetry={() => void query.refetch()} />
          ) : query.data.total === 0 && !query.isPlaceholderData ? (
            empty(tab, query.data)
          ) : (
            <>
              <ul
                aria-busy={query.isPlaceholderData || undefined}
                className={`flex flex-col gap-4 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
              >
                {children(query.data)}
              </ul>
              <Pagination page={query.data.page} totalPages={query.data.total_pages} />
            </>
          )}
        </div>
      </div>
    </PageFrame>
  );
}
