/** Product reviews area: the member's products to review and reviews written, and the write page. */
export { ProductReviewList } from './ProductReviewList';
export { ProductReviewWrite } from './ProductReviewWrite';
