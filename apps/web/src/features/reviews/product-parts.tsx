import { formatShopDate, type MyProductReview, type ProductToReview } from '@beauty/shared';
import { useLanguage } from '@beauty/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductLine } from '../../components/ProductLine';
import { href } from '../../routes/paths';
import { RatingLine, ReviewItem } from './ReviewItem';

/** The product of a line, as the review pages show it: picture, brand, name (to its page) and the size. */
export function ReviewedProductLine({
  product,
  variant = 'order',
  children,
}: {
  product: ProductToReview['product'];
  variant?: 'order' | 'summary';
  children?: ReactNode;
}) {
  return (
    <ProductLine
      variant={variant}
      image={product.image}
      brand={product.brand_name}
      name={product.name}
      to={href('product-detail', { productId: product.id })}
      details={product.variation_name ? <p className="text-xs text-muted">{product.variation_name}</p> : null}
    >
      {children}
    </ProductLine>
  );
}

/** One of the member's reviews: the product, the stars, the words and photos, the shop's reply or note. */
export function MyProductReviewItem({ review }: { review: MyProductReview }) {
  const { t } = useTranslation();
  return (
    <ReviewItem
      lead={<ReviewedProductLine product={review.product} variant="summary" />}
      date={review.created_at}
      ratings={<RatingLine value={review.rating} />}
      comments={review.comments}
      photos={review.photos}
      reply={review.reply}
      hiddenReason={review.status === 'hidden' ? review.hidden_reason : undefined}
      owner={t('reviews.your_review')}
    />
  );
}

/** A line waiting for its review: the product, the order and its delivery, and the last day to review it. */
export function LineToReview({ line }: { line: ProductToReview }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ReviewedProductLine product={line.product}>
      <p className="mt-1 text-xs text-muted">
        {t('reviews.products.delivered', {
          po: line.po_number,
          date: formatShopDate(line.delivered_at, language),
        })}
      </p>
      <p className="text-xs text-muted">
        {t('reviews.review_by', { date: formatShopDate(line.review_by, language) })}
      </p>
    </ReviewedProductLine>
  );
}
