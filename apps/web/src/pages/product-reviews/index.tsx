import { ComingSoon } from '../../components/ComingSoon';

/** Product reviews area. Built by a later issue. */
export function ProductReviewList() {
  return <ComingSoon name="product-review" />;
}

export function ProductReviewWrite() {
  return <ComingSoon name="product-review-write" />;
}
