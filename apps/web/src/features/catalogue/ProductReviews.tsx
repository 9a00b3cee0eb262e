import {
  type ProductReview,
  type ProductReviewsAnswer,
  REVIEW_SORTS,
  type ReviewSort,
  STAR_SCALE,
} from '@beauty/shared';
import { BusyLabel, buttonClass, EmptyState, ErrorState, Skeleton } from '@beauty/ui';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Stars } from '../../components/Stars';
import type { ReviewFilters } from '../reviews';
import { productReviewList, RatingLine, ReviewItem, ReviewListSkeleton, useProductReviews } from '../reviews';
import { ListingSelect } from './ListingSelect';

/** The section's anchor: the stars at the top of the page lead here. */
export const REVIEWS_ANCHOR = 'reviews';

const ALL_REVIEWS: ReviewFilters = { sort: 'newest', with_photos: false, star: null };
const STARS_DOWN = Array.from({ length: STAR_SCALE }, (_, i) => STAR_SCALE - i);

/**
 * A product's reviews on its page: the average, the stars and the count, how many reviews gave each whole
 * star (each a filter), a "with photos" filter, the order (newest, highest, lowest), and the reviews with
 * their photos and the shop's reply, ten at a time ("Show more"). Filters and order are the section's own
 * state: the page's address stays the product's.
 */
