import { formatShopDate, type OrderLineReviewAnswer } from '@beauty/shared';
import { buttonClass, fieldText, Panel, serverFieldText, showToast, useLanguage } from '@beauty/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageFrame } from '../../layouts/PageFrame';
import { useDocumentTitle } from '../../lib/hooks';
import { idFrom } from '../../lib/ids';
import { href } from '../../routes/paths';
import { useCreateReview, useOrderLineReview } from './api';
import { LineToReview, MyProductReviewItem } from './product-parts';
import { ReviewForm } from './ReviewForm';
import { ReviewSubjectPage } from './ReviewSubjectPage';
import { ORDER_LINE_PARAM, productReviewBody, productReviewList } from './review-form';
import { StarRatingInput } from './StarRatingInput';

/** /product-review/write-review?order_line_id=: the form, or the review already written, or why not. */
export function ProductReviewWrite() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderLineId = idFrom(params.get(ORDER_LINE_PARAM));
  const query = useOrderLineReview(orderLineId);
  useDocumentTitle(t('reviews.products.write_title'));
  return (
    <ReviewSubjectPage
      valid={orderLineId !== null}
      query={query}
      notFound={{ title: t('reviews.products.not_found_title'), text: t('reviews.products.not_found_text') }}
      back={{ to: productReviewList.href(), label: t('reviews.products.back') }}
    >
      {(answer) => <WritePage answer={answer} />}
    </ReviewSubjectPage>
  );
}

function BackToList() {
  const { t } = useTranslation();
  return (
    <Link to={productReviewList.href()} className="text-accent hover:underline">
      {t('reviews.products.title')}
    </Link>
  );
}

function WritePage({ answer }: { answer: OrderLineReviewAnswer }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { line, review } = answer;
  return (
    <PageFrame width="narrow" title={t('reviews.products.write_title')} back={<BackToList />}>
      <div className="flex flex-col gap-6">
        <Panel title={t('reviews.products.item')}>
          <LineToReview line={line} />
        </Panel>
        {review ? (
          <section className="flex flex-col gap-3">
            <p role="status" className="rounded-card bg-accent-soft px-4 py-3 text-sm">
              {t('review_exists', { ns: 'messages' })}
            </p>
            <MyProductReviewItem review={review} />
            <Link
              to={productReviewList.href('history')}
              className={buttonClass('secondary', 'md', 'self-start')}
            >
              {t('reviews.see_history')}
            </Link>
          </section>
        ) : answer.can_review ? (
          <ProductReviewForm orderLineId={line.order_line_id} />
        ) : (
          <div className="flex flex-col items-start gap-3 rounded-card bg-soft px-4 py-3 text-sm">
            <p>
              {answer.reason === 'review_returned'
                ? t('review_returned', { ns: 'messages' })
                : t('reviews.closed', { date: formatShopDate(line.review_by, language) })}
            </p>
            <Link to={productReviewList.href()} className={buttonClass('secondary', 'sm')}>
              {t('reviews.products.back')}
            </Link>
          </div>
        )}
      </div>
    </PageFrame>
  );
}

/**
 * The rating, comments and photos of one line. Sent, the member lands on their History with a toast; the
 * server's refusal (already reviewed meanwhile, the window closed) shows under the form.
 */
function ProductReviewForm({ orderLineId }: { orderLineId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateReview();
  const [rating, setRating] = useState<number | null>(null);
  const ratingError = fieldText(t, serverFieldText(create.error, 'reviews'));

  return (
    <ReviewForm
      missingRatings={rating === null ? 1 : 0}
      single
      busy={create.isPending}
      error={create.error}
      submitLabel={t('reviews.form.submit')}
      back={
        <Link to={productReviewList.href()} className={buttonClass('secondary')}>
          {t('reviews.form.cancel')}
        </Link>
      }
      onSubmit={(draft) => {
        if (rating === null) return;
        create.mutate(productReviewBody(orderLineId, rating, draft), {
          onSuccess: () => {
            showToast(t('reviews.products.done'), 'success', { page: href('product-review') });
            navigate(productReviewList.href('history'));
          },
        });
      }}
    >
      <Panel title={t('reviews.form.rating')}>
        <StarRatingInput
          label={t('reviews.form.rating')}
          labelClassName="sr-only"
          value={rating}
          onChange={setRating}
          invalid={Boolean(ratingError)}
        />
        {ratingError ? <p className="mt-2 text-sm text-deal">{ratingError}</p> : null}
      </Panel>
    </ReviewForm>
  );
}
