import { type ProductToReview, REVIEW_KIND } from '@beauty/shared';
import { buttonClass } from '@beauty/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MyReviewsPage } from './MyReviewsPage';
import { LineToReview, MyProductReviewItem } from './product-parts';
import { productReviewList, writeProductReviewHref } from './review-form';

/** /product-review: the products the member can review (To review) and the reviews they wrote (History). */
export function ProductReviewList() {
  const { t } = useTranslation();
  return (
    <MyReviewsPage
      type={REVIEW_KIND.ECOMMERCE}
      list={productReviewList}
      title={t('reviews.products.title')}
      toReview={{
        items: (answer) => answer.products_to_review,
        key: (item) => item.order_line_id,
        render: (item) => <ProductToReviewCard item={item} />,
      }}
      history={{
        items: (answer) => answer.product_reviews,
        key: (review) => review.id,
        render: (review) => <MyProductReviewItem review={review} />,
      }}
      emptyToReview={(answer) => ({
        title: t('reviews.products.empty_to_review'),
        text: t('reviews.products.empty_to_review_text', { count: answer.window_days }),
        action: (
          <Link to="/" className={buttonClass('primary')}>
            {t('reviews.products.shop')}
          </Link>
        ),
      })}
      toReviewLink={t('reviews.products.to_review_link')}
    />
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
