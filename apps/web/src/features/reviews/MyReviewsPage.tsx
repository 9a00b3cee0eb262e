import type { MyReviewsAnswer } from '@beauty/shared';
import { buttonClass, EmptyState, ErrorState } from '@beauty/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { AccountTabsNav } from '../../components/AccountTabsNav';
import { Pagination } from '../../components/listing/Pagination';
import { pageCount, type TabbedList } from '../../components/listing/tabbed-list';
import { PageFrame } from '../../layouts/PageFrame';
import { useDocumentTitle } from '../../lib/hooks';
import { type ReviewKind, useMyReviews } from './api';
import { ReviewListSkeleton } from './ReviewItem';
import { REVIEW_LIST_TABS, type ReviewListTab, reviewTabCode } from './review-form';

/** One tab's items in an answer (only the asked tab's list is filled), their keys and how each shows. */
type TabItems<T> = {
  items: (answer: MyReviewsAnswer) => T[];
  key: (item: T) => string | number;
  render: (item: T) => ReactNode;
};

/**
 * A member's review list (products, or salon visits): To review and History as tabs whose choice is in the
 * address, each tab's count beside it, one page of the tab's items, its empty state with one next action
 * (To review: `emptyToReview`'s; History: the way to the items to review), a retry when it fails, and page
 * links.
 */
export function MyReviewsPage<ToReview, Reviewed>({
  type,
  list,
  title,
  toReview,
  history,
  emptyToReview,
  toReviewLink,
}: {
  type: ReviewKind;
  list: TabbedList<ReviewListTab>;
  title: string;
  toReview: TabItems<ToReview>;
  history: TabItems<Reviewed>;
  /** To review's empty state (the answer says how many days a review can be written in). */
  emptyToReview: (answer: MyReviewsAnswer) => { title: string; text: string; action: ReactNode };
  /** History's empty state leads to To review with these words. */
  toReviewLink: string;
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

  function empty(answer: MyReviewsAnswer) {
    const state =
      tab === 'to_review'
        ? emptyToReview(answer)
        : {
            title: t('reviews.empty_history'),
            text: t('reviews.empty_history_text'),
            action: (
              <Link to={list.href('to_review')} className={buttonClass('primary')}>
                {toReviewLink}
              </Link>
            ),
          };
    return <EmptyState boxed {...state} />;
  }

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
            empty(query.data)
          ) : (
            <>
              <ul
                aria-busy={query.isPlaceholderData || undefined}
                className={`flex flex-col gap-4 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
              >
                {toReview.items(query.data).map((item) => (
                  <li key={`to-review-${toReview.key(item)}`}>{toReview.render(item)}</li>
                ))}
                {history.items(query.data).map((item) => (
                  <li key={`history-${history.key(item)}`}>{history.render(item)}</li>
                ))}
              </ul>
              <Pagination page={query.data.page} totalPages={query.data.total_pages} />
            </>
          )}
        </div>
      </div>
    </PageFrame>
  );
}
