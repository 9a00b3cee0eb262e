import { type MyStoreReview, REVIEW_CRITERIA, type ReviewCriterion, type StoreReview } from '@beauty/shared';
import { useLanguage } from '@beauty/ui';
import { useTranslation } from 'react-i18next';
import { Stars } from '../../components/Stars';
import { joinNames } from '../../lib/words';
import { RatingLine, ReviewItem } from './ReviewItem';

/** A criterion's name (spec section 3: 1 cleanliness … 8 personal image). */
export function useCriterionName() {
  const { t } = useTranslation();
  return (criterion: number) => t(`reviews.criteria.${REVIEW_CRITERIA[criterion as ReviewCriterion]}`);
}

/**
 * Ratings by criterion, one row each: the criterion's name, its stars and the figure. For a review's own
 * scores, and for a salon's or a stylist's averages.
 */
export function CriterionRows({
  rows,
  split = false,
}: {
  rows: { criterion: number; value: number }[];
  /** Eight rows in two columns from 640 px: the salon's four, then the stylist's. */
  split?: boolean;
}) {
  const name = useCriterionName();
  return (
    <dl
      className={`grid gap-x-6 gap-y-1 text-sm ${split ? 'sm:grid-flow-col sm:grid-cols-2 sm:grid-rows-4' : ''}`}
    >
      {rows.map(({ criterion, value }) => (
        <div key={criterion} className="flex items-center justify-between gap-3">
          <dt className="text-muted">{name(criterion)}</dt>
          <dd className="flex items-center gap-2">
            <Stars value={value} size={14} />
            <span className="w-7 text-right tabular">{value.toFixed(1)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A salon and stylist review: the salon's and the stylist's ratings (each the mean of its criteria), who did
 * what (the stylist, the services), the words, the photos and the shop's reply. Public lists head it with the
 * reviewer; the member's own with the salon, and show every criterion's score and a hidden review's note.
 */
export function StoreReviewItem({ review }: { review: StoreReview | MyStoreReview }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const mine = 'status' in review;
  return (
    <ReviewItem
      heading={mine ? review.store.name : review.reviewer}
      date={review.created_at}
      ratings={
        <>
          <RatingLine label={t('reviews.salon.salon_rating')} value={review.salon_rating} />
          <RatingLine label={t('reviews.salon.stylist_rating')} value={review.stylist_rating} />
        </>
      }
      details={
        <>
          <p className="text-xs text-muted">
            {t('reviews.salon.who_what', {
              stylist: review.stylist.name,
              services: joinNames(review.services, language),
            })}
          </p>
          {mine ? (
            <div className="mt-1 rounded-card bg-soft px-3 py-2">
              <CriterionRows
                split
                rows={review.scores.map((score) => ({ criterion: score.criterion, value: score.rating }))}
              />
            </div>
          ) : null}
        </>
      }
      comments={review.comments}
      photos={review.photos}
      reply={review.reply}
      hiddenReason={mine && review.status === 'hidden' ? review.hidden_reason : undefined}
      owner={mine ? t('reviews.your_review') : t('reviews.reviewer_review', { name: review.reviewer })}
    />
  );
}
