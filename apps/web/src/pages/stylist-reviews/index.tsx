/** Salon and stylist reviews area (Singapore members): visits to review, a visit, the write page, the thanks. */
export { StylistReviewComplete } from './StylistReviewComplete';
export { StylistReviewList } from './StylistReviewList';
export { StylistReviewNew, StylistReviewWrite } from './VisitReview';
