import { buttonClass, ErrorState, errorText, isApiError, Skeleton } from '@beauty/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isNotFound } from '../../api/not-found';
import { NotFoundState } from '../../components/NotFoundState';
import { PageFrame } from '../../layouts/PageFrame';

type QueryLike<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

/**
 * A page about one thing the member reviews (an order line, a salon visit), loaded by the id in its address:
 * a skeleton meanwhile; "not found" for an id that is none and for the API's 404 (unknown, or another
 * member's); the API's own reason with the way back for a refusal that a retry would repeat (a line not
 * delivered yet: 409); a retry for any other failure; then `children` with the answer.
 */
export function ReviewSubjectPage<T>({
  valid,
  query,
  notFound,
  back,
  skeleton = <SubjectSkeleton />,
  children,
}: {
  /** False when the address holds no id at all. */
  valid: boolean;
  query: QueryLike<T>;
  notFound: { title: string; text: string };
  /** Where "not found" and a refusal lead: the member's review list. */
  back: { to: string; label: string };
  /** The page's shape while it loads; a write page's by default. */
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const way = (
    <Link to={back.to} className={buttonClass('primary')}>
      {back.label}
    </Link>
  );
  if (!valid || (query.isError && isNotFound(query.error)))
    return (
      <PageFrame>
        <NotFoundState title={notFound.title} text={notFound.text} action={way} />
      </PageFrame>
    );
  if (query.isPending) return skeleton;
  if (query.data === undefined) {
    const refused = isApiError(query.error) && query.error.httpStatus >= 400 && query.error.httpStatus < 500;
    return (
      <PageFrame>
        {refused ? (
          <NotFoundState title={t('reviews.cannot_review')} text={errorText(t, query.error)} action={way} />
        ) : (
          <ErrorState boxed error={query.error} onRetry={() => void query.refetch()} />
        )}
      </PageFrame>
    );
  }
  return children(query.data);
}

/** A review page's shape while its subject loads: the title, the subject, the ratings and the comments. */
function SubjectSkeleton() {
  const { t } = useTranslation();
  return (
    <PageFrame width="narrow">
      <div role="status" className="flex flex-col gap-6">
        <span className="sr-only">{t('a11y.loading')}</span>
        <Skeleton className="h-8 w-56 md:h-9" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    </PageFrame>
  );
}
