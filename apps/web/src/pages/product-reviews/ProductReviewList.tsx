import { type MyReviewsAnswer, type ProductToReview, REVIEW_KIND } from '@beauty/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MyReviewsPage } from '../../components/reviews/MyReviewsPage';
import {
  productReviewList,
  type ReviewListTab,
  writeProductReviewHref,
} from '../../components/reviews/review-form';
import { buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/states';
import { LineToReview, MyProductReviewItem } from './parts';

/** /product-review: the products the member can review (To review) and the reviews they wrote (History). */
export function ProductReviewList() {
  const { t } = useTranslation();
  return (
    <MyReviewsPage
      type={REVIEW_KIND.ECOMMERCE}
      list={productReviewList}
      title={t('reviews.products.title')}
      empty={(tab, answer) => <EmptyProductReviews tab={tab} answer={answer} />}
    >
      {(answer) => (
        <>
          {answer.products_to_review.map((item) => (
            <li key={item.order_line_id}>
              <ProductToReviewCard item={item} />
            </li>
          ))}
          {answer.product_reviews.map((review) => (
            <li key={review.id}>
              <MyProductReviewItem review={review} />
            </li>
          ))}
        </>
      )}
    </MyReviewsPage>
  );
}

function ProductToReviewCard({ item }: { item: ProductToReview }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 rounded-card border border-line bg-white p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <LineToReview line={item} />
      </div>
      <Link
        to={writeProductReviewHref(item.order_line_id)}
        aria-label={t('reviews.products.write_label', { name: item.product.name })}
        className={buttonClass('secondary', 'sm', 'shrink-0')}
      >
        {t('reviews.write')}
      </Link>
    </div>
  );
}

function EmptyProductReviews({ tab, answer }: { tab: ReviewListTab; answer: MyReviewsAnswer }) {
  const { t } = useTranslation();
  return tab === 'to_review' ? (
    <EmptyState
      boxed
      title={t('reviews.products.empty_to_review')}
      text={t('reviews.products.empty_to_review_text', { count: answer.window_days })}
      action={
        <Link to="/" className={buttonClass('primary')}>
          {t('reviews.products.shop')}
        </Link>
      }
    />
  ) : (
    <EmptyState
      boxed
      title={t('reviews.empty_history')}
      text={t('reviews.empty_history_text')}
      action={
        <Link to={productReviewList.href('to_review')} className={buttonClass('primary')}>
          {t('reviews.products.to_review_link')}
        </Link>
      }
    />
  );
}
