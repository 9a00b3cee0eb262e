import type { RatingSummary, StoreReviewsAnswer } from '@beauty/shared';
import { buttonClass, EmptyState, Panel, Skeleton } from '@beauty/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useAuth } from '../../auth/AuthProvider';
import { parsePage } from '../../components/listing/listing-url';
import { Pagination } from '../../components/listing/Pagination';
import { Stars } from '../../components/Stars';
import { StylistLine } from '../../components/StylistLine';
import { PageFrame } from '../../layouts/PageFrame';
import { useDocumentTitle } from '../../lib/hooks';
import { idFrom } from '../../lib/ids';
import { href } from '../../routes/paths';
import { CriterionRows, ReviewSubjectPage, StoreReviewItem, useStoreReviews } from '../reviews';

/** Store photos are 8:5 (the seed's 800×500). */
const PHOTO = { width: 400, height: 250 } as const;

/**
 * /salon/review/{salonId}: what members say about one salon, for everyone (the list is public): its overall
 * rating and each of its criteria's, its stylists' ratings, and its reviews, newest first, ten a page (the page
 * is in the address).
 */
export function StoreReview() {
  const { t } = useTranslation();
  const { salonId } = useParams();
  const [params] = useSearchParams();
  const id = idFrom(salonId);
  const query = useStoreReviews(id, parsePage(params.get('page')));
  useDocumentTitle(query.data ? t('reviews.salon_page.title', { name: query.data.target.name }) : null);
  return (
    <ReviewSubjectPage
      valid={id !== null}
      query={query}
      notFound={{
        title: t('reviews.salon_page.not_found_title'),
        text: t('reviews.salon_page.not_found_text'),
      }}
      back={{ to: href('salon-listing'), label: t('stores.title') }}
      skeleton={<StoreReviewsSkeleton />}
    >
      {(answer) => <StoreReviewsBody answer={answer} busy={query.isPlaceholderData} />}
    </ReviewSubjectPage>
  );
}

function StoreReviewsBody({ answer, busy }: { answer: StoreReviewsAnswer; busy: boolean }) {
  const { t } = useTranslation();
  const { summary, target } = answer;
  const ids = { stylists: useId(), reviews: useId() };
  return (
    <PageFrame
      title={t('reviews.salon_page.title', { name: target.name })}
      back={
        <Link to={href('salon-listing')} className="text-accent hover:underline">
          {t('stores.title')}
        </Link>
      }
    >
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[320px_minmax(0,1fr)] md:gap-10">
        <div className="flex flex-col gap-6">
          <Panel title={t('reviews.salon_page.ratings')}>
            <img
              src={target.image}
              alt={target.name}
              width={PHOTO.width}
              height={PHOTO.height}
              decoding="async"
              className="mb-4 aspect-[8/5] w-full rounded-card bg-soft object-cover"
            />
            <OverallRating rating={summary} />
            {summary.review_count > 0 ? (
              <div className="mt-4 border-t border-line pt-3">
                <CriterionRows
                  rows={summary.criteria.map((c) => ({ criterion: c.criterion, value: c.average }))}
                />
              </div>
            ) : null}
          </Panel>
          {summary.stylists.length > 0 ? (
            <section aria-labelledby={ids.stylists}>
              <h2 id={ids.stylists} className="mb-3 text-lg font-semibold">
                {t('reviews.salon_page.stylists')}
              </h2>
              <ul className="flex flex-col gap-3">
                {summary.stylists.map((stylist) => (
                  <li key={stylist.id} className="rounded-card border border-line bg-white p-4">
                    <StylistLine stylist={stylist} size={48} />
                    <div className="mt-3">
                      <OverallRating rating={stylist.rating} compact />
                    </div>
                    {stylist.rating.review_count > 0 ? (
                      <div className="mt-2">
                        <CriterionRows
                          rows={stylist.rating.criteria.map((c) => ({
                            criterion: c.criterion,
                            value: c.average,
                          }))}
                        />
                      </div>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <section aria-labelledby={ids.reviews} className="min-w-0">
          <h2 id={ids.reviews} className="mb-3 text-lg font-semibold">
            {t('reviews.salon_page.reviews', { count: answer.total })}
          </h2>
          {answer.reviews.length === 0 ? (
            <NoStoreReviews storeId={target.id} />
          ) : (
            <>
              <ul aria-busy={busy || undefined} className={`flex flex-col gap-4 ${busy ? 'opacity-60' : ''}`}>
                {answer.reviews.map((review) => (
                  <li key={review.id}>
                    <StoreReviewItem review={review} />
                  </li>
                ))}
              </ul>
              <Pagination page={answer.page} totalPages={answer.total_pages} />
            </>
          )}
        </section>
      </div>
    </PageFrame>
  );
}

/** The overall rating: the figure, the stars and the count; "no ratings yet" without reviews. */
function OverallRating({
  rating,
  compact = false,
}: {
  rating: Pick<RatingSummary, 'average' | 'review_count'>;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  if (rating.review_count === 0)
    return <p className="text-sm text-muted">{t('reviews.salon_page.no_ratings')}</p>;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className={`font-semibold tabular ${compact ? 'text-lg' : 'text-4xl'}`}>
        {rating.average.toFixed(1)}
      </span>
      <Stars value={rating.average} size={compact ? 16 : 20} />
      <span className="text-sm text-muted">{t('reviews.count', { count: rating.review_count })}</span>
    </div>
  );
}

/**
 * No reviews yet: the one way on is a visit, booked here (Singapore members and visitors, who log in first);
 * members of other countries, who cannot book, go back to the salons.
 */
function NoStoreReviews({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const { user, isSg } = useAuth();
  const canBook = !user || isSg;
  return (
    <EmptyState
      boxed
      title={t('reviews.salon_page.empty_title')}
      text={t('reviews.salon_page.empty_text')}
      action={
        canBook ? (
          <Link
            to={href('appointment-make-appointment', {}, { store: storeId })}
            className={buttonClass('primary')}
          >
            {t('my_appointments.make_appointment')}
          </Link>
        ) : (
          <Link to={href('salon-listing')} className={buttonClass('primary')}>
            {t('stores.title')}
          </Link>
        )
      }
    />
  );
}

/** The page's shape while it loads: the title, the ratings column and a few reviews. */
function StoreReviewsSkeleton() {
  const { t } = useTranslation();
  return (
    <PageFrame>
      <div role="status">
        <span className="sr-only">{t('a11y.loading')}</span>
        <Skeleton className="h-4 w-24" />
        <Skeleton className="mt-2 mb-6 h-8 w-72 max-w-full md:h-9" />
        <div className="grid grid-cols-1 gap-6 md:grid-cols-[320px_minmax(0,1fr)] md:gap-10">
          <Skeleton className="h-96 w-full" />
          <div aria-hidden="true" className="flex flex-col gap-4">
            <Skeleton className="h-6 w-32" />
            <Skeleton className="h-40 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        </div>
      </div>
    </PageFrame>
  );
}
