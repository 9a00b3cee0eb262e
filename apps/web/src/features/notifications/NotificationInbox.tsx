import { formatShopDateTime, type Notification } from '@beauty/shared';
import { buttonClass, EmptyState, QueryBody, Skeleton, Spinner, showToast, useLanguage } from '@beauty/ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { parsePage } from '../../components/listing/listing-url';
import { Pagination } from '../../components/listing/Pagination';
import { PageFrame } from '../../layouts/PageFrame';
import { useDocumentTitle } from '../../lib/hooks';
import { useMarkAllRead, useMarkRead, useNotificationList } from './api';

/** /notifications: what the shop told the member, newest first, a page at a time (?page=). */
export function NotificationInbox() {
  const { t } = useTranslation();
  const title = t('notifications.title');
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const list = useNotificationList(parsePage(params.get('page')));
  const markAll = useMarkAllRead();
  const unread = list.data?.unread ?? 0;

  return (
    <PageFrame
      width="narrow"
      title={title}
      below={
        list.data?.total ? (
          <p className="mt-1 text-muted" aria-live="polite">
            {unread ? t('notifications.unread_count', { count: unread }) : t('notifications.all_read')}
          </p>
        ) : null
      }
      aside={
        unread ? (
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={markAll.isPending}
            aria-busy={markAll.isPending}
            onClick={() =>
              markAll.mutate(undefined, {
                onSuccess: () => showToast(t('notifications.marked_all'), 'success'),
                onError: () => showToast(t('common.load_error'), 'error'),
              })
            }
          >
            {markAll.isPending ? <Spinner size={16} /> : null}
            {t('notifications.mark_all_read')}
          </button>
        ) : null
      }
    >
      <QueryBody
        query={list}
        skeleton={<InboxSkeleton />}
        isEmpty={(answer) => answer.total === 0}
        empty={
          <EmptyState
            boxed
            title={t('notifications.empty_title')}
            text={t('notifications.empty_text')}
            action={
              <Link to="/" className={buttonClass('primary')}>
                {t('notifications.shop_now')}
              </Link>
            }
          />
        }
      >
        {(answer) => (
          <>
            <ul
              aria-busy={list.isPlaceholderData || undefined}
              className={`flex flex-col overflow-hidden rounded-card border border-line ${list.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {answer.notifications.map((notification) => (
                <li key={notification.id} className="border-b border-line last:border-b-0">
                  <InboxEntry notification={notification} />
                </li>
              ))}
            </ul>
            <Pagination page={answer.page} totalPages={answer.total_pages} />
          </>
        )}
      </QueryBody>
    </PageFrame>
  );
}

/** One notification: opening it goes to its page and marks it read (the bell follows the answer). */
function InboxEntry({ notification }: { notification: Notification }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const markRead = useMarkRead();
  const unread = !notification.read;
  return (
    <Link
      to={notification.link}
      onClick={() => {
        if (unread) markRead.mutate(notification.id);
      }}
      className={`flex gap-3 px-4 py-3 hover:bg-soft ${unread ? 'bg-accent-soft/40' : 'bg-white'}`}
    >
      <span
        aria-hidden="true"
        className={`mt-2 size-2 shrink-0 rounded-full ${unread ? 'bg-accent' : 'bg-transparent'}`}
      />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className={unread ? 'font-semibold' : 'font-medium'}>
            {unread ? <span className="sr-only">{t('notifications.unread')}: </span> : null}
            {notification.title}
          </span>
          <time dateTime={notification.created_at} className="text-xs text-muted tabular">
            {formatShopDateTime(notification.created_at, language)}
          </time>
        </span>
        <span className="text-sm text-muted break-words">{notification.body}</span>
      </span>
    </Link>
  );
}

function InboxSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status">
      <span className="sr-only">{t('a11y.loading')}</span>
      <ul aria-hidden="true" className="flex flex-col rounded-card border border-line">
        {[1, 2, 3, 4].map((n) => (
          <li key={n} className="flex flex-col gap-2 border-b border-line px-4 py-4 last:border-b-0">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-4 w-4/5" />
          </li>
        ))}
      </ul>
    </div>
  );
}
