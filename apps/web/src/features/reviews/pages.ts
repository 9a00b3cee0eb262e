/**
 * Reviews area, one chunk: the member's products to review and reviews written, the product write page; the
 * salon and stylist visits to review (Singapore members), a visit, its write page and the thanks.
 */
export { ProductReviewList } from './ProductReviewList';
export { ProductReviewWrite } from './ProductReviewWrite';
export { StylistReviewComplete } from './StylistReviewComplete';
export { StylistReviewList } from './StylistReviewList';
export { StylistReviewNew, StylistReviewWrite } from './VisitReview';
