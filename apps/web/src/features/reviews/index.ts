export { useProductReviews, useStoreReviews } from './api';
export { type ReviewFilters, type ReviewKeys, type ReviewSubject, reviewKeys, reviewQueryKeys } from './keys';
export { RatingLine, ReviewItem, ReviewListSkeleton } from './ReviewItem';
export { ReviewSubjectPage } from './ReviewSubjectPage';
export { productReviewList, visitReviewHref, writeProductReviewHref } from './review-form';
export { CriterionRows, StoreReviewItem } from './StoreReviewItem';
