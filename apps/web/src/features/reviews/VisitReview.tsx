import {
  formatShopDate,
  type ReviewCriterion,
  STORE_CRITERIA,
  STYLIST_CRITERIA,
  type VisitReviewAnswer,
} from '@beauty/shared';
import { buttonClass, fieldText, Panel, serverFieldText, useLanguage } from '@beauty/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { StylistLine } from '../../components/StylistLine';
import { PageFrame } from '../../layouts/PageFrame';
import { useDocumentTitle } from '../../lib/hooks';
import { href } from '../../routes/paths';
import { useCreateReview, useVisitReview } from './api';
import { ReviewForm } from './ReviewForm';
import { ReviewSubjectPage } from './ReviewSubjectPage';
import {
  type CriterionRatings,
  missingCriteria,
  storeReviewList,
  visitReviewBody,
  visitReviewHref,
  writeVisitReviewHref,
} from './review-form';
import { StarRatingInput } from './StarRatingInput';
import { StoreReviewItem, useCriterionName } from './StoreReviewItem';
import { REVIEW_WRITTEN } from './StylistReviewComplete';
import { BackToStoreReviews, ReviewBy, StoreReviewGate, VisitSummary } from './stylist-parts';

/** The salon visit of the address, loaded for a page about its review (Singapore members only). */
function WithVisit({ children }: { children: (answer: VisitReviewAnswer) => ReactNode }) {
  const { t } = useTranslation();
  const { posTransactionId = '' } = useParams();
  const id = posTransactionId.trim();
  const query = useVisitReview(id || null);
  return (
    <ReviewSubjectPage
      valid={id !== ''}
      query={query}
      notFound={{ title: t('reviews.salon.not_found_title'), text: t('reviews.salon.not_found_text') }}
      back={{ to: storeReviewList.href(), label: t('reviews.salon.back') }}
    >
      {children}
    </ReviewSubjectPage>
  );
}

/** /salon-review/review/{posTransactionId}: the visit, and its review or the way to write it. */
export function StylistReviewNew() {
  const { t } = useTranslation();
  useDocumentTitle(t('reviews.salon.visit_title'));
  return (
    <StoreReviewGate>
      <WithVisit>{(answer) => <VisitPage answer={answer} />}</WithVisit>
    </StoreReviewGate>
  );
}

function VisitPage({ answer }: { answer: VisitReviewAnswer }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { visit, review } = answer;
  return (
    <PageFrame width="narrow" title={t('reviews.salon.visit_title')} back={<BackToStoreReviews />}>
      <div className="flex flex-col gap-6">
        <Panel title={t('reviews.salon.visit')}>
          <VisitSummary visit={visit}>
            <p className="text-xs text-muted">
              {t('reviews.salon.visit_number', { number: visit.pos_transaction_id })}
            </p>
          </VisitSummary>
        </Panel>
        {review ? (
          <section className="flex flex-col gap-3">
            <h2 className="font-semibold">{t('reviews.salon.your_review')}</h2>
            <StoreReviewItem review={review} />
          </section>
        ) : answer.can_review ? (
          <div className="flex flex-col gap-3 rounded-card bg-accent-soft p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="text-sm">
              <p className="font-medium">{t('reviews.salon.invite')}</p>
              <ReviewBy visit={visit} />
            </div>
            <Link to={writeVisitReviewHref(visit.pos_transaction_id)} className={buttonClass('primary')}>
              {t('reviews.write')}
            </Link>
          </div>
        ) : (
          <p className="rounded-card bg-soft px-4 py-3 text-sm">
            {t('reviews.closed', { date: formatShopDate(visit.review_by, language) })}
          </p>
        )}
      </div>
    </PageFrame>
  );
}

/** /salon-review/write-reviews/{posTransactionId}: a star row per criterion, comments and photos. */
export function StylistReviewWrite() {
  const { t } = useTranslation();
  useDocumentTitle(t('reviews.salon.write_title'));
  return (
    <StoreReviewGate>
      <WithVisit>
        {(answer) =>
          answer.can_review && !answer.review ? <WritePage answer={answer} /> : <VisitPage answer={answer} />
        }
      </WithVisit>
    </StoreReviewGate>
  );
}

/**
 * The eight criteria, grouped: the salon's four (cleanliness, ambience, customer service, recommendable) and
 * the stylist's four under their name and photo; every row is required before Submit. Sent, the member lands
 * on the thank-you page, which links to the salon's reviews.
 */
function WritePage({ answer }: { answer: VisitReviewAnswer }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateReview();
  const [ratings, setRatings] = useState<CriterionRatings>({});
  const { visit } = answer;
  const missing = missingCriteria(ratings).length;
  const rate = (criterion: ReviewCriterion, stars: number) =>
    setRatings((current) => ({ ...current, [criterion]: stars }));

  return (
    <PageFrame
      width="narrow"
      title={t('reviews.salon.write_title')}
      back={
        <Link to={visitReviewHref(visit.pos_transaction_id)} className="text-accent hover:underline">
          {t('reviews.salon.visit_title')}
        </Link>
      }
    >
      <ReviewForm
        missingRatings={missing}
        single={false}
        busy={create.isPending}
        error={create.error}
        submitLabel={t('reviews.form.submit')}
        back={
          <Link to={visitReviewHref(visit.pos_transaction_id)} className={buttonClass('secondary')}>
            {t('reviews.form.cancel')}
          </Link>
        }
        onSubmit={(draft) =>
          create.mutate(visitReviewBody(visit.pos_transaction_id, ratings, draft), {
            onSuccess: () =>
              navigate(href('salon-stylist-review-complete', {}, { salon: visit.store.id }), {
                state: REVIEW_WRITTEN,
              }),
          })
        }
      >
        <Panel title={t('reviews.salon.group_salon')}>
          <p className="mb-3 text-sm font-medium">{visit.store.name}</p>
          <CriterionInputs criteria={STORE_CRITERIA} ratings={ratings} onRate={rate} error={create.error} />
        </Panel>
        <Panel title={t('reviews.salon.group_stylist')}>
          <div className="mb-3">
            <StylistLine stylist={visit.stylist} size={48} />
          </div>
          <CriterionInputs criteria={STYLIST_CRITERIA} ratings={ratings} onRate={rate} error={create.error} />
        </Panel>
      </ReviewForm>
    </PageFrame>
  );
}

/** One star row per criterion, its name beside it on wider screens, the server's message under it. */
function CriterionInputs({
  criteria,
  ratings,
  onRate,
  error,
}: {
  criteria: readonly ReviewCriterion[];
  ratings: CriterionRatings;
  onRate: (criterion: ReviewCriterion, stars: number) => void;
  error: unknown;
}) {
  const { t } = useTranslation();
  const name = useCriterionName();
  return (
    <div className="flex flex-col divide-y divide-line">
      {criteria.map((criterion) => {
        const message = fieldText(t, serverFieldText(error, `ratings.${criterion}`));
        return (
          <div key={criterion} className="py-2 first:pt-0 last:pb-0">
            <StarRatingInput
              label={name(criterion)}
              value={ratings[criterion] ?? null}
              onChange={(stars) => onRate(criterion, stars)}
              invalid={Boolean(message)}
              className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between"
            />
            {message ? <p className="mt-1 text-sm text-deal">{message}</p> : null}
          </div>
        );
      })}
    </div>
  );
}