export function ProductReviews({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [filters, setFilters] = useState<ReviewFilters>(ALL_REVIEWS);
  const query = useProductReviews(productId, filters);
  const first = query.data?.pages[0];
  const change = (changes: Partial<ReviewFilters>) => setFilters((current) => ({ ...current, ...changes }));

  let body: ReactNode;
  if (query.isPending) body = <SectionSkeleton />;
  else if (!first) body = <ErrorState boxed error={query.error} onRetry={() => void query.refetch()} />;
  else if (first.summary.review_count === 0)
    body = (
      <EmptyState
        boxed
        title={t('reviews.product.empty_title')}
        text={t('reviews.product.empty_text')}
        action={
          <Link to={productReviewList.href()} className={buttonClass('secondary')}>
            {t('reviews.product.empty_action')}
          </Link>
        }
      />
    );
  else {
    const reviews = query.data?.pages.flatMap((page) => page.reviews) ?? [];
    const filtered = filters.star !== null || filters.with_photos;
    const busy = query.isPlaceholderData;
    body = (
      <div className="grid gap-6 md:grid-cols-[260px_minmax(0,1fr)] md:gap-10">
        <ReviewSummary answer={first} star={filters.star} onStar={(star) => change({ star })} />
        <div className="min-w-0">
          <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
            <button
              type="button"
              aria-pressed={filters.with_photos}
              onClick={() => change({ with_photos: !filters.with_photos })}
              className={`inline-flex min-h-target items-center rounded-full border px-4 text-sm ${
                filters.with_photos
                  ? 'border-accent bg-accent-soft font-semibold text-accent'
                  : 'border-line hover:bg-soft'
              }`}
            >
              {t('reviews.product.with_photos', { count: first.summary.with_photos })}
            </button>
            <ListingSelect
              label={t('sort.label')}
              value={filters.sort}
              options={REVIEW_SORTS.map((sort) => ({
                value: sort,
                label: t(`reviews.product.sorts.${sort}`),
              }))}
              onChange={(sort) => change({ sort: sort as ReviewSort })}
            />
          </div>
          <p aria-live="polite" className="mb-3 flex flex-wrap items-center gap-x-3 text-sm text-muted">
            {t('reviews.product.showing', { shown: reviews.length, total: first.total })}
            {filtered ? (
              <button
                type="button"
                className={buttonClass('text', 'sm')}
                onClick={() => setFilters(ALL_REVIEWS)}
              >
                {t('reviews.product.clear')}
              </button>
            ) : null}
          </p>
          {reviews.length === 0 ? (
            <EmptyState boxed title={t('reviews.product.no_match')} />
          ) : (
            <ul aria-busy={busy || undefined} className={`flex flex-col gap-4 ${busy ? 'opacity-60' : ''}`}>
              {reviews.map((review) => (
                <li key={review.id}>
                  <ProductReviewItem review={review} />
                </li>
              ))}
            </ul>
          )}
          {query.hasNextPage ? (
            <div className="mt-6 flex justify-center">
              <button
                type="button"
                className={buttonClass('secondary')}
                disabled={query.isFetchingNextPage}
                aria-busy={query.isFetchingNextPage || undefined}
                onClick={() => void query.fetchNextPage()}
              >
                <BusyLabel busy={query.isFetchingNextPage}>{t('reviews.product.show_more')}</BusyLabel>
              </button>
            </div>
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <section id={REVIEWS_ANCHOR} aria-labelledby={headingId} className="mt-10 scroll-mt-24 md:mt-14">
      <h2 id={headingId} className="mb-4 text-xl font-semibold tracking-tight">
        {t('reviews.product.title')}
      </h2>
      {body}
    </section>
  );
}

/**
 * The average in figures and stars, the count, and a bar per whole star with its count; a bar is a toggle
 * that shows only the reviews counted under that star (rounded half up: 5 takes 4.5 and 5).
 */
function ReviewSummary({
  answer,
  star,
  onStar,
}: {
  answer: ProductReviewsAnswer;
  star: number | null;
  onStar: (star: number | null) => void;
}) {
  const { t } = useTranslation();
  const { summary } = answer;
  const most = Math.max(1, ...Object.values(summary.star_counts));
  return (
    <div className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-5 md:block">
      <div>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-4xl font-semibold tabular">{summary.average.toFixed(1)}</span>
          <span className="text-sm text-muted">{t('reviews.product.out_of')}</span>
        </p>
        <div className="mt-1">
          <Stars value={summary.average} size={18} />
        </div>
        <p className="mt-1 text-sm text-muted">{t('reviews.count', { count: summary.review_count })}</p>
      </div>
      <ul aria-label={t('reviews.product.by_stars')} className="flex flex-col md:mt-4 md:gap-1">
        {STARS_DOWN.map((whole) => {
          const count = summary.star_counts[whole as 1 | 2 | 3 | 4 | 5];
          const active = star === whole;
          return (
            <li key={whole}>
              {/* Named by its content, not an aria-label: the figures shown ("4 ★", "8") are not words of the
                  name ("4 stars, 8 reviews"), which axe 4.14 reports as label-content-name-mismatch; so the
                  figures are hidden from screen readers and the sr-only text reads the whole row. */}
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onStar(active ? null : whole)}
                className={`flex min-h-target w-full items-center gap-3 rounded-card px-2 text-sm ${
                  active ? 'bg-accent-soft font-semibold text-accent' : 'hover:bg-soft'
                }`}
              >
                <span aria-hidden="true" className="w-8 shrink-0 text-left tabular">
                  {whole} ★
                </span>
                <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-line">
                  <span className="block h-full bg-gold" style={{ width: `${(count / most) * 100}%` }} />
                </span>
                <span aria-hidden="true" className="w-8 shrink-0 text-right tabular">
                  {count}
                </span>
                <span className="sr-only">
                  {t('reviews.product.star_filter', {
                    stars: t('reviews.stars', { count: whole }),
                    reviews: t('reviews.count', { count }),
                  })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ProductReviewItem({ review }: { review: ProductReview }) {
  const { t } = useTranslation();
  return (
    <ReviewItem
      heading={review.reviewer}
      date={review.created_at}
      ratings={<RatingLine value={review.rating} />}
      details={review.variation_name ? <p className="text-xs text-muted">{review.variation_name}</p> : null}
      comments={review.comments}
      photos={review.photos}
      reply={review.reply}
      owner={t('reviews.reviewer_review', { name: review.reviewer })}
    />
  );
}

function SectionSkeleton() {
  return (
    <div className="grid gap-6 md:grid-cols-[260px_minmax(0,1fr)] md:gap-10">
      <div aria-hidden="true">
        <Skeleton className="h-10 w-24" />
        <Skeleton className="mt-2 h-5 w-28" />
        <div className="mt-4 flex flex-col gap-3">
          {STARS_DOWN.map((n) => (
            <Skeleton key={n} className="h-5 w-full" />
          ))}
        </div>
      </div>
      <ReviewListSkeleton />
    </div>
  );
}
