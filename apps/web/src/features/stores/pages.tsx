/** Stores area (the spec's salons): our stores, and a store's reviews. */

export { StoreListing } from './StoreList';
export { StoreReview } from './StoreReviews';
