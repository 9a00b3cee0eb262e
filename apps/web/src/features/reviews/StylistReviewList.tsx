import { type MyStoreReview, REVIEW_KIND, type VisitToReview } from '@beauty/shared';
import { buttonClass } from '@beauty/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../routes/paths';
import { MyReviewsPage } from './MyReviewsPage';
import { storeReviewList, visitReviewHref, writeVisitReviewHref } from './review-form';
import { StoreReviewItem } from './StoreReviewItem';
import { ReviewBy, StoreReviewGate, VisitSummary } from './stylist-parts';

/** /salon-review: Singapore members' salon visits to review and the reviews they wrote. */
export function StylistReviewList() {
  return (
    <StoreReviewGate>
      <StoreReviewListPage />
    </StoreReviewGate>
  );
}

function StoreReviewListPage() {
  const { t } = useTranslation();
  return (
    <MyReviewsPage
      type={REVIEW_KIND.STORE_STYLIST}
      list={storeReviewList}
      title={t('reviews.salon.title')}
      toReview={{
        items: (answer) => answer.visits_to_review,
        key: (visit) => visit.pos_transaction_id,
        render: (visit) => <VisitToReviewCard visit={visit} />,
      }}
      history={{
        items: (answer) => answer.salon_reviews,
        key: (review) => review.id,
        render: (review) => <MyStoreReviewLink review={review} />,
      }}
      emptyToReview={(answer) => ({
        title: t('reviews.salon.empty_to_review'),
        text: t('reviews.salon.empty_to_review_text', { count: answer.window_days }),
        action: (
          <Link to={href('appointment-make-appointment')} className={buttonClass('primary')}>
            {t('my_appointments.make_appointment')}
          </Link>
        ),
      })}
      toReviewLink={t('reviews.salon.to_review_link')}
    />
  );
}

function VisitToReviewCard({ visit }: { visit: VisitToReview }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 rounded-card border border-line bg-white p-4 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <VisitSummary visit={visit}>
          <ReviewBy visit={visit} />
        </VisitSummary>
      </div>
      <div className="flex flex-wrap gap-2 sm:flex-col sm:items-stretch">
        <Link
          to={writeVisitReviewHref(visit.pos_transaction_id)}
          aria-label={t('reviews.salon.write_label', {
            store: visit.store.name,
            stylist: visit.stylist.name,
          })}
          className={buttonClass('secondary', 'sm')}
        >
          {t('reviews.write')}
        </Link>
        <Link
          to={visitReviewHref(visit.pos_transaction_id)}
          aria-label={t('reviews.salon.visit_label', { store: visit.store.name })}
          className={buttonClass('text', 'sm')}
        >
          {t('reviews.salon.visit_details')}
        </Link>
      </div>
    </div>
  );
}

/** One of the member's salon reviews, with the way to its visit's page. */
function MyStoreReviewLink({ review }: { review: MyStoreReview }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col">
      <StoreReviewItem review={review} />
      <Link
        to={visitReviewHref(review.pos_transaction_id)}
        aria-label={t('reviews.salon.visit_label', { store: review.store.name })}
        className={buttonClass('text', 'sm', 'self-end')}
      >
        {t('reviews.salon.visit_details')}
      </Link>
    </div>
  );
}
