/** Salons area: our stores, and a salon's reviews. */

export { StoreListing } from './StoreList';
export { StoreReview } from './StoreReviews';
