export { useProductReviews, useSalonReviews } from './api';
export { RatingLine, ReviewItem, ReviewListSkeleton } from './ReviewItem';
export { ReviewSubjectPage } from './ReviewSubjectPage';
export { productReviewList, visitReviewHref, writeProductReviewHref } from './review-form';
export { CriterionRows, SalonReviewItem } from './StoreReviewItem';
